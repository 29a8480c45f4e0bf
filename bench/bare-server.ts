/**
 * The yardsticks of `npm run bench`, in their own process on BENCH_PORT:
 * - bare Fastify routes: each file in BENCH_SAMPLES_DIR (<name>.json, an answer of the app's public
 *   reads) is served at /bare/<name> as the same bytes in the same encoding as the app sends them:
 *   compressed once with the app's own encodeForCache and chosen with its sendEncoded, by the
 *   request's Accept-Encoding, with the headers the app sent with it (BENCH_HEADS_FILE, by name);
 * - the home page as rendered (BENCH_STATIC_DIR/home.html), the same way from memory at /bare-page/home
 *   with the app's headers for it,
 *   and as a static file from disk under /static/ (with .br and .gz made the same way), by
 *   @fastify/static as the app serves its built files;
 * - the same page without its scripts (BENCH_STATIC_DIR/home-without-scripts.html) at
 *   /floor/home, with the built files it links under /assets/ (BENCH_ASSETS_DIR): what Lighthouse
 *   measures of the HTML and CSS alone, the floor no script work can go below on this machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { encodeForCache, sendEncoded, type EncodedBody } from '../apps/server/src/platform/compression.ts';

const dir = process.env.BENCH_SAMPLES_DIR!;
const samples = new Map<string, EncodedBody>();
for (const file of fs.readdirSync(dir)) samples.set(path.basename(file, '.json'), await encodeForCache(fs.readFileSync(path.join(dir, file))));

/** Each sample's headers as the app sent them (set-cookie may come more than once). */
const heads = new Map<string, Record<string, string | string[]>>();
for (const [name, lines] of Object.entries(JSON.parse(fs.readFileSync(process.env.BENCH_HEADS_FILE!, 'utf8')) as Record<string, [string, string][]>)) {
  const head: Record<string, string | string[]> = {};
  for (const [header, value] of lines) head[header] = header === 'set-cookie' ? [...((head[header] as string[] | undefined) ?? []), value] : value;
  heads.set(name, head);
}

const bare = Fastify();
bare.get<{ Params: { name: string } }>('/bare/:name', (request, reply) => {
  const sample = samples.get(request.params.name);
  if (!sample) return reply.status(404).send();
  return sendEncoded(request, reply.headers(heads.get(request.params.name)!), sample);
});
const staticDir = process.env.BENCH_STATIC_DIR!;
const homePage = await encodeForCache(fs.readFileSync(path.join(staticDir, 'home.html')));
bare.get('/bare-page/home', (request, reply) => sendEncoded(request, reply.headers(heads.get('home')!), homePage));
await bare.register(fastifyStatic, { root: staticDir, prefix: '/static/', preCompressed: true });
const pageWithoutScripts = await encodeForCache(fs.readFileSync(path.join(staticDir, 'home-without-scripts.html')));
bare.get('/floor/home', (request, reply) => sendEncoded(request, reply.type('text/html; charset=utf-8'), pageWithoutScripts));
await bare.register(fastifyStatic, { root: process.env.BENCH_ASSETS_DIR!, prefix: '/assets/', preCompressed: true, decorateReply: false });
await bare.listen({ port: Number(process.env.BENCH_PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => bare.close().then(() => process.exit(0)));
