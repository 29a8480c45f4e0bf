import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { addDays, addDuration, ukDayOf } from '@app/contract';
import { investmentPlans } from '../db/schema/content.ts';
import { cycles } from '../db/schema/cycles.ts';
import { cycleTermsOf } from '../modules/cycles/service.ts';
import { clock } from '../platform/clock.ts';

/**
 * Funding rounds (issue 48): a request is for a round, so every active demo plan but one gets a round
 * open for money (BETWEEN_ROUNDS's opens twelve days after the seed day): opened ten days before the seed day, closing thirty days after, the cycle expected
 * to start five days after it closes; units generous, the minimum to go ahead 60% of them.
 */
const UNITS = 400;
const MINIMUM = 240;
/** One plan sits between rounds, so the demo shows a plan page with its next round's opening day and the alert form. */
const BETWEEN_ROUNDS = 'Dairy Cow Partnership';

export async function seed(app: FastifyInstance) {
  const today = ukDayOf(clock.now());
  const plans = await app.db.select().from(investmentPlans).where(eq(investmentPlans.isActive, true)).orderBy(investmentPlans.order);
  for (const plan of plans) {
    // Opening twelve days after the seed day: the same round, later.
    const later = plan.title === BETWEEN_ROUNDS ? 22 : 0;
    const startDate = addDays(today, 35 + later);
    await app.db.insert(cycles).values({
      ...cycleTermsOf(plan),
      name: `${plan.title}, next round`,
      location: 'Sherpur cluster',
      startDate,
      expectedEndDate: addDuration(startDate, plan.duration, plan.durationUnit),
      units: UNITS,
      status: 'funding',
      minimumUnits: MINIMUM,
      fundingOpensOn: addDays(today, -10 + later),
      fundingClosesOn: addDays(today, 30 + later),
    });
  }
}
