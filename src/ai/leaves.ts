/**
 * Leave values: what the tiles kept after a turn are worth, in points, for each tile set.
 * Every leave of 0-6 tiles has a slot in a dense table. A leave is a multiset, ranked
 * by its count of each tile (the combinatorial number system with bounded counts), so
 * a lookup is a couple of dozen additions and no hashing.
 *
 * File format (little-endian), `assets/leaves/<tileSet>.leaves`:
 *   magic "SLV1", u8 symbol count n, the n symbols in UTF-8 (one byte each for A-Z and ?),
 *   n max-count bytes, u8 max leave size,
 *   f32 scale (points per stored unit), u32 entry count, u32 payload byte length,
 *   payload (deflate-raw of entry count i16 values, in rank order), u32 FNV-1a of the payload.
 */
import { readFileSync } from 'node:fs';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { alphabetOf, BLANK, TILE_SETS, type TileSetId } from '../engine/tiles.js';
import { fromRoot } from '../project-root.js';

export const MAX_LEAVE = 6;
const MAGIC = 'SLV1';
/** Stored values are centipoints: 1/100 point is far below any difference that matters. */
export const LEAVE_SCALE = 0.01;

/** How leaves of one tile set are numbered. */
export class LeaveIndex {
  /** Symbol number by char code (-1: not in the set); tiles are one UTF-16 unit each. */
  private readonly symbolOf = new Int8Array(0x10000).fill(-1);
  /** ways[i * (max + 1) + k]: multisets of exactly k tiles from symbols i.. */
  private readonly ways: Float64Array;
  /** Where the leaves of each size start. */
  readonly offsets: number[] = [];
  readonly size: number;
  private readonly counts: Int32Array;

  constructor(readonly symbols: string, readonly maxCounts: readonly number[], readonly maxSize = MAX_LEAVE) {
    const n = symbols.length;
    for (let i = 0; i < n; i++) this.symbolOf[symbols.charCodeAt(i)] = i;
    const w = new Float64Array((n + 1) * (maxSize + 1));
    w[n * (maxSize + 1)] = 1;
    for (let i = n - 1; i >= 0; i--) {
      for (let k = 0; k <= maxSize; k++) {
        let sum = 0;
        for (let c = 0; c <= Math.min(maxCounts[i]!, k); c++) sum += w[(i + 1) * (maxSize + 1) + k - c]!;
        w[i * (maxSize + 1) + k] = sum;
      }
    }
    this.ways = w;
    let total = 0;
    for (let k = 0; k <= maxSize; k++) {
      this.offsets.push(total);
      total += w[k]!;
    }
    this.size = total;
    this.counts = new Int32Array(n);
  }

  static forTileSet(id: TileSetId): LeaveIndex {
    const set = TILE_SETS[id];
    // The alphabet's order (A-Z for English: the order the shipped tables were made in), blanks last.
    const symbols = [...alphabetOf(set).letters, BLANK].filter((s) => (set.counts[s] ?? 0) > 0).join('');
    return new LeaveIndex(symbols, [...symbols].map((s) => Math.min(set.counts[s]!, MAX_LEAVE)));
  }

  /** Slot of a leave written as tiles (any order); -1 if it cannot be in this set or is too long. */
  rank(leave: string): number {
    const k = leave.length;
    if (k > this.maxSize) return -1;
    const counts = this.counts;
    counts.fill(0);
    for (let i = 0; i < k; i++) {
      const s = this.symbolOf[leave.charCodeAt(i)]!;
      if (s < 0 || ++counts[s]! > this.maxCounts[s]!) return -1;
    }
    return this.rankCounts(counts, k);
  }

  /** Slot of a leave given as counts per symbol with `k` tiles in all. */
  rankCounts(counts: ArrayLike<number>, k: number): number {
    const m = this.maxSize + 1;
    const w = this.ways;
    let r = this.offsets[k]!;
    let rem = k;
    for (let i = 0; rem > 0; i++) {
      const c = counts[i]!;
      // Leaves with fewer of symbol i come first.
      for (let j = 0; j < c; j++) r += w[(i + 1) * m + rem - j]!;
      rem -= c;
    }
    return r;
  }

  /** Calls `fn` with every leave's tiles, in slot order (slot 0 is the empty leave). */
  forEach(fn: (leave: string, slot: number) => void): void {
    let slot = 0;
    const n = this.symbols.length;
    const build = (i: number, rem: number, prefix: string): void => {
      if (i === n) {
        if (rem === 0) fn(prefix, slot++);
        return;
      }
      const m = this.maxSize + 1;
      for (let c = 0; c <= Math.min(this.maxCounts[i]!, rem); c++) {
        if (this.ways[(i + 1) * m + rem - c] === 0) continue;
        build(i + 1, rem - c, prefix + this.symbols[i]!.repeat(c));
      }
    };
    for (let k = 0; k <= this.maxSize; k++) build(0, k, '');
  }
}

export class LeaveTable {
  constructor(
    readonly tileSet: TileSetId,
    readonly index: LeaveIndex,
    /** Points per slot. */
    readonly values: Float32Array,
  ) {
    if (values.length !== index.size) throw new Error(`leave table for ${tileSet}: ${values.length} values for ${index.size} leaves`);
  }

