/**
 * `node --import tsx apps/web/scripts/field-icons.ts`: the field app's home-screen icons, drawn from
 * the site's own mark (public/favicon.svg) as PNG, since Android wants 192 and 512 px PNGs; the
 * maskable one keeps the mark inside the safe circle on the leaf-green background.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = path.join(web, 'public', 'favicon.svg');
const out = (name: string) => path.join(web, 'public', 'field', name);

for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out(`icon-${size}.png`));
}
const inner = Math.round(512 * 0.7);
const mark = await sharp(svg, { density: (72 * inner) / 64 })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#2f5d43' } })
  .composite([{ input: mark, gravity: 'centre' }])
  .png({ compressionLevel: 9 })
  .toFile(out('icon-maskable-512.png'));
