import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import {
  DEMO_INVESTOR_EMAIL,
  INVESTMENT_PIPELINE,
  addDuration,
  expectedProfit,
  formatDate,
  type DurationUnit,
  type InvestmentStatus,
  type InvestorStatus,
} from '@app/contract';
import { investmentPlans } from '../db/schema/content.ts';
import { investmentEvents, investments, investorProfileEvents, investorProfiles, type InvestorProfileRow } from '../db/schema/investments.ts';
import { users } from '../db/schema/users.ts';
import { nextReference, planTermsOf } from '../modules/investments/service.ts';
import { recordCompletedSafeguards } from '../modules/investors/safeguards.ts';
import { storeDocument } from '../platform/uploads.ts';
import { idSpecimenPng } from './assets/id-specimen.ts';

/**
 * Demo investors (UK and Gulf expatriates; no passwords, so nobody can sign in as them) with profiles
 * in every verification status, and investments in every status of the pipeline, with timelines.
 * The first, Nusrat, is the demo investor (DEMO_INVESTOR_EMAIL): verified, her safeguards done,
 * investments paid out, running (with a maturity choice) and cancelled; she signs in only while
 * DEMO_INVESTOR_PASSWORD is set (the auth module's onReady).
 */
const INVESTORS: { name: string; country: string; city: string; status: InvestorStatus; reason?: string; legalName?: string; movedFrom?: string }[] = [
  { name: 'Nusrat Chowdhury', country: 'United Kingdom', city: 'London', status: 'verified' },
  { name: 'Imran Hossain', country: 'United Kingdom', city: 'Birmingham', status: 'verified' },
  { name: 'Farzana Ahmed', country: 'United Arab Emirates', city: 'Dubai', status: 'verified' },
  // Verified before, moved house and resubmitted; his legal name is longer than his account name.
  { name: 'Tariq Rahman', country: 'United Kingdom', city: 'Manchester', status: 'pending', legalName: 'Mohammed Tariq Rahman', movedFrom: 'Leeds' },
  {
    name: 'Sadia Islam',
    country: 'United Kingdom',
    city: 'Luton',
    status: 'rejected',
    reason: 'The passport copy was cut off at the bottom. Please upload a full, readable scan.',
  },
  { name: 'Karim Uddin', country: 'Saudi Arabia', city: 'Riyadh', status: 'not_submitted' },
  {
    name: 'Rashed Karim',
    country: 'United Kingdom',
    city: 'Bradford',
    status: 'suspended',
    reason: 'A transfer to your account was returned by your bank. Please confirm your payout account with us.',
  },
];

/** [investor index, plan index (in plan order), units, status, days since its latest step] */
const INVESTMENTS: [number, number, number, InvestmentStatus, number][] = [
  [0, 0, 4, 'paid_out', 150],
  [0, 1, 2, 'active', 68],
  [1, 0, 2, 'matured', 12],
  // Waiting over a week for the transfer: the dashboard's "needs attention" shows it.
  [1, 2, 1, 'awaiting_payment', 9],
  [2, 3, 3, 'contacted', 2],
  [2, 0, 1, 'requested', 1],
  [0, 3, 1, 'cancelled', 28],
];

/** The index in INVESTORS of the demo investor. */
const DEMO_INVESTOR = 0;

const DAY = 86_400_000;
const isoDaysAgo = (days: number) => new Date(Date.now() - days * DAY);
const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

/** Days after the request on which each step happened; maturity follows the plan's own duration. */
function stepOffsets(plan: { duration: number; durationUnit: DurationUnit }): Record<InvestmentStatus, number> {
  const start = new Date(Date.UTC(2026, 0, 1));
  const cycle = Math.round((Date.parse(addDuration(dateOnly(start), plan.duration, plan.durationUnit)) - start.getTime()) / DAY);
  return { requested: 0, contacted: 1, cancelled: 2, awaiting_payment: 3, active: 7, matured: 7 + cycle, paid_out: 7 + cycle + 10 };
}

