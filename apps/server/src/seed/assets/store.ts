import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX, IMAGE_WIDTHS } from '@app/contract';
import { localStorage, type FileStorage } from '../../platform/storage.ts';
import { storeImage } from '../../platform/uploads.ts';

/**
 * Stores a generated SVG illustration as an uploaded image. The artwork is deterministic, so the
 * WebP files storeImage makes for it are kept in a machine-wide cache keyed by the SVG: the first
 * seed on a machine renders (seconds per picture), every later seed - each test database, each
 * fresh DATA_DIR - copies the files under a new id (milliseconds).
 */
const CACHE_DIR = path.join(os.tmpdir(), 'breadbasket-seed-images');
const VARIANTS = ['', ...IMAGE_WIDTHS.map((w) => `-${w}`)];

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

async function renderToCache(svg: string, key: string): Promise<string> {
  const cached = path.join(CACHE_DIR, key);
  if (await exists(path.join(cached, 'image.webp'))) return cached;
  await fs.mkdir(CACHE_DIR, { recursive: true });
  const stage = await fs.mkdtemp(path.join(CACHE_DIR, 'stage-'));
  try {
    const { url } = await storeImage(localStorage(stage), 'seed', Buffer.from(svg));
    const id = path.basename(url, '.webp');
    const dir = path.join(stage, 'uploads', 'seed');
    const out = path.join(stage, 'out');
    await fs.mkdir(out);
    for (const suffix of VARIANTS) await fs.rename(path.join(dir, `${id}${suffix}.webp`), path.join(out, `image${suffix}.webp`));
    // Atomic publish; another process may have published the same key first, which is just as good.
    await fs.rename(out, cached).catch(async (error) => {
      if (!(await exists(path.join(cached, 'image.webp')))) throw error;
    });
    return cached;
  } finally {
    await fs.rm(stage, { recursive: true, force: true });
  }
}

export async function storeGeneratedImage(storage: FileStorage, folder: string, svg: string): Promise<string> {
  const key = crypto
    .createHash('sha256')
    .update(`${IMAGE_WIDTHS.join(',')}\n${svg}`)
    .digest('hex')
    .slice(0, 32);
  let cached: string;
  try {
    cached = await renderToCache(svg, key);
  } catch {
    // No writable temp directory: store directly.
    return (await storeImage(storage, folder, Buffer.from(svg))).url;
  }
  const id = crypto.randomUUID();
  for (const suffix of VARIANTS)
    await storage.put(`uploads/${folder}/${id}${suffix}.webp`, await fs.readFile(path.join(cached, `image${suffix}.webp`)), 'image/webp');
  return `${API_PREFIX}/uploads/${folder}/${id}.webp`;
}
