import type { FastifyPluginAsync } from 'fastify';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGES,
  CONTACT_RATE_LIMIT,
  CONTENT_EDITOR_ROLES,
  contactBulkResultView,
  contactFormSchema,
  contactMessageBulkSchema,
  contactMessageInputSchema,
  contactMessageListResponse,
  contactMessageListQuerySchema,
  contactMessageStatusSchema,
  contactMessageView,
  contactReplySchema,
} from '@app/contract';
import { HttpError, idParam, ok, parse } from '../../platform/http.ts';
import { bulkAction, countRejection, deleteMessage, listMessages, openMessage, receiveMessage, replyToMessage, setStatus, stats } from './service.ts';
import { actorOf } from '../../platform/activity.ts';

/**
 * Contact messages (paths listed in packages/contract/src/contact-messages.ts):
 * the public contact form post, and the staff inbox under /contact-messages.
 */
const contactMessagesRoutes: FastifyPluginAsync = async (app) => {
  const staff = { access: CONTENT_EDITOR_ROLES };

  app.post(
    '/admin/send-contact-emails',
    {
      config: {
        access: 'public',
        openapi: { body: contactFormSchema, response: {} },
        rateLimit: {
          ...CONTACT_RATE_LIMIT,
          errorResponseBuilder: () => new HttpError(429, CONTACT_MESSAGES.rateLimited),
        },
      },
      // Counted here rather than in the limiter's callback so the count is written before the answer.
      onSend: async (request, reply, payload) => {
        if (reply.statusCode === 429) {
          await countRejection(app.db, 'rateLimited').catch((error) => request.log.error({ err: error }, 'rejection count failed'));
        }
        return payload;
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const honeypot = body[CONTACT_HONEYPOT_FIELD];
      if (typeof honeypot === 'string' && honeypot.trim() !== '') {
        // A bot filled the field people never see: answer like success so it learns nothing, store nothing.
        await countRejection(app.db, 'honeypot');
        return reply.status(201).send(ok(undefined, CONTACT_MESSAGES.sent));
      }
      const values = parse(contactMessageInputSchema, body);
      await receiveMessage(app.deps, actorOf(request), values, request.language);
      return reply.status(201).send(ok(undefined, CONTACT_MESSAGES.sent));
    },
  );

  app.get(
    '/contact-messages',
    { config: { ...staff, openapi: { query: contactMessageListQuerySchema, response: contactMessageListResponse } } },
    async (request) => {
      const query = parse(contactMessageListQuerySchema, request.query);
      const [list, counts] = await Promise.all([listMessages(app.db, query), stats(app.db)]);
      return ok(list.data, undefined, { pagination: list.pagination, stats: counts });
    },
  );

  app.get('/contact-messages/:id', { config: { ...staff, openapi: { response: { data: contactMessageView } } } }, async (request) => {
    const id = idParam(request.params, CONTACT_MESSAGES.notFound);
    return ok(await openMessage(app.db, id));
  });

  app.patch(
    '/contact-messages/:id/status',
    { config: { ...staff, openapi: { body: contactMessageStatusSchema, response: { data: contactMessageView } } } },
    async (request) => {
      const id = idParam(request.params, CONTACT_MESSAGES.notFound);
      const { status } = parse(contactMessageStatusSchema, request.body);
      return ok(await setStatus(app.deps, actorOf(request), id, status), CONTACT_MESSAGES.markedAs(status));
    },
  );

  app.delete('/contact-messages/:id', { config: { ...staff, openapi: { response: {} } } }, async (request) => {
    const id = idParam(request.params, CONTACT_MESSAGES.notFound);
    await deleteMessage(app.deps, actorOf(request), id);
    return ok(undefined, CONTACT_MESSAGES.deleted);
  });

  app.post(
    '/contact-messages/bulk',
    { config: { ...staff, openapi: { body: contactMessageBulkSchema, response: { data: contactBulkResultView } } } },
    async (request) => {
      const { action, ids } = parse(contactMessageBulkSchema, request.body);
      const result = await bulkAction(app.deps, actorOf(request), action, ids);
      return ok({ count: result.count }, result.message);
    },
  );

  app.post(
    '/contact-messages/:id/replies',
    { config: { ...staff, openapi: { body: contactReplySchema, response: { data: contactMessageView } } } },
    async (request, reply) => {
      const id = idParam(request.params, CONTACT_MESSAGES.notFound);
      const { content } = parse(contactReplySchema, request.body);
      return reply.status(201).send(ok(await replyToMessage(app.deps, actorOf(request), id, content), CONTACT_MESSAGES.replySent));
    },
  );
};

export default contactMessagesRoutes;

/** Daily: the retention period the privacy and GDPR pages promise. */
export { purgeExpiredContactMessages as housekeeping } from './retention.ts';
