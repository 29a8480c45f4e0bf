import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { API_PREFIX, FILE_NOT_FOUND, type Language } from '@app/contract';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './session.ts';
import { encodeForCache, sendCompressed, sendEncoded } from './compression.ts';
import { notFound, RETRY_AFTER_S } from './http.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';
import { DOCUMENT_ONLY_HEADERS } from './security-headers.ts';
import { storedAnswer } from './public-cache.ts';
import { markServed, resolveWebBuild, webBuildPointer } from './web-build.ts';

/**
 * The status of a rendered page given the worst failure among its data reads. Sections show their
 * own error and the rest of the page still renders, but a page missing data is not a success: 503
 * (come back shortly) when the database was unavailable, 500 for any other server failure.
 * Redirects and pages that already answer an error (404, a loader's own 503) keep their status.
 */
export function pageStatus(renderStatus: number, dataFailure: number): number {
  if (!dataFailure || renderStatus < 200 || renderStatus >= 300) return renderStatus;
  return dataFailure === 503 ? 503 : 500;
}

/** What React Router loaders receive as `context`: the same API the browser calls, in-process. */
type WebLoadContext = {
  nonce: string;
  links: FastifyInstance['config']['links'];
  publicUrl: string;
  /** GET an /api/v1 path as the visitor (their cookies forwarded); resolves to the parsed envelope. */
  api: <T = unknown>(pathAndQuery: string) => Promise<{ status: number; body: T }>;
};

/** The seconds of a Cache-Control's s-maxage, null without one (a split on commas: no pattern over the header). */
export function sharedMaxAge(cacheControl: string | null): number | null {
  for (const part of (cacheControl ?? '').split(',')) {
    const [name, value] = part.trim().split('=');
    if (name?.toLowerCase() === 's-maxage' && value !== undefined && /^\d{1,6}$/.test(value)) return Number(value);
  }
  return null;
}

/** Built files that are never opened as a document (the compressed variants included). */
const SUBRESOURCE = /\.(?:js|css|woff2?)(?:\.br|\.gz)?$/;
/**
 * Built files whose Referrer-Policy would repeat the page's: a module script without one imports with
 * its page's policy, and a font makes no requests. A stylesheet keeps it for its own url() requests.
 */
const NO_OWN_REFERRER_POLICY = /\.(?:js|woff2?)(?:\.br|\.gz)?$/;

/**
 * A cached page is sent as stored bytes (platform/public-cache.ts), already compressed: no render,
 * no string work per hit. It keeps the nonce it was rendered with, and its stored CSP says so. That
 * nonce is as good as a per-response one here: the entry is immutable, a content change renders a
 * new entry with a new nonce, and a URL carrying injected markup is its own entry whose nonce did
 * not exist before it.
 */

/**
 * A loader's API read, as the visitor (their cookies forwarded). Over the server's own socket when
 * it listens, so a stored public read comes from the public cache's front door; otherwise (tests
 * rendering pages through app.inject) through app.inject. Not app.inject on a live server: its
 * stand-in response objects run through Node's HTTP code, whose call sites then serve two kinds of
 * response for the rest of the process, and every real answer got about a fifth slower.
 */
async function apiGet(app: FastifyInstance, url: string, cookie: string | undefined, language: Language): Promise<{ status: number; text: string }> {
  // The page's language, as the browser's API client sends it (platform/language.ts).
  const headers: Record<string, string> = { 'accept-language': language, ...(cookie ? { cookie } : {}) };
  const address = app.server.listening ? app.server.address() : null;
  if (address && typeof address === 'object') {
    const host =
      address.family === 'IPv6'
        ? `[${ANY_ADDRESS.has(address.address) ? '::1' : address.address}]`
        : ANY_ADDRESS.has(address.address)
          ? '127.0.0.1'
          : address.address;
    // The plain bytes: nothing to decompress for a read that never leaves the machine.
    const response = await fetch(`http://${host}:${address.port}${url}`, { headers: { ...headers, 'accept-encoding': 'identity' } });
    return { status: response.status, text: await response.text() };
  }
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, text: response.body };
}
/** Addresses a server listens on that are no address to call. */
const ANY_ADDRESS = new Set(['0.0.0.0', '::']);

/**
 * Serves the React Router build: static assets from its client folder, everything else through the
 * SSR handler. The build folder is resolved once, here: a later build switches the pointer for the
 * next server, never the files under this one (platform/web-build.ts). Assets go out as the
 * build's brotli or gzip files when the client accepts them. Anonymous GETs of pages that declare
 * `Cache-Control: public` are cached against the content version, with the CSP nonce swapped per response.
 */
