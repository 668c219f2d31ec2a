/**
 * Our own PNG writer for one-byte-a-pixel (palette) images, built from bands of rows.
 *
 * Each band is compressed on its own as raw deflate that ends in a full flush: byte
 * aligned, no final block, nothing referring back before its first byte. Bands
 * written one after another are then one valid deflate stream, so a band that did
 * not change since the last image can be copied in as it was compressed. The zlib
 * trailer's Adler-32 of the whole image is combined from the bands' own.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** A band of image rows, each row a filter byte (0: none) then one palette index a pixel. */
export interface Band {
  /** Raw deflate ending in a full flush. */
  deflated: Buffer;
  /** Adler-32 of the band's bytes before compression. */
  adler: number;
  /** How many bytes the band had before compression. */
  length: number;
}

/** zlib level for the bands: on palette rows levels 1-3 take about the same time, and 2 writes 8% less than 1 (see bench:render). */
export const BAND_LEVEL = 2;

/**
 * `adler`: the Adler-32 of `raw` when it is known already (see adler32Replace). The
 * compressed bytes are copied out: zlib's result is a view of its 16 KB output buffer, which
 * a cached band of a few hundred bytes would otherwise keep alive whole.
 */
export function compressBand(raw: Uint8Array, level = BAND_LEVEL, adler = adler32(raw)): Band {
  const out = deflateRawSync(raw, { level, finishFlush: constants.Z_FULL_FLUSH });
  const deflated = Buffer.allocUnsafeSlow(out.length);
  out.copy(deflated);
  return { deflated, adler, length: raw.length };
}

const MOD = 65521;
/** Bytes summed before the sums are reduced: few enough that they stay 32-bit integers. */
const RUN = 2048;

export function adler32(data: Uint8Array, start = 1): number {
  let a = start & 0xffff;
  let b = start >>> 16;
  const n = data.length;
  let i = 0;
  while (i < n) {
    const end = Math.min(n, i + RUN);
    // Four bytes at a time: b gains a four times, then each byte once for each sum it is in.
    for (const end4 = end - 3; i < end4; i += 4) {
      const x0 = data[i]!;
      const x1 = data[i + 1]!;
      const x2 = data[i + 2]!;
      const x3 = data[i + 3]!;
      b = (b + 4 * a + 4 * x0 + 3 * x1 + 2 * x2 + x3) | 0;
      a = (a + x0 + x1 + x2 + x3) | 0;
    }
    for (; i < end; i++) {
      a = (a + data[i]!) | 0;
      b = (b + a) | 0;
    }
    a %= MOD;
    b %= MOD;
  }
  return ((b << 16) | a) >>> 0;
}

/**
 * The Adler-32 of two byte strings one after the other, from each one's checksum and the
 * second one's length. With A = 1 + the sum of the bytes and B = the sum of A after each
 * byte: A = A1 + A2 - 1 and B = B1 + B2 + len2 * (A1 - 1), both mod 65521.
 */
export function adler32Combine(first: number, second: number, secondLength: number): number {
  const a1 = first & 0xffff;
  const b1 = first >>> 16;
  const a2 = second & 0xffff;
  const b2 = second >>> 16;
  const a = (a1 + a2 + MOD - 1) % MOD;
  const b = (b1 + b2 + (secondLength % MOD) * ((a1 + MOD - 1) % MOD)) % MOD;
  return ((b << 16) | a) >>> 0;
}

/**
 * A block of bytes as it sits in a longer string (a tile in a band of rows): the sum of its
 * bytes, and the sum of each byte times its distance from the block's first byte there.
 */
export interface BlockSums {
  sum: number;
  moment: number;
}

/**
 * Copies a block `width` bytes wide and `height` rows tall: rows `fromStride` apart in
 * `from` starting at `fromAt`, to rows `toStride` apart in `to` starting at `toAt` (a sprite
 * into a band, a square out of a drawing).
 */
export function copyBlock(from: Uint8Array, fromAt: number, fromStride: number, to: Uint8Array, toAt: number, toStride: number, width: number, height: number): void {
  for (let y = 0; y < height; y++) to.set(from.subarray(fromAt + y * fromStride, fromAt + y * fromStride + width), toAt + y * toStride);
}

