import type { FastifyPluginAsync } from 'fastify';
import {
  CONTENT_EDITOR_ROLES,
  CONTACT_INFO_MESSAGES,
  contactInfoSchema,
  contactInfoView,
  contactItemChangeSchema,
  contactItemResponse,
  contactItemSchema,
} from '@app/contract';
import { idParam, ok } from '../../platform/http.ts';
import * as service from './service.ts';
import { actorOf } from '../../platform/activity.ts';

const read = { access: 'public', publicRead: true } as const;
const write = { access: CONTENT_EDITOR_ROLES, publicContent: true } as const;
const sectionParam = (params: unknown) => service.sectionOf(String((params as { section?: string }).section ?? ''));
const id = (params: unknown) => idParam(params, CONTACT_INFO_MESSAGES.contactInfoNotFound);

/**
 * Contact details (back-office.md §7). Item calls answer with the whole contactInfo as `data`
 * (the screen redraws from it) and the touched item as `item`.
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/contactInfo', { config: { ...read, openapi: { response: { data: contactInfoView } } } }, async () => ok(await service.getContactInfo(app.db)));
  app.put('/contactInfo', { config: { ...write, openapi: { body: contactInfoSchema, response: { data: contactInfoView } } } }, async (request) =>
    ok(await service.replaceContactInfo(app.deps, actorOf(request), request.body), 'Contact information saved successfully!'),
  );
  app.post('/contactInfo/:section', { config: { ...write, openapi: { body: contactItemSchema, response: contactItemResponse } } }, async (request, reply) => {
    const section = sectionParam(request.params);
    const { item, contactInfo } = await service.addContactItem(app.deps, actorOf(request), section, request.body);
    return reply.status(201).send(ok(contactInfo, `${service.SECTION_LABELS[section]} added successfully!`, { item }));
  });
  app.put('/contactInfo/:section/:id', { config: { ...write, openapi: { body: contactItemChangeSchema, response: contactItemResponse } } }, async (request) => {
    const section = sectionParam(request.params);
    const { item, contactInfo } = await service.updateContactItem(app.deps, actorOf(request), section, id(request.params), request.body);
    return ok(contactInfo, `${service.SECTION_LABELS[section]} updated successfully!`, { item });
  });
  app.delete('/contactInfo/:section/:id', { config: { ...write, openapi: { response: { data: contactInfoView } } } }, async (request) => {
    const section = sectionParam(request.params);
    return ok(
      await service.deleteContactItem(app.deps, actorOf(request), section, id(request.params)),
      `${service.SECTION_LABELS[section]} deleted successfully!`,
    );
  });
};

export default routes;
