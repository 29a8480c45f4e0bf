import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, inArray, sql, sum, type SQL } from 'drizzle-orm';
import {
  INVESTMENT_MESSAGES,
  INVESTMENT_STATUSES,
  INVESTOR_CANCELLABLE,
  OPEN_INVESTMENT_STATUSES,
  PAYABLE_STATUSES,
  addDuration,
  canMoveInvestment,
  countryName,
  DISPLAY_TIME_ZONE,
  maturityReasonNeeded,
  INVESTMENT_STATUS_LABELS,
  LEDGER_MESSAGES,
  capitalReceived,
  formatDate,
  formatInvestmentReference,
  formatMoney,
  type Currency,
  portfolioTotals,
  expectedProfit,
  investmentAmount,
  planTerms,
  type Investment,
  type InvestmentDetail,
  type InvestmentEvent,
  type InvestmentList,
  type InvestmentStatus,
  type InvestmentTotals,
  type PortfolioSummary,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { investmentPlans, type InvestmentPlanRow } from '../../db/schema/content.ts';
import { cycles } from '../../db/schema/cycles.ts';
import {
  investmentEvents,
  investmentAmountSql,
  investments,
  investmentStatusTotals,
  investorProfiles,
  type InvestmentEventRow,
  type InvestmentRow,
} from '../../db/schema/investing.ts';
import { users } from '../../db/schema/users.ts';
import { actorColumns, recordActivity, type Actor } from '../../platform/activity.ts';
import { badRequest, conflict, notFound } from '../../platform/http.ts';
import { matchesSearchAcrossTables } from '../../platform/search.ts';
import { keysetBatches, pageOffset, paginationOf } from '../../platform/pagination.ts';
import { rowsOf, takeRows } from '../../db/results.ts';
import { ledgerSumsByInvestment, ledgerSumsOf, recordLedgerEntry, totalsOfSums } from '../ledger/service.ts';
import { investingMails } from './mails.ts';
import { acceptAgreement, agreementRecordOf, type Acceptance } from '../agreements/service.ts';
import { clock } from '../../platform/clock.ts';
import { assertMayInvest } from '../investors/safeguards.ts';

/**
 * Investment requests and their pipeline. A request keeps a snapshot of its plan, so later plan
 * edits change nothing already requested; every status change and note is an event on its timeline.
 */

type Investor = { id: string; name: string; email: string };

/**
 * The expected end of the investment's cycle (YYYY-MM-DD), read beside the row: an assigned
 * investment matures when its cycle is expected to end, whatever the plan's duration says.
 */
export const cycleEnd = sql<string | null>`(select ${cycles.expectedEndDate}::text from ${cycles} where ${cycles.id} = ${investments.cycleId})`;

export function toInvestment(row: InvestmentRow, investor?: Investor, cycleExpectedEnd: string | null = null): Investment {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    plan: {
      planId: row.planId,
      title: row.planTitle,
      amountPerUnit: row.amountPerUnit,
      profitPerUnit: row.profitPerUnit,
      duration: row.duration,
      durationUnit: row.durationUnit,
      currency: row.currency,
      isRevolving: row.isRevolving,
    },
    units: row.units,
    reinvest: row.reinvest,
    amount: investmentAmount(row),
    expectedProfit: expectedProfit(row),
    actualProfit: row.actualProfit,
    requestedAt: row.requestedAt.toISOString(),
    startedAt: row.startedAt,
    expectedMaturityAt: row.cycleId && cycleExpectedEnd ? cycleExpectedEnd : row.startedAt ? addDuration(row.startedAt, row.duration, row.durationUnit) : null,
    maturedAt: row.maturedAt?.toISOString() ?? null,
    paidAt: row.paidAt,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    cycleId: row.cycleId,
    ...(investor ? { investor } : {}),
  };
}

/** Today in the UK (YYYY-MM-DD): the day staff mature an investment on. */
const ukToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE }).format(new Date());

/** Investors see "You" for their own steps and that the team acted, not which member of staff. */
function actorShownToInvestor(row: InvestmentEventRow, investorId: string): string | null {
  if (row.actorId === investorId) return 'You';
  return row.actorName ? 'Breadbasket team' : null;
}

