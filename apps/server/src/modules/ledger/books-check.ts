import { and, desc, eq, gt, isNull, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  cycleProfitDifference,
  cyclePoolDifference,
  futureDatedDifference,
  londonDay,
  LEDGER_MESSAGES,
  moneyHeldTally,
  statusDifferences,
  transferDifferences,
  NO_LEDGER_SUMS,
  type BooksCheckRun,
  type BooksDifference,
  type LedgerInvestmentFacts,
  type LedgerSums,
} from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { cycleLedgerEntries, cycles } from '../../db/schema/cycles.ts';
import { investmentAmountSql, investments } from '../../db/schema/investments.ts';
import { booksCheckDifferences, booksCheckRuns, ledgerEntries, type BooksCheckRunRow } from '../../db/schema/ledger.ts';
import { isUniqueViolation } from '../../db/results.ts';
import { actorColumns, type Actor } from '../../platform/activity.ts';
import { ledgerSumsByInvestment } from './service.ts';
import { keysetBatches } from '../../platform/pagination.ts';
import { clock } from '../../platform/clock.ts';
import { work, type Deps, type Log } from '../../platform/unit-of-work.ts';

/**
 * The books check: every investment's ledger against its status, every closed cycle's credited
 * profit against its investors' share, and money in minus money out against money held per plan
 * and per cycle (the rules and their words are the contract's). Each run is stored with what it found.
 */

const NO_MONEY: LedgerSums = NO_LEDGER_SUMS;

/** How many investments the check reads at a time. */
const CHECK_BATCH = 1000;

/**
 * Every difference the books hold today, in rule order. Investments are read a batch at a time in
 * reference order, each batch with its ledger sums, and only totals per closed cycle, plan and cycle
 * are kept: at 300,000 investments, reading them all at once held some 600 MB.
 */
export async function findDifferences(db: Db, batchSize = CHECK_BATCH, today = londonDay(clock.now())): Promise<BooksDifference[]> {
  const closed = await db.select().from(cycles).where(eq(cycles.status, 'closed')).orderBy(cycles.name);
  const closedTotals = new Map(closed.map((cycle) => [cycle.id, { units: 0, sums: { ...NO_MONEY } }]));
  const held = moneyHeldTally();
  const found: BooksDifference[] = [];
  for await (const batch of investmentFactBatches(db, batchSize)) {
    const sums = await ledgerSumsByInvestment(
      db,
      batch.map((facts) => facts.id),
    );
    for (const facts of batch) {
      const one = sums.get(facts.id) ?? NO_MONEY;
      found.push(...statusDifferences(facts, one));
      held.add(facts, one);
      const cycle = facts.cycleId ? closedTotals.get(facts.cycleId) : undefined;
      if (!cycle) continue;
      cycle.units += facts.units;
      cycle.sums.profit += one.profit;
      cycle.sums.loss += one.loss;
    }
  }
  const cycleLedger = new Map(
    (
      await db
        .select({ cycleId: cycleLedgerEntries.cycleId, total: sum(cycleLedgerEntries.amountPence).mapWith(Number) })
        .from(cycleLedgerEntries)
        .groupBy(cycleLedgerEntries.cycleId)
    ).map((row) => [row.cycleId, row.total]),
  );
  for (const cycle of closed) {
    const totals = closedTotals.get(cycle.id)!;
    const difference = cycleProfitDifference({ ...cycle, profitPerUnitPence: cycle.profitPerUnitPence ?? 0 }, [totals]);
    if (difference) found.push(difference);
    const pool = cyclePoolDifference(cycle, totals.sums.profit + totals.sums.loss, cycleLedger.get(cycle.id) ?? 0);
    if (pool) found.push(pool);
  }
  return [...found, ...held.differences(), ...(await futureDated(db, today)), ...(await transfers(db))];
}

/**
 * Rule (f): every rollover's transfer out against the transfer into the investment it names, with
 * reversals folded into the entry they cancel (ledger_entries_source_idx finds the rollover entries).
 */
async function transfers(db: Db): Promise<BooksDifference[]> {
  const reversal = alias(ledgerEntries, 'reversal');
  const rows = await db
    .select({
      investmentId: ledgerEntries.investmentId,
      reference: investments.reference,
      planId: investments.planId,
      cycleId: investments.cycleId,
      currency: investments.currency,
      kind: ledgerEntries.kind,
      amount: sql<number>`${ledgerEntries.amountPence} + coalesce(${reversal.amountPence}, 0)`.mapWith(Number),
      otherId: ledgerEntries.sourceId,
    })
    .from(ledgerEntries)
    .innerJoin(investments, eq(investments.id, ledgerEntries.investmentId))
    .leftJoin(reversal, eq(reversal.reversesId, ledgerEntries.id))
    .where(eq(ledgerEntries.source, 'rollover'));
  return transferDifferences(rows.map((row) => ({ ...row, kind: row.kind as 'transfer_in' | 'transfer_out' })));
}

/**
 * Entries dated after today. An entry cancelled by a reversal (and the reversal, which carries its
 * date) is left out: the reversal is how such an entry is put right, since entries are never edited.
 */
