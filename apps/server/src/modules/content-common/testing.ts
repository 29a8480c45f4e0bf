import sharp from 'sharp';
import type { FilePart } from '../../testing/http.ts';

/** Generated images for the content modules' tests. */

/** A small real PNG. */
export const pngBytes = (width = 64, height = 48, color = '#4a7c3a') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A PNG larger than `bytes` (noise does not compress). */
export async function largePng(bytes: number) {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 16;
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Text posing as a PNG. */
export const textFile = (name = 'fake.png'): FilePart => ({ name, data: Buffer.from('not an image at all'), type: 'image/png' });
