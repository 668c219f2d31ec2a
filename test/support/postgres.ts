/**
 * Places of their own for tests on the run's Postgres server (started once by
 * postgres-global.ts): a database per test file, so files never see each other's
 * rows, and within it a schema per test (CREATE SCHEMA takes milliseconds where
 * CREATE DATABASE takes a few hundred), selected through the URL's search_path.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const unique = (label: string) => `${label.replace(/\W/g, '_')}_${process.pid}_${randomBytes(4).toString('hex')}`.toLowerCase();

/** A new, empty database; its URL. */
export async function freshDatabase(label = 'store'): Promise<string> {
  const url = new URL(inject('postgresUrl'));
  const name = unique(label);
  await admin(url.href, `CREATE DATABASE "${name}"`);
  url.pathname = `/${name}`;
  return url.href;
}

let fileDatabase: Promise<string> | null = null;

/** A new, empty schema in this test file's database; a URL whose connections use only it. */
export async function freshSchema(label = 'store'): Promise<string> {
  fileDatabase ??= freshDatabase(label);
  const url = new URL(await fileDatabase);
  const schema = unique('t');
  await admin(url.href, `CREATE SCHEMA "${schema}"`);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.href;
}
