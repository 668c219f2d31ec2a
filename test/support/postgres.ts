/**
 * A database of its own for a test file on the run's Postgres server (started once
 * by postgres-global.ts), so files never see each other's rows.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export async function freshDatabase(label = 'store'): Promise<string> {
  const admin = new URL(inject('postgresUrl'));
  const name = `${label.replace(/\W/g, '_')}_${process.pid}_${randomBytes(4).toString('hex')}`.toLowerCase();
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin.href);
  url.pathname = `/${name}`;
  return url.href;
}