let scratchBytes = new Uint8Array(0);

/** `length` bytes of the thread's one buffer to write a band in before it is compressed: valid until the next call. */
export function scratch(length: number): Uint8Array {
  if (scratchBytes.length < length) scratchBytes = new Uint8Array(length);
  return scratchBytes.subarray(0, length);
}

/** Sums of the `width` x `height` block of `data` at `at` (its rows `stride` apart), placed in a string whose rows are `placedStride` apart. */
export function blockSums(data: Uint8Array, at: number, stride: number, width: number, height: number, placedStride: number): BlockSums {
  let sum = 0;
  let moment = 0;
  for (let y = 0; y < height; y++) {
    let row = 0;
    let weighted = 0;
    for (let x = 0, i = at + y * stride; x < width; x++, i++) {
      row += data[i]!;
      weighted += x * data[i]!;
    }
    sum += row;
    moment += y * placedStride * row + weighted;
  }
  return { sum, moment };
}

/**
 * The Adler-32 of a string of `length` bytes once the block at `offset` changes from `was`
 * to `now`, without reading the string again. A byte at position p counts once in A and
 * (length - p) times in B, so A gains the change in the sum, and B gains
 * (length - offset) times it less the change in the moment.
 */
export function adler32Replace(adler: number, length: number, offset: number, was: BlockSums, now: BlockSums): number {
  const sum = now.sum - was.sum;
  const a = (adler & 0xffff) + sum;
  const b = (adler >>> 16) + (length - offset) * sum - (now.moment - was.moment);
  return ((mod(b) << 16) | mod(a)) >>> 0;
}

const mod = (x: number) => ((x % MOD) + MOD) % MOD;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** zlib header: deflate, 32 KB window, no dictionary (0x78 0x9c passes the header check). */
const ZLIB_HEADER = Buffer.from([0x78, 0x9c]);
/** An empty final block (fixed codes): what ends the stream after the last band. */
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0));

/**
 * A PNG of `width` x `height` pixels, 8-bit palette. `palette` holds r, g, b for each entry;
 * `bands` hold the rows from the top, `width + 1` bytes each.
 */
export function writePng(width: number, height: number, palette: Uint8Array, bands: readonly Band[]): Buffer {
  let adler = 1;
  let raw = 0;
  let idat = ZLIB_HEADER.length + FINAL_BLOCK.length + 4;
  for (const band of bands) {
    adler = adler32Combine(adler, band.adler, band.length);
    raw += band.length;
    idat += band.deflated.length;
  }
  if (raw !== height * (width + 1)) throw new Error(`bands hold ${raw} bytes, a ${width}x${height} image ${height * (width + 1)}`);
  if (palette.length % 3 !== 0 || palette.length === 0 || palette.length > 768) throw new Error(`a palette of ${palette.length} bytes`);

  const out = Buffer.allocUnsafe(SIGNATURE.length + 12 + 13 + 12 + palette.length + 12 + idat + 12);
  let at = SIGNATURE.copy(out, 0);
  const chunk = (type: string, length: number, fill: (start: number) => void) => {
    out.writeUInt32BE(length, at);
    out.write(type, at + 4, 'latin1');
    fill(at + 8);
    out.writeUInt32BE(crc32(out.subarray(at + 4, at + 8 + length)), at + 8 + length);
    at += 12 + length;
  };
  chunk('IHDR', 13, (s) => {
    out.writeUInt32BE(width, s);
    out.writeUInt32BE(height, s + 4);
    // 8 bits, palette colour, deflate, adaptive filtering, no interlace.
    out.set([8, 3, 0, 0, 0], s + 8);
  });
  chunk('PLTE', palette.length, (s) => out.set(palette, s));
  chunk('IDAT', idat, (s) => {
    let p = s + ZLIB_HEADER.copy(out, s);
    for (const band of bands) p += band.deflated.copy(out, p);
    p += FINAL_BLOCK.copy(out, p);
    out.writeUInt32BE(adler, p);
  });
  chunk('IEND', 0, () => {});
  return out;
}