async function futureDated(db: Db, today: string): Promise<BooksDifference[]> {
  const reversal = alias(ledgerEntries, 'reversal');
  const rows = await db
    .select({
      facts: { id: investments.id, reference: investments.reference, planId: investments.planId, cycleId: investments.cycleId, currency: investments.currency },
      amount: ledgerEntries.amountPence,
      valueDate: ledgerEntries.valueDate,
    })
    .from(ledgerEntries)
    .innerJoin(investments, eq(investments.id, ledgerEntries.investmentId))
    .leftJoin(reversal, eq(reversal.reversesId, ledgerEntries.id))
    .where(and(gt(ledgerEntries.valueDate, today), isNull(ledgerEntries.reversesId), isNull(reversal.id)))
    .orderBy(investments.reference, ledgerEntries.valueDate, ledgerEntries.createdAt);
  return rows.map(({ facts, ...entry }) => futureDatedDifference(facts, entry, today)!);
}

/** Every investment's facts, in reference order, a batch at a time (keyset on the unique reference). */
function investmentFactBatches(db: Db, batchSize: number): AsyncGenerator<LedgerInvestmentFacts[]> {
  return keysetBatches(batchSize, (after) =>
    db
      .select({
        id: investments.id,
        reference: investments.reference,
        status: investments.status,
        amount: sql<number>`${investmentAmountSql}`.mapWith(Number),
        actualProfit: investments.actualProfit,
        currency: investments.currency,
        planId: investments.planId,
        planTitle: investments.planTitle,
        cycleId: investments.cycleId,
        cycleName: cycles.name,
        units: investments.units,
      })
      .from(investments)
      .leftJoin(cycles, eq(cycles.id, investments.cycleId))
      .where(after === undefined ? undefined : gt(investments.reference, after.reference))
      .orderBy(investments.reference)
      .limit(batchSize),
  );
}

function toRun(row: BooksCheckRunRow, differences: BooksDifference[]): BooksCheckRun {
  return {
    id: row.id,
    trigger: row.trigger,
    ranAt: row.ranAt.toISOString(),
    actorName: row.actorName,
    differenceCount: row.differenceCount,
    differences,
  };
}

/** Differences go to the log by rule, reference and figures: no names, emails or reasons. */
function logDifferences(log: Log | undefined, run: BooksCheckRun) {
  if (!log || run.differenceCount === 0) return;
  log.warn(
    {
      booksCheck: run.id,
      differences: run.differences.map(({ rule, subject, investmentId, cycleId, planId, expected, actual }) => ({
        rule,
        subject,
        investmentId,
        cycleId,
        planId,
        expected,
        actual,
      })),
    },
    `books check found ${run.differenceCount} difference(s)`,
  );
}

async function storeRun(tx: Tx, values: typeof booksCheckRuns.$inferInsert, differences: BooksDifference[]): Promise<BooksCheckRun> {
  const [row] = await tx
    .insert(booksCheckRuns)
    .values({ ...values, differenceCount: differences.length })
    .returning();
  if (differences.length) {
    await tx.insert(booksCheckDifferences).values(
      differences.map((difference, position) => ({
        runId: row!.id,
        position,
        rule: difference.rule,
        subject: difference.subject,
        investmentId: difference.investmentId,
        cycleId: difference.cycleId,
        planId: difference.planId,
        expectedPence: difference.expected,
        actualPence: difference.actual,
        message: difference.message,
      })),
    );
  }
  return toRun(row!, differences);
}

/** Staff run the check now: the run and its activity entry (who ran it, what it found) commit together; its differences are logged. */
export async function runBooksCheck(deps: Deps, actor: Actor): Promise<BooksCheckRun> {
  const differences = await findDifferences(deps.db);
  const run = await work(deps, actor, async ({ tx, activity }) => {
    const stored = await storeRun(tx, { trigger: 'staff', ...actorColumns(actor) }, differences);
    await activity({
      action: 'create',
      entity: 'books-check',
      entityId: stored.id,
      summary: LEDGER_MESSAGES.booksCheckRan(stored.differenceCount),
      changes: { after: { differenceCount: stored.differenceCount } },
    });
    return stored;
  });
  logDifferences(deps.log, run);
  return run;
}

/**
 * The daily run: the first instance to store today's run wins (a unique day), the others find
 * it taken and do nothing. Returns the run, or null when another instance already ran today.
 */
export async function runDailyBooksCheck(db: Db, now: Date, log?: Log): Promise<BooksCheckRun | null> {
  const day = now.toISOString().slice(0, 10);
  const [taken] = await db.select({ id: booksCheckRuns.id }).from(booksCheckRuns).where(eq(booksCheckRuns.dailyOn, day));
  if (taken) return null;
  try {
    const differences = await findDifferences(db, CHECK_BATCH, londonDay(now));
    const run = await db.transaction((tx) => storeRun(tx, { trigger: 'daily', dailyOn: day, ranAt: now }, differences));
    logDifferences(log, run);
    return run;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** The latest run with its differences, or null before the first. */
export async function latestBooksCheck(db: Db): Promise<BooksCheckRun | null> {
  const [row] = await db.select().from(booksCheckRuns).orderBy(desc(booksCheckRuns.ranAt), desc(booksCheckRuns.id)).limit(1);
  if (!row) return null;
  const rows = await db.select().from(booksCheckDifferences).where(eq(booksCheckDifferences.runId, row.id)).orderBy(booksCheckDifferences.position);
  return toRun(
    row,
    rows.map((one) => ({
      rule: one.rule,
      subject: one.subject,
      investmentId: one.investmentId,
      cycleId: one.cycleId,
      planId: one.planId,
      expected: one.expectedPence,
      actual: one.actualPence,
      message: one.message,
    })),
  );
}
