/**
 * A worker thread running a module of the project: `name.js` beside the caller when
 * built, `name.ts` when the project runs from source (tsx, vitest). A worker does not
 * inherit the loader of the thread that made it, so from source it registers tsx first.
 * The module reads `workerData.config`.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

const BOOT = `
const { workerData } = require('node:worker_threads');
(async () => {
  if (workerData.tsx) (await import(workerData.tsx)).register();
  await import(workerData.script);
})();
`;

/** tsx's ESM api, as `import` would find it (its require entry cannot be imported). */
function tsxApi(from: string): string {
  const root = dirname(createRequire(from).resolve('tsx/package.json'));
  const exported = (createRequire(from)('tsx/package.json') as { exports: Record<string, { import: { default: string } }> }).exports['./esm/api']!.import.default;
  return pathToFileURL(join(root, exported)).href;
}

/** `from`: the caller's import.meta.url; `name`: the module's file name without extension. */
export function moduleWorker(from: string, name: string, config?: unknown, resourceLimits?: ResourceLimits): Worker {
  const fromSource = from.endsWith('.ts');
  const script = new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, from).href;
  return new Worker(BOOT, { eval: true, workerData: { script, tsx: fromSource ? tsxApi(from) : null, config }, ...(resourceLimits ? { resourceLimits } : {}) });
}
