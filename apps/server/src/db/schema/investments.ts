import { sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts, rowId, stamps } from './columns.ts';
import type {
  CheckTopic,
  Currency,
  CustomerType,
  DurationUnit,
  IdDocumentChecks,
  InvestmentStatus,
  InvestorCategory,
  InvestorProfileChanges,
  InvestorProfileEventKind,
  InvestorStatus,
  MaturityChoice,
  SourceOfFunds,
} from '@app/contract';

/**
 * The investor's name and email as the staff searches read them from the list's own table: copies
 * of the user's, kept by triggers (migration 0460_investor_search_copies.sql); whatever the app
 * writes here, the database puts the user's values.
 */
const investorSearchCopies = () => ({
  investorName: text('investor_name').notNull().default(''),
  investorEmail: text('investor_email').notNull().default(''),
});

export const investorProfiles = pgTable('investor_profiles', {
  userId: uuid('user_id').primaryKey(),
  status: text('status').$type<InvestorStatus>().notNull().default('not_submitted'),
  rejectionReason: text('rejection_reason'),
  legalName: text('legal_name'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  country: text('country'),
  addressLine1: text('address_line1'),
  addressLine2: text('address_line2'),
  city: text('city'),
  postcode: text('postcode'),
  phone: text('phone'),
  customerType: text('customer_type').$type<CustomerType>().notNull().default('individual'),
  companyName: text('company_name'),
  vatNumber: text('vat_number'),
  idNumber: text('id_number'),
  sourceOfFunds: text('source_of_funds').$type<SourceOfFunds>(),
  sourceOfFundsDetails: text('source_of_funds_details'),
  idDocumentKey: text('id_document_key'),
  idDocumentName: text('id_document_name'),
  idDocumentUploadedAt: ts('id_document_uploaded_at'),
  submittedAt: ts('submitted_at'),
  reviewedAt: ts('reviewed_at'),
  reviewedBy: text('reviewed_by'),
  /** Suspension and the new-document rule (migration 0150_needs_attention.sql). */
  suspensionReason: text('suspension_reason'),
  suspendedAt: ts('suspended_at'),
  newDocumentRequired: boolean('new_document_required').notNull().default(false),
  ...stamps(),
  ...investorSearchCopies(),
});
export type InvestorProfileRow = typeof investorProfiles.$inferSelect;

export const investments = pgTable('investments', {
  id: rowId(),
  reference: text('reference').notNull(),
  userId: uuid('user_id').notNull(),
  planId: uuid('plan_id'),
  planTitle: text('plan_title').notNull(),
  amountPerUnit: integer('amount_per_unit').notNull(),
  profitPerUnit: integer('profit_per_unit').notNull(),
  duration: integer('duration').notNull(),
  durationUnit: text('duration_unit').$type<DurationUnit>().notNull(),
  currency: text('currency').$type<Currency>().notNull().default('GBP'),
  isRevolving: boolean('is_revolving').notNull().default(false),
  units: integer('units').notNull(),
  reinvest: boolean('reinvest').notNull().default(false),
  status: text('status').$type<InvestmentStatus>().notNull().default('requested'),
  requestedAt: ts('requested_at').notNull().defaultNow(),
  startedAt: date('started_at', { mode: 'string' }),
  maturedAt: ts('matured_at'),
  actualProfit: bigint('actual_profit', { mode: 'number' }),
  paidAt: date('paid_at', { mode: 'string' }),
  cancelledAt: ts('cancelled_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** The farm cycle it runs in (migration 0080_cycles.sql). */
  cycleId: uuid('cycle_id'),
  /** When it last changed status (migration 0150_needs_attention.sql). */
  statusChangedAt: ts('status_changed_at').notNull().defaultNow(),
  /** A round's request holds its units until this day (migration 0400_funding_rounds.sql); one reminder before. */
  paymentDueOn: date('payment_due_on', { mode: 'string' }),
  paymentRemindedAt: ts('payment_reminded_at'),
  /** What happens at maturity (issue 47); null: the agreement's default, MATURITY_DEFAULT. */
  maturityChoice: text('maturity_choice').$type<MaturityChoice>(),
  maturityChosenAt: ts('maturity_chosen_at'),
  /** The investment whose capital rolled into this one (unique: one rollover per investment). */
  rolledOverFrom: uuid('rolled_over_from'),
  /** A refund of the money it holds is due from then (migration 0420_round_refunds.sql): set once. */
  refundRequestedAt: ts('refund_requested_at'),
  /** When the investor was asked to choose before the deadline (migration 0440_maturity_choice.sql): once. */
  maturityAskedAt: ts('maturity_asked_at'),
  ...investorSearchCopies(),
});
export type InvestmentRow = typeof investments.$inferSelect;

/**
 * The contract's `investmentAmount` (units x amount per unit) for sums the database does, as bigint:
 * the one SQL spelling of it (wrap it in `sql` before `mapWith`, which changes the fragment it is called on).
 */
export const investmentAmountSql = sql`${investments.units}::bigint * ${investments.amountPerUnit}`;

/** Count and money per status, kept by triggers on investments (migration 0200_investment_status_totals.sql). */
export const investmentStatusTotals = pgTable('investment_status_totals', {
  status: text('status').$type<InvestmentStatus>().primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
  amount: bigint('amount', { mode: 'number' }).notNull().default(0),
});

/** The same per plan, for the list filtered by a plan (migration 0462_investment_plan_status_totals.sql); investments without a plan are not kept. */
export const investmentPlanStatusTotals = pgTable(
  'investment_plan_status_totals',
  {
    planId: uuid('plan_id').notNull(),
    status: text('status').$type<InvestmentStatus>().notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.planId, table.status] })],
);

