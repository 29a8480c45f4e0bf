import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  ADMIN_ROLES,
  APPROVAL_MESSAGES,
  approvalView,
  PAYOUT_BATCH_MESSAGES,
  PAYOUT_FILE_KINDS,
  createPayoutBatchSchema,
  markBatchSentSchema,
  payoutBatchView,
  payoutBatchesQuerySchema,
  payoutBatchesResponse,
  payoutCandidatesQuerySchema,
  payoutCandidatesResponse,
  payoutBatchSendPreviewQuerySchema,
  payoutBatchSendPreviewView,
} from '@app/contract';
import { idParam, notFound, ok, okList, parse } from '../../platform/http.ts';
import * as batches from './payout-batches.ts';
import { actorOf } from '../../platform/activity.ts';

/** Payouts out (issue 27): admins and super admins only. */
const staff = { access: ADMIN_ROLES };
const batchAnswer = { response: { data: payoutBatchView } };

const payoutBatchRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/ledger/payout-candidates',
    { config: { ...staff, openapi: { query: payoutCandidatesQuerySchema, response: payoutCandidatesResponse } } },
    async (request) => okList(await batches.payoutCandidates(app.db, parse(payoutCandidatesQuerySchema, request.query))),
  );

  app.get('/ledger/payout-batches', { config: { ...staff, openapi: { query: payoutBatchesQuerySchema, response: payoutBatchesResponse } } }, async (request) =>
    okList(await batches.listPayoutBatches(app.db, parse(payoutBatchesQuerySchema, request.query))),
  );

  app.post('/ledger/payout-batches', { config: { ...staff, openapi: { body: createPayoutBatchSchema, ...batchAnswer } } }, async (request, reply) => {
    const { investmentIds } = parse(createPayoutBatchSchema, request.body);
    return reply.status(201).send(ok(await batches.createPayoutBatch(app.deps, actorOf(request), investmentIds), PAYOUT_BATCH_MESSAGES.created));
  });

  app.get('/ledger/payout-batches/:id', { config: { ...staff, openapi: batchAnswer } }, async (request) => {
    const id = idParam(request.params, PAYOUT_BATCH_MESSAGES.notFound);
    const batch = await batches.payoutBatch(app.db, id);
    if (!batch) throw notFound(PAYOUT_BATCH_MESSAGES.notFound);
    return ok(batch);
  });

  // The bank files: a Bacs bulk payment for UK accounts, an international one for IBANs.
  for (const kind of PAYOUT_FILE_KINDS) {
    app.get(`/ledger/payout-batches/:id/${kind}.csv`, { config: { ...staff, openapi: { produces: 'text/csv' } } }, async (request, reply) => {
      const id = idParam(request.params, PAYOUT_BATCH_MESSAGES.notFound);
      const csv = await batches.payoutBatchFile(app.db, id, kind);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="payout-batch-${id.slice(0, 8)}-${kind}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    });
  }

  app.delete('/ledger/payout-batches/:id', { config: { ...staff, openapi: { response: {} } } }, async (request) => {
    const id = idParam(request.params, PAYOUT_BATCH_MESSAGES.notFound);
    await batches.discardPayoutBatch(app.deps, actorOf(request), id);
    return ok(undefined, PAYOUT_BATCH_MESSAGES.discarded);
  });

  app.get(
    '/ledger/payout-batches/:id/send/preview',
    { config: { ...staff, openapi: { query: payoutBatchSendPreviewQuerySchema, response: { data: payoutBatchSendPreviewView } } } },
    async (request) => {
      const id = idParam(request.params, PAYOUT_BATCH_MESSAGES.notFound);
      const { sentOn } = parse(payoutBatchSendPreviewQuerySchema, request.query);
      return ok(await batches.sendPreview(app.db, id, sentOn ?? null));
    },
  );

  app.post(
    '/ledger/payout-batches/:id/sent',
    { config: { ...staff, openapi: { body: markBatchSentSchema, response: { data: z.union([payoutBatchView, approvalView]) } } } },
    async (request, reply) => {
      const id = idParam(request.params, PAYOUT_BATCH_MESSAGES.notFound);
      const { sentOn } = parse(markBatchSentSchema, request.body);
      const result = await batches.markBatchSent(app.deps, actorOf(request), id, sentOn);
      // With a second admin the batch waits for their approval: accepted, not done.
      if (typeof result !== 'number') return reply.status(202).send(ok(result.approval, APPROVAL_MESSAGES.requested));
      return ok(await batches.payoutBatch(app.db, id), PAYOUT_BATCH_MESSAGES.sent(result));
    },
  );
};

export default payoutBatchRoutes;
