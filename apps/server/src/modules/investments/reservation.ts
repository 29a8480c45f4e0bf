import { eq } from 'drizzle-orm';
import { ROUND_MESSAGES } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { cycles, type CycleRow } from '../../db/schema/cycles.ts';
import { conflict } from '../../platform/http.ts';
import { unitsOfRound } from './round-units.ts';

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
