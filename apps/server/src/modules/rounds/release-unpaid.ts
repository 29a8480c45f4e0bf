import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { ROUND_MESSAGES, UNPAID_STATUSES, capitalReceived, ukDayOf } from '@app/contract';
import { investments } from '../../db/schema/investments.ts';
import type { Actor } from '../../platform/activity.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { ledgerSumsOf } from '../ledger/service.ts';
import { transition } from '../investments/lifecycle.ts';

const EXPIRY: Actor = { id: null, name: 'Unpaid reservations' };

/**
 * Housekeeping: a reservation still unpaid after its payment day, with no money received, is
 * cancelled through the lifecycle (its note says why; the investor is mailed) and its units go
 * back to the round (its waiting list is told). One with part of the money is left for staff:
 * Needs attention shows it. The row is locked before the ledger is read, so a payment being
 * recorded meanwhile is seen; a second run finds nothing left to do.
 */
export async function releaseUnpaid(deps: Deps, now: Date): Promise<number> {
  const today = ukDayOf(now);
  const overdue = await deps.db
    .select({ id: investments.id })
    .from(investments)
    .where(and(isNotNull(investments.paymentDueOn), lt(investments.paymentDueOn, today), inArray(investments.status, [...UNPAID_STATUSES])))
    .orderBy(asc(investments.paymentDueOn), asc(investments.id));
  let released = 0;
  for (const { id } of overdue) {
    released += await work(deps, EXPIRY, async (uow) => {
      const [row] = await uow.tx.select().from(investments).where(eq(investments.id, id)).for('update');
      if (!row || !UNPAID_STATUSES.includes(row.status) || !row.paymentDueOn || row.paymentDueOn >= today) return 0;
      if (capitalReceived(await ledgerSumsOf(uow.tx, row.id)) > 0) return 0;
      const note = ROUND_MESSAGES.notPaidBy(row.paymentDueOn);
      await transition(uow, row, { status: 'cancelled', note }, { why: 'not paid by its payment day', noteToInvestor: true });
      return 1;
    });
  }
  return released;
}
