import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ROLES, CYCLE_MESSAGES } from '@app/contract';
import { idParam, ok } from '../../platform/http.ts';
import { registerContentHooks } from '../content-common/helpers.ts';
import * as service from './service.ts';

const staff = { access: ADMIN_ROLES } as const;
/** Writes that change what /track-record shows bump the public content version. */
const staffPublic = { access: ADMIN_ROLES, publicContent: true } as const;
const id = (params: unknown) => idParam(params, CYCLE_MESSAGES.notFound);

/** Farm cycles (issue 14): staff CRUD, updates and closing; the public track record. */
const routes: FastifyPluginAsync = async (app) => {
  registerContentHooks(app);
  app.get('/track-record', { config: { access: 'public', publicRead: true } }, async () => ok(await service.trackRecord(app.db)));

  app.get('/cycles', { config: staff }, async (request) => ok(await service.listCycles(app.db, request.query)));
  app.post('/cycles', { config: staff }, async (request, reply) =>
    reply.status(201).send(ok(await service.createCycle(app, request, request.body), CYCLE_MESSAGES.created)),
  );
  app.get('/cycles/:id', { config: staff }, async (request) => ok(await service.cycleDetail(app.db, id(request.params))));
  app.put('/cycles/:id', { config: staff }, async (request) => ok(await service.updateCycle(app, request, id(request.params), request.body), CYCLE_MESSAGES.updated));
  app.delete('/cycles/:id', { config: staff }, async (request) => {
    await service.deleteCycle(app, request, id(request.params));
    return ok(undefined, CYCLE_MESSAGES.deleted);
  });
  app.post('/cycles/:id/updates', { config: staff }, async (request, reply) =>
    reply.status(201).send(ok(await service.publishUpdate(app, request, id(request.params)), CYCLE_MESSAGES.updatePublished)),
  );
  app.post('/cycles/:id/close', { config: staffPublic }, async (request) => {
    const result = await service.closeCycle(app, request, id(request.params), request.body);
    return ok(result.cycle, CYCLE_MESSAGES.closed, { netProfitPence: result.netProfitPence, investorPoolPence: result.investorPoolPence });
  });
};

export default routes;
