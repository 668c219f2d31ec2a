/** The engine's modules form no import cycle: each layer builds only on those below it. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ENGINE = fileURLToPath(new URL('../src/engine/', import.meta.url));

/** The sibling modules a source file imports or re-exports, type-only imports included. */
function localImports(source: string): string[] {
  const found = new Set<string>();
  const re = /(?:^|\n)\s*(?:import|export)\b[^'";]*?(?:from\s*)?['"]\.\/([\w.-]+)\.js['"]/g;
  for (const m of source.matchAll(re)) found.add(`${m[1]}.ts`);
  for (const m of source.matchAll(/\bimport\(\s*['"]\.\/([\w.-]+)\.js['"]\s*\)/g)) found.add(`${m[1]}.ts`);
  return [...found].sort();
}

/** A cycle in a directed graph, as the list of nodes along it (first repeated last), or null. */
function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('the import graph of src/engine', () => {
  const files = readdirSync(ENGINE).filter((f) => f.endsWith('.ts')).sort();
  const graph = new Map(files.map((f) => [f, localImports(readFileSync(join(ENGINE, f), 'utf8'))]));

  it('reads the import lines it is given', () => {
    expect(localImports([
      "import { a } from './a.js';",
      "import type { B } from './b.js';",
      'import {\n  c,\n  d,\n} from "./c-d.js";',
      "export * from './e.js';",
      "export { f } from './f.js';",
      "import { g } from '../elsewhere/g.js';",
      "const h = import('./h.js');",
    ].join('\n'))).toEqual(['a.ts', 'b.ts', 'c-d.ts', 'e.ts', 'f.ts', 'h.ts']);
  });

  it.each([
    [[['a', ['b']], ['b', ['c']], ['c', ['a']]], ['a', 'b', 'c', 'a']],
    [[['a', ['a']]], ['a', 'a']],
    [[['a', ['b', 'c']], ['b', ['c']], ['c', []]], null],
  ] as const)('finds a cycle in %j: %j', (edges, cycle) => {
    expect(findCycle(new Map(edges.map(([n, e]) => [n, [...e]])))).toEqual(cycle);
  });

  it('sees the modules the engine is built from', () => {
    expect(graph.get('game.ts')).toEqual(expect.arrayContaining(['agreement.ts', 'challenge.ts', 'moves.ts', 'setup.ts', 'time-out.ts']));
    expect(graph.get('moves.ts')).toEqual(expect.arrayContaining(['deal.ts', 'end.ts', 'turn.ts']));
    expect(graph.get('index.ts')).toContain('game.ts');
    for (const targets of graph.values()) for (const t of targets) expect(files).toContain(t);
  });

  it('has no cycle', () => {
    expect(findCycle(graph)).toBeNull();
  });
});
