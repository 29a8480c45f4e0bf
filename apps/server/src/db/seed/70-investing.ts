import type { FastifyInstance } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import {
  CURRENCY_OF_AMOUNT_UNIT,
  INVESTMENT_PIPELINE,
  formatInvestmentReference,
  toMinor,
  type InvestmentStatus,
  type InvestorStatus,
} from '@app/contract';
import { investmentPlans } from '../schema/content.ts';
import { investmentEvents, investments, investorProfiles } from '../schema/investing.ts';
import { users } from '../schema/users.ts';

/**
 * Demo investors (UK and Gulf expatriates; no passwords, so nobody can sign in as them) with profiles
 * in every verification status, and investments in every status of the pipeline, with timelines.
 */
const INVESTORS: { name: string; country: string; city: string; status: InvestorStatus; reason?: string }[] = [
  { name: 'Nusrat Chowdhury', country: 'United Kingdom', city: 'London', status: 'verified' },
  { name: 'Imran Hossain', country: 'United Kingdom', city: 'Birmingham', status: 'verified' },
  { name: 'Farzana Ahmed', country: 'United Arab Emirates', city: 'Dubai', status: 'verified' },
  { name: 'Tariq Rahman', country: 'United Kingdom', city: 'Manchester', status: 'pending' },
  { name: 'Sadia Islam', country: 'United Kingdom', city: 'Luton', status: 'rejected', reason: 'The passport copy was cut off at the bottom. Please upload a full, readable scan.' },
  { name: 'Karim Uddin', country: 'Saudi Arabia', city: 'Riyadh', status: 'not_submitted' },
];

/** [investor index, plan index, units, status, days ago requested] */
const INVESTMENTS: [number, number, number, InvestmentStatus, number][] = [
  [0, 0, 4, 'paid_out', 220],
  [0, 1, 2, 'active', 75],
  [1, 0, 2, 'matured', 60],
  [1, 2, 1, 'awaiting_payment', 6],
  [2, 3, 3, 'contacted', 3],
  [2, 0, 1, 'requested', 1],
  [0, 3, 1, 'cancelled', 30],
];

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

export async function seed(app: FastifyInstance) {
  const db = app.db;
  const plans = await db.select().from(investmentPlans).orderBy(asc(investmentPlans.order));
  if (plans.length === 0) return;
  const investorIds: string[] = [];
  for (const [i, person] of INVESTORS.entries()) {
    const email = `${person.name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.co.uk`;
    const [existing] = await db.select().from(users).where(eq(users.email, email));
    const user = existing ?? (await db.insert(users).values({ name: person.name, email, userRole: 'user', userStatus: 'active', isVerified: true }).returning())[0]!;
    investorIds.push(user.id);
    if (person.status === 'not_submitted') continue;
    const submittedAt = isoDaysAgo(240 - i * 30);
    await db
      .insert(investorProfiles)
      .values({
        userId: user.id,
        status: person.status,
        rejectionReason: person.reason ?? null,
        legalName: person.name,
        dateOfBirth: `${1975 + i * 3}-0${(i % 8) + 1}-1${i}`,
        country: person.country,
        addressLine1: `${12 + i} Station Road`,
        city: person.city,
        postcode: person.country === 'United Kingdom' ? `E${i + 1} 4AB` : `${10000 + i}`,
        phone: `+44 7700 9005${10 + i}`,
        customerType: 'individual',
        idNumber: `P${String(53829100 + i * 7919)}`,
        sourceOfFunds: i % 2 === 0 ? 'salary' : 'savings',
        // Seeded profiles carry no document file: staff see "no document uploaded".
        submittedAt,
        reviewedAt: person.status === 'pending' ? null : new Date(submittedAt.getTime() + 86_400_000),
        reviewedBy: person.status === 'pending' ? null : 'Operations team',
      })
      .onConflictDoNothing();
  }

  for (const [investorIndex, planIndex, units, status, daysAgo] of INVESTMENTS) {
    const plan = plans[planIndex % plans.length]!;
    const requestedAt = isoDaysAgo(daysAgo);
    const result = await db.execute(sql`select nextval('investment_reference_seq')::int as seq`);
    const sequence = Number((result as unknown as { rows: { seq: number }[] }).rows[0]!.seq);
    const reached = status === 'cancelled' ? ['requested', 'cancelled'] : INVESTMENT_PIPELINE.slice(0, INVESTMENT_PIPELINE.indexOf(status) + 1);
    const startedAt = reached.includes('active') ? new Date(requestedAt.getTime() + 7 * 86_400_000).toISOString().slice(0, 10) : null;
    const profitPerUnit = toMinor(plan.investmentProfit);
    // The under-performing cycle: matured at 80% of the projection.
    const actualProfit = reached.includes('matured') ? Math.round(units * profitPerUnit * (status === 'matured' ? 0.8 : 1.05)) : null;
    const [row] = await db
      .insert(investments)
      .values({
        reference: formatInvestmentReference(requestedAt.getUTCFullYear(), sequence),
        userId: investorIds[investorIndex]!,
        planId: plan.id,
        planTitle: plan.title,
        amountPerUnit: toMinor(plan.investmentAmount),
        profitPerUnit,
        duration: plan.duration,
        durationUnit: plan.durationUnit,
        currency: CURRENCY_OF_AMOUNT_UNIT[plan.amountUnit] ?? 'GBP',
        isRevolving: plan.isRevolving,
        units,
        status,
        requestedAt,
        startedAt,
        maturedAt: reached.includes('matured') ? new Date(requestedAt.getTime() + 50 * 86_400_000) : null,
        actualProfit,
        paidAt: reached.includes('paid_out') ? new Date(requestedAt.getTime() + 60 * 86_400_000).toISOString().slice(0, 10) : null,
        cancelledAt: status === 'cancelled' ? new Date(requestedAt.getTime() + 2 * 86_400_000) : null,
        updatedAt: requestedAt,
      })
      .returning();
    await db.insert(investmentEvents).values(
      reached.map((toStatus, step) => ({
        investmentId: row!.id,
        kind: 'status' as const,
        fromStatus: step === 0 ? null : (reached[step - 1] as InvestmentStatus),
        toStatus: toStatus as InvestmentStatus,
        note: toStatus === 'contacted' ? 'Called the investor and explained the bank transfer.' : null,
        actorName: step === 0 ? INVESTORS[investorIndex]!.name : 'Operations team',
        createdAt: new Date(requestedAt.getTime() + step * 2 * 86_400_000),
      })),
    );
  }
}
