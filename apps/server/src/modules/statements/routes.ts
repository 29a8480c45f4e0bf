import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { ADMIN_ROLES, INVESTMENT_MESSAGES, INVESTOR_MESSAGES, STATEMENT_FIRST_YEAR } from '@app/contract';
import { users } from '../../db/schema/users.ts';
import { idParam, notFound } from '../../platform/http.ts';
import { findInvestment, ownInvestment } from '../investments/service.ts';
import * as statements from './service.ts';

const send = (reply: FastifyReply, { pdf, filename }: { pdf: Buffer; filename: string }) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);

/** The year of `:year` (`2026.pdf`), or 404 outside the venture's years. */
function statementYear(params: unknown): number {
  const match = /^(\d{4})\.pdf$/.exec(String((params as { year?: string }).year ?? ''));
  const year = match ? Number(match[1]) : NaN;
  if (!(year >= STATEMENT_FIRST_YEAR && year <= new Date().getUTCFullYear() + 1)) throw notFound('No statement for that year');
  return year;
}

/** PDF statements: the investor's own investment and year, and staff for any investment and any investor's year. */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/investor/investments/:id/statement.pdf', { config: { access: ['user'] } }, async (request, reply) => {
    const row = await ownInvestment(app.db, request.user!.id, idParam(request.params, INVESTMENT_MESSAGES.notFound));
    return send(reply, await statements.investmentStatement(app.db, row));
  });
  app.get('/investor/statements/:year', { config: { access: ['user'] } }, async (request, reply) => {
    return send(reply, await statements.yearlyStatement(app.db, request.user!.id, statementYear(request.params)));
  });
  // The same yearly statement for staff who may open the investor in the back office.
  app.get('/investors/:userId/statements/:year', { config: { access: ADMIN_ROLES } }, async (request, reply) => {
    const userId = idParam(request.params, INVESTOR_MESSAGES.notFound, 'userId');
    const year = statementYear(request.params);
    const [investor] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!investor) throw notFound(INVESTOR_MESSAGES.notFound);
    return send(reply, await statements.yearlyStatement(app.db, userId, year));
  });
  app.get('/investments/:id/statement.pdf', { config: { access: ADMIN_ROLES } }, async (request, reply) => {
    const row = await findInvestment(app.db, idParam(request.params, INVESTMENT_MESSAGES.notFound));
    if (!row) throw notFound(INVESTMENT_MESSAGES.notFound);
    return send(reply, await statements.investmentStatement(app.db, row));
  });
};

export default routes;
