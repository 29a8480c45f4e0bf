import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_EDITOR_ROLES, CONTENT_MESSAGES, searchQuerySchema } from '@app/contract';
import { idParam, ok, parse } from '../../platform/http.ts';
import * as service from './service.ts';

const read = { access: 'public', publicRead: true } as const;
const write = { access: CONTENT_EDITOR_ROLES, publicContent: true } as const;
const id = (params: unknown) => idParam(params, CONTENT_MESSAGES.aboutImageNotFound);

/** About image gallery (back-office.md §7): public slider read, content editors write. */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/about/images', { config: read }, async (request) => {
    const { search } = parse(searchQuerySchema, request.query);
    return ok(await service.listAboutImages(app, request, search));
  });
  app.post('/about/images', { config: write }, async (request, reply) =>
    reply.status(201).send(ok(await service.createAboutImage(app, request), 'Image added successfully')),
  );
  app.put('/about/images/order', { config: write }, async (request) =>
    ok(await service.reorderAboutImages(app, request, request.body), 'Gallery order updated'),
  );
  app.put('/about/images/:id', { config: write }, async (request) =>
    ok(await service.updateAboutImage(app, request, id(request.params)), 'Image updated successfully'),
  );
  app.patch('/about/images/:id/toggle-status', { config: write }, async (request) => {
    const image = await service.toggleAboutImage(app, request, id(request.params));
    return ok(image, image.disabled ? 'Image disabled successfully' : 'Image enabled successfully');
  });
  app.delete('/about/images/:id', { config: write }, async (request) => {
    await service.deleteAboutImage(app, request, id(request.params));
    return ok(undefined, 'Image deleted successfully');
  });
};

export default routes;
