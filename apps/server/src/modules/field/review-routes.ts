import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  ADMIN_ROLES,
  CYCLE_MESSAGES,
  FIELD_REVIEW_MESSAGES,
  fieldRecordView,
  fieldTotalsView,
  INVESTMENT_MESSAGES,
  investorFarmView,
  publishRecordsSchema,
  reviewQuerySchema,
  reviewQueueView,
  sendBackSchema,
  cycleUpdateView,
} from '@app/contract';
import { actorOf } from '../../platform/activity.ts';
import { idParam, ok } from '../../platform/http.ts';
import { publishRecords } from './publish-records.ts';
import { reviewQueue } from './list-review-queue.ts';
import { sendBack } from './send-back-record.ts';
import { fieldTotals } from '../cycles/field-totals.ts';
import { findCycle } from '../cycles/service.ts';
import { readFarm } from './read-farm.ts';

const staff = { access: ADMIN_ROLES } as const;
const cycleId = (params: unknown) => idParam(params, CYCLE_MESSAGES.notFound);

/** Staff review of a cycle's field records (issue 51), and the farm as its investors see it. */
const reviewRoutes: FastifyPluginAsync = async (app) => {
  app.get('/field/cycles/:id/review', { config: { ...staff, openapi: { query: reviewQuerySchema, response: { data: reviewQueueView } } } }, async (request) =>
    ok(await reviewQueue(app.db, cycleId(request.params), request.query)),
  );

  app.post(
    '/field/cycles/:id/records/:recordId/send-back',
    { config: { ...staff, openapi: { body: sendBackSchema, response: { data: fieldRecordView } } } },
    async (request) => {
      const id = idParam(request.params, FIELD_REVIEW_MESSAGES.recordNotFound, 'recordId');
      return ok(await sendBack(app.deps, actorOf(request), cycleId(request.params), id, request.body), FIELD_REVIEW_MESSAGES.sentBack);
    },
  );

  app.post(
    '/field/cycles/:id/publish',
    {
      config: {
        ...staff,
        openapi: { body: publishRecordsSchema, response: { data: z.object({ update: cycleUpdateView, records: z.array(fieldRecordView) }) } },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await publishRecords(app.deps, actorOf(request), cycleId(request.params), request.body), FIELD_REVIEW_MESSAGES.published)),
  );

  // The close dialog's reconciliation: what the records say, beside the figures staff type.
  app.get('/field/cycles/:id/totals', { config: { ...staff, openapi: { response: { data: fieldTotalsView } } } }, async (request) => {
    const id = cycleId(request.params);
    await findCycle(app.db, id);
    return ok(await fieldTotals(app.db, id));
  });

  // An investor's own investment only (another's answers 404, as a missing one).
  app.get('/investor/investments/:id/farm', { config: { access: ['user'], openapi: { response: { data: investorFarmView } } } }, async (request) =>
    ok(await readFarm(app.db, request.user!.id, idParam(request.params, INVESTMENT_MESSAGES.notFound))),
  );
};

export default reviewRoutes;
