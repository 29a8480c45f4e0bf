import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A cached body in each encoding worth sending; an encoding that saves nothing is left out. */
export type EncodedBody = { identity: Buffer; gzip: Buffer | null; br: Buffer | null };

/**
 * Compresses a body once, for a cache: hits then cost no compression at all. Callers run this off
 * the response path, so the first visitor gets the body as it was produced.
 */
export async function encodeForCache(body: string | Buffer): Promise<EncodedBody> {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const [gzipped, brotlied] = await Promise.all([gzip(identity), brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })]);
  return { identity, gzip: gzipped.length < identity.length ? gzipped : null, br: brotlied.length < identity.length ? brotlied : null };
}

/** Sends a cached body in the best encoding the client accepts. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = body.br && /\bbr\b/.test(accepted) ? 'br' : body.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : null;
  reply.header('vary', 'Accept-Encoding');
  if (!encoding) return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(body[encoding]);
}
