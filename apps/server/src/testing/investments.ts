import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ALL_ID_CHECKS, expectedProfit, planTerms } from '@app/contract';
import { investmentPlans } from '../db/schema/content.ts';
import { investments, investorProfiles, type InvestmentRow } from '../db/schema/investments.ts';
import { makePdf } from '../modules/careers/sample-documents.ts';
import { signInAs, type AppFixture, type Headers } from './app.ts';
import { injectMultipart, type FilePart } from './http.ts';
import { ledgerAsStatusImplies } from './ledger.ts';
import { completeSafeguards } from './safeguards.ts';

/**
 * The one way investing tests set the scene: a plan, an investor's profile (submitted through
 * the API or inserted as staff's review leaves it) past every safeguard, a signed request, and an
 * investment inserted directly in a status (the pipeline itself is tested in investments).
 */

type NewPlan = typeof investmentPlans.$inferInsert;
type PlanRow = typeof investmentPlans.$inferSelect;

/** A plan of £500 a unit, five weeks, active. */
export async function createPlan(app: FastifyInstance, fields: Partial<NewPlan> = {}): Promise<PlanRow> {
  const [plan] = await app.db
    .insert(investmentPlans)
    .values({
      title: 'Broiler Cycle',
      package: 'Starter',
      product: 'Broilers',
      description: 'Five weeks',
      duration: 5,
      durationUnit: 'Week',
      order: 1,
      investmentAmount: 500,
      investmentProfit: 55.5,
      ...fields,
    })
    .returning();
  return plan!;
}

/** The statuses an investment paid out in full has passed through, oldest first (null: a note without a move). */
export const PAID_OUT_TIMELINE = ['requested', null, 'contacted', 'awaiting_payment', 'active', 'matured', 'paid_out'];

/** The profile an investor fills in (PUT /investor/profile). */
export const PROFILE = {
  legalName: 'Amina Rahman',
  dateOfBirth: '1985-04-12',
  country: 'United Kingdom',
  addressLine1: '12 Brick Lane',
  city: 'London',
  postcode: 'E1 6RF',
  phone: '+44 7700 900111',
  customerType: 'individual',
  idNumber: '123456789',
  sourceOfFunds: 'salary',
} as const;

/** The agreement accepted as the investor of `PROFILE` signs it (the first template version). */
export const SIGNED = { agreementName: PROFILE.legalName, agreementAccepted: true, agreementVersion: 1 };

export const uploadIdDocument = (t: AppFixture, headers: Headers, document: FilePart = { name: 'passport.pdf', data: makePdf('Passport') }) =>
  injectMultipart(t.app, 'POST', '/investor/profile/id-document', headers, { document });

/** Staff open the investor's ID document, as the review screen does: a verify needs it. */
export const openIdDocumentAsStaff = (t: AppFixture, userId: string, headers: Headers = t.as.admin) =>
  t.inject('GET', `/investors/${userId}/id-document?inline=1`, headers);

/** The verify the review screen sends once every check is ticked (the document must be opened first). */
export const VERIFY = { decision: 'verified', checks: ALL_ID_CHECKS } as const;

/** Staff verify a pending profile as the review screen does: the document opened, every check ticked. */
export async function verifyAsStaff(t: AppFixture, userId: string, headers: Headers = t.as.admin, extra: { note?: string } = {}) {
  await openIdDocumentAsStaff(t, userId, headers);
  return t.inject('PATCH', `/investors/${userId}/verification`, headers, { ...VERIFY, ...extra });
}

/**
 * An investor who filled in `PROFILE`, uploaded an ID document and submitted, through the API;
 * verified by the fixture's admin unless told otherwise; past the other safeguards when verified
 * (or when `safeguards` says so).
 */
export async function submittedInvestor(t: AppFixture, options: { name?: string; verify?: boolean; safeguards?: boolean } = {}) {
  const verify = options.verify ?? true;
  const signed = await signInAs(t.app, 'user', options.name ? { name: options.name } : {});
  expect((await t.inject('PUT', '/investor/profile', signed.headers, PROFILE)).statusCode).toBe(200);
  expect((await uploadIdDocument(t, signed.headers)).statusCode).toBe(200);
  expect((await t.inject('POST', '/investor/profile/submit', signed.headers, {})).statusCode).toBe(200);
  if (verify) {
    const res = await verifyAsStaff(t, signed.user.id);
    expect(res.statusCode, res.body).toBe(200);
  }
  if (options.safeguards ?? verify) await completeSafeguards(t.app, signed.user.id);
  return signed;
}

/**
 * An investor whose profile (legal name and address of `PROFILE` unless told) is inserted as staff's
 * review leaves it, verified at `reviewedAt`; past the other safeguards too unless told otherwise.
 */
export async function verifiedInvestor(
  app: FastifyInstance,
  options: { profile?: Partial<typeof investorProfiles.$inferInsert>; reviewedAt?: Date; safeguards?: boolean } = {},
) {
  const signed = await signInAs(app, 'user');
  const { customerType: _type, ...profile } = PROFILE;
  await app.db.insert(investorProfiles).values({ ...profile, userId: signed.user.id, status: 'verified', reviewedAt: options.reviewedAt, ...options.profile });
  if (options.safeguards ?? true) await completeSafeguards(app, signed.user.id);
  return signed;
}

let referenceSeq = 0;

/**
 * A new investor's investment of `plan` in `status` (two units unless told), inserted directly
 * with the ledger entries that status implies. Started on 5 January 2026 once past awaiting
 * payment; a matured one earned the plan's profit and matured on 9 February 2026.
 */
export async function insertInvestment(
  app: FastifyInstance,
  plan: PlanRow,
  status: InvestmentRow['status'],
  fields: Partial<typeof investments.$inferInsert> = {},
) {
  const investor = await signInAs(app, 'user');
  const units = fields.units ?? 2;
  const { amountPerUnit, profitPerUnit } = planTerms(plan);
  const started = !['requested', 'contacted', 'awaiting_payment', 'cancelled'].includes(status);
  const matured = status === 'matured' || status === 'paid_out';
  const [row] = await app.db
    .insert(investments)
    .values({
      reference: `BBV-2026-${String(70_000 + ++referenceSeq)}`,
      userId: investor.user.id,
      planId: plan.id,
      planTitle: plan.title,
      amountPerUnit,
      profitPerUnit,
      duration: plan.duration,
      durationUnit: plan.durationUnit,
      units,
      status,
      startedAt: started ? '2026-01-05' : null,
      actualProfit: matured ? expectedProfit({ units, profitPerUnit }) : null,
      maturedAt: matured ? new Date('2026-02-09T10:00:00Z') : null,
      ...fields,
    })
    .returning();
  await ledgerAsStatusImplies(app.db, [row!.id]);
  return { investor, investment: row! };
}
