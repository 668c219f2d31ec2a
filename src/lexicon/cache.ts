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
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { GraphData } from './word-graph.js';

const MAGIC = 0x47444753; // 'SGDG'
const VERSION = 3;
const HEADER = 52;

export interface CachedGraph extends GraphData {
  wordCount: number;
}

export function sourceHash(source: Buffer): Buffer {
  return createHash('sha256').update(source).digest();
}

/** The cached graph if the file exists and was built from a source with this hash. */
export function readCache(file: string, hash: Buffer): CachedGraph | null {
  let buf: Buffer;
  try {
    buf = readFileSync(file);
  } catch {
    return null;
  }
  if (buf.length < HEADER || buf.readUInt32LE(0) !== MAGIC || buf.readUInt32LE(4) !== VERSION) return null;
  if (!buf.subarray(8, 40).equals(hash)) return null;
  const root = buf.readUInt32LE(40);
  const wordCount = buf.readUInt32LE(44);
  const length = buf.readUInt32LE(48);
  if (buf.length !== HEADER + length * 4) return null;
  // An Int32Array view needs 4-byte alignment; copy in the rare case the buffer lacks it.
  const offset = buf.byteOffset + HEADER;
  const data =
    offset % 4 === 0 ? new Int32Array(buf.buffer, offset, length) : new Int32Array(new Uint8Array(buf.buffer, offset, length * 4).slice().buffer);
  if (root >= length) return null;
  return { data, root, wordCount };
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
