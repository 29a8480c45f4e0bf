import type { FastifyPluginAsync } from 'fastify';
import { activityQuerySchema, CONTENT_EDITOR_ROLES } from '@app/contract';
import { ok, parse } from '../../platform/http.ts';
import { activityFacets, listActivity } from './service.ts';

/** The activity log: read-only for staff who edit content (superAdmin, admin, moderator). */
const activityRoutes: FastifyPluginAsync = async (app) => {
  app.get('/activity', { config: { access: CONTENT_EDITOR_ROLES } }, async (request) => {
    const query = parse(activityQuerySchema, request.query);
    const { entries, pagination } = await listActivity(app.db, query);
    return ok(entries, undefined, { pagination });
  });

  app.get('/activity/facets', { config: { access: CONTENT_EDITOR_ROLES } }, async () => ok(await activityFacets(app.db)));
};

export default activityRoutes;