/** How many investor profiles are in each status, kept by triggers on investor_profiles (migration 0241_investor_status_totals.sql). */
export const investorStatusTotals = pgTable('investor_status_totals', {
  status: text('status').$type<InvestorStatus>().primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
});

export const investmentEvents = pgTable('investment_events', {
  id: rowId(),
  investmentId: uuid('investment_id').notNull(),
  kind: text('kind').$type<'status' | 'note' | 'agreement' | 'cycle'>().notNull(),
  fromStatus: text('from_status').$type<InvestmentStatus>(),
  toStatus: text('to_status').$type<InvestmentStatus>(),
  note: text('note'),
  actorId: uuid('actor_id'),
  actorName: text('actor_name'),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** Why staff matured it outside its cycle or early (migration 0150_needs_attention.sql). */
  reason: text('reason'),
});
export type InvestmentEventRow = typeof investmentEvents.$inferSelect;

/** Each submission and review of an investor profile, with what changed since the last review. */
export const investorProfileEvents = pgTable('investor_profile_events', {
  id: rowId(),
  userId: uuid('user_id').notNull(),
  kind: text('kind').$type<InvestorProfileEventKind>().notNull(),
  snapshot: jsonb('snapshot').$type<Record<string, string | null>>().notNull().default({}),
  changes: jsonb('changes').$type<InvestorProfileChanges>().notNull().default({}),
  reason: text('reason'),
  /** The ID document checklist answered with a verify or reject (migration 0395). */
  checks: jsonb('checks').$type<IdDocumentChecks>(),
  note: text('note'),
  actorName: text('actor_name'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Each opening of an investor's ID document by staff (migration 0395): a verify needs one of the current document. */
export const investorDocumentViews = pgTable('investor_document_views', {
  id: rowId(),
  userId: uuid('user_id').notNull(),
  documentKey: text('document_key').notNull(),
  viewedBy: uuid('viewed_by'),
  viewedAt: ts('viewed_at').notNull().defaultNow(),
});

/** The safeguards (migration 0100_safeguards.sql): rows are only added, for the audit. */
export const investorCategoryDeclarations = pgTable('investor_category_declarations', {
  id: rowId(),
  userId: uuid('user_id').notNull(),
  category: text('category').$type<InvestorCategory>().notNull(),
  /** Pence. */
  netAssets: bigint('net_assets', { mode: 'number' }),
  annualIncome: bigint('annual_income', { mode: 'number' }),
  statement: text('statement').notNull(),
  wordingVersion: text('wording_version').notNull(),
  declaredAt: ts('declared_at').notNull().defaultNow(),
});
export type InvestorCategoryDeclarationRow = typeof investorCategoryDeclarations.$inferSelect;

export const checkQuestions = pgTable('check_questions', {
  id: rowId(),
  topic: text('topic').$type<CheckTopic>().notNull(),
  prompt: text('prompt').notNull(),
  options: jsonb('options').$type<string[]>().notNull(),
  correctOption: integer('correct_option').notNull(),
  explanation: text('explanation').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  version: integer('version').notNull().default(1),
  ...stamps(),
});
export type CheckQuestionRow = typeof checkQuestions.$inferSelect;

export const checkQuestionVersions = pgTable(
  'check_question_versions',
  {
    questionId: uuid('question_id').notNull(),
    version: integer('version').notNull(),
    topic: text('topic').$type<CheckTopic>().notNull(),
    prompt: text('prompt').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    correctOption: integer('correct_option').notNull(),
    explanation: text('explanation').notNull(),
    isActive: boolean('is_active').notNull(),
    editedBy: text('edited_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.questionId, table.version] })],
);

/** A question as an attempt showed it: the version's wording, its options in the order shown. */
export type AttemptQuestion = { questionId: string; version: number; prompt: string; options: string[]; correct: number; explanation: string };

export const checkAttempts = pgTable('check_attempts', {
  id: rowId(),
  userId: uuid('user_id').notNull(),
  questions: jsonb('questions').$type<AttemptQuestion[]>().notNull(),
  answers: jsonb('answers').$type<number[]>(),
  score: integer('score'),
  passed: boolean('passed'),
  startedAt: ts('started_at').notNull().defaultNow(),
  submittedAt: ts('submitted_at'),
});
export type CheckAttemptRow = typeof checkAttempts.$inferSelect;
