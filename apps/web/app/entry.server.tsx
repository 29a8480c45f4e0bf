import { renderToReadableStream } from 'react-dom/server.edge';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { loadScriptsAfterFirstPaint } from './lib/first-paint.server';

export const streamTimeout = 10_000;

/**
 * Server render with the per-request CSP nonce from the Fastify host (see platform/web.ts). The page
 * is sent whole, once every section's data is in (`allReady`), so crawlers and the page cache get
 * complete HTML.
 *
 * React's web-stream renderer, not its Node one: the Node renderer keeps each render in an
 * AsyncLocalStorage, and on Node 20 the first one switches on async hooks for the whole process,
 * for good. Every later request then paid for them, cached answers included (about a quarter of a
 * cached read's time, measured with `npm run bench`). The web renderer uses one only where the
 * runtime offers it as a global, which Node does not.
 *
 * The page is readable once its stylesheet arrives; its scripts only make it interactive, so they
 * are fetched and run after the first paint (lib/first-paint.server.ts). React Router offers no such
 * option, so the finished document is edited once.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  let status = responseStatusCode;
  let shellRendered = false;
  // Rejects when the shell itself fails; a failing section is reported here and the page is a 500.
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    // The page is sent whole, so a section that waited (a lazy component) is written in place, never
    // outlined to be moved by a script: readable without JavaScript and at its place for the first paint.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      status = 500;
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;
  await stream.allReady;
  const html = loadScriptsAfterFirstPaint(await new Response(stream).text());
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { headers: responseHeaders, status });
}
