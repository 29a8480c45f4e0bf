import type { FastifyPluginAsync } from 'fastify';
import {
  ADMIN_ROLES,
  INVESTMENT_MESSAGES,
  INVESTMENT_STATUS_LABELS,
  ROUND_MESSAGES,
  investmentDetailView,
  investmentListResponse,
  investmentNoteSchema,
  investmentRequestedResponse,
  investmentRequestSchema,
  investmentStatusSchema,
  investmentsExportQuerySchema,
  investmentsQuerySchema,
  investmentView,
  maturityChoiceSchema,
  MATURITY_MESSAGES,
  ownInvestmentResponse,
  portfolioResponse,
  type CsvColumn,
  decimalOfMinor,
  expectedProfit,
  investmentAmount,
} from '@app/contract';
import { actorOf, signedInActorOf } from '../../platform/activity.ts';
import { sendCsv } from '../../platform/csv-export.ts';
import { idParam, notFound, ok, okList, parse } from '../../platform/http.ts';
import { INVESTOR_MAIL_LIMIT } from '../investors/mails.ts';
import type { HousekeepingTask } from '../../platform/housekeeping.ts';
import { askMaturityChoices, chooseMaturity } from './choose-maturity.ts';
import * as listing from './listing.ts';
import * as investments from './service.ts';
import { investmentDetail, investmentsOf } from './views.ts';

/**
 * Investing (steps 4 to 7 of the guideline): verified investors request investments and follow them;
 * admins move them through the pipeline. No payment is taken on the site: investors pay by bank transfer.
 */

const investorOnly = { access: ['user'] } as const;
const staff = { access: ADMIN_ROLES };
const detailAnswer = { response: { data: investmentDetailView } };

const CSV_COLUMNS: CsvColumn<listing.InvestmentExportRow>[] = [
  ['Reference', (i) => i.reference],
  ['Investor', (i) => i.investorName],
  ['Email', (i) => i.investorEmail],
  ['Plan', (i) => i.planTitle],
  ['Units', (i) => i.units],
  ['Currency', (i) => i.currency],
  ['Amount', (i) => decimalOfMinor(investmentAmount(i))],
  ['Expected profit', (i) => decimalOfMinor(expectedProfit(i))],
  ['Actual profit', (i) => decimalOfMinor(i.actualProfit)],
  ['Status', (i) => INVESTMENT_STATUS_LABELS[i.status]],
  ['Reinvest', (i) => (i.reinvest ? 'Yes' : 'No')],
  // As the JSON answers write it: to the millisecond.
  ['Requested', (i) => `${i.requestedAt.slice(0, 23)}Z`],
  ['Started', (i) => i.startedAt],
  ['Expected maturity', listing.exportedMaturity],
  ['Paid out', (i) => i.paidAt],
];

