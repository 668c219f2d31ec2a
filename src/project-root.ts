/**
 * The project's root folder, where package.json is. Files under assets/ and .cache/ are
 * found from here, so the same code works from src/ (run by tsx) and from dist/src/
 * (built by `npm run build`), which sit at different depths.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return start;
  }
}

export const PROJECT_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));

/** A path under the project root, e.g. `fromRoot('assets', 'fonts')`. */
export const fromRoot = (...parts: string[]): string => join(PROJECT_ROOT, ...parts);
