import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  ADMIN_ROLES,
  APPROVAL_MESSAGES,
  assignInvestmentsSchema,
  closeCycleSchema,
  CONTENT_MESSAGES,
  CYCLE_MESSAGES,
  CYCLE_PHOTO_MAX_BYTES,
  CYCLE_UPDATE_PHOTOS_MAX,
  cycleClosedResponse,
  cycleClosePreviewView,
  cycleDetailView,
  cycleSchema,
  cycleUpdateView,
  cycleView,
  cyclesQuerySchema,
  investmentView,
  investorCycleView,
  investmentAccountView,
  CYCLE_ACCOUNT_MESSAGES,
  publicCycleAccountView,
  INVESTMENT_MESSAGES,
  trackRecordSummaryView,
  trackRecordView,
} from '@app/contract';
import { z } from 'zod';
import { actorOf } from '../../platform/activity.ts';
import { badRequest, idParam, notFound, ok } from '../../platform/http.ts';
import { readMultipart, type FileRule } from '../../platform/uploads.ts';
import * as linked from './investments.ts';
import * as service from './service.ts';
import { investmentAccount } from '../ledger/cycle-account.ts';
import { ownInvestment } from '../investments/service.ts';

const staff = { access: ADMIN_ROLES } as const;
/** Writes that change what /track-record shows bump the public content version. */
const staffPublic = { access: ADMIN_ROLES, publicContent: true } as const;
/** The answer of every write that shows the cycle page again. */
const detailAnswer = { response: { data: cycleDetailView } };
const id = (params: unknown) => idParam(params, CYCLE_MESSAGES.notFound);

const PHOTO_RULE: FileRule = {
  kind: 'image',
  maxBytes: CYCLE_PHOTO_MAX_BYTES,
  tooLargeMessage: CYCLE_MESSAGES.photoTooLarge,
  wrongTypeMessage: CONTENT_MESSAGES.imageWrongType,
};
/** Photo fields of an update: photo1 .. photo6. */
const PHOTO_FIELDS = Array.from({ length: CYCLE_UPDATE_PHOTOS_MAX }, (_, i) => `photo${i + 1}`);
const PHOTO_RULES = Object.fromEntries(PHOTO_FIELDS.map((field) => [field, PHOTO_RULE]));

/** POST /cycles/{id}/updates: multipart (text fields + photo1..photo6) or JSON without photos. */
async function readCycleUpdateBody(request: FastifyRequest): Promise<service.CycleUpdateBody> {
  if (request.isMultipart()) {
    const read = await readMultipart(request, PHOTO_RULES);
    return { fields: read.fields, photos: PHOTO_FIELDS.map((field) => read.files[field]?.buffer).filter((buffer): buffer is Buffer => Boolean(buffer)) };
  }
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(CYCLE_MESSAGES.bodyRequired, { body: CYCLE_MESSAGES.bodyRequired });
  return { fields: body as Record<string, unknown>, photos: [] };
}