/** The verification history of a seeded profile: its submission and review, and Tariq's earlier review before he moved. */
async function seedHistory(db: FastifyInstance['db'], profile: InvestorProfileRow, person: (typeof INVESTORS)[number], submittedAt: Date) {
  const fields = ['legalName', 'dateOfBirth', 'country', 'addressLine1', 'city', 'postcode', 'phone', 'customerType', 'idNumber', 'sourceOfFunds'] as const;
  const snapshot = Object.fromEntries(fields.map((field) => [field, profile[field] === null ? null : String(profile[field])]));
  const reviewedAt = new Date(submittedAt.getTime() + DAY);
  if (person.movedFrom) {
    const earlier = { ...snapshot, city: person.movedFrom };
    await db.insert(investorProfileEvents).values([
      { userId: profile.userId, kind: 'submitted', snapshot: earlier, createdAt: new Date(submittedAt.getTime() - 40 * DAY) },
      { userId: profile.userId, kind: 'verified', snapshot: earlier, actorName: 'Operations team', createdAt: new Date(submittedAt.getTime() - 39 * DAY) },
      {
        userId: profile.userId,
        kind: 'submitted',
        snapshot,
        changes: { city: { before: person.movedFrom, after: snapshot.city ?? null } },
        createdAt: submittedAt,
      },
    ]);
    return;
  }
  await db.insert(investorProfileEvents).values({ userId: profile.userId, kind: 'submitted', snapshot, createdAt: submittedAt });
  if (profile.status === 'pending') return;
  await db.insert(investorProfileEvents).values({
    userId: profile.userId,
    kind: profile.status === 'rejected' ? 'rejected' : 'verified',
    snapshot,
    reason: profile.status === 'rejected' ? (person.reason ?? null) : null,
    actorName: 'Operations team',
    createdAt: reviewedAt,
  });
  if (profile.status === 'suspended') {
    await db.insert(investorProfileEvents).values({
      userId: profile.userId,
      kind: 'suspended',
      snapshot,
      reason: person.reason ?? null,
      actorName: 'Operations team',
      createdAt: profile.suspendedAt ?? new Date(),
    });
  }
}

/** The specimen ID card of a seeded profile waiting for review, stored as its private document. */
async function specimenDocument(app: FastifyInstance, person: { legalName: string; dateOfBirth: string; idNumber: string }) {
  const png = await idSpecimenPng({
    ...person,
    dateOfBirth: formatDate(person.dateOfBirth),
    expires: formatDate(`${new Date().getUTCFullYear() + 6}-03-31`),
  });
  const key = await storeDocument(app.storage, { buffer: png, ext: 'png' });
  return { idDocumentKey: key, idDocumentName: 'specimen-id-card.png', idDocumentUploadedAt: new Date() };
}

