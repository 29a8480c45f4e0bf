import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ADMIN_AREA_ROLES, CONTENT_EDITOR_ROLES, dashboardSummaryView, hasRole, needsAttentionItemView } from '@app/contract';
import { signedInActorOf } from '../../platform/activity.ts';
import { ok } from '../../platform/http.ts';
import { needsAttention } from './attention.ts';
import { dashboardSummary } from './service.ts';

/** GET /dashboard/summary: the four cards of /admin, plus recent activity for those who may read the log. */
const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dashboard/summary', { config: { access: ADMIN_AREA_ROLES, openapi: { response: { data: dashboardSummaryView } } } }, async (request) => {
    const { role } = signedInActorOf(request);
    return ok(await dashboardSummary(app.db, { role, withActivity: hasRole(role, CONTENT_EDITOR_ROLES) }));
  });
  // What is waiting for staff: only the items whose screens the role may open (none for some roles).
  app.get(
    '/dashboard/needs-attention',
    { config: { access: ADMIN_AREA_ROLES, openapi: { response: { data: z.array(needsAttentionItemView) } } } },
    async (request) => ok(await needsAttention(app.db, signedInActorOf(request).role)),
  );
};

export default dashboardRoutes;
