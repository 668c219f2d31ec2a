/**
 * The Activity's page: the built files of its client (index.html, the script, the
 * stylesheet), served from one folder. Only files directly in that folder are served,
 * by name, so no request path can reach outside it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { ServerResponse } from 'node:http';

export interface PageFiles {
  /** Name to bytes and content type; `index.html` answers `/`. */
  files: ReadonlyMap<string, { bytes: Buffer; type: string }>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** The page's files in `dir`, read once at start (none when the folder is not there). */
export function loadPage(dir: string): PageFiles {
  const files = new Map<string, { bytes: Buffer; type: string }>();
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return { files };
  }
  for (const name of names) {
    const type = TYPES[extname(name)];
    if (type) files.set(name, { bytes: readFileSync(join(dir, name)), type });
  }
  return { files };
}

/** Answers a GET for one of the page's files; false when `path` names none. */
export function activityPage(page: PageFiles, path: string, res: ServerResponse): boolean {
  const name = path === '/' ? 'index.html' : path.slice(1);
  const file = page.files.get(name);
  if (!file) return false;
  res.writeHead(200, {
    'content-type': file.type,
    'content-length': file.bytes.length,
    // The script's name does not change between versions: the page always asks again.
    'cache-control': 'no-cache',
  }).end(file.bytes);
  return true;
}
