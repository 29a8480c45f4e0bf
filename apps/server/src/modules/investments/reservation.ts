import { and, asc, eq } from 'drizzle-orm';
import { INVESTMENT_MESSAGES, ROUND_MESSAGES } from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { cycles, type CycleRow } from '../../db/schema/cycles.ts';
import { badRequestIn, conflict } from '../../platform/http.ts';
import { roundUnits, unitsOfRound } from './round-units.ts';

/**
 * Holds `units` in the round (a cycle taking money) for an investment the caller then inserts in the
 * same transaction: 409 unless the round is open on `today` with that many units left. The round's
 * row stays locked until the transaction ends, so two requests for its last units are counted one
 * after the other (never both granted).
 */
export async function holdUnits(tx: Tx, cycleId: string, units: number, today: string): Promise<CycleRow> {
  const [round] = await tx.select().from(cycles).where(eq(cycles.id, cycleId)).for('update');
  if (!round || round.status !== 'funding') throw conflict(ROUND_MESSAGES.roundNotFound);
  if (today < round.fundingOpensOn) throw conflict(ROUND_MESSAGES.notOpenYet(round.fundingOpensOn));
  if (today > round.fundingClosesOn) throw conflict(ROUND_MESSAGES.closed);
  const left = round.units - (await unitsOfRound(tx, cycleId)).reservedUnits;
  if (units > left) throw conflict(ROUND_MESSAGES.tooFewLeft(Math.max(0, left)));
  return round;
}

/**
 * The round a request is for: the one it names (400 when it is another plan's; holdUnits then says
 * whether it is open), or else the plan's open round closing first with enough units left. 409 when
 * the plan has no open round, or too few units left in every one (the most any has left is said).
 * Read without a lock: holdUnits counts again with the row locked.
 */
export async function roundFor(db: Db | Tx, request: { planId: string; units: number; cycleId?: string }, today: string): Promise<string> {
  if (request.cycleId) {
    const [named] = await db.select({ planId: cycles.planId }).from(cycles).where(eq(cycles.id, request.cycleId));
    if (!named) throw conflict(ROUND_MESSAGES.roundNotFound);
    if (named.planId !== request.planId) throw badRequestIn(ROUND_MESSAGES.otherPlan, { cycleId: INVESTMENT_MESSAGES.roundInvalid });
    return request.cycleId;
  }
  const open = (
    await db
      .select()
      .from(cycles)
      .where(and(eq(cycles.planId, request.planId), eq(cycles.status, 'funding')))
      .orderBy(asc(cycles.fundingClosesOn), asc(cycles.createdAt))
  ).filter((round) => round.fundingOpensOn <= today && today <= round.fundingClosesOn);
  if (!open.length) throw conflict(ROUND_MESSAGES.noOpenRound);
  const held = await roundUnits(
    db,
    open.map((round) => round.id),
  );
  const left = open.map((round) => round.units - (held.get(round.id)?.reservedUnits ?? 0));
  const index = left.findIndex((units) => units >= request.units);
  if (index < 0) throw conflict(ROUND_MESSAGES.tooFewLeft(Math.max(0, ...left)));
  return open[index]!.id;
}
