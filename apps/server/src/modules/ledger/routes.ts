import type { FastifyPluginAsync } from 'fastify';
import {
  ADMIN_ROLES,
  LEDGER_MESSAGES,
  RECONCILIATION_GROUPING_LABELS,
  booksCheckRunView,
  investmentLedgerView,
  ledgerEntrySchema,
  ledgerReversalSchema,
  reconciliationQuerySchema,
  reconciliationResponse,
  INVESTMENT_MESSAGES,
  type CsvColumn,
  type ReconciliationRow,
  decimalOfMinor,
} from '@app/contract';
import { sendCsv } from '../../platform/csv-export.ts';
import type { HousekeepingTask } from '../../platform/housekeeping.ts';
import { idParam, ok, parse } from '../../platform/http.ts';
import { latestBooksCheck, runBooksCheck, runDailyBooksCheck } from './books-check.ts';
import { reconciliation } from './reconciliation.ts';
import { ledgerOfInvestment, recordStaffEntry, reverseStaffEntry } from './service.ts';
import { actorOf } from '../../platform/activity.ts';

/**
 * The ledger in the back office (admin and superAdmin only): an investment's entries, money
 * staff record by hand (always with a reason), reversals, the books check and the reconciliation report.
 */

const staff = { access: ADMIN_ROLES };
const ledgerAnswer = { response: { data: investmentLedgerView } };

const RECONCILIATION_COLUMNS: CsvColumn<ReconciliationRow>[] = [
  ['Group', (row) => row.label],
  ['Currency', (row) => row.currency],
  ['Money in', (row) => decimalOfMinor(row.moneyIn)],
  ['Profit', (row) => decimalOfMinor(row.profit)],
  ['Money out', (row) => decimalOfMinor(row.moneyOut)],
  ['Held', (row) => decimalOfMinor(row.held)],
];

const ledgerRoutes: FastifyPluginAsync = async (app) => {
  app.get('/investments/:id/ledger', { config: { ...staff, openapi: ledgerAnswer } }, async (request) => {
    const id = idParam(request.params, INVESTMENT_MESSAGES.notFound);
    return ok(await ledgerOfInvestment(app.db, id));
  });

  app.post('/investments/:id/ledger', { config: { ...staff, openapi: { body: ledgerEntrySchema, ...ledgerAnswer } } }, async (request, reply) => {
    const id = idParam(request.params, INVESTMENT_MESSAGES.notFound);
    const input = parse(ledgerEntrySchema, request.body);
    const { entry, ledger } = await recordStaffEntry(app.deps, actorOf(request), id, input);
    return reply.status(201).send(ok(ledger, LEDGER_MESSAGES.recorded(entry.kind)));
  });

  app.post(
    '/investments/:id/ledger/:entryId/reversal',
    { config: { ...staff, openapi: { body: ledgerReversalSchema, ...ledgerAnswer } } },
    async (request, reply) => {
      const id = idParam(request.params, INVESTMENT_MESSAGES.notFound);
      const entryId = idParam(request.params, LEDGER_MESSAGES.entryNotFound, 'entryId');
      const { reason } = parse(ledgerReversalSchema, request.body);
      const { ledger } = await reverseStaffEntry(app.deps, actorOf(request), id, entryId, reason);
      return reply.status(201).send(ok(ledger, LEDGER_MESSAGES.reversed));
    },
  );

  app.get('/ledger/books-check', { config: { ...staff, openapi: { response: { data: booksCheckRunView.nullable() } } } }, async () =>
    ok(await latestBooksCheck(app.db)),
  );

  app.post('/ledger/books-check', { config: { ...staff, openapi: { response: { data: booksCheckRunView } } } }, async (request, reply) => {
    const run = await runBooksCheck(app.deps, actorOf(request));
    return reply.status(201).send(ok(run, LEDGER_MESSAGES.booksCheckRan(run.differenceCount)));
  });

  app.get(
    '/ledger/reconciliation',
    { config: { ...staff, openapi: { query: reconciliationQuerySchema, response: reconciliationResponse } } },
    async (request) => {
      const { by } = parse(reconciliationQuerySchema, request.query);
      return ok(await reconciliation(app.db, by), undefined, { by, title: RECONCILIATION_GROUPING_LABELS[by] });
    },
  );

  app.get(
    '/ledger/reconciliation.csv',
    { config: { ...staff, openapi: { query: reconciliationQuerySchema, produces: 'text/csv' } } },
    async (request, reply) => {
      const { by } = parse(reconciliationQuerySchema, request.query);
      const date = new Date().toISOString().slice(0, 10);
      async function* rows() {
        yield await reconciliation(app.db, by);
      }
      return sendCsv(reply, `reconciliation-by-${by}-${date}.csv`, RECONCILIATION_COLUMNS, rows());
    },
  );
};

export default ledgerRoutes;

/** The daily books check rides on housekeeping's daily round; only one instance runs it each day. */
export const housekeeping: HousekeepingTask = async (app, now) => {
  await runDailyBooksCheck(app.db, now, app.log);
  return 0;
};
