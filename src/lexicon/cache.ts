/**
 * The binary cache of a built word graph. Layout (little-endian):
 *   0  'SGDG'            magic
 *   4  u32 format version
 *   8  32 bytes          SHA-256 of the source list, to notice when it changes
 *  40  u32 root, u32 word count, u32 graph length in 32-bit words
 *  52  graph words
 * Written to a temporary file and renamed, so a reader never sees half a file.
 */
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, mkdirSync, openSync, readSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { graphMemory, type GraphData } from './word-graph.js';

const MAGIC = 0x47444753; // 'SGDG'
const VERSION = 3;
const HEADER = 52;

export interface CachedGraph extends GraphData {
  wordCount: number;
}

export function sourceHash(source: Buffer): Buffer {
  return createHash('sha256').update(source).digest();
}

/**
 * The cached graph if the file exists and was built from a source with this hash. The
 * graph is read straight into its WebAssembly memory (see graphMemory): no second copy.
 */
export function readCache(file: string, hash: Buffer): CachedGraph | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    const header = Buffer.alloc(HEADER);
    if (readSync(fd, header, 0, HEADER, 0) !== HEADER) return null;
    if (header.readUInt32LE(0) !== MAGIC || header.readUInt32LE(4) !== VERSION) return null;
    if (!header.subarray(8, 40).equals(hash)) return null;
    const root = header.readUInt32LE(40);
    const wordCount = header.readUInt32LE(44);
    const length = header.readUInt32LE(48);
    if (fstatSync(fd).size !== HEADER + length * 4 || root >= length) return null;
    const { memory, data } = graphMemory(length);
    const bytes = new Uint8Array(data.buffer, data.byteOffset, length * 4);
    for (let done = 0; done < bytes.length; ) {
      const n = readSync(fd, bytes, done, bytes.length - done, HEADER + done);
      if (n === 0) return null;
      done += n;
    }
    return { data, root, wordCount, memory };
  } finally {
    closeSync(fd);
  }
}

export function writeCache(file: string, hash: Buffer, graph: CachedGraph): void {
  const header = Buffer.alloc(HEADER);
  header.writeUInt32LE(MAGIC, 0);
  header.writeUInt32LE(VERSION, 4);
  hash.copy(header, 8);
  header.writeUInt32LE(graph.root, 40);
  header.writeUInt32LE(graph.wordCount, 44);
  header.writeUInt32LE(graph.data.length, 48);
  const body = Buffer.from(graph.data.buffer, graph.data.byteOffset, graph.data.length * 4);
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.concat([header, body]));
  renameSync(tmp, file);
}
