import { renderToReadableStream } from 'react-dom/server.edge';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';

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
 * The page is readable once its stylesheet arrives. Its scripts only make it interactive, so their
 * preloads ask for low priority and leave the first requests to the stylesheet and fonts (on
 * HTTP/1.1 Chrome then holds them back until those are in). React Router offers no priority on its
 * modulepreload links, so the finished document is edited once.
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
  const html = (await new Response(stream).text()).replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { headers: responseHeaders, status });
}
