import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  addDuration,
  maturityChoiceDeadline,
  reinvestsOf,
  countryName,
  expectedProfit,
  investmentAmount,
  isLateMoney,
  portfolioTotals,
  type LedgerTotals,
  type Investment,
  type InvestmentDetail,
  type InvestmentEvent,
  type PortfolioSummary,
  type Rollover,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { cycles } from '../../db/schema/cycles.ts';
import { investmentEvents, investments, investorProfiles, type InvestmentEventRow, type InvestmentRow } from '../../db/schema/investments.ts';
import { users } from '../../db/schema/users.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { ledgerSumsByInvestment, ledgerSumsOf, totalsOfSums } from '../ledger/service.ts';
import { agreementRecordOf } from '../agreements/service.ts';

/** Investments as the API shows them: the row with its plan snapshot, its timeline and its ledger totals. */

export type Investor = { id: string; name: string; email: string };

/** An investor as lists and mails read them beside an investment. */
export const investorColumns = { id: users.id, name: users.name, email: users.email };

/**
 * The expected end of the investment's cycle (YYYY-MM-DD), read beside the row: an assigned
 * investment matures when its cycle is expected to end, whatever the plan's duration says.
 */
export const cycleEnd = sql<string | null>`(select ${cycles.expectedEndDate}::text from ${cycles} where ${cycles.id} = ${investments.cycleId})`;

/** The status of the round (cycle) the investment belongs to, read beside the row. */
export const roundStatus = sql<string | null>`(select ${cycles.status}::text from ${cycles} where ${cycles.id} = ${investments.cycleId})`;

/**
 * Whether a round's request holds money that arrived after its round closed, waiting for the
 * investor's choice (the contract's isLateMoney, as rounds/late-money.ts derives it).
 */
export const lateMoneyOf = (row: InvestmentRow, ledger: LedgerTotals, status: string | null): boolean =>
  isLateMoney({
    status: row.status,
    held: ledger.balance,
    roundStatus: status,
    roundRequest: row.cycleId !== null && row.paymentDueOn !== null,
    refundRequested: row.refundRequestedAt !== null,
  });

/** The references a rollover links (the investment it came from, the one it went into), read beside the row. */
export type RolloverLinks = { from: string | null; to: string | null };
const NO_LINKS: RolloverLinks = { from: null, to: null };

/** The references of the investments a rollover links to `investments`' row, as subqueries beside it. */
// Written out in full: drizzle leaves a lone table's columns unqualified, which inside the subquery would name its own row.
export const rolledOverFromReference = sql<string | null>`(select f.reference from investments f where f.id = "investments"."rolled_over_from")`;
export const rolledOverToReference = sql<string | null>`(select n.reference from investments n where n.rolled_over_from = "investments"."id")`;

/**
 * The rollover an investment took part in, read from its ledger transfer (one per side, migration
 * 0440): how much moved on which day, and the other investment with its cycle. What moved is the
 * matured investment's choice: its capital, or its capital and profit.
 */
export async function rolloverOf(db: Db, row: Pick<InvestmentRow, 'id' | 'maturityChoice'>): Promise<Rollover | null> {
  const [transfer] = await db
    .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amountPence, on: ledgerEntries.valueDate, otherId: ledgerEntries.sourceId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.investmentId, row.id), inArray(ledgerEntries.kind, ['transfer_in', 'transfer_out'])))
    .limit(1);
  if (!transfer?.otherId) return null;
  const [other] = await db
    .select({ reference: investments.reference, maturityChoice: investments.maturityChoice, cycleName: cycles.name })
    .from(investments)
    .leftJoin(cycles, eq(cycles.id, investments.cycleId))
    .where(eq(investments.id, transfer.otherId));
  if (!other) return null;
  const into = transfer.kind === 'transfer_out';
  const choice = into ? row.maturityChoice : other.maturityChoice;
  return {
    direction: into ? 'into' : 'from',
    what: choice === 'rollover_capital' ? 'capital' : 'capital_and_profit',
    amount: Math.abs(transfer.amount),
    reference: other.reference,
    cycleName: other.cycleName,
    on: transfer.on,
  };
}

/** One investment's rollover links (detail views, statements), with the linked investments' ids. */
export async function rolloverLinksOf(
  db: Db,
  row: Pick<InvestmentRow, 'id' | 'rolledOverFrom'>,
): Promise<RolloverLinks & { fromId: string | null; toId: string | null }> {
  const linked = await db
    .select({ id: investments.id, reference: investments.reference, rolledOverFrom: investments.rolledOverFrom })
    .from(investments)
    .where(or(eq(investments.rolledOverFrom, row.id), row.rolledOverFrom ? eq(investments.id, row.rolledOverFrom) : sql`false`));
  const from = linked.find((one) => one.id === row.rolledOverFrom);
  const to = linked.find((one) => one.rolledOverFrom === row.id);
  return { from: from?.reference ?? null, to: to?.reference ?? null, fromId: from?.id ?? null, toId: to?.id ?? null };
}

