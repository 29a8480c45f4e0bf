import type { FastifyPluginAsync } from 'fastify';
import { activityFacetsView, activityListResponse, activityQuerySchema, CONTENT_EDITOR_ROLES } from '@app/contract';
import { signedInActorOf } from '../../platform/activity.ts';
import { ok, parse } from '../../platform/http.ts';
import { activityFacets, listActivity } from './service.ts';

/** The activity log: read-only for staff who edit content, each role seeing entries about its own tools. */
const activityRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/activity',
    { config: { access: CONTENT_EDITOR_ROLES, openapi: { query: activityQuerySchema, response: activityListResponse } } },
    async (request) => {
      const query = parse(activityQuerySchema, request.query);
      const { entries, pagination } = await listActivity(app.db, query, signedInActorOf(request).role);
      return ok(entries, undefined, { pagination });
    },
  );

  app.get('/activity/facets', { config: { access: CONTENT_EDITOR_ROLES, openapi: { response: { data: activityFacetsView } } } }, async (request) =>
    ok(await activityFacets(app.db, signedInActorOf(request).role)),
  );
};

export default activityRoutes;
