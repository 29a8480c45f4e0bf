import type { FastifyPluginAsync } from 'fastify';
import {
  ADMIN_ROLES,
  ROUND_CLOSING_MESSAGES,
  closeRoundResultView,
  closeRoundSchema,
} from '@app/contract';
import type { HousekeepingTask } from '../../platform/housekeeping.ts';
import { actorOf } from '../../platform/activity.ts';
import { idParam, ok } from '../../platform/http.ts';
import { closeRound, startDueRounds } from './close-round.ts';

/**
 * Closing a round (staff).
 * Registered by app.ts beside the module's own routes.
 */
const staff = { access: ADMIN_ROLES };
const MESSAGE_OF = {
  start: () => ROUND_CLOSING_MESSAGES.started,
  extend: (closesOn: string) => ROUND_CLOSING_MESSAGES.extended(closesOn),
  cancel: () => ROUND_CLOSING_MESSAGES.cancelled,
};

const roundCloseRoutes: FastifyPluginAsync = async (app) => {
  app.post('/rounds/:id/close', { config: { ...staff, openapi: { body: closeRoundSchema, response: { data: closeRoundResultView } } } }, async (request) => {
    const id = idParam(request.params, ROUND_CLOSING_MESSAGES.notFunding);
    const closed = await closeRound(app.deps, actorOf(request), id, request.body);
    const decision = (request.body as { decision: keyof typeof MESSAGE_OF }).decision;
    return ok(closed, MESSAGE_OF[decision](closed.fundingClosesOn));
  });

};

export default roundCloseRoutes;

/** Daily: rounds past their closing day that reached their minimum start by themselves. */
export const housekeeping: HousekeepingTask = (app, now) => startDueRounds(app.deps, now);
