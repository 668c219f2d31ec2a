/**
 * `npm run build:wasm`: compiles the move generator's AssemblyScript source to
 * assets/wasm/movegen.wasm. The .wasm is committed, so installing and running the bot need
 * no compiler; a test compiles the source again and checks that the committed file is
 * byte for byte what it gives. The compiler's version is pinned in package.json, since
 * another version may emit other bytes.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import asc from 'assemblyscript/asc';
import { WASM_FILE } from '../movegen/compiled.js';
import { PROJECT_ROOT } from '../project-root.js';

/** The source, from the project root (paths end up in the binary's names, so they must not depend on where the clone is). */
const SOURCE = 'src/movegen/assembly/generator.ts';
/** Fastest code; no runtime, garbage collector or assertions (the generator allocates nothing). */
const OPTIONS = ['-O3', '--runtime', 'stub', '--importMemory', '--noAssert', '--use', 'abort='];

export async function compileWasm(): Promise<Uint8Array> {
  let binary: Uint8Array | null = null;
  const result = await asc.main([SOURCE, ...OPTIONS, '--outFile', 'movegen.wasm', '--baseDir', PROJECT_ROOT], {
    writeFile: (name, contents) => {
      if (name.endsWith('.wasm') && typeof contents !== 'string') binary = contents;
    },
  });
  if (result.error) throw new Error(`AssemblyScript: ${result.error.message}\n${result.stderr.toString()}`);
  if (binary === null) throw new Error('AssemblyScript wrote no .wasm');
  return binary;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const binary = await compileWasm();
  writeFileSync(WASM_FILE, binary);
  console.log(`${WASM_FILE}: ${binary.length} bytes`);
}
