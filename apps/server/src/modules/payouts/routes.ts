import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  ADMIN_ROLES,
  investorPayoutAccountResponse,
  PAYOUT_MESSAGES,
  payeeNameNotice,
  payoutAccountChangeSchema,
  payoutAccountView,
  payoutConfirmSchema,
} from '@app/contract';
import { z } from 'zod';
import { users } from '../../db/schema/users.ts';
import { signedInActorOf } from '../../platform/activity.ts';
import { idParam, notFound, ok, parse } from '../../platform/http.ts';
import { perAccount } from '../../platform/rate-limit.ts';
import * as payouts from './service.ts';

/**
 * Payout accounts: investors (role user) give and change their own, confirmed by their password or
 * second factor; admins and super admins read an investor's history and may lift a hold early.
 */

const investorOnly = { access: ['user'] } as const;
const staff = { access: ADMIN_ROLES };
/** A change checks a password or a code: few tries per account, like the other code checks. */
const CHANGE_LIMIT = perAccount({ max: 10, timeWindow: '15 minutes' });

const payoutRoutes: FastifyPluginAsync = async (app) => {
  app.get('/investor/payout-account', { config: { ...investorOnly, openapi: { response: investorPayoutAccountResponse } } }, async (request) => {
    const history = await payouts.payoutAccountHistory(app.db, signedInActorOf(request).id);
    return ok(history[0] ?? null, undefined, { history });
  });

  app.post(
    '/investor/payout-account',
    { config: { ...investorOnly, rateLimit: CHANGE_LIMIT, openapi: { body: payoutAccountChangeSchema, response: { data: payoutAccountView } } } },
    async (request, reply) => {
      const input = parse(payoutAccountChangeSchema, request.body);
      const account = await payouts.changePayoutAccount(app.deps, signedInActorOf(request), input);
      // A close or no match on the holder name is said at once, in the words the form shows.
      return reply.status(201).send(ok(account, payeeNameNotice(account) ?? PAYOUT_MESSAGES.saved));
    },
  );

  app.get('/investors/:userId/payout-accounts', { config: { ...staff, openapi: { response: { data: z.array(payoutAccountView) } } } }, async (request) => {
    const userId = idParam(request.params, PAYOUT_MESSAGES.notFound, 'userId');
    const [owner] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!owner) throw notFound(PAYOUT_MESSAGES.notFound);
    return ok(await payouts.payoutAccountHistory(app.db, userId));
  });

  app.post(
    '/investors/:userId/payout-accounts/:id/confirm',
    { config: { ...staff, openapi: { body: payoutConfirmSchema, response: { data: payoutAccountView } } } },
    async (request) => {
      const userId = idParam(request.params, PAYOUT_MESSAGES.notFound, 'userId');
      const id = idParam(request.params, PAYOUT_MESSAGES.notFound);
      const { reason } = parse(payoutConfirmSchema, request.body);
      return ok(await payouts.confirmPayoutAccount(app.deps, signedInActorOf(request), userId, id, reason), PAYOUT_MESSAGES.confirmed);
    },
  );
};

export default payoutRoutes;
