import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { API_PREFIX } from '@app/contract';

/** Test helpers of the content modules: JSON and multipart calls, generated images. */

export type Call = { method: InjectOptions['method']; url: string; headers?: Record<string, string>; body?: unknown };

export async function call(app: FastifyInstance, { method, url, headers = {}, body }: Call) {
  const res = await app.inject({
    method,
    url: API_PREFIX + url,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.body ? res.json() : undefined, headers: res.headers };
}

export type FilePart = { name: string; filename: string; bytes: Buffer | Uint8Array; type?: string };

/** A multipart/form-data request built with the web FormData, as a browser sends it. */
export async function multipartCall(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string | string[]>,
  files: FilePart[] = [],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const v of ([] as string[]).concat(value)) form.append(key, v);
  for (const file of files) form.append(file.name, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.filename);
  const request = new Response(form);
  const payload = Buffer.from(await request.arrayBuffer());
  const res = await app.inject({
    method,
    url: API_PREFIX + url,
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

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

export const textFile = (name = 'fake.png'): FilePart => ({ name: 'image', filename: name, bytes: Buffer.from('not an image at all'), type: 'image/png' });