function toEvent(row: InvestmentEventRow, investorId: string | null): InvestmentEvent {
  return {
    id: row.id,
    kind: row.kind,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    note: row.note,
    actorName: investorId ? actorShownToInvestor(row, investorId) : row.actorName,
    createdAt: row.createdAt.toISOString(),
    // Why staff matured it early is an internal record.
    ...(investorId ? {} : { reason: row.reason }),
  };
}

/** The plan's terms as an investment keeps them: later plan edits change nothing already requested. */
export const planTermsOf = (plan: InvestmentPlanRow) => ({
  planId: plan.id,
  planTitle: plan.title,
  ...planTerms(plan),
  isRevolving: plan.isRevolving,
});

/** The next investment reference, numbered within `year`'s sequence. */
export async function nextReference(db: Db, year: number): Promise<string> {
  const result = await db.execute(sql`select nextval('investment_reference_seq')::int as seq`);
  return formatInvestmentReference(year, Number(rowsOf<{ seq: number }>(result)[0]!.seq));
}

/** Creates a request from an active plan, with the next reference of the year. */
export async function requestInvestment(db: Db, investor: Investor, input: { planId: string; units: number; reinvest: boolean }) {
  const [plan] = await db.select().from(investmentPlans).where(eq(investmentPlans.id, input.planId));
  if (!plan) throw badRequest(INVESTMENT_MESSAGES.planNotFound, { planId: INVESTMENT_MESSAGES.planNotFound });
  if (!plan.isActive) throw badRequest(INVESTMENT_MESSAGES.planInactive, { planId: INVESTMENT_MESSAGES.planInactive });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(investments)
      .values({
        reference: await nextReference(tx, new Date().getUTCFullYear()),
        userId: investor.id,
        ...planTermsOf(plan),
        units: input.units,
        reinvest: plan.isRevolving ? input.reinvest : false,
      })
      .returning();
    await tx.insert(investmentEvents).values({ investmentId: row!.id, kind: 'status', toStatus: 'requested', ...actorColumns(investor) });
    return row!;
  });
}

export async function findInvestment(db: Db, id: string): Promise<InvestmentRow | undefined> {
  const [row] = await db.select().from(investments).where(eq(investments.id, id));
  return row;
}

export async function ownInvestment(db: Db, userId: string, id: string): Promise<InvestmentRow> {
  const row = await findInvestment(db, id);
  // Another investor's id answers exactly like a missing one.
  if (!row || row.userId !== userId) throw notFound(INVESTMENT_MESSAGES.notFound);
  return row;
}

/** The cycle's expected end for one investment (null when it is in no cycle). */
async function cycleEndOf(db: Db, row: InvestmentRow): Promise<string | null> {
  if (!row.cycleId) return null;
  const [cycle] = await db.select({ end: cycles.expectedEndDate }).from(cycles).where(eq(cycles.id, row.cycleId));
  return cycle?.end ?? null;
}

export async function investmentDetail(db: Db, row: InvestmentRow, options: { forInvestor: boolean }): Promise<InvestmentDetail> {
  // Who the investor is and how to reach them are read for staff only.
  const forStaff = <T>(read: () => Promise<T[]>) => (options.forInvestor ? Promise.resolve(undefined) : read().then((r) => r[0]));
  const [events, investor, end, contact, agreement] = await Promise.all([
    db.select().from(investmentEvents).where(eq(investmentEvents.investmentId, row.id)).orderBy(asc(investmentEvents.createdAt), asc(investmentEvents.id)),
    forStaff(() => db.select(investorColumns).from(users).where(eq(users.id, row.userId))),
    cycleEndOf(db, row),
    forStaff(() =>
      db
        .select({ phone: investorProfiles.phone, country: investorProfiles.country, status: investorProfiles.status })
        .from(investorProfiles)
        .where(eq(investorProfiles.userId, row.userId)),
    ),
    agreementRecordOf(db, row.id, { forStaff: !options.forInvestor }),
  ]);
  // Staff notes are internal; the investor's timeline holds the status changes (with their messages).
  const shown = options.forInvestor ? events.filter((event) => event.kind !== 'note') : events;
  const ledger = totalsOfSums(await ledgerSumsOf(db, row.id));
  return {
    ...toInvestment(row, investor, end),
    ledger,
    timeline: shown.map((event) => toEvent(event, options.forInvestor ? row.userId : null)),
    agreement,
    ...(options.forInvestor
      ? {}
      : {
          investorContact: {
            phone: contact?.phone ?? null,
            country: countryName(contact?.country) ?? contact?.country ?? null,
            profileStatus: contact?.status ?? 'not_submitted',
          },
        }),
  };
}

