import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ADMIN_ROLES, INVESTMENT_MESSAGES } from '@app/contract';
import { idParam, notFound } from '../../platform/http.ts';
import { findInvestment, ownInvestment } from '../investments/service.ts';
import * as statements from './service.ts';

const send = (reply: FastifyReply, { pdf, filename }: { pdf: Buffer; filename: string }) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);

/** Years a yearly statement can be asked for: the venture's first year to next year. */
const FIRST_YEAR = 2020;

/** PDF statements: the investor's own investment and year, and staff for any investment. */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/investor/investments/:id/statement.pdf', { config: { access: ['user'] } }, async (request, reply) => {
    const row = await ownInvestment(app.db, request.user!.id, idParam(request.params, INVESTMENT_MESSAGES.notFound));
    return send(reply, await statements.investmentStatement(app.db, row));
  });
  app.get('/investor/statements/:year', { config: { access: ['user'] } }, async (request, reply) => {
    const match = /^(\d{4})\.pdf$/.exec(String((request.params as { year?: string }).year ?? ''));
    const year = match ? Number(match[1]) : NaN;
    if (!(year >= FIRST_YEAR && year <= new Date().getUTCFullYear() + 1)) throw notFound('No statement for that year');
    return send(reply, await statements.yearlyStatement(app.db, request.user!.id, year));
  });
  app.get('/investments/:id/statement.pdf', { config: { access: ADMIN_ROLES } }, async (request, reply) => {
    const row = await findInvestment(app.db, idParam(request.params, INVESTMENT_MESSAGES.notFound));
    if (!row) throw notFound(INVESTMENT_MESSAGES.notFound);
    return send(reply, await statements.investmentStatement(app.db, row));
  });
};

export default routes;
