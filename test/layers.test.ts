/**
 * The layers of the code, enforced: the engine imports nothing outside itself (no package,
 * no Node module); the hub (src/games) never reaches up into the bot, the commands or
 * discord.js; the render layer reaches no further than the engine (its words are handed in);
 * nothing in src/ but the entry points imports the commands; the commands reach the game
 * only through the bot's context and helpers and the hub; no module of
 * src/ or commands/ is part of an import circle, type-only imports included; and no file
 * of src/ is longer than 350 lines (a longer one is split by concept).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/shipped.js';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // The compiled generator's AssemblyScript source is its own program.
    if (statSync(path).isDirectory()) return name === 'assembly' ? [] : sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** Every module a source imports or re-exports (static or dynamic, type-only included), as written. */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g)) found.push(m[1]!);
  for (const m of source.matchAll(/(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)) found.push(m[1]!);
  for (const m of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1]!);
  return found;
}

/** Every file under `dir`, of any kind, but those in the folders `skip` names (paths from the root). */
function allFiles(dir: string, skip: readonly string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) return [path];
    return skip.includes(relative(ROOT, path)) ? [] : allFiles(path, skip);
  });
}

/** Lines in a text, the last one counted whether or not a newline ends it. */
export function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

const MAX_LINES = 350;

const FILES = ['src', 'commands'].flatMap((d) => sources(join(ROOT, d)));
const rel = (file: string) => relative(ROOT, file);

/** A file's imports resolved: project files as paths from the root, packages by name. */
function resolved(file: string): string[] {
  return importsOf(readFileSync(file, 'utf8')).map((spec) => (spec.startsWith('.') ? rel(resolve(dirname(file), spec.replace(/\.js$/, '.ts'))) : spec));
}

const GRAPH = new Map(FILES.map((f) => [rel(f), resolved(f)]));

/** Every circle in the graph, each as the path around it. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

describe('the layers', () => {
  it('reads every kind of import line', () => {
    expect(importsOf([
      "import { a } from './a.js';",
      "import type { B } from '../b.js';",
      "export * from './c.js';",
      "import 'dotenv/config';",
      "const d = await import('./d.js');",
      "import {\n  e,\n} from 'discord.js';",
    ].join('\n'))).toEqual(['./a.js', '../b.js', './c.js', 'discord.js', 'dotenv/config', './d.js']);
  });

  it('finds a circle, type-only ones included', () => {
    expect(circles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c', 'a']]);
    expect(circles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('the engine imports only its own modules', () => {
    const outside = [...GRAPH].filter(([f]) => f.startsWith('src/engine/')).flatMap(([f, deps]) => deps.filter((d) => !d.startsWith('src/engine/')).map((d) => `${f} -> ${d}`));
    expect(outside).toEqual([]);
  });

  it('the hub imports no bot, command or discord.js module', () => {
    const up = [...GRAPH]
      .filter(([f]) => f.startsWith('src/games/'))
      .flatMap(([f, deps]) => deps.filter((d) => d.startsWith('src/bot/') || d.startsWith('commands/') || d.startsWith('discord.js') || d.startsWith('@discordjs/')).map((d) => `${f} -> ${d}`));
    expect(up).toEqual([]);
  });

  it('the render layer imports only the engine, its packages, the shared helpers of src/ and itself: the words it draws are handed in', () => {
    const up = [...GRAPH]
      .filter(([f]) => f.startsWith('src/render/'))
      .flatMap(([f, deps]) => deps.filter((d) => d.startsWith('src/') && !d.startsWith('src/render/') && !d.startsWith('src/engine/') && d !== 'src/module-worker.ts' && d !== 'src/project-root.ts').map((d) => `${f} -> ${d}`));
    expect(up).toEqual([]);
  });

  it('the bot imports no command module: the entry points hand the commands in', () => {
    const ENTRY_POINTS = ['src/bot/main.ts', 'src/bot/deploy-commands.ts'];
    const up = [...GRAPH]
      .filter(([f]) => f.startsWith('src/') && !ENTRY_POINTS.includes(f))
      .flatMap(([f, deps]) => deps.filter((d) => d.startsWith('commands/')).map((d) => `${f} -> ${d}`));
    expect(up).toEqual([]);
  });

  it('the commands import only the bot, the hub, discord.js, Node and one another', () => {
    const allowed = (d: string) => ['commands/', 'src/bot/', 'src/games/', 'node:'].some((p) => d.startsWith(p)) || d === 'discord.js';
    const past = [...GRAPH]
      .filter(([f]) => f.startsWith('commands/'))
      .flatMap(([f, deps]) => deps.filter((d) => !allowed(d)).map((d) => `${f} -> ${d}`));
    expect(past).toEqual([]);
  });

  it('no module is part of an import circle', () => {
    expect(circles(GRAPH).map((c) => c.join(' -> '))).toEqual([]);
  });

  it('counts lines as an editor shows them', () => {
    expect([lineCount(''), lineCount('a'), lineCount('a\n'), lineCount('a\nb'), lineCount('a\n\nb\n')]).toEqual([0, 1, 1, 2, 3]);
  });

  it(`no file in src/ is over ${MAX_LINES} lines (the compiled search's AssemblyScript aside)`, () => {
    const long = allFiles(join(ROOT, 'src'), ['src/movegen/assembly'])
      .map((file) => ({ file: rel(file), lines: lineCount(readFileSync(file, 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