const investmentRoutes: FastifyPluginAsync = async (app) => {
  // ------------------------------------------------------------ the investor's own investments
  app.post(
    '/investor/investments',
    { config: { ...investorOnly, rateLimit: INVESTOR_MAIL_LIMIT, openapi: { body: investmentRequestSchema, response: investmentRequestedResponse } } },
    async (request, reply) => {
      const user = request.user!;
      const input = parse(investmentRequestSchema, request.body);
      const view = await investments.placeRequest(app.deps, user, input, {
        typedName: input.agreementName,
        templateVersion: input.agreementVersion,
        ipAddress: request.ip ?? null,
        userAgent: request.headers['user-agent'] ?? null,
      });
      // The answer says the pay-by day too: the units are held until then.
      const message = view.paymentDueOn ? `${INVESTMENT_MESSAGES.requested} ${ROUND_MESSAGES.paymentDue(view.paymentDueOn)}` : INVESTMENT_MESSAGES.requested;
      return reply.status(201).send(ok(view, message, { bankTransfer: app.config.bank }));
    },
  );

  app.get('/investor/investments', { config: { ...investorOnly, openapi: { response: portfolioResponse } } }, async (request) => {
    return okList(await investmentsOf(app.db, request.user!.id));
  });

  app.get('/investor/investments/:id', { config: { ...investorOnly, openapi: { response: ownInvestmentResponse } } }, async (request) => {
    const id = idParam(request.params, INVESTMENT_MESSAGES.notFound);
    const row = await investments.ownInvestment(app.db, request.user!.id, id);
    const detail = await investmentDetail(app.db, row, { forInvestor: true });
    const awaitingTransfer = row.status === 'requested' || row.status === 'contacted' || row.status === 'awaiting_payment';
    return ok(detail, undefined, awaitingTransfer ? { bankTransfer: app.config.bank } : {});
  });

  app.post(
    '/investor/investments/:id/cancel',
    { config: { ...investorOnly, rateLimit: INVESTOR_MAIL_LIMIT, openapi: { response: { data: investmentView } } } },
    async (request) => {
      const id = idParam(request.params, INVESTMENT_MESSAGES.notFound);
      return ok(await investments.cancelRequest(app.deps, signedInActorOf(request), id), INVESTMENT_MESSAGES.cancelled);
    },
  );

  app.put(
    '/investor/investments/:id/maturity-choice',
    { config: { ...investorOnly, rateLimit: INVESTOR_MAIL_LIMIT, openapi: { body: maturityChoiceSchema, response: { data: investmentView } } } },
    async (request) => {
      const id = idParam(request.params, INVESTMENT_MESSAGES.notFound);
      const view = await chooseMaturity(app.deps, signedInActorOf(request), id, request.body);
      return ok(view, MATURITY_MESSAGES.saved(view.maturityChoice!));
    },
  );

  // ------------------------------------------------------------ staff
  app.get('/investments', { config: { ...staff, openapi: { query: investmentsQuerySchema, response: investmentListResponse } } }, async (request) => {
    const query = parse(investmentsQuerySchema, request.query);
    return okList(await listing.listInvestments(app.db, query));
  });

  app.get(
    '/investments/export.csv',
    { config: { ...staff, openapi: { query: investmentsExportQuerySchema, produces: 'text/csv' } } },
    async (request, reply) => {
      const { status, planId, search } = parse(investmentsExportQuerySchema, request.query);
      const date = new Date().toISOString().slice(0, 10);
      return sendCsv(reply, `investments-${date}.csv`, CSV_COLUMNS, listing.investmentBatches(app.db, { status, planId, search }));
    },
  );

  app.get('/investments/:id', { config: { ...staff, openapi: detailAnswer } }, async (request) => {
    const id = idParam(request.params, INVESTMENT_MESSAGES.notFound);
    const row = await investments.findInvestment(app.db, id);
    if (!row) throw notFound(INVESTMENT_MESSAGES.notFound);
    return ok(await investmentDetail(app.db, row, { forInvestor: false }));
  });

  app.patch('/investments/:id/status', { config: { ...staff, openapi: { body: investmentStatusSchema, ...detailAnswer } } }, async (request) => {
    const id = idParam(request.params, INVESTMENT_MESSAGES.notFound);
    const change = parse(investmentStatusSchema, request.body);
    const updated = await investments.changeStatus(app.deps, actorOf(request), id, change);
    return ok(await investmentDetail(app.db, updated, { forInvestor: false }), INVESTMENT_MESSAGES.statusUpdated(change.status));
  });

  app.post('/investments/:id/notes', { config: { ...staff, openapi: { body: investmentNoteSchema, ...detailAnswer } } }, async (request, reply) => {
    const id = idParam(request.params, INVESTMENT_MESSAGES.notFound);
    const { note } = parse(investmentNoteSchema, request.body);
    const row = await investments.addStaffNote(app.deps, actorOf(request), id, note);
    return reply.status(201).send(ok(await investmentDetail(app.db, row, { forInvestor: false }), INVESTMENT_MESSAGES.noteAdded));
  });
};

export default investmentRoutes;

/** Daily: investors with no maturity choice whose deadline is near are asked once (issue 47). */
export const housekeeping: HousekeepingTask = (app, now) => askMaturityChoices(app.deps, now);
