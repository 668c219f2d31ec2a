#!/usr/bin/env node
// Entry point of the `scrabble` command. Where the development packages are installed, it
// runs the TypeScript sources through tsx (always current); in a production install
// (`npm ci --omit=dev`) it runs the built tool in dist/ (`npm run build`), which is also
// `node dist/src/cli/main.js`.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const source = fileURLToPath(new URL('./main.ts', import.meta.url));
const built = fileURLToPath(new URL('../../dist/src/cli/main.js', import.meta.url));

async function tsx() {
  try {
    return await import('tsx/esm/api');
  } catch {
    return null;
  }
}

let main;
const api = existsSync(source) ? await tsx() : null;
if (api) {
  api.register();
  ({ main } = await import(pathToFileURL(source).href));
} else if (existsSync(built)) {
  ({ main } = await import(pathToFileURL(built).href));
} else {
  console.error('The scrabble command is not built: run npm run build first.');
  process.exit(1);
}
process.exitCode = await main(process.argv.slice(2));