export function toInvestment(row: InvestmentRow, investor?: Investor, cycleExpectedEnd: string | null = null, links: RolloverLinks = NO_LINKS): Investment {
  const expectedMaturityAt =
    row.cycleId && cycleExpectedEnd ? cycleExpectedEnd : row.startedAt ? addDuration(row.startedAt, row.duration, row.durationUnit) : null;
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
    // One truth: "Reinvest at maturity" is the maturity choice (migration 0440 moved the old flag into it).
    reinvest: reinvestsOf(row.maturityChoice),
    amount: investmentAmount(row),
    expectedProfit: expectedProfit(row),
    actualProfit: row.actualProfit,
    requestedAt: row.requestedAt.toISOString(),
    startedAt: row.startedAt,
    expectedMaturityAt,
    maturedAt: row.maturedAt?.toISOString() ?? null,
    paidAt: row.paidAt,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    cycleId: row.cycleId,
    paymentDueOn: row.paymentDueOn,
    ...(investor ? { investor } : {}),
    maturityChoice: row.maturityChoice,
    maturityChosenAt: row.maturityChoice === null ? null : (row.maturityChosenAt?.toISOString() ?? null),
    maturityChoiceDeadline: maturityChoiceDeadline(expectedMaturityAt),
    rolledOverFrom: links.from,
    rolledOverTo: links.to,
  };
}

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

/** The cycle's expected end for one investment (null when it is in no cycle). */
export async function cycleEndOf(db: Db, row: InvestmentRow): Promise<string | null> {
  return (await cycleOf(db, row)).end;
}

/** The expected end and the status of the investment's cycle (nulls when it is in no cycle). */
async function cycleOf(db: Db, row: InvestmentRow): Promise<{ end: string | null; status: string | null }> {
  if (!row.cycleId) return { end: null, status: null };
  const [cycle] = await db.select({ end: cycles.expectedEndDate, status: cycles.status }).from(cycles).where(eq(cycles.id, row.cycleId));
  return { end: cycle?.end ?? null, status: cycle?.status ?? null };
}

export async function investmentDetail(db: Db, row: InvestmentRow, options: { forInvestor: boolean }): Promise<InvestmentDetail> {
  // Who the investor is and how to reach them are read for staff only.
  const forStaff = <T>(read: () => Promise<T[]>) => (options.forInvestor ? Promise.resolve(undefined) : read().then((r) => r[0]));
  const [events, investor, cycle, contact, agreement, links, rollover] = await Promise.all([
    db.select().from(investmentEvents).where(eq(investmentEvents.investmentId, row.id)).orderBy(asc(investmentEvents.createdAt), asc(investmentEvents.id)),
    forStaff(() => db.select(investorColumns).from(users).where(eq(users.id, row.userId))),
    cycleOf(db, row),
    forStaff(() =>
      db
        .select({ phone: investorProfiles.phone, country: investorProfiles.country, status: investorProfiles.status })
        .from(investorProfiles)
        .where(eq(investorProfiles.userId, row.userId)),
    ),
    agreementRecordOf(db, row.id, { forStaff: !options.forInvestor }),
    rolloverLinksOf(db, row),
    rolloverOf(db, row),
  ]);
  // Staff notes are internal; the investor's timeline holds the status changes (with their messages).
  const shown = options.forInvestor ? events.filter((event) => event.kind !== 'note') : events;
  const ledger = totalsOfSums(await ledgerSumsOf(db, row.id));
  return {
    ...toInvestment(row, investor, cycle.end, links),
    rolledOverFromId: links.fromId,
    rolledOverToId: links.toId,
    rollover,
    ledger,
    lateMoney: lateMoneyOf(row, ledger, cycle.status),
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
    .select({ investment: investments, end: cycleEnd, status: roundStatus, from: rolledOverFromReference, to: rolledOverToReference })
    .from(investments)
    .where(eq(investments.userId, userId))
    .orderBy(desc(investments.requestedAt));
  const sums = await ledgerSumsByInvestment(
    db,
    rows.map(({ investment }) => investment.id),
  );
  const list = rows.map(({ investment, end, status, from, to }) => {
    const ledger = totalsOfSums(sums.get(investment.id));
    return { ...toInvestment(investment, undefined, end, { from, to }), ledger, lateMoney: lateMoneyOf(investment, ledger, status) };
  });
  return { data: list, summary: portfolioTotals(list) };
}
