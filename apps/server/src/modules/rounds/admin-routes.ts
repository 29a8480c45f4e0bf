import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ROLES, ROUND_ADMIN_MESSAGES, roundAdminDetailView, roundsAdminQuerySchema, roundsAdminResponse } from '@app/contract';
import { idParam, ok, okList, parse } from '../../platform/http.ts';
import { listRoundsAdmin, roundAdminDetail } from './list-rounds-admin.ts';

const staff = { access: ADMIN_ROLES } as const;

/** The staff's rounds screens (issue 48): every round with what waits on it, and one round's page. */
const adminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/rounds/admin', { config: { ...staff, openapi: { query: roundsAdminQuerySchema, response: roundsAdminResponse } } }, async (request) =>
    okList(await listRoundsAdmin(app.db, parse(roundsAdminQuerySchema, request.query))),
  );
  app.get('/rounds/:id/admin', { config: { ...staff, openapi: { response: { data: roundAdminDetailView } } } }, async (request) =>
    ok(await roundAdminDetail(app.db, idParam(request.params, ROUND_ADMIN_MESSAGES.notFound))),
  );
};

export default adminRoutes;
