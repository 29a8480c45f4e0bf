import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ROUND_MESSAGES, waitlistEntryView, waitlistJoinSchema } from '@app/contract';
import { signedInActorOf } from '../../platform/activity.ts';
import { idParam, ok } from '../../platform/http.ts';
import { joinWaitlist, leaveWaitlist, waitlistOf } from './join-waitlist.ts';

/** The investor's waiting lists of fully reserved rounds (issue 48). */
const investorOnly = { access: ['user'] } as const;

const waitlistRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/investor/rounds/:id/waitlist',
    { config: { ...investorOnly, openapi: { body: waitlistJoinSchema, response: { data: waitlistEntryView } } } },
    async (request, reply) => {
      const id = idParam(request.params, ROUND_MESSAGES.roundNotFound);
      const entry = await joinWaitlist(app.deps, signedInActorOf(request), id, request.body);
      return reply.status(201).send(ok(entry, ROUND_MESSAGES.waitlistJoined));
    },
  );

  app.delete('/investor/rounds/:id/waitlist', { config: { ...investorOnly, openapi: { response: {} } } }, async (request) => {
    const id = idParam(request.params, ROUND_MESSAGES.roundNotFound);
    await leaveWaitlist(app.deps, signedInActorOf(request), id);
    return ok(undefined, ROUND_MESSAGES.waitlistLeft);
  });

  app.get('/investor/waitlist', { config: { ...investorOnly, openapi: { response: { data: z.array(waitlistEntryView) } } } }, async (request) => {
    return ok(await waitlistOf(app.db, signedInActorOf(request).id));
  });
};

export default waitlistRoutes;
