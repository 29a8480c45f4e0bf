import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { ADMIN_ROLES, INVESTMENT_MESSAGES, INVESTOR_MESSAGES, STATEMENT_MESSAGES, statementTaxYears } from '@app/contract';
import { users } from '../../db/schema/users.ts';
import { signedInActorOf } from '../../platform/activity.ts';
import { badRequest, idParam, notFound } from '../../platform/http.ts';
import { findInvestment, ownInvestment } from '../investments/service.ts';
import * as statements from './service.ts';

/** Every statement is a PDF download. */
const pdfDownload = { produces: 'application/pdf' };

const send = (reply: FastifyReply, { pdf, filename }: { pdf: Buffer; filename: string }) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);

/** The start year of `:startYear` (`2025` for 2025/26): 400 when not a year, 404 outside the venture's tax years. */
function taxYear(params: unknown): number {
  const text = String((params as { startYear?: string }).startYear ?? '');
  if (!/^\d{4}$/.test(text)) throw badRequest(STATEMENT_MESSAGES.badTaxYear);
  const year = Number(text);
  if (!statementTaxYears().includes(year)) throw notFound(STATEMENT_MESSAGES.noTaxYear);
  return year;
}

/**
 * PDF statements: the investor's own investment and tax year, and staff for any investment and any
 * investor's tax year. The tax year (6 April to 5 April) replaced the calendar-year statement: it is
 * the period UK investors report profit for.
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/investor/investments/:id/statement.pdf', { config: { access: ['user'], openapi: pdfDownload } }, async (request, reply) => {
    const row = await ownInvestment(app.db, signedInActorOf(request).id, idParam(request.params, INVESTMENT_MESSAGES.notFound));
    return send(reply, await statements.statementOfInvestment(app.db, app.config.company, row));
  });
  app.get('/investor/statements/tax-year/:startYear', { config: { access: ['user'], openapi: pdfDownload } }, async (request, reply) => {
    return send(reply, await statements.taxYearStatement(app.db, app.config.company, signedInActorOf(request).id, taxYear(request.params)));
  });
  // The same tax-year statement for staff who may open the investor in the back office.
  app.get('/investors/:userId/statements/tax-year/:startYear', { config: { access: ADMIN_ROLES, openapi: pdfDownload } }, async (request, reply) => {
    const userId = idParam(request.params, INVESTOR_MESSAGES.notFound, 'userId');
    const year = taxYear(request.params);
    const [investor] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!investor) throw notFound(INVESTOR_MESSAGES.notFound);
    return send(reply, await statements.taxYearStatement(app.db, app.config.company, userId, year));
  });
  app.get('/investments/:id/statement.pdf', { config: { access: ADMIN_ROLES, openapi: pdfDownload } }, async (request, reply) => {
    const row = await findInvestment(app.db, idParam(request.params, INVESTMENT_MESSAGES.notFound));
    if (!row) throw notFound(INVESTMENT_MESSAGES.notFound);
    return send(reply, await statements.statementOfInvestment(app.db, app.config.company, row));
  });
};

export default routes;
