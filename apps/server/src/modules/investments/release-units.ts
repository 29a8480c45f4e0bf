import { and, asc, eq, isNull } from 'drizzle-orm';
import { UNIT_HOLDING_STATUSES, type InvestmentStatus } from '@app/contract';
import { cycles } from '../../db/schema/cycles.ts';
import { roundWaitlist } from '../../db/schema/rounds.ts';
import { users } from '../../db/schema/users.ts';
import type { InvestmentRow } from '../../db/schema/investments.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import { investmentMails } from './mails.ts';
import { unitsOfRound } from './round-units.ts';

/**
 * Units a round held for a request come free when the request is cancelled (by the investor, by
 * staff, or because it was not paid in time). The waiting list of the round (a funding cycle) is
 * told, in join order, as far as the free units go: each place is mailed once, its `notified_at`
 * set by a conditional update in the cancel's own unit of work (a rolled-back cancel tells nobody).
 */
export async function releasedUnits(uow: UnitOfWork, before: InvestmentStatus, moved: InvestmentRow): Promise<number> {
  if (moved.status !== 'cancelled' || !moved.cycleId || !UNIT_HOLDING_STATUSES.includes(before)) return 0;
  const [round] = await uow.tx.select().from(cycles).where(eq(cycles.id, moved.cycleId));
  // A round that has closed (started or cancelled) takes no more requests: nobody is told.
  if (!round || round.status !== 'funding') return 0;
  const free = round.units - (await unitsOfRound(uow.tx, round.id)).reservedUnits;
  const waiting = await uow.tx
    .select({ id: roundWaitlist.id, units: roundWaitlist.units, name: users.name, email: users.email, language: users.language })
    .from(roundWaitlist)
    .innerJoin(users, eq(users.id, roundWaitlist.userId))
    .where(and(eq(roundWaitlist.cycleId, round.id), isNull(roundWaitlist.notifiedAt)))
    .orderBy(asc(roundWaitlist.createdAt), asc(roundWaitlist.id));
  let left = free;
  let told = 0;
  for (const place of waiting) {
    if (place.units > left) continue;
    const [marked] = await uow.tx
      .update(roundWaitlist)
      .set({ notifiedAt: new Date() })
      .where(and(eq(roundWaitlist.id, place.id), isNull(roundWaitlist.notifiedAt)))
      .returning({ id: roundWaitlist.id });
    if (!marked) continue;
    left -= place.units;
    told++;
    await investmentMails.unitsFree(uow, place, round, place.units, free);
  }
  return told;
}
