import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  ADMIN_ROLES,
  AGREEMENT_MESSAGES,
  INVESTMENT_MESSAGES,
  agreementPreviewSchema,
  agreementPreviewView,
  agreementTemplateOverview,
  agreementTemplateSchema,
  agreementTemplateView,
} from '@app/contract';
import { signedInActorOf } from '../../platform/activity.ts';
import { idParam, notFound, ok, parse } from '../../platform/http.ts';
import * as agreements from './service.ts';

const investorOnly = { access: ['user'] } as const;
const staff = { access: ADMIN_ROLES };
/** The accepted agreement is the PDF kept at acceptance. */
const pdfDownload = { produces: 'application/pdf' };

/** The stored bytes as they were accepted, with their fingerprint for anyone who wants to compare. */
async function sendAgreement(app: FastifyInstance, reply: FastifyReply, investmentId: string) {
  const { pdf, filename, sha256 } = await agreements.storedAgreement(app.deps, investmentId);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-SHA256', sha256)
    .send(pdf);
}

function versionParam(params: unknown): number {
  const value = String((params as { version?: string }).version ?? '');
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1) throw notFound(AGREEMENT_MESSAGES.versionNotFound);
  return Number(value);
}

/** The Mudarabah agreement: staff version the template; investors read it, and both download what was accepted. */
const agreementRoutes: FastifyPluginAsync = async (app) => {
  app.get('/agreements/template', { config: { ...staff, openapi: { response: { data: agreementTemplateOverview } } } }, async () =>
    ok(await agreements.templateOverview(app.db)),
  );

  app.get('/agreements/template/versions/:version', { config: { ...staff, openapi: { response: { data: agreementTemplateView } } } }, async (request) =>
    ok(await agreements.templateVersion(app.db, versionParam(request.params))),
  );

  app.post(
    '/agreements/template',
    { config: { ...staff, openapi: { body: agreementTemplateSchema, response: { data: agreementTemplateView } } } },
    async (request, reply) => {
      const { body } = parse(agreementTemplateSchema, request.body);
      const saved = await agreements.saveTemplate(app.deps, signedInActorOf(request), body);
      return reply.status(201).send(ok(saved, AGREEMENT_MESSAGES.templateSaved(saved.version)));
    },
  );

  app.post(
    '/investor/agreements/preview',
    { config: { ...investorOnly, openapi: { body: agreementPreviewSchema, response: { data: agreementPreviewView } } } },
    async (request) => {
      const input = parse(agreementPreviewSchema, request.body);
      return ok(await agreements.previewAgreement(app.deps, signedInActorOf(request).id, input));
    },
  );

  app.get('/investor/investments/:id/agreement', { config: { ...investorOnly, openapi: pdfDownload } }, async (request, reply) => {
    const id = await agreements.agreementInvestment(app.db, idParam(request.params, INVESTMENT_MESSAGES.notFound), signedInActorOf(request).id);
    return sendAgreement(app, reply, id);
  });

  app.get('/investments/:id/agreement', { config: { ...staff, openapi: pdfDownload } }, async (request, reply) => {
    const id = await agreements.agreementInvestment(app.db, idParam(request.params, INVESTMENT_MESSAGES.notFound), null);
    return sendAgreement(app, reply, id);
  });
};

export default agreementRoutes;

export async function onReady(app: FastifyInstance) {
  await agreements.ensureFirstTemplate(app.db);
}
