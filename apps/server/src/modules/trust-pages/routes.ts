import type { FastifyPluginAsync } from 'fastify';
import {
  ADMIN_ROLES,
  CONTENT_EDITOR_ROLES,
  contentLanguageQuery,
  SHARIAH_ADVISER_MESSAGES,
  SHARIAH_ADVISER_PATH,
  SHARIAH_CERTIFICATE_MAX_BYTES,
  TRUST_MESSAGES,
  shariahAdviserSchema,
  shariahAdviserView,
  trustPageSchema,
  trustPageView,
} from '@app/contract';
import { ok, parse } from '../../platform/http.ts';
import { readMultipart, sendDocument, type FileRule } from '../../platform/uploads.ts';
import * as service from './service.ts';
import { actorOf, signedInActorOf } from '../../platform/activity.ts';

const certificateRule: FileRule = {
  kind: 'document',
  maxBytes: SHARIAH_CERTIFICATE_MAX_BYTES,
  tooLargeMessage: SHARIAH_ADVISER_MESSAGES.certificateTooLarge,
  wrongTypeMessage: SHARIAH_ADVISER_MESSAGES.certificateType,
  documentTypes: { pdf: ['.pdf'] },
};

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The trust pages (/shariah, /risk): public read, edited by content editors like the other content.
 * The Shariah adviser shown on /shariah is entered by administrators only, with the certificate PDF:
 * - PUT    /shariah-adviser              multipart: name, qualifications, certificateReference, certifiedOn, file `certificate` (required the first time)
 * - DELETE /shariah-adviser              withdraws the adviser
 * - GET    /shariah-adviser/certificate  public: the certificate is meant to be shown
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get(
    '/trust-pages/:slug',
    { config: { access: 'public', publicRead: true, openapi: { query: contentLanguageQuery, response: { data: trustPageView } } } },
    async (request) => ok(await service.readTrustPage(app.db, service.slugOf(request.params), parse(contentLanguageQuery, request.query).lang ?? 'en')),
  );
  app.put(
    '/trust-pages/:slug',
    { config: { access: CONTENT_EDITOR_ROLES, publicContent: true, openapi: { body: trustPageSchema, response: { data: trustPageView } } } },
    async (request) => ok(await service.saveTrustPage(app.deps, actorOf(request), service.slugOf(request.params), request.body), TRUST_MESSAGES.saved),
  );

  app.put(
    SHARIAH_ADVISER_PATH,
    { config: { access: ADMIN_ROLES, publicContent: true, multipart: true, openapi: { response: { data: shariahAdviserView } } } },
    async (request) => {
      const { fields, files } = await readMultipart(request, { certificate: certificateRule });
      const input = parse(shariahAdviserSchema, {
        name: single(fields.name),
        qualifications: single(fields.qualifications),
        certificateReference: single(fields.certificateReference),
        certifiedOn: single(fields.certifiedOn),
      });
      return ok(await service.saveAdviser(app.deps, signedInActorOf(request), input, files.certificate), SHARIAH_ADVISER_MESSAGES.saved);
    },
  );

  app.delete(SHARIAH_ADVISER_PATH, { config: { access: ADMIN_ROLES, publicContent: true, openapi: { response: {} } } }, async (request) => {
    await service.removeAdviser(app.deps, signedInActorOf(request));
    return ok(undefined, SHARIAH_ADVISER_MESSAGES.removed);
  });

  app.get(`${SHARIAH_ADVISER_PATH}/certificate`, { config: { access: 'public', openapi: { produces: 'application/pdf' } } }, async (_request, reply) => {
    const { key, filename } = await service.adviserCertificate(app.db);
    return sendDocument(reply, app.storage, key, filename);
  });
};

export default routes;
