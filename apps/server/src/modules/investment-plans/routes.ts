import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ROLES, CONTENT_MESSAGES } from '@app/contract';
import { idParam, ok } from '../../platform/http.ts';
import * as service from './service.ts';

const read = { access: 'public', publicRead: true } as const;
const write = { access: ADMIN_ROLES, publicContent: true } as const;
const id = (params: unknown) => idParam(params, CONTENT_MESSAGES.planNotFound);

/** Investment plans (back-office.md §7): public list of active plans, administrators write. */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/investment/plans', { config: read }, async (request) => ok(await service.listPlans(app, request, request.query)));
  app.get('/investment/plans/:id', { config: read }, async (request) => ok(await service.getPlan(app, request, id(request.params))));
  app.post('/investment/plans', { config: write }, async (request, reply) =>
    reply.status(201).send(ok(await service.createPlan(app, request), 'Investment plan added successfully')),
  );
  app.put('/investment/plans/:id', { config: write }, async (request) =>
    ok(await service.updatePlan(app, request, id(request.params)), 'Investment plan updated successfully'),
  );
  app.delete('/investment/plans/:id', { config: write }, async (request) => {
    await service.deletePlan(app, request, id(request.params));
    return ok(undefined, 'Investment plan deleted successfully');
  });
  app.put('/investment/plans-order', { config: write }, async (request) =>
    ok(await service.reorderPlans(app, request, request.body), 'Investment plan order updated'),
  );
};

export default routes;
