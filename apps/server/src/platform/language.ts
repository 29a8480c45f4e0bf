import type { FastifyInstance } from 'fastify';
import { API_PREFIX, languageOfHeader, languageOfPath, type Language } from '@app/contract';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in (see requestLanguage). */
    language: Language;
  }
}

/**
 * A page's language is its URL (/bn/... is Bengali); an API call's is its Accept-Language, which
 * the one API client (apps/web/app/lib/api.ts) and the pages' server-side reads set to their page's language.
 */
export function requestLanguage(url: string, acceptLanguage: string | undefined): Language {
  return url.startsWith(`${API_PREFIX}/`) ? languageOfHeader(acceptLanguage) : languageOfPath(url.split('?', 1)[0]!);
}

/** Every request knows its language (`request.language`); the body's validation speaks it (platform/input.ts). */
export function registerLanguage(app: FastifyInstance) {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = requestLanguage(request.url, request.headers['accept-language']);
    done();
  });
}
