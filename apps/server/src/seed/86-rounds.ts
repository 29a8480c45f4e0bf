import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { addDays, addDuration, ukDayOf } from '@app/contract';
import { investmentPlans } from '../db/schema/content.ts';
import { cycles } from '../db/schema/cycles.ts';
import { cycleTermsOf } from '../modules/cycles/service.ts';
import { clock } from '../platform/clock.ts';

/**
 * Funding rounds (issue 48): a request is for a round, so every active demo plan gets one round
 * open for money: opened ten days before the seed day, closing thirty days after, the cycle expected
 * to start five days after it closes; units generous, the minimum to go ahead 60% of them.
 */
const UNITS = 400;
const MINIMUM = 240;

export async function seed(app: FastifyInstance) {
  const today = ukDayOf(clock.now());
  const plans = await app.db.select().from(investmentPlans).where(eq(investmentPlans.isActive, true)).orderBy(investmentPlans.order);
  for (const plan of plans) {
    const startDate = addDays(today, 35);
    await app.db.insert(cycles).values({
      ...cycleTermsOf(plan),
      name: `${plan.title}, next round`,
      location: 'Sherpur cluster',
      startDate,
      expectedEndDate: addDuration(startDate, plan.duration, plan.durationUnit),
      units: UNITS,
      status: 'funding',
      minimumUnits: MINIMUM,
      fundingOpensOn: addDays(today, -10),
      fundingClosesOn: addDays(today, 30),
    });
  }
}
