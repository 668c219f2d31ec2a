/**
 * Builds the Activity's page into <out>/activity (default dist/activity): the script
 * bundled with Discord's Embedded App SDK for the browser, and the page's static files.
 * Run by `npm run build`, after the TypeScript build. Usage: node src/activity/client/build.mjs [outDir]
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(resolve(process.argv[2] ?? 'dist'), 'activity');
mkdirSync(out, { recursive: true });
const result = await build({
  entryPoints: [join(here, 'main.ts')],
  bundle: true,
  format: 'esm',
  target: 'es2022',
  platform: 'browser',
  minify: true,
  sourcemap: false,
  legalComments: 'linked',
  outfile: join(out, 'app.js'),
  metafile: true,
  logLevel: 'warning',
});
for (const file of ['index.html', 'style.css']) copyFileSync(join(here, file), join(out, file));
writeFileSync(join(out, 'licenses.txt'), licences(Object.keys(result.metafile.inputs)));
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(`Activity page built in ${out} (${Math.round(bytes / 1024)} KB of script)`);

/** The licence of every package bundled into the script, from the package's own files, for shipping beside it. */
function licences(inputs) {
  const roots = new Set();
  for (const input of inputs) {
    const m = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (m) roots.add(resolve(m[1]));
    // A package's own copies of others (the SDK keeps zod, uuid... in output/lib): their licences too, from the packages themselves.
    const vendored = /node_modules\/(?:@[^/]+\/)?[^/]+\/output\/lib\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (vendored) {
      const root = resolve(here, '..', '..', '..', 'node_modules', vendored[1]);
      if (!existsSync(join(root, 'package.json'))) throw new Error(`${vendored[1]} is bundled into the Activity's page, but its package (for its licence) is not installed`);
      roots.add(root);
    }
  }
  const parts = [];
  for (const root of [...roots].sort()) {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const file = readdirSync(root).find((f) => /^licen[cs]e/i.test(f));
    if (!file && !pkg.license) throw new Error(`${pkg.name} is bundled into the Activity's page but states no licence`);
    const text = file && existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8').trim() : `Licensed under ${pkg.license}.`;
    parts.push(`${pkg.name} ${pkg.version} (${pkg.license ?? 'see below'})\n\n${text}`);
  }
  return `The Activity's script (app.js) bundles these packages:\n\n${parts.join('\n\n' + '-'.repeat(72) + '\n\n')}\n`;
}
