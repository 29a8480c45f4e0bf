import type { FastifyPluginAsync } from 'fastify';
import { roundsQuerySchema, roundView } from '@app/contract';
import { z } from 'zod';
import { ok } from '../../platform/http.ts';
import { publicRounds } from './public.ts';

/** Funding rounds (issue 48). */
const routes: FastifyPluginAsync = async (app) => {
  // Public: the rounds taking money. Not in the public cache (units left change with every request
  // for units, which bumps no content version); a shared cache may keep it a few seconds.
  app.get(
    '/rounds',
    { config: { access: 'public', openapi: { query: roundsQuerySchema, response: { data: z.array(roundView), nextExpected: z.string().nullable() } } } },
    async (request, reply) => {
      const { rounds, nextExpected } = await publicRounds(app.db, request.query);
      reply.header('Cache-Control', 'public, max-age=0, s-maxage=10');
      return ok(rounds, undefined, { nextExpected });
    },
  );
};
export default routes;
