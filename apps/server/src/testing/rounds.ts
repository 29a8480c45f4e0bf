import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { addDays, addDuration, ukDayOf } from '@app/contract';
import { investmentPlans } from '../db/schema/content.ts';
import { cycles, type CycleRow } from '../db/schema/cycles.ts';
import { cycleTermsOf } from '../modules/cycles/service.ts';
import { clock } from '../platform/clock.ts';

/**
 * A request is for a round (issue 48): the one way tests give a plan a round open for money, a
 * funding cycle inserted directly (the staff form is tested in cycles). Open since yesterday,
 * closing in 30 days, starting 35 days from today, 100 units with a minimum of 60 unless told.
 * Investments made before rounds (no round, assigned to a running cycle by staff) are inserted
 * with `insertInvestment` (testing/investments.ts), which sets no cycle.
 */
export type RoundOptions = {
  units?: number;
  minimumUnits?: number;
  /** Days from today (negative: in the past). */
  opensIn?: number;
  closesIn?: number;
  startsIn?: number;
  name?: string;
  today?: string;
};

export async function openRound(app: FastifyInstance, planId: string, options: RoundOptions = {}): Promise<CycleRow> {
  const [plan] = await app.db.select().from(investmentPlans).where(eq(investmentPlans.id, planId));
  if (!plan) throw new Error(`no plan ${planId}`);
  const today = options.today ?? ukDayOf(clock.now());
  const units = options.units ?? 100;
  const startDate = addDays(today, options.startsIn ?? 35);
  const [round] = await app.db
    .insert(cycles)
    .values({
      ...cycleTermsOf(plan),
      name: options.name ?? `${plan.title} round`,
      location: 'Sherpur cluster',
      startDate,
      expectedEndDate: addDuration(startDate, plan.duration, plan.durationUnit),
      units,
      status: 'funding',
      minimumUnits: options.minimumUnits ?? Math.min(units, Math.ceil(units * 0.6)),
      fundingOpensOn: addDays(today, options.opensIn ?? -1),
      fundingClosesOn: addDays(today, options.closesIn ?? 30),
    })
    .returning();
  return round!;
}
