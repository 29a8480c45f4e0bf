import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_EDITOR_ROLES, CONTENT_MESSAGES } from '@app/contract';
import { idParam, ok } from '../../platform/http.ts';
import * as service from './service.ts';

const read = { access: 'public', publicRead: true } as const;
const write = { access: CONTENT_EDITOR_ROLES, publicContent: true } as const;
const id = (params: unknown) => idParam(params, CONTENT_MESSAGES.storyNotFound);

/** Our stories (back-office.md §7): paged public list, content editors write. */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/ourStories/stories', { config: read }, async (request) => {
    const { data, pagination } = await service.listStories(app, request.query);
    return ok(data, undefined, { pagination });
  });
  app.get('/ourStories/stories/:id', { config: read }, async (request) => ok(await service.getStory(app, id(request.params))));
  app.post('/ourStories/stories', { config: write }, async (request, reply) =>
    reply.status(201).send(ok(await service.createStory(app, request), 'Story added successfully')),
  );
  app.put('/ourStories/stories/:id', { config: write }, async (request) =>
    ok(await service.updateStory(app, request, id(request.params)), 'Story updated successfully'),
  );
  app.delete('/ourStories/stories/:id', { config: write }, async (request) => {
    await service.deleteStory(app, request, id(request.params));
    return ok(undefined, 'Story deleted successfully');
  });
};

export default routes;
