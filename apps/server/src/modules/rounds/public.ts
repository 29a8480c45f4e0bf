import { and, asc, eq, inArray } from 'drizzle-orm';
import { roundsQuerySchema, ukDayOf, type RoundView } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { investmentPlans } from '../../db/schema/content.ts';
import { cycles } from '../../db/schema/cycles.ts';
import { clock } from '../../platform/clock.ts';
import { parse } from '../../platform/http.ts';
import { roundsOf } from './views.ts';

/**
 * The rounds the public sees (plan page, home cards, sales pack, invest form): every round of an
 * active plan taking money or opening later, the one closing first first, and the day the next one
 * not open yet opens. Units left are read from the investments on every call: never cached for long.
 */
export async function publicRounds(db: Db, query: unknown, today = ukDayOf(clock.now())): Promise<{ rounds: RoundView[]; nextExpected: string | null }> {
  const { planId } = parse(roundsQuerySchema, query);
  const activePlans = db.select({ id: investmentPlans.id }).from(investmentPlans).where(eq(investmentPlans.isActive, true));
  const rows = await db
    .select()
    .from(cycles)
    .where(and(eq(cycles.status, 'funding'), inArray(cycles.planId, activePlans), planId ? eq(cycles.planId, planId) : undefined))
    .orderBy(asc(cycles.fundingClosesOn), asc(cycles.createdAt));
  const rounds = await roundsOf(db, rows, today);
  const later = rounds.map((round) => round.fundingOpensOn).filter((day) => day > today);
  return { rounds, nextExpected: later.length ? later.reduce((a, b) => (a < b ? a : b)) : null };
}