/** Farm cycles (issue 14): staff CRUD, updates and closing; the public track record. */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/track-record', { config: { access: 'public', publicRead: true, openapi: { response: { data: trackRecordView } } } }, async () =>
    ok(await service.trackRecord(app.db)),
  );
  // The return figures of the home and plans heroes, without the rows behind them.
  app.get('/track-record/summary', { config: { access: 'public', publicRead: true, openapi: { response: { data: trackRecordSummaryView } } } }, async () =>
    ok((await service.trackRecord(app.db)).summary),
  );

  // A closed cycle's account for the public page: no investor's data; a running cycle is not found.
  app.get(
    '/track-record/cycles/:id',
    { config: { access: 'public', publicRead: true, openapi: { response: { data: publicCycleAccountView } } } },
    async (request) => ok(await service.publicCycleAccount(app.db, idParam(request.params, CYCLE_ACCOUNT_MESSAGES.notClosed))),
  );

  app.get('/cycles', { config: { ...staff, openapi: { query: cyclesQuerySchema, response: { data: z.array(cycleView) } } } }, async (request) =>
    ok(await service.listCycles(app.db, request.query)),
  );
  app.post('/cycles', { config: { ...staff, openapi: { body: cycleSchema, response: { data: cycleView } } } }, async (request, reply) =>
    reply.status(201).send(ok(await service.createCycle(app.deps, actorOf(request), request.body), CYCLE_MESSAGES.created)),
  );
  app.get('/cycles/:id', { config: { ...staff, openapi: detailAnswer } }, async (request) => ok(await service.cycleDetail(app.db, id(request.params))));
  app.put('/cycles/:id', { config: { ...staff, openapi: { body: cycleSchema, response: { data: cycleView } } } }, async (request) =>
    ok(await service.updateCycle(app.deps, actorOf(request), id(request.params), request.body), CYCLE_MESSAGES.updated),
  );
  app.delete('/cycles/:id', { config: { ...staff, openapi: { response: {} } } }, async (request) => {
    await service.deleteCycle(app.deps, actorOf(request), id(request.params));
    return ok(undefined, CYCLE_MESSAGES.deleted);
  });
  app.post('/cycles/:id/updates', { config: { ...staff, multipart: true, openapi: { response: { data: cycleUpdateView } } } }, async (request, reply) =>
    reply
      .status(201)
      .send(
        ok(await service.publishUpdate(app.deps, actorOf(request), id(request.params), await readCycleUpdateBody(request)), CYCLE_MESSAGES.updatePublished),
      ),
  );
  app.get('/cycles/:id/assignable', { config: { ...staff, openapi: { response: { data: z.array(investmentView) } } } }, async (request) =>
    ok(await linked.assignableInvestments(app.db, await service.findCycle(app.db, id(request.params)))),
  );
  app.post('/cycles/:id/investments', { config: { ...staff, openapi: { body: assignInvestmentsSchema, ...detailAnswer } } }, async (request) => {
    const cycle = await service.findCycle(app.db, id(request.params));
    await linked.assignInvestments(app.deps, actorOf(request), cycle, request.body);
    return ok(await service.cycleDetail(app.db, cycle.id), CYCLE_MESSAGES.assigned);
  });
  app.delete('/cycles/:id/investments/:investmentId', { config: { ...staff, openapi: detailAnswer } }, async (request) => {
    const cycle = await service.findCycle(app.db, id(request.params));
    await linked.unassignInvestment(app.deps, actorOf(request), cycle, idParam(request.params, CYCLE_MESSAGES.investmentNotInCycle, 'investmentId'));
    return ok(await service.cycleDetail(app.db, cycle.id), CYCLE_MESSAGES.removed);
  });
  app.get('/cycles/:id/close/preview', { config: { ...staff, openapi: { response: { data: cycleClosePreviewView } } } }, async (request) =>
    ok(await service.closePreview(app.db, id(request.params))),
  );
  app.post('/cycles/:id/close', { config: { ...staffPublic, openapi: { body: closeCycleSchema, response: cycleClosedResponse } } }, async (request, reply) => {
    const result = await service.closeCycle(app.deps, actorOf(request), id(request.params), request.body);
    // With a second admin the close waits for their approval: accepted, not done.
    if (result.approval) return reply.status(202).send(ok(result.approval, APPROVAL_MESSAGES.requested));
    return ok(result.cycle, CYCLE_MESSAGES.closed, { netProfitPence: result.netProfitPence, investorPoolPence: result.investorPoolPence });
  });

  // The account of the closed cycle an investor's own investment ran in (404 for anyone else's, or before the close).
  app.get('/investor/investments/:id/account', { config: { access: ['user'], openapi: { response: { data: investmentAccountView } } } }, async (request) => {
    const row = await ownInvestment(app.db, request.user!.id, idParam(request.params, INVESTMENT_MESSAGES.notFound));
    const account = await investmentAccount(app.db, row);
    if (!account) throw notFound(CYCLE_ACCOUNT_MESSAGES.noAccount);
    return ok(account);
  });

  // An investor reads a cycle only through an investment of theirs in it; anyone else gets a 404.
  app.get('/investor/cycles/:id', { config: { access: 'authenticated', openapi: { response: { data: investorCycleView } } } }, async (request) => {
    const cycleId = id(request.params);
    if (!(await linked.investorHasCycle(app.db, request.user!.id, cycleId))) throw notFound(CYCLE_MESSAGES.notFound);
    const { investmentCount: _count, ...cycle } = service.toCycle(await service.findCycle(app.db, cycleId));
    return ok({ cycle, updates: await service.listUpdates(app.db, cycleId) });
  });
};

export default routes;
