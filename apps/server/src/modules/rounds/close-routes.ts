import type { FastifyPluginAsync } from 'fastify';
import {
  ADMIN_ROLES,
  ROUND_CLOSING_MESSAGES,
  closeRoundResultView,
  closeRoundSchema,
  lateMoneyChoiceSchema,
  lateMoneyView,
  INVESTMENT_MESSAGES,
} from '@app/contract';
import type { HousekeepingTask } from '../../platform/housekeeping.ts';
import { actorOf } from '../../platform/activity.ts';
import { idParam, ok } from '../../platform/http.ts';
import { closeRound, startDueRounds } from './close-round.ts';
import { chooseLateMoney, lateMoneyFor } from './late-money.ts';

/**
 * Closing a round (staff) and the investor's choice for money that arrived after its round closed.
 * Registered by app.ts beside the module's own routes.
 */
const staff = { access: ADMIN_ROLES };
const investorOnly = { access: ['user'] } as const;
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

  app.get('/investor/investments/:id/late-money', { config: { ...investorOnly, openapi: { response: { data: lateMoneyView } } } }, async (request) =>
    ok(await lateMoneyFor(app.db, request.user!.id, idParam(request.params, INVESTMENT_MESSAGES.notFound))),
  );

  app.post(
    '/investor/investments/:id/late-money',
    { config: { ...investorOnly, openapi: { body: lateMoneyChoiceSchema, response: { data: lateMoneyView } } } },
    async (request) => {
      const id = idParam(request.params, INVESTMENT_MESSAGES.notFound);
      const choice = await chooseLateMoney(app.deps, { ...actorOf(request), id: request.user!.id }, id, request.body);
      return ok(choice, choice.refundRequestedAt ? ROUND_CLOSING_MESSAGES.lateMoneyRefund : ROUND_CLOSING_MESSAGES.lateMoneyChoiceMade);
    },
  );
};

export default roundCloseRoutes;

/** Daily: rounds past their closing day that reached their minimum start by themselves. */
export const housekeeping: HousekeepingTask = (app, now) => startDueRounds(app.deps, now);