export async function investmentsOf(db: Db, userId: string): Promise<{ data: Investment[]; summary: PortfolioSummary }> {
  const rows = await db
    .select({ investment: investments, end: cycleEnd })
    .from(investments)
    .where(eq(investments.userId, userId))
    .orderBy(desc(investments.requestedAt));
  const sums = await ledgerSumsByInvestment(
    db,
    rows.map(({ investment }) => investment.id),
  );
  const list = rows.map(({ investment, end }) => ({ ...toInvestment(investment, undefined, end), ledger: totalsOfSums(sums.get(investment.id)) }));
  return { data: list, summary: portfolioTotals(list) };
}

export type StatusChange = {
  status: InvestmentStatus;
  note?: string | null;
  startedAt?: string;
  actualProfit?: number;
  paidAt?: string;
  reason?: string | null;
};

/** The activity sentence of a move, with the figure or date the move recorded: "Moved investment BB-2026-0007 to Matured: profit £102.50". */
export function moveSummary(reference: string, change: StatusChange, currency: Currency): string {
  const moved = `Moved investment ${reference} to ${INVESTMENT_STATUS_LABELS[change.status]}`;
  if (change.status === 'active' && change.startedAt) return `${moved}: started ${formatDate(change.startedAt)}`;
  if (change.status === 'matured' && change.actualProfit !== undefined)
    return `${moved}: ${change.actualProfit < 0 ? 'loss' : 'profit'} ${formatMoney(Math.abs(change.actualProfit), currency)}`;
  if (change.status === 'paid_out' && change.paidAt) return `${moved}: paid ${formatDate(change.paidAt)}`;
  return moved;
}

/**
 * Money follows the ledger: "active" needs payments (less refunds) covering the amount, "paid out"
 * needs payouts that leave nothing held (capital plus profit, or minus loss). Read with the
 * investment's row locked, so an entry recorded meanwhile waits for the move.
 */
async function checkLedgerGate(db: Db, row: InvestmentRow, to: InvestmentStatus) {
  if (to !== 'active' && to !== 'paid_out') return;
  await db.select({ id: investments.id }).from(investments).where(eq(investments.id, row.id)).for('update');
  const sums = await ledgerSumsOf(db, row.id);
  const amount = investmentAmount(row);
  if (to === 'active' && capitalReceived(sums) < amount) throw conflict(LEDGER_MESSAGES.notPaidInFull(capitalReceived(sums), amount, row.currency));
  const held = totalsOfSums(sums).balance;
  if (to === 'paid_out' && held !== 0) throw conflict(LEDGER_MESSAGES.notPaidOut(held, row.currency));
}

/**
 * Moves an investment along the pipeline (409 for any move the table does not allow, or that the
 * ledger does not support) and records the event. Maturing credits the profit (or debits the
 * loss) as a ledger entry from the cycle close, dated `valueDate` (today by default). `db` may be
 * a transaction: cycles close many investments in one.
 */
