import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ROLES, CONTENT_MESSAGES } from '@app/contract';
import { idParam, ok } from '../../platform/http.ts';
import * as service from './service.ts';

const read = { access: 'public', publicRead: true } as const;
const write = { access: ADMIN_ROLES, publicContent: true } as const;
const id = (params: unknown) => idParam(params, CONTENT_MESSAGES.teamMemberNotFound);

/** Team members (back-office.md §7): public grid, administrators write. */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/team/members', { config: read }, async (request) => ok(await service.listMembers(app, request.query)));
  app.get('/team/members/:id', { config: read }, async (request) => ok(await service.getMember(app, id(request.params))));
  app.post('/team/members', { config: write }, async (request, reply) =>
    reply.status(201).send(ok(await service.createMember(app, request), 'Team member added successfully')),
  );
  app.put('/team/members/:id', { config: write }, async (request) =>
    ok(await service.updateMember(app, request, id(request.params)), 'Team member updated successfully'),
  );
  app.patch('/team/members/:id/grid-column', { config: write }, async (request) => {
    const member = await service.moveMember(app, request, id(request.params), request.body);
    return ok(member, `Moved ${member.name} to Column ${member.gridColumn}`);
  });
  app.delete('/team/members/:id', { config: write }, async (request) => {
    await service.deleteMember(app, request, id(request.params));
    return ok(undefined, 'Team member deleted successfully');
  });
  app.put('/team/members-order', { config: write }, async (request) =>
    ok(await service.reorderMembers(app, request, request.body), 'Team member order updated'),
  );
};

export default routes;
