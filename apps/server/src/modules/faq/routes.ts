import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_EDITOR_ROLES, CONTENT_MESSAGES, searchQuerySchema } from '@app/contract';
import { idParam, ok, parse } from '../../platform/http.ts';
import * as service from './service.ts';

const read = { access: 'public', publicRead: true } as const;
const write = { access: CONTENT_EDITOR_ROLES, publicContent: true } as const;

/** FAQ (back-office.md §7): public reads, content editors write. */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/faq/faqs', { config: read }, async (request) => {
    const { search } = parse(searchQuerySchema, request.query);
    return ok(await service.listFaqs(app, search));
  });
  app.get('/faq/faqs/:id', { config: read }, async (request) =>
    ok(await service.getFaq(app, idParam(request.params, CONTENT_MESSAGES.faqNotFound))),
  );
  app.post('/faq/faqs', { config: write }, async (request, reply) => {
    const faq = await service.createFaq(app, request, request.body);
    return reply.status(201).send(ok(faq, 'FAQ added successfully'));
  });
  app.put('/faq/faqs/:id', { config: write }, async (request) =>
    ok(await service.updateFaq(app, request, idParam(request.params, CONTENT_MESSAGES.faqNotFound), request.body), 'FAQ updated successfully'),
  );
  app.delete('/faq/faqs/:id', { config: write }, async (request) => {
    await service.deleteFaq(app, request, idParam(request.params, CONTENT_MESSAGES.faqNotFound));
    return ok(undefined, 'FAQ deleted successfully');
  });
  app.put('/faq/faqs-order', { config: write }, async (request) => ok(await service.reorderFaqs(app, request, request.body), 'FAQ order updated'));
};

export default routes;