export async function registerWeb(app: FastifyInstance, webRoot: string) {
  const pointer = webBuildPointer(webRoot);
  const buildDir = resolveWebBuild(pointer);
  const serverEntry = path.join(buildDir ?? pointer, 'server', 'index.js');
  if (!buildDir || !fs.existsSync(serverEntry)) {
    app.log.warn(`No web build at ${pointer}: run "npm run build". Only the API is served.`);
    app.get('/*', { config: { access: 'public' } }, async (_request, reply) =>
      reply.status(503).type('text/plain').send('The site is not built yet. Run "npm run build" and restart.'),
    );
    return;
  }
  // Builds made while this server runs must not prune its folder: its pages name these scripts.
  // A read-only deployment has no builds beside it to fear, so failing to mark it is no reason not to serve.
  try {
    const release = markServed(buildDir);
    app.addHook('onClose', async () => release());
  } catch (error) {
    app.log.warn({ err: error }, `Cannot mark ${buildDir} as in use; a rebuild beside it could remove it while this server runs`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const clientDir = path.join(buildDir, 'client');

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    // The .br and .gz files written at build time, chosen by Accept-Encoding (q-values honoured),
    // with Vary: Accept-Encoding; a file without a smaller variant goes out as it is.
    preCompressed: true,
    // @fastify/static 10 passes the Fastify reply here (it has .header, not .setHeader).
    setHeaders(reply: FastifyReply, filePath: string) {
      if (!filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('Cache-Control', 'public, max-age=3600');
        return;
      }
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      // A hashed file never changes, so it is never revalidated; a script, stylesheet or font is
      // no document, and the same bytes for everyone (no request of it needs tracing by its id).
      // Validators, page-only headers and the request id would only lengthen each of a page's many answers.
      if (SUBRESOURCE.test(filePath))
        for (const name of ['etag', 'last-modified', 'accept-ranges', REQUEST_ID_HEADER, ...DOCUMENT_ONLY_HEADERS]) reply.removeHeader(name);
      if (NO_OWN_REFERRER_POLICY.test(filePath)) reply.removeHeader('referrer-policy');
    },
  });

  // A hashed asset this build does not have (a page from another build asking, say) is a plain
  // 404, not a rendered page under a script's or stylesheet's URL.
  app.get('/assets/*', { config: { access: 'public' } }, async () => {
    throw notFound(FILE_NOT_FOUND);
  });

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const anonymous = !request.cookies[ACCESS_COOKIE] && !request.cookies[REFRESH_COOKIE];
    const cacheable = anonymous && (request.method === 'GET' || request.method === 'HEAD');
    const version = cacheable ? app.publicCache.contentVersion.current() : 0;
    const key = request.url;
    if (cacheable) {
      const hit = app.publicCache.pages.get(key, version);
      if (hit) return app.publicCache.send(request, reply, hit);
    }

    const nonce = app.securityHeaders.newNonce();
    app.securityHeaders.allowNonce(reply, nonce);
    const origin = `${request.protocol}://${request.host}`;
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
      else headers.set(name, value);
    }
    const webRequest = new Request(origin + request.url, { method: request.method, headers });
    // The worst server failure among the page's data reads (0: none). A page built on failed data
    // shows that failure: it is never cached, and its status says so (see pageStatus).
    let dataFailure = 0;
    const context: WebLoadContext = {
      nonce,
      links: app.config.links,
      publicUrl: app.config.publicUrl,
      api: async (pathAndQuery) => {
        const response = await apiGet(app, API_PREFIX + pathAndQuery, request.headers.cookie, request.language);
        let body: unknown;
        try {
          body = JSON.parse(response.text);
        } catch {
          body = { success: false, message: response.text };
        }
        if (response.status >= 500 && dataFailure !== 503) dataFailure = response.status;
        return { status: response.status, body: body as never };
      },
    };
    const response = await handle(webRequest, context as unknown as Parameters<typeof handle>[1]);
    const status = pageStatus(response.status, dataFailure);
    reply.status(status);
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') reply.header(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    const body = response.body ? await response.text() : '';
    if (dataFailure) {
      reply.header('Cache-Control', 'no-store');
      if (status === 503) reply.header('Retry-After', String(RETRY_AFTER_S));
    }
    if (cacheable && !dataFailure && !cookies.length && status === 200 && /\bpublic\b/.test(response.headers.get('cache-control') ?? '')) {
      // Compressed once, for this visitor and every later one.
      const encoded = await encodeForCache(body);
      // A page of figures that change without a content write (a round's units left) says how long it may be kept: s-maxage.
      const sMaxAge = sharedMaxAge(response.headers.get('cache-control'));
      app.publicCache.pages.set(
        key,
        storedAnswer({
          version,
          expiresAt: sMaxAge === null ? null : Date.now() + sMaxAge * 1000,
          route: request.routeOptions.url ?? key,
          etag: null,
          headers: reply.getHeaders(),
          body: encoded,
        }),
      );
      return sendEncoded(request, reply, encoded);
    }
    return sendCompressed(request, reply, body);
  };

  app.route({ method: ['GET', 'HEAD'], url: '/*', config: { access: 'public' }, handler: render });
  app.route({ method: ['GET', 'HEAD'], url: '/', config: { access: 'public' }, handler: render });
}
