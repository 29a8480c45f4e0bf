import { and, asc, eq } from 'drizzle-orm';
import { ROUND_MESSAGES, unitsText, waitlistJoinSchema, type WaitlistEntry } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { cycles } from '../../db/schema/cycles.ts';
import { roundWaitlist } from '../../db/schema/rounds.ts';
import type { SignedInActor } from '../../platform/activity.ts';
import { conflict, notFound, parse } from '../../platform/http.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { unitsOfRound } from '../investments/round-units.ts';

/**
 * The waiting list of a fully reserved round: one place per investor and round (joining again
 * changes the units and waits afresh). When a reservation is released, the waiting investors are
 * told in join order (investments/release-units.ts).
 */

/** Joins (or changes the units of a place on) the waiting list: only while the round takes money and has no units left. */
export async function joinWaitlist(deps: Deps, investor: SignedInActor, roundId: string, body: unknown): Promise<WaitlistEntry> {
  const { units } = parse(waitlistJoinSchema, body);
  return work(deps, investor, async (uow) => {
    // Locked as a request locks it: the units left are counted one writer at a time.
    const [round] = await uow.tx.select().from(cycles).where(eq(cycles.id, roundId)).for('update');
    if (!round) throw notFound(ROUND_MESSAGES.roundNotFound);
    if (round.status !== 'funding') throw conflict(ROUND_MESSAGES.roundNotFound);
    if (round.units - (await unitsOfRound(uow.tx, round.id)).reservedUnits > 0) throw conflict(ROUND_MESSAGES.waitlistUnitsAvailable);
    const [place] = await uow.tx
      .insert(roundWaitlist)
      .values({ cycleId: round.id, userId: investor.id, units })
      .onConflictDoUpdate({ target: [roundWaitlist.cycleId, roundWaitlist.userId], set: { units, notifiedAt: null } })
      .returning();
    await uow.activity({
      action: 'waitlist',
      entity: 'round',
      entityId: round.id,
      summary: `Joined the waiting list of round “${round.name}” for ${unitsText(units)}`,
    });
    return { roundId: round.id, planTitle: round.planTitle, roundName: round.name, units: place!.units, createdAt: place!.createdAt.toISOString() };
  });
}

/** Leaves the waiting list: 404 when the investor had no place on it. */
export async function leaveWaitlist(deps: Deps, investor: SignedInActor, roundId: string): Promise<void> {
  await work(deps, investor, async (uow) => {
    const [gone] = await uow.tx
      .delete(roundWaitlist)
      .where(and(eq(roundWaitlist.cycleId, roundId), eq(roundWaitlist.userId, investor.id)))
      .returning({ id: roundWaitlist.id });
    if (!gone) throw notFound(ROUND_MESSAGES.waitlistNotFound);
    await uow.activity({ action: 'waitlist', entity: 'round', entityId: roundId, summary: 'Left the waiting list of a round' });
  });
}

/** The investor's places on waiting lists, the oldest first. */
export async function waitlistOf(db: Db, userId: string): Promise<WaitlistEntry[]> {
  const rows = await db
    .select({
      roundId: roundWaitlist.cycleId,
      planTitle: cycles.planTitle,
      roundName: cycles.name,
      units: roundWaitlist.units,
      createdAt: roundWaitlist.createdAt,
    })
    .from(roundWaitlist)
    .innerJoin(cycles, eq(cycles.id, roundWaitlist.cycleId))
    .where(eq(roundWaitlist.userId, userId))
    .orderBy(asc(roundWaitlist.createdAt), asc(roundWaitlist.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