export async function moveInvestment(
  db: Db,
  row: InvestmentRow,
  change: StatusChange,
  actor: Actor,
  options: { valueDate?: string; paidInFull?: boolean } = {},
): Promise<InvestmentRow> {
  // Money covering the investment activates it from whichever step it had reached: the steps it
  // skipped are not written as if staff had taken them.
  const activatedByPayment = options.paidInFull && change.status === 'active' && PAYABLE_STATUSES.includes(row.status);
  if (!canMoveInvestment(row.status, change.status) && !activatedByPayment) throw conflict(INVESTMENT_MESSAGES.badTransition(row.status, change.status));
  if (change.status === 'paid_out' && change.paidAt && row.startedAt && change.paidAt < row.startedAt) {
    throw badRequest(INVESTMENT_MESSAGES.paidBeforeStart, { paidAt: INVESTMENT_MESSAGES.paidBeforeStart });
  }
  await checkLedgerGate(db, row, change.status);
  const now = new Date();
  const values: Partial<typeof investments.$inferInsert> = { status: change.status, updatedAt: now, statusChangedAt: now };
  if (change.status === 'active') values.startedAt = change.startedAt;
  if (change.status === 'matured') {
    values.maturedAt = now;
    values.actualProfit = change.actualProfit;
  }
  if (change.status === 'paid_out') values.paidAt = change.paidAt;
  if (change.status === 'cancelled') values.cancelledAt = now;
  // The status in the WHERE makes two concurrent moves from the same status resolve to one.
  const [updated] = await db
    .update(investments)
    .set(values)
    .where(and(eq(investments.id, row.id), eq(investments.status, row.status)))
    .returning();
  if (!updated) throw conflict(INVESTMENT_MESSAGES.badTransition(row.status, change.status));
  await db.insert(investmentEvents).values({
    investmentId: row.id,
    kind: 'status',
    fromStatus: row.status,
    toStatus: change.status,
    note: change.note ?? null,
    reason: change.reason ?? null,
    ...actorColumns(actor),
  });
  if (change.status === 'matured' && change.actualProfit) {
    await recordLedgerEntry(
      db,
      {
        investmentId: row.id,
        kind: change.actualProfit > 0 ? 'profit' : 'loss',
        amount: Math.abs(change.actualProfit),
        valueDate: options.valueDate ?? now.toISOString().slice(0, 10),
        source: 'cycle_close',
        sourceId: row.cycleId,
      },
      actor,
    );
  }
  return updated;
}

/**
 * One unit of work per pipeline step: the write, its activity entry and its mails commit in one
 * transaction (a crash between them can no longer keep a move and lose the investor's mail).
 */
export async function placeRequest(
  app: FastifyInstance,
  investor: Investor,
  input: { planId: string; units: number; reinvest: boolean },
  acceptance: Acceptance,
) {
  return app.db.transaction(async (tx) => {
    await assertMayInvest(tx, investor, input, clock.now());
    const row = await requestInvestment(tx, investor, input);
    // The agreement is part of the request: no request without its accepted, stored agreement.
    await acceptAgreement(tx, app.config, row, investor, acceptance);
    const view = toInvestment(row);
    await investingMails.requested({ db: tx, config: app.config }, investor, view);
    return view;
  });
}

/** The investor cancels their own request: the move and the mails to them and to staff. */
export async function cancelRequest(app: FastifyInstance, investor: Investor, id: string) {
  return app.db.transaction(async (tx) => {
    const row = await ownInvestment(tx, investor.id, id);
    const view = toInvestment(await cancelOwnInvestment(tx, row, { id: investor.id, name: investor.name }));
    const mailer = { db: tx, config: app.config };
    await investingMails.statusChanged(mailer, investor, view);
    // Staff may be waiting for this transfer or about to call: they are told too.
    await investingMails.cancelledByInvestor(mailer, investor, view);
    return view;
  });
}

/** Staff move an investment: the move, its activity entry and the investor's mail. */
export async function changeStatus(app: FastifyInstance, actor: Actor, id: string, change: StatusChange): Promise<InvestmentRow> {
  return app.db.transaction(async (tx) => {
    const row = await findInvestment(tx, id);
    if (!row) throw notFound(INVESTMENT_MESSAGES.notFound);
    if (change.status === 'matured' && !change.reason && maturityReasonNeeded(toInvestment(row, undefined, await cycleEndOf(tx, row)), ukToday())) {
      throw badRequest(INVESTMENT_MESSAGES.maturityReasonRequired, { reason: INVESTMENT_MESSAGES.maturityReasonRequired });
    }
    const moved = await moveAndLog(tx, actor, row, change);
    const [investor] = await tx.select(investorColumns).from(users).where(eq(users.id, moved.userId));
    await investingMails.statusChanged({ db: tx, config: app.config }, investor!, toInvestment(moved, undefined, await cycleEndOf(tx, moved)), change.note);
    return moved;
  });
}

/**
 * A staff move and its activity entry, in the caller's transaction: the pipeline, cycle closing and
 * payout batches all move investments through this (each then mails the investor in its own words).
 * `why` ends the log's sentence; `valueDate` dates the move's ledger entry.
 */
