import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { encodeForCache, sendEncoded } from './compression.ts';

async function serve(body: string, acceptEncoding?: string) {
  const encoded = await encodeForCache(body);
  const app = Fastify();
  app.get('/', (request, reply) => sendEncoded(request, reply.type('application/json'), encoded));
  const response = await app.inject({ url: '/', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
  await app.close();
  return response;
}

const largeBody = JSON.stringify({
  success: true,
  data: Array.from({ length: 60 }, (_, i) => ({ question: `How does cycle ${i} share profit?`, answer: 'Fifty-fifty with the farmer.' })),
});

describe('cached bodies in the encoding the client accepts', () => {
  it('sends brotli, then gzip, then plain bytes, always varying on Accept-Encoding', async () => {
    const br = await serve(largeBody, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(largeBody);
    expect(br.rawPayload.length).toBeLessThan(largeBody.length / 3);

    const gzip = await serve(largeBody, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(largeBody);

    const plain = await serve(largeBody);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(largeBody);
  });

  it('follows q-values: a preferred gzip wins, q=0 refuses an encoding, identity gets the plain bytes', async () => {
    expect((await serve(largeBody, 'br;q=0.4, gzip;q=0.8')).headers['content-encoding']).toBe('gzip');
    expect((await serve(largeBody, 'gzip, br;q=0')).headers['content-encoding']).toBe('gzip');
    expect((await serve(largeBody, 'identity')).headers['content-encoding']).toBeUndefined();
    expect((await serve(largeBody, 'BR')).headers['content-encoding']).toBe('br');
  });

  it('does not compress a body that compression would not shrink', async () => {
    const tiny = await serve('{}', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('{}');
  });
});
