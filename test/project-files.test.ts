/**
 * One way to find the project's own files (assets, fonts, leave tables, word lists, the
 * compiled generator, the word-graph cache): from the project root (src/project-root.ts),
 * which is right from src/ (tsx), from dist/src/ (built), in the image and in an installed
 * package alike. A path made relative to a module's own file breaks in one of those
 * layouts (dist/ sits one level deeper), so none may come back.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commonWordsPath } from '../src/ai/common-words.js';
import { leaveTablePath } from '../src/ai/leaves.js';
import { DEFAULT_CACHE_DIR } from '../src/lexicon/index.js';
import { WASM_FILE } from '../src/movegen/compiled.js';
import { PROJECT_ROOT } from '../src/project-root.js';
import { ROOT } from './support/shipped.js';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|mts|js|mjs)$/.test(name) ? [path] : [];
  });
}

/** Lines that make a path from a module's own location and climb out of its folder or name a project folder. */
export function moduleRelativePaths(source: string): string[] {
  return source.split('\n').filter((line) => {
    const fromModule = /import\.meta\.(url|dirname|filename)|__dirname|__filename/.test(line);
    return fromModule && /['"`]\.\.\/|['"`][^'"`]*\b(assets|fonts|leaves|words|wasm|\.cache)\//.test(line);
  });
}

describe('project files', () => {
  it('are found from the project root', () => {
    expect(PROJECT_ROOT).toBe(ROOT.replace(/\/$/, ''));
    for (const path of [commonWordsPath(), leaveTablePath('standard'), leaveTablePath('noBlanks'), WASM_FILE, join(PROJECT_ROOT, 'assets', 'fonts')]) {
      expect(relative(PROJECT_ROOT, path).startsWith('assets/'), path).toBe(true);
      expect(existsSync(path), path).toBe(true);
    }
    expect(DEFAULT_CACHE_DIR).toBe(join(PROJECT_ROOT, '.cache', 'lexicon'));
  });

  it('the check below sees a module-relative asset path', () => {
    expect(moduleRelativePaths("const p = new URL('../../assets/leaves/x.leaves', import.meta.url).pathname;")).toHaveLength(1);
    expect(moduleRelativePaths('const p = join(__dirname, "fonts/x.ttf");')).toHaveLength(1);
    expect(moduleRelativePaths("const p = join(import.meta.dirname, '..', 'x');")).toHaveLength(0);
    expect(moduleRelativePaths("const w = moduleWorker(import.meta.url, 'worker');")).toHaveLength(0);
  });

  it('no module of the product or its tools makes a path from its own location', () => {
    // The one exception: the scrabble launcher, plain JavaScript that is never compiled, so it
    // always sits at src/cli/ and finds the built tool (dist/) from there.
    const launcher = join(ROOT, 'src', 'cli', 'scrabble.mjs');
    const found = ['src', 'commands'].flatMap((dir) => sources(join(ROOT, dir))).filter((f) => f !== launcher).flatMap((file) => moduleRelativePaths(readFileSync(file, 'utf8')).map((line) => `${relative(ROOT, file)}: ${line.trim()}`));
    expect(found).toEqual([]);
  });
});
