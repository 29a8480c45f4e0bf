import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ADMIN_AREA_ROLES, CONTENT_EDITOR_ROLES, dashboardSummaryView, hasRole, needsAttentionItemView, type Role } from '@app/contract';
import { ok } from '../../platform/http.ts';
import { needsAttention } from './attention.ts';
import { dashboardSummary } from './service.ts';

/** GET /dashboard/summary: the four cards of /admin, plus recent activity for those who may read the log. */
const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dashboard/summary', { config: { access: ADMIN_AREA_ROLES, openapi: { response: { data: dashboardSummaryView } } } }, async (request) =>
    ok(await dashboardSummary(app.db, { role: request.user!.role as Role, withActivity: hasRole(request.user!.role as Role, CONTENT_EDITOR_ROLES) })),
  );
  // What is waiting for staff: only the items whose screens the role may open (none for some roles).
  app.get(
    '/dashboard/needs-attention',
    { config: { access: ADMIN_AREA_ROLES, openapi: { response: { data: z.array(needsAttentionItemView) } } } },
    async (request) => ok(await needsAttention(app.db, request.user!.role as Role)),
  );
};

export default dashboardRoutes;