export async function moveAndLog(tx: Db, actor: Actor, row: InvestmentRow, change: StatusChange, options: { why?: string; valueDate?: string } = {}) {
  const moved = await moveInvestment(tx, row, change, actor, { valueDate: options.valueDate });
  await recordActivity(tx, actor, {
    action: 'status',
    entity: 'investment',
    entityId: row.id,
    summary: moveSummary(row.reference, change, moved.currency) + (options.why ? ` (${options.why})` : ''),
    changes: {
      before: { status: row.status },
      after: {
        status: change.status,
        ...(change.actualProfit !== undefined ? { actualProfit: change.actualProfit } : {}),
        ...(change.reason ? { reason: change.reason } : {}),
      },
    },
  });
  return moved;
}

/** Staff note an investment: the note and its activity entry. */
export async function addStaffNote(app: FastifyInstance, actor: Actor, id: string, note: string): Promise<InvestmentRow> {
  return app.db.transaction(async (tx) => {
    const row = await findInvestment(tx, id);
    if (!row) throw notFound(INVESTMENT_MESSAGES.notFound);
    await addNote(tx, row, note, actor);
    await recordActivity(tx, actor, { action: 'note', entity: 'investment', entityId: id, summary: `Added a note to investment ${row.reference}` });
    return row;
  });
}

export async function cancelOwnInvestment(db: Db, row: InvestmentRow, actor: Actor) {
  if (!INVESTOR_CANCELLABLE.includes(row.status)) throw conflict(INVESTMENT_MESSAGES.cannotCancel);
  return moveInvestment(db, row, { status: 'cancelled', note: 'Cancelled by the investor' }, actor);
}

export async function addNote(db: Db, row: InvestmentRow, note: string, actor: Actor) {
  await db.insert(investmentEvents).values({ investmentId: row.id, kind: 'note', note, ...actorColumns(actor) });
  await db.update(investments).set({ updatedAt: new Date() }).where(eq(investments.id, row.id));
}

export type InvestmentFilter = { status?: InvestmentStatus; planId?: string; search?: string };

function whereOf(filter: InvestmentFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(investments.status, filter.status));
  if (filter.planId) where.push(eq(investments.planId, filter.planId));
  if (filter.search) {
    where.push(
      matchesSearchAcrossTables(filter.search, investments.id, (pattern) => [
        sql`SELECT id FROM investments WHERE reference ILIKE ${pattern} OR plan_title ILIKE ${pattern}`,
        sql`SELECT i.id FROM investments i JOIN users u ON u.id = i.user_id WHERE u.name ILIKE ${pattern} OR u.email ILIKE ${pattern}`,
      ]),
    );
  }
  return where.length ? and(...where) : undefined;
}

const investorColumns = { id: users.id, name: users.name, email: users.email };

export async function listInvestments(db: Db, filter: InvestmentFilter & { page: number; limit: number }): Promise<InvestmentList> {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db
      .select({ investment: investments, investor: investorColumns, end: cycleEnd })
      .from(investments)
      .innerJoin(users, eq(users.id, investments.userId))
      .where(where)
      .orderBy(desc(investments.requestedAt), desc(investments.id))
      .limit(filter.limit)
      .offset(pageOffset(filter)),
    totalsByStatus(db, { planId: filter.planId, search: filter.search }),
  ]);
  // The per-status totals cover the same plan and text filters as the list, so the list's total is
  // one of them (or their sum): exact, and with no count over the rows.
  const total = filter.status ? totals[filter.status].count : Object.values(totals).reduce((sum, { count }) => sum + count, 0);
  return {
    data: rows.map(({ investment, investor, end }) => toInvestment(investment, investor, end)),
    pagination: paginationOf(filter, total),
    totals,
  };
}

/**
 * Count and money per status, under the same plan/text filters as the list. Without those filters
 * they are the running totals kept with every write (investment_status_totals), not a sum of the table.
 */
