import { PassThrough, Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';

export const streamTimeout = 10_000;

/**
 * The page is complete HTML: readable once its stylesheet arrives. Its scripts only make it
 * interactive, so their preloads ask for low priority and leave the first requests to the
 * stylesheet and fonts (on HTTP/1.1 Chrome then holds them back until those are in). React Router
 * offers no priority on its modulepreload links, so the finished document is edited once.
 */
function scriptsAfterStyles() {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    flush(done) {
      done(null, Buffer.concat(chunks).toString('utf8').replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'));
    },
  });
}

/** Server render with the per-request CSP nonce from the Fastify host (see platform/web.ts). */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      onAllReady() {
        shellRendered = true;
        const body = new PassThrough();
        const stream = createReadableStreamFromReadable(body.pipe(scriptsAfterStyles()));
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