export async function seed(app: FastifyInstance) {
  const db = app.db;
  const plans = await db.select().from(investmentPlans).orderBy(asc(investmentPlans.order));
  if (plans.length === 0) return;
  const investorIds: string[] = [];
  for (const [i, person] of INVESTORS.entries()) {
    const email = i === DEMO_INVESTOR ? DEMO_INVESTOR_EMAIL : `${person.name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.co.uk`;
    const [existing] = await db.select().from(users).where(eq(users.email, email));
    const user =
      existing ?? (await db.insert(users).values({ name: person.name, email, userRole: 'user', userStatus: 'active', isVerified: true }).returning())[0]!;
    investorIds.push(user.id);
    if (person.status === 'not_submitted') continue;
    const submittedAt = isoDaysAgo(240 - i * 30);
    const identity = {
      legalName: person.legalName ?? person.name,
      dateOfBirth: `${1975 + i * 3}-0${(i % 8) + 1}-1${i}`,
      idNumber: `P${String(53829100 + i * 7919)}`,
    };
    const [profile] = await db
      .insert(investorProfiles)
      .values({
        userId: user.id,
        status: person.status,
        rejectionReason: person.status === 'rejected' ? (person.reason ?? null) : null,
        suspensionReason: person.status === 'suspended' ? (person.reason ?? null) : null,
        suspendedAt: person.status === 'suspended' ? isoDaysAgo(3) : null,
        ...identity,
        country: person.country,
        addressLine1: `${12 + i} Station Road`,
        city: person.city,
        postcode: person.country === 'United Kingdom' ? `E${i + 1} 4AB` : `${10000 + i}`,
        phone: `+44 7700 9005${10 + i}`,
        customerType: 'individual',
        sourceOfFunds: i % 2 === 0 ? 'salary' : 'savings',
        // Profiles waiting for review carry a specimen ID card (generated, no real person) so staff can
        // try the review; the others carry no document file: staff see "no document uploaded".
        ...(person.status === 'pending' ? await specimenDocument(app, identity) : {}),
        submittedAt,
        reviewedAt: person.status === 'pending' ? null : new Date(submittedAt.getTime() + 86_400_000),
        reviewedBy: person.status === 'pending' ? null : 'Operations team',
      })
      .onConflictDoNothing()
      .returning();
    if (profile) await seedHistory(db, profile, person, submittedAt);
    // The verified demo investors invested long ago: their category and check were done before.
    if (person.status === 'verified') await recordCompletedSafeguards(db, user.id, submittedAt);
  }

  for (const [investorIndex, planIndex, units, status, daysAgo] of INVESTMENTS) {
    const plan = plans[planIndex % plans.length]!;
    const offsets = stepOffsets(plan);
    const requestedAt = isoDaysAgo(daysAgo + offsets[status]);
    const at = (step: InvestmentStatus) => new Date(requestedAt.getTime() + offsets[step] * DAY);
    const reached: InvestmentStatus[] =
      status === 'cancelled' ? ['requested', 'cancelled'] : INVESTMENT_PIPELINE.slice(0, INVESTMENT_PIPELINE.indexOf(status) + 1);
    const terms = planTermsOf(plan);
    // The under-performing cycle: matured at 80% of the projection.
    const actualProfit = reached.includes('matured') ? Math.round(expectedProfit({ units, ...terms }) * (status === 'matured' ? 0.8 : 1.05)) : null;
    const [row] = await db
      .insert(investments)
      .values({
        reference: await nextReference(db, requestedAt.getUTCFullYear()),
        userId: investorIds[investorIndex]!,
        ...terms,
        units,
        status,
        requestedAt,
        startedAt: reached.includes('active') ? dateOnly(at('active')) : null,
        maturedAt: reached.includes('matured') ? at('matured') : null,
        actualProfit,
        paidAt: reached.includes('paid_out') ? dateOnly(at('paid_out')) : null,
        cancelledAt: status === 'cancelled' ? at('cancelled') : null,
        // The demo investor chose, soon after it started, to roll her running investment's capital over.
        ...(investorIndex === DEMO_INVESTOR && status === 'active' ? { maturityChoice: 'rollover_capital' as const, maturityChosenAt: at('active') } : {}),
        updatedAt: at(status),
        statusChangedAt: at(status),
      })
      .returning();
    await db.insert(investmentEvents).values(
      reached.map((toStatus, step) => ({
        investmentId: row!.id,
        kind: 'status' as const,
        fromStatus: step === 0 ? null : reached[step - 1]!,
        toStatus,
        note: toStatus === 'contacted' ? 'Called the investor and explained the bank transfer.' : null,
        // The request is the investor's own step; the rest are the team's.
        actorId: step === 0 ? investorIds[investorIndex]! : null,
        actorName: step === 0 ? INVESTORS[investorIndex]!.name : 'Operations team',
        createdAt: at(toStatus),
      })),
    );
  }
}
