import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ADMIN_ROLES, APPROVAL_MESSAGES, approvalView, approvalsQuerySchema } from '@app/contract';
import { actorOf } from '../../platform/activity.ts';
import { decideApproval, listApprovals, toApproval, withdrawApproval } from '../../platform/approvals.ts';
import { idParam, ok, parse } from '../../platform/http.ts';
import { work } from '../../platform/unit-of-work.ts';
import { closeApprovedCycle } from '../cycles/service.ts';
import { sendApprovedBatch } from '../banking/payout-batches.ts';

/**
 * Four eyes (issue 45): the requests waiting for a second admin, and their decisions. Approving
 * carries the action out in the same transaction as the decision, so an approval that cannot be
 * carried out (the cycle closed meanwhile, a date now refused) leaves the request waiting.
 */
const staff = { access: ADMIN_ROLES } as const;
const answer = { response: { data: approvalView } };
const id = (params: unknown) => idParam(params, APPROVAL_MESSAGES.notFound);

const routes: FastifyPluginAsync = async (app) => {
  app.get('/approvals', { config: { ...staff, openapi: { query: approvalsQuerySchema, response: { data: z.array(approvalView) } } } }, async (request) =>
    ok(await listApprovals(app.db, parse(approvalsQuerySchema, request.query))),
  );

  // A close changes the public track record: the public content version moves with it.
  app.post('/approvals/:id/approve', { config: { ...staff, publicContent: true, openapi: answer } }, async (request) => {
    const actor = actorOf(request);
    const approvalId = id(request.params);
    const row = await work(app.deps, actor, async (uow) => {
      const approved = await decideApproval(uow.tx, actor, approvalId, 'approved');
      if (approved.kind === 'cycle-close') await closeApprovedCycle(uow, approved);
      else await sendApprovedBatch(uow, approved);
      return approved;
    });
    return ok(toApproval(row), APPROVAL_MESSAGES.approved);
  });

  app.post('/approvals/:id/reject', { config: { ...staff, openapi: answer } }, async (request) => {
    const row = await app.db.transaction((tx) => decideApproval(tx, actorOf(request), id(request.params), 'rejected'));
    return ok(toApproval(row), APPROVAL_MESSAGES.rejected);
  });

  app.post('/approvals/:id/withdraw', { config: { ...staff, openapi: answer } }, async (request) =>
    ok(await withdrawApproval(app.db, actorOf(request), id(request.params)), APPROVAL_MESSAGES.withdrawn),
  );
};

export default routes;
