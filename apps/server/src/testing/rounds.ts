import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { addDays, addDuration, ukDayOf } from '@app/contract';
import { investmentPlans } from '../db/schema/content.ts';
import { cycles, type CycleRow } from '../db/schema/cycles.ts';
import type { investments } from '../db/schema/investments.ts';
import { payoutAccounts } from '../db/schema/payouts.ts';
import { cycleTermsOf } from '../modules/cycles/service.ts';
import { recordLedgerEntry } from '../modules/ledger/service.ts';
import { clock } from '../platform/clock.ts';
import { call } from './http.ts';
import { insertInvestment } from './investments.ts';

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

/**
 * Rounds as staff open them (POST /cycles with the round's fields) and investments put in them
 * directly with their cycle and payment day, paid through the ledger as other tests pay them.
 */

type PlanRow = typeof investmentPlans.$inferSelect;

/** Today as the server reads it (the UK day), and a day `days` from it. */
export const today = () => ukDayOf(new Date());
export const dayFrom = (days: number) => addDays(today(), days);

/** A round of `plan` opened as staff open one (POST /cycles with the round's fields): 10 units, 4 to go ahead, open from a week ago until `closesIn` days from today. */
export async function openRoundAsStaff(
  app: FastifyInstance,
  headers: Record<string, string>,
  planId: string,
  fields: { units?: number; minimumUnits?: number; closesIn?: number; name?: string } = {},
): Promise<string> {
  const closesIn = fields.closesIn ?? 10;
  const res = await call(app, {
    method: 'POST',
    url: '/cycles',
    headers,
    body: {
      planId,
      name: fields.name ?? 'Sherpur broilers, round 1',
      location: 'Sherpur cluster',
      startDate: dayFrom(closesIn + 5),
      expectedEndDate: dayFrom(closesIn + 60),
      units: fields.units ?? 10,
      minimumUnits: fields.minimumUnits ?? 4,
      fundingOpensOn: dayFrom(-7),
      fundingClosesOn: dayFrom(closesIn),
    },
  });
  if (res.status !== 201) throw new Error(`round not opened: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

/**
 * A new investor's investment in the round: `paid` in full (active, its payment in the ledger),
 * `part` (awaiting payment with `partPence` received) or `unpaid` (awaiting payment, nothing received).
 * The investor has a UK payout account past its hold, so a batch can pay them.
 */
export async function investInRound(
  app: FastifyInstance,
  plan: PlanRow,
  cycleId: string,
  state: 'paid' | 'part' | 'unpaid',
  fields: Partial<typeof investments.$inferInsert> & { partPence?: number } = {},
) {
  const { partPence = 10_000, ...rest } = fields;
  const made = await insertInvestment(app, plan, state === 'paid' ? 'active' : 'awaiting_payment', {
    cycleId,
    paymentDueOn: dayFrom(3),
    startedAt: state === 'paid' ? dayFrom(-2) : null,
    ...rest,
  });
  if (state === 'part')
    await recordLedgerEntry(
      app.db,
      { investmentId: made.investment.id, kind: 'payment', amount: partPence, valueDate: dayFrom(-1), source: 'staff', reason: 'Test part payment' },
      { id: null, name: 'Test staff' },
    );
  await app.db.insert(payoutAccounts).values({
    userId: made.investor.user.id,
    kind: 'uk',
    holderName: made.investor.user.name,
    sortCode: '200000',
    accountNumber: '12345678',
    createdAt: new Date(Date.now() - 7 * 24 * 3600_000),
  });
  return made;
}