  /** A table of zeros: every leave worth nothing (a player that looks at the score only). */
  static zero(tileSet: TileSetId): LeaveTable {
    const index = LeaveIndex.forTileSet(tileSet);
    return new LeaveTable(tileSet, index, new Float32Array(index.size));
  }

  /** Points the leave is worth; 0 for the empty leave; NaN for one longer than the table holds. */
  value(leave: string): number {
    if (leave.length === 0) return 0;
    const r = this.index.rank(leave);
    return r < 0 ? Number.NaN : this.values[r]!;
  }
}

function fnv1a(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i]!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function encodeLeaveTable(table: LeaveTable): Uint8Array {
  const { index, values } = table;
  const raw = new Int16Array(values.length);
  for (let i = 0; i < values.length; i++) raw[i] = Math.max(-32768, Math.min(32767, Math.round(values[i]! / LEAVE_SCALE)));
  const payload = deflateRawSync(new Uint8Array(raw.buffer), { level: 9 });
  const n = index.symbols.length;
  // The symbols in UTF-8: one byte each for A-Z and ?, two for Ñ, Ä or the CH tile's stand-in.
  const symbolBytes = new TextEncoder().encode(index.symbols);
  const header = 4 + 1 + symbolBytes.length + n + 1 + 4 + 4 + 4;
  const out = new Uint8Array(header + payload.length + 4);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode(MAGIC), 0);
  let at = 4;
  out[at++] = n;
  out.set(symbolBytes, at);
  at += symbolBytes.length;
  for (let i = 0; i < n; i++) out[at++] = index.maxCounts[i]!;
  out[at++] = index.maxSize;
  view.setFloat32(at, LEAVE_SCALE, true);
  view.setUint32(at + 4, values.length, true);
  view.setUint32(at + 8, payload.length, true);
  at += 12;
  out.set(payload, at);
  view.setUint32(at + payload.length, fnv1a(payload), true);
  return out;
}

/** Reads a table, refusing anything that is not exactly a table for this tile set. */
export function decodeLeaveTable(bytes: Uint8Array, tileSet: TileSetId, source = 'leave table'): LeaveTable {
  const fail = (why: string): never => {
    throw new Error(`${source}: ${why}`);
  };
  if (bytes.length < 10) fail(`too short (${bytes.length} bytes)`);
  if (new TextDecoder().decode(bytes.subarray(0, 4)) !== MAGIC) fail('not a leave table (bad magic)');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = bytes[4]!;
  // n symbols in UTF-8 (a lead byte says how long each is), then n counts.
  let symbolEnd = 5;
  for (let k = 0; k < n && symbolEnd < bytes.length; k++) symbolEnd += bytes[symbolEnd]! < 0x80 ? 1 : bytes[symbolEnd]! < 0xe0 ? 2 : 3;
  const header = symbolEnd + n + 1 + 12;
  if (bytes.length < header + 4) fail('truncated header');
  const symbols = new TextDecoder().decode(bytes.subarray(5, symbolEnd));
  const maxCounts = [...bytes.subarray(symbolEnd, symbolEnd + n)];
  const maxSize = bytes[symbolEnd + n]!;
  const expected = LeaveIndex.forTileSet(tileSet);
  if (symbols !== expected.symbols || maxCounts.join() !== expected.maxCounts.join() || maxSize !== expected.maxSize) {
    fail(`made for another tile set (symbols ${symbols}), not ${tileSet}`);
  }
  let at = symbolEnd + n + 1;
  const scale = view.getFloat32(at, true);
  const count = view.getUint32(at + 4, true);
  const length = view.getUint32(at + 8, true);
  at += 12;
  if (count !== expected.size) fail(`holds ${count} leaves, expected ${expected.size}`);
  if (bytes.length !== at + length + 4) fail(`truncated or padded: ${bytes.length} bytes, expected ${at + length + 4}`);
  const payload = bytes.subarray(at, at + length);
  if (fnv1a(payload) !== view.getUint32(at + length, true)) fail('checksum mismatch (corrupt file)');
  let raw: Buffer;
  try {
    raw = inflateRawSync(payload);
  } catch (e) {
    return fail(`cannot inflate: ${(e as Error).message}`);
  }
  if (raw.length !== count * 2) fail(`payload holds ${raw.length / 2} values, expected ${count}`);
  const values = new Float32Array(count);
  for (let i = 0; i < count; i++) values[i] = raw.readInt16LE(2 * i) * scale;
  return new LeaveTable(tileSet, expected, values);
}

export function leaveTablePath(tileSet: TileSetId): string {
  return fromRoot('assets', 'leaves', `${tileSet}.leaves`);
}

const loaded = new Map<TileSetId, LeaveTable>();

/** The shipped table for a tile set, read once per process. */
export function loadLeaveTable(tileSet: TileSetId, path = leaveTablePath(tileSet)): LeaveTable {
  const cached = path === leaveTablePath(tileSet) ? loaded.get(tileSet) : undefined;
  if (cached) return cached;
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    throw new Error(`leave table for ${tileSet} not readable at ${path}: ${(e as Error).message}`);
  }
  const table = decodeLeaveTable(bytes, tileSet, path);
  if (path === leaveTablePath(tileSet)) loaded.set(tileSet, table);
  return table;
}
