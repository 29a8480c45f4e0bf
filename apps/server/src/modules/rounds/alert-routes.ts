import type { FastifyPluginAsync } from 'fastify';
import { ROUND_ALERT_RATE_LIMIT, ROUND_ALERT_RATE_LIMITED, ROUND_MESSAGES, roundAlertSchema, roundAlertStopSchema } from '@app/contract';
import { actorOf } from '../../platform/activity.ts';
import { HttpError, ok } from '../../platform/http.ts';
import { stopAlert, subscribeAlert } from './subscribe-alert.ts';

/** "Tell me when a round opens" (issue 48): public, rate-limited like the other public forms. */
const rateLimit = { ...ROUND_ALERT_RATE_LIMIT, errorResponseBuilder: () => new HttpError(429, ROUND_ALERT_RATE_LIMITED) };

const alertRoutes: FastifyPluginAsync = async (app) => {
  app.post('/round-alerts', { config: { access: 'public', rateLimit, openapi: { body: roundAlertSchema, response: {} } } }, async (request, reply) => {
    await subscribeAlert(app.deps, actorOf(request), request.body, request.language);
    return reply.status(201).send(ok(undefined, ROUND_MESSAGES.alertSubscribed));
  });

  app.post('/round-alerts/stop', { config: { access: 'public', rateLimit, openapi: { body: roundAlertStopSchema, response: {} } } }, async (request) => {
    await stopAlert(app.deps, actorOf(request), request.body);
    return ok(undefined, ROUND_MESSAGES.alertStopped);
  });
};

export default alertRoutes;