async function totalsByStatus(db: Db, filter: InvestmentFilter = {}): Promise<InvestmentTotals> {
  const rows =
    filter.planId || filter.search
      ? await db
          .select({ status: investments.status, count: count(), amount: sum(investmentAmountSql) })
          .from(investments)
          .where(whereOf(filter))
          .groupBy(investments.status)
      : await db.select().from(investmentStatusTotals);
  const totals = Object.fromEntries(INVESTMENT_STATUSES.map((status) => [status, { count: 0, amount: 0 }])) as InvestmentTotals;
  for (const row of rows) if (row.status in totals) totals[row.status] = { count: Number(row.count), amount: Number(row.amount ?? 0) };
  return totals;
}

/** How many investments the CSV export reads at a time. */
const EXPORT_BATCH = 1000;

/**
 * One investment as the CSV export reads it: only the columns the file shows, flat, as the driver
 * gives them (an export of a million rows must not build an `Investment` and its Dates per row).
 * `requestedAt` is ISO text to the microsecond: the keyset cursor, which a JS Date would cut to
 * the millisecond and so skip rows.
 */
export type InvestmentExportRow = {
  id: string;
  reference: string;
  investorName: string;
  investorEmail: string;
  planTitle: string;
  units: number;
  currency: Currency;
  amountPerUnit: number;
  profitPerUnit: number;
  duration: number;
  durationUnit: InvestmentRow['durationUnit'];
  /** bigint: text from node-postgres. */
  actualProfit: string | number | null;
  status: InvestmentStatus;
  reinvest: boolean;
  requestedAt: string;
  startedAt: string | null;
  cycleEnd: string | null;
  paidAt: string | null;
};

/** When an exported investment is expected to mature: as `toInvestment` says it. */
export const exportedMaturity = (row: InvestmentExportRow) =>
  row.cycleEnd ?? (row.startedAt ? addDuration(row.startedAt, row.duration, row.durationUnit) : null);

/**
 * Every investment under the filters, newest first, a batch at a time for the CSV export: keyset
 * pages on (requested_at, id), which the sort's index serves at any depth.
 */
export function investmentBatches(db: Db, filter: InvestmentFilter, batchSize = EXPORT_BATCH): AsyncGenerator<InvestmentExportRow[]> {
  return keysetBatches(batchSize, async (after) => takeRows<InvestmentExportRow>(await db.execute(exportPage(filter, after, batchSize))));
}

function exportPage(filter: InvestmentFilter, after: InvestmentExportRow | undefined, batchSize: number) {
  const keyset = after ? sql`(${investments.requestedAt}, ${investments.id}) < (${after.requestedAt}::timestamptz, ${after.id}::uuid)` : undefined;
  const where = and(whereOf(filter), keyset);
  return sql`SELECT ${investments.id}, ${investments.reference}, ${users.name} AS "investorName", ${users.email} AS "investorEmail",
      ${investments.planTitle} AS "planTitle", ${investments.units}, ${investments.currency}, ${investments.amountPerUnit} AS "amountPerUnit",
      ${investments.profitPerUnit} AS "profitPerUnit", ${investments.duration}, ${investments.durationUnit} AS "durationUnit",
      ${investments.actualProfit} AS "actualProfit", ${investments.status}, ${investments.reinvest},
      to_char(${investments.requestedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "requestedAt",
      ${investments.startedAt}::text AS "startedAt", ${cycleEnd} AS "cycleEnd", ${investments.paidAt}::text AS "paidAt"
    FROM ${investments} JOIN ${users} ON ${users.id} = ${investments.userId}
    ${where ? sql`WHERE ${where}` : sql``}
    ORDER BY ${investments.requestedAt} DESC, ${investments.id} DESC
    LIMIT ${batchSize}`;
}

/** Whether the user still has investments the team must close first (account deletion waits). */
export async function hasOpenInvestments(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ total: count() })
    .from(investments)
    .where(and(eq(investments.userId, userId), inArray(investments.status, [...OPEN_INVESTMENT_STATUSES])));
  return Number(row?.total ?? 0) > 0;
}

/** GDPR export: the investor's investments with their timelines. */
export async function exportOwnInvestments(db: Db, userId: string) {
  const rows = await db.select().from(investments).where(eq(investments.userId, userId)).orderBy(desc(investments.requestedAt));
  return Promise.all(rows.map((row) => investmentDetail(db, row, { forInvestor: true })));
}
