import { eq, sum } from 'drizzle-orm';
import {
  CYCLE_LEDGER_KINDS,
  costLinesOr,
  cycleAccount,
  cycleLedgerAmounts,
  investmentAccountShare,
  type CycleAccount,
  type InvestmentAccount,
} from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { cycleCostLines, cycleLedgerEntries, cycles, type CycleRow } from '../../db/schema/cycles.ts';
import { investments, type InvestmentRow } from '../../db/schema/investments.ts';
import { actorColumns, type Actor } from '../../platform/activity.ts';

/**
 * A closed cycle's account (cycleAccount in the contract) as the database holds it: its cost lines
 * and the cycle-level ledger of the investors' half no investment is credited (ROUNDING_RULE).
 * Here, below cycles and statements, so the close, the cycle pages and the statement read it alike.
 */

/**
 * In the close's transaction: the cost lines, and the cycle ledger's entries for the pence of the
 * investors' half no investment is credited (ROUNDING_RULE), one row per kind. A replayed close
 * finds the rows taken (unique per cycle and kind) and fails rather than write twice.
 */
export async function recordCycleAccount(
  tx: Db | Tx,
  cycle: CycleRow,
  costLines: readonly { label: string; amountPence: number }[],
  investedUnits: number,
  actor: Actor | null,
): Promise<CycleAccount> {
  const account = cycleAccount({
    currency: cycle.currency,
    saleRevenuePence: cycle.saleRevenuePence ?? 0,
    costLines,
    units: cycle.units,
    investedUnits,
    poishaPerPound: cycle.poishaPerPound,
  });
  await tx
    .insert(cycleCostLines)
    .values(costLines.map((line, position) => ({ cycleId: cycle.id, position, label: line.label, amountPence: line.amountPence })));
  const amounts = cycleLedgerAmounts(account);
  await tx.insert(cycleLedgerEntries).values(
    CYCLE_LEDGER_KINDS.map((kind) => ({
      cycleId: cycle.id,
      kind,
      amountPence: amounts[kind],
      currency: cycle.currency,
      valueDate: cycle.closedOn!,
      ...(actor ? actorColumns(actor) : {}),
    })),
  );
  return account;
}

/** A closed cycle's account from what it recorded: its cost lines (or its one total) and the units its investments hold. */
export async function accountOf(db: Db | Tx, cycle: CycleRow): Promise<CycleAccount | null> {
  if (cycle.status !== 'closed') return null;
  const lines = await db
    .select({ label: cycleCostLines.label, amountPence: cycleCostLines.amountPence })
    .from(cycleCostLines)
    .where(eq(cycleCostLines.cycleId, cycle.id))
    .orderBy(cycleCostLines.position);
  const [assigned] = await db
    .select({ units: sum(investments.units) })
    .from(investments)
    .where(eq(investments.cycleId, cycle.id));
  return cycleAccount({
    currency: cycle.currency,
    saleRevenuePence: cycle.saleRevenuePence ?? 0,
    costLines: costLinesOr(lines, cycle.costsPence),
    units: cycle.units,
    investedUnits: Number(assigned?.units ?? 0),
    poishaPerPound: cycle.poishaPerPound,
  });
}

/**
 * The account of the closed cycle an investment ran in, with its part: for the investment page,
 * the matured mail and the statement. Null while the investment is in no closed cycle.
 */
export async function investmentAccount(db: Db | Tx, investment: Pick<InvestmentRow, 'cycleId' | 'units'>): Promise<InvestmentAccount | null> {
  if (!investment.cycleId) return null;
  const [cycle] = await db.select().from(cycles).where(eq(cycles.id, investment.cycleId));
  if (!cycle || cycle.status !== 'closed') return null;
  const account = (await accountOf(db, cycle))!;
  return {
    cycle: { id: cycle.id, name: cycle.name, location: cycle.location, closedOn: cycle.closedOn! },
    account,
    share: investmentAccountShare(account, investment.units),
  };
}
