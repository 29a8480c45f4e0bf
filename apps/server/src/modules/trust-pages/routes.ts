import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_EDITOR_ROLES, TRUST_MESSAGES } from '@app/contract';
import { ok } from '../../platform/http.ts';
import * as service from './service.ts';

/** The trust pages (/shariah, /risk): public read, edited by content editors like the other content. */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/trust-pages/:slug', { config: { access: 'public', publicRead: true } }, async (request) =>
    ok(await service.getTrustPage(app.db, service.slugOf(request.params))),
  );
  app.put('/trust-pages/:slug', { config: { access: CONTENT_EDITOR_ROLES, publicContent: true } }, async (request) =>
    ok(await service.saveTrustPage(app, request, service.slugOf(request.params), request.body), TRUST_MESSAGES.saved),
  );
};

export default routes;
