import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

type Encoding = 'br' | 'gzip';
/** In order of preference when the client likes both equally. */
const ENCODINGS: Encoding[] = ['br', 'gzip'];

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

/**
 * The encoding to send among those a body has, by the client's Accept-Encoding with its q-values
 * (`br;q=0` refuses brotli); null for the plain bytes. The same negotiation @fastify/static uses
 * for the build's precompressed files.
 */
function chooseEncoding(acceptEncoding: string | undefined, available: Encoding[]): Encoding | null {
  if (!acceptEncoding || available.length === 0) return null;
  return negotiate(acceptEncoding.toLowerCase(), available);
}

/** The bytes of a cached body in the best encoding a client's Accept-Encoding allows (null: the plain bytes). */
export function bytesFor(body: EncodedBody, acceptEncoding: string | undefined): { encoding: Encoding | null; bytes: Buffer } {
  const encoding = chooseEncoding(
    acceptEncoding,
    ENCODINGS.filter((name) => body[name]),
  );
  return { encoding, bytes: encoding ? body[encoding]! : body.identity };
}

/** The bytes of a cached body in the best encoding the client accepts, with the headers that say so. */
export function encodedFor(request: FastifyRequest, reply: FastifyReply, body: EncodedBody): Buffer {
  const { encoding, bytes } = bytesFor(body, request.headers['accept-encoding']);
  reply.header('vary', 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return bytes;
}

/** Sends a cached body in the best encoding the client accepts. */
export const sendEncoded = (request: FastifyRequest, reply: FastifyReply, body: EncodedBody) => reply.send(encodedFor(request, reply, body));

/** Below this a compressed body saves less than its Content-Encoding header costs. */
const MIN_COMPRESSIBLE = 1024;

/**
 * Sends a body made for this one response (a page rendered for a signed-in visitor, the first
 * render of a cacheable page), compressed in the client's best encoding at a fast setting: the
 * cost is paid on every such response, unlike encodeForCache's.
 */
export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string | Buffer) {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body);
  reply.header('vary', 'Accept-Encoding');
  const encoding = identity.length >= MIN_COMPRESSIBLE ? chooseEncoding(request.headers['accept-encoding'], ENCODINGS) : null;
  if (!encoding) return reply.send(identity);
  const compressed = encoding === 'br' ? await brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) : await gzip(identity, { level: 6 });
  if (compressed.length >= identity.length) return reply.send(identity);
  return reply.header('content-encoding', encoding).send(compressed);
}

/**
 * Built files worth compressing ahead of time: text formats, and fonts that are not compressed
 * already (woff and woff2 are; so are images and PDFs).
 */
const PRECOMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico|ttf|otf|eot)$/i;

/**
 * Writes `<file>.br` (brotli at its best quality) and `<file>.gz` (gzip level 9) beside every
 * compressible file under `dir`, once, at build time: the server sends these bytes as they are
 * (@fastify/static `preCompressed`). A variant that would not be smaller is not written, and the
 * server then sends the original. Returns the bytes before and after, for the build's report.
 */
export async function precompressDirectory(dir: string) {
  const files = (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && PRECOMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const totals = { files: files.length, original: 0, br: 0, gzip: 0 };
  const compressOne = async (file: string) => {
    const original = await fs.readFile(file);
    const font = /\.(?:ttf|otf|eot)$/i.test(file);
    const [brotlied, gzipped] = await Promise.all([
      brotli(original, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: font ? zlib.constants.BROTLI_MODE_FONT : zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      }),
      gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    totals.original += original.length;
    totals.br += Math.min(brotlied.length, original.length);
    totals.gzip += Math.min(gzipped.length, original.length);
    if (brotlied.length < original.length) await fs.writeFile(`${file}.br`, brotlied);
    if (gzipped.length < original.length) await fs.writeFile(`${file}.gz`, gzipped);
  };
  // A few files at a time: zlib works on libuv's small thread pool.
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < files.length) await compressOne(files[next++]!);
    }),
  );
  return totals;
}
