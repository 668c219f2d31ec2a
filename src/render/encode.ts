/**
 * PNG encoding. The canvas's own encoder has no compression setting and takes
 * about 50 ms for a board; libvips (sharp) at a low zlib level takes a few ms for
 * a somewhat larger file. Both run on libuv's thread pool, off the event loop.
 * The benchmark (src/cli/bench-render.ts) compares them.
 */
import type { Canvas } from '@napi-rs/canvas';
import sharp from 'sharp';

export interface SharpPngOptions {
  /** zlib level 0-9. */
  level: number;
  /** libpng's per-row filter choice: smaller files, several times slower. */
  adaptiveFiltering: boolean;
  /** Keep the alpha channel (the images are opaque, so it only costs bytes). */
  alpha: boolean;
}

// Every image is encoded once from fresh pixels: libvips' operation cache (50 MB by
// default) would only hold memory.
sharp.cache(false);

export const DEFAULT_PNG: SharpPngOptions = { level: 2, adaptiveFiltering: false, alpha: false };

export async function encodePng(canvas: Canvas, opts: SharpPngOptions = DEFAULT_PNG): Promise<Buffer> {
  // Pixels come out premultiplied, which is the same as straight alpha for an opaque image.
  const pixels = sharp(canvas.data(), { raw: { width: canvas.width, height: canvas.height, channels: 4 } });
  return (opts.alpha ? pixels : pixels.removeAlpha())
    .png({ compressionLevel: opts.level, adaptiveFiltering: opts.adaptiveFiltering })
    .toBuffer();
}

/** The canvas's built-in encoder (default zlib level). */
export function encodePngCanvas(canvas: Canvas): Promise<Buffer> {
  return canvas.encode('png');
}
