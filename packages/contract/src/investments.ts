import { z } from 'zod';
import { CUSTOMER_TYPES } from './auth.ts';
import { MB } from './constants.ts';
import { DURATION_UNITS } from './content.ts';
import { pagedResponse, type Pagination } from './envelope.ts';
import { CURRENCIES, MAX_UNITS_PER_REQUEST } from './money.ts';
import { clock } from './dates.ts';
import { pageQuery } from './pagination.ts';
import type { LedgerTotals } from './ledger.ts';
import { countryName } from './countries.ts';
import { normalisePostcode } from './uk-formats.ts';
import { agreementAcceptanceFields, agreementRecordView } from './agreements.ts';
import { labelled, valuesOf } from './labelled.ts';
import { notFoundMessage } from './messages.ts';
import { m } from './paraglide/messages.js';
import type { Language } from './languages.ts';
import { groupDigits } from './format.ts';
import { getLocale } from './paraglide/runtime.js';
import { isRealDate, tooLongMessage, type Message } from './validation.ts';

/**
 * Investing on the site: the investor profile staff verify, investment requests and their pipeline.
 * Money is held in integer minor units (pence); amounts shown to people are formatted from those.
 */

// ------------------------------------------------------------------ investor verification

export const { values: INVESTOR_STATUSES, labels: INVESTOR_STATUS_LABELS } = labelled({
  not_submitted: 'Not submitted',
  pending: 'Awaiting review',
  verified: 'Verified',
  rejected: 'Rejected',
  suspended: 'Suspended',
});
export type InvestorStatus = (typeof INVESTOR_STATUSES)[number];

export const { values: SOURCES_OF_FUNDS, labels: SOURCE_OF_FUNDS_LABELS } = labelled({
  salary: 'Salary or wages',
  business_income: 'Business income',
  savings: 'Savings',
  pension: 'Pension',
  inheritance: 'Inheritance or gift',
  property_sale: 'Sale of property',
  investments: 'Other investments',
  other: 'Other',
});
export type SourceOfFunds = (typeof SOURCES_OF_FUNDS)[number];

export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const ID_DOCUMENT_MAX_BYTES = 5 * MB;
/** ID documents by content: PDF, JPEG or PNG. */
export const INVESTOR_MIN_AGE = 18;

export const INVESTOR_MESSAGES = {
  // validation: catalogue messages, said in the language of the page or request that checks
  legalName: () => m.validation_investor_legal_name(),
  dateOfBirth: () => m.validation_investor_date_of_birth(),
  dateInvalid: () => m.validation_investor_date_invalid(),
  underAge: () => m.validation_investor_under_age({ age: groupDigits(INVESTOR_MIN_AGE, getLocale()) }),
  country: () => m.validation_investor_country(),
  addressLine1: () => m.validation_investor_address(),
  city: () => m.validation_investor_city(),
  postcode: () => m.validation_investor_postcode(),
  phone: () => m.validation_investor_phone(),
  customerType: () => m.validation_investor_customer_type(),
  companyName: () => m.validation_investor_company_name(),
  vatNumber: () => m.validation_investor_vat_number(),
  idNumber: () => m.validation_investor_id_number(),
  idNumberFormat: () => m.validation_investor_id_number_format(),
  sourceOfFunds: () => m.validation_investor_source_of_funds(),
  sourceOfFundsDetails: () => m.validation_investor_source_of_funds_details(),
  documentRequired: 'Please upload a copy of your ID document',
  documentType: 'The ID document must be a PDF, JPEG or PNG file',
  documentTooLarge: 'The ID document must be 5 MB or smaller',
  incomplete: 'Please complete your investor profile and upload your ID document before submitting',
  alreadyPending: 'Your profile is already waiting for review',
  alreadyVerified: 'Your profile is already verified',
  saved: 'Investor profile saved',
  backToReview: 'Saved. Your identity details changed, so your profile is back under review; you can invest again once we have checked it.',
  documentSaved: 'ID document uploaded',
  submitted: 'Thank you. Your profile has been sent for review; we will email you when it has been checked.',
  reasonRequired: 'Please give the investor a reason for the rejection',
  notSubmitted: 'This profile has not been submitted for review',
  verified: 'Investor verified',
  rejected: 'Investor profile rejected',
  notFound: notFoundMessage('Investor profile'),
  documentNotFound: 'No ID document has been uploaded',
  newDocumentNeeded:
    'Saved. Your name, date of birth or ID number changed, so please upload a new ID document showing them and submit your profile for review again.',
  newDocumentRequired: 'Your identity details changed since we verified them: please upload a new ID document before submitting your profile again',
  nameDiffers: 'The legal name differs from the account name. Check the ID document shows the legal name before verifying.',
  suspendReasonRequired: 'Please give the investor a reason for the suspension',
  notVerifiedToSuspend: 'Only a verified investor can be suspended',
  notSuspended: 'This investor is not suspended',
  suspended: 'Investor suspended and emailed',
  reinstated: 'Investor reinstated and emailed',
  documentNotOpened: 'Open the ID document before verifying: the profile can only be verified by someone who has seen it',
  checksRequired: 'Tick every check on the ID document before verifying',
} as const;

const text = (max: number, message: Message) =>
  z
    .string({ error: message })
    .max(max, { error: tooLongMessage(max) })
    .trim()
    .min(1, { error: message });
const optionalText = (max: number) =>
  z
    .string()
    .max(max, { error: tooLongMessage(max) })
    .trim()
    .optional()
    .nullable()
    .transform((value) => value || null);

/** Whole years between a YYYY-MM-DD birth date and `today` (YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const todayIso = () => new Date().toISOString().slice(0, 10);

export const investorProfileSchema = z
  .object({
    legalName: text(120, INVESTOR_MESSAGES.legalName),
    dateOfBirth: z
      .string({ error: INVESTOR_MESSAGES.dateOfBirth })
      .max(10, { error: INVESTOR_MESSAGES.dateInvalid })
      .min(1, { error: INVESTOR_MESSAGES.dateOfBirth })
      .refine(isRealDate, { error: INVESTOR_MESSAGES.dateInvalid })
      .refine((value) => !isRealDate(value) || ageOn(value, todayIso()) >= INVESTOR_MIN_AGE, { error: INVESTOR_MESSAGES.underAge })
      .refine((value) => !isRealDate(value) || ageOn(value, todayIso()) <= 120, { error: INVESTOR_MESSAGES.dateInvalid }),
    // Any form the list recognises is stored as the list's name, so older profiles stay valid.
    country: z
      .string({ error: INVESTOR_MESSAGES.country })
      .max(100, { error: INVESTOR_MESSAGES.country })
      .transform((value, ctx) => {
        const name = countryName(value);
        if (name === null) ctx.addIssue({ code: 'custom', message: INVESTOR_MESSAGES.country() });
        return name ?? z.NEVER;
      }),
    addressLine1: text(160, INVESTOR_MESSAGES.addressLine1),
    addressLine2: optionalText(160),
    city: text(80, INVESTOR_MESSAGES.city),
    // Normalised here, so the server stores and the form shows the same "E1 6RA".
    postcode: text(20, INVESTOR_MESSAGES.postcode).transform(normalisePostcode),
    phone: z
      .string({ error: INVESTOR_MESSAGES.phone })
      .max(30, { error: INVESTOR_MESSAGES.phone })
      .trim()
      .refine((value) => /^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, '').length >= 7 && value.replace(/\D/g, '').length <= 15, {
        error: INVESTOR_MESSAGES.phone,
      }),
    customerType: z.enum(CUSTOMER_TYPES, { error: INVESTOR_MESSAGES.customerType }),
    companyName: optionalText(160),
    vatNumber: optionalText(30),
    idNumber: z
      .string({ error: INVESTOR_MESSAGES.idNumber })
      .max(40, { error: tooLongMessage(40) })
      .trim()
      .min(4, { error: INVESTOR_MESSAGES.idNumber })
      .refine((value) => /^[A-Za-z0-9 -]+$/.test(value), { error: INVESTOR_MESSAGES.idNumberFormat }),
    sourceOfFunds: z.enum(SOURCES_OF_FUNDS, { error: INVESTOR_MESSAGES.sourceOfFunds }),
    sourceOfFundsDetails: optionalText(500),
  })
  .superRefine((value, ctx) => {
    if (value.customerType === 'business') {
      if (!value.companyName) ctx.addIssue({ code: 'custom', path: ['companyName'], message: INVESTOR_MESSAGES.companyName() });
      if (!value.vatNumber) ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: INVESTOR_MESSAGES.vatNumber() });
    }
    if (value.sourceOfFunds === 'other' && !value.sourceOfFundsDetails) {
      ctx.addIssue({ code: 'custom', path: ['sourceOfFundsDetails'], message: INVESTOR_MESSAGES.sourceOfFundsDetails() });
    }
  });
export type InvestorProfileInput = z.input<typeof investorProfileSchema>;
export type InvestorProfileFields = z.output<typeof investorProfileSchema>;

/** Fields whose change sends a verified profile back to review. */
export const INVESTOR_IDENTITY_FIELDS = ['legalName', 'dateOfBirth', 'country', 'customerType', 'companyName', 'vatNumber', 'idNumber'] as const;
/** The identity fields an ID document shows: when one changes after verification, a new document must be uploaded first. */
export const INVESTOR_DOCUMENT_FIELDS = ['legalName', 'dateOfBirth', 'idNumber'] as const satisfies readonly (typeof INVESTOR_IDENTITY_FIELDS)[number][];

/** Every profile field staff review, in the order the history shows changes, with its label. */
export const INVESTOR_PROFILE_FIELD_LABELS = {
  legalName: 'Legal name',
  dateOfBirth: 'Date of birth',
  country: 'Country of residence',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  city: 'Town or city',
  postcode: 'Postcode',
  phone: 'Phone',
  customerType: 'Investing as',
  companyName: 'Company',
  vatNumber: 'VAT number',
  idNumber: 'ID number',
  sourceOfFunds: 'Source of funds',
  sourceOfFundsDetails: 'Source of funds details',
  idDocumentName: 'ID document',
} as const;
export type InvestorProfileField = keyof typeof INVESTOR_PROFILE_FIELD_LABELS;

/** Names compared as people write them: case, accents, punctuation and spacing aside. */
const comparableName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
/** Whether the legal name on the profile is another name than the account's (staff are warned). */
export const legalNameDiffers = (accountName: string, legalName: string | null | undefined) =>
  Boolean(legalName) && comparableName(accountName) !== comparableName(legalName!);

/** What staff check on the ID document before verifying, each ticked, with its label. */
export const { values: ID_DOCUMENT_CHECKS, labels: ID_DOCUMENT_CHECK_LABELS } = labelled({
  nameMatches: 'The name matches the legal name',
  dateOfBirthMatches: 'The date of birth matches',
  photoClear: 'A photo is present and clear',
  notExpired: 'The document has not expired',
});
export type IdDocumentCheck = (typeof ID_DOCUMENT_CHECKS)[number];
/** The checklist's answers as sent and stored with the decision: each check ticked or not. */
export const idDocumentChecksSchema = z.partialRecord(z.enum(ID_DOCUMENT_CHECKS), z.boolean());
export type IdDocumentChecks = z.infer<typeof idDocumentChecksSchema>;
/** A verify needs every check ticked; a reject may send any. */
export const allIdChecksTicked = (checks: IdDocumentChecks | null | undefined) => ID_DOCUMENT_CHECKS.every((check) => checks?.[check] === true);
/** The checklist as one line for the activity log: "Name matches: yes; Date of birth matches: no; ...". */
export const idChecksText = (checks: IdDocumentChecks) =>
  ID_DOCUMENT_CHECKS.map((check) => `${ID_DOCUMENT_CHECK_LABELS[check]}: ${checks[check] ? 'yes' : 'no'}`).join('; ');
/** Every check ticked, as a verify sends them. */
export const ALL_ID_CHECKS: Required<IdDocumentChecks> = { nameMatches: true, dateOfBirthMatches: true, photoClear: true, notExpired: true };

export const { values: INVESTOR_PROFILE_EVENT_KINDS, labels: INVESTOR_PROFILE_EVENT_LABELS } = labelled({
  submitted: 'Submitted for review',
  verified: 'Verified',
  rejected: 'Rejected',
  suspended: 'Suspended',
  reinstated: 'Reinstated',
});
export type InvestorProfileEventKind = (typeof INVESTOR_PROFILE_EVENT_KINDS)[number];
const profileChange = z.object({ before: z.string().nullable(), after: z.string().nullable() });
const investorProfileChangesView = z.partialRecord(z.enum(valuesOf(INVESTOR_PROFILE_FIELD_LABELS)), profileChange);
export type InvestorProfileChanges = z.infer<typeof investorProfileChangesView>;
/** One step of the verification history (staff only). */
const investorProfileEventView = z.object({
  id: z.string(),
  kind: z.enum(INVESTOR_PROFILE_EVENT_KINDS),
  /** What changed since the previous review (verify or reject). */
  changes: investorProfileChangesView,
  reason: z.string().nullable(),
  /** The ID document checklist as staff answered it with a verify or reject (null before issue 47). */
  checks: idDocumentChecksSchema.nullable(),
  /** Staff's note on the document with the decision. */
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type InvestorProfileEvent = z.infer<typeof investorProfileEventView>;

export const investorSuspensionSchema = z.object({
  reason: z
    .string({ error: INVESTOR_MESSAGES.suspendReasonRequired })
    .max(1000, { error: 'Please use at most 1000 characters' })
    .trim()
    .min(1, { error: INVESTOR_MESSAGES.suspendReasonRequired }),
});

export const investorVerificationSchema = z
  .object({
    decision: z.enum(['verified', 'rejected'], { error: 'Decision must be verified or rejected' }),
    reason: optionalText(1000),
    checks: idDocumentChecksSchema.optional(),
    /** Staff's note on the document, kept with the decision in the history (not mailed). */
    note: optionalText(1000),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'rejected' && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: INVESTOR_MESSAGES.reasonRequired });
    if (value.decision === 'verified' && !allIdChecksTicked(value.checks))
      ctx.addIssue({ code: 'custom', path: ['checks'], message: INVESTOR_MESSAGES.checksRequired });
  });
export type InvestorVerificationInput = z.input<typeof investorVerificationSchema>;

export const INVESTORS_PAGE_SIZE = 20;
export const investorsQuerySchema = z.object({
  status: z.enum(INVESTOR_STATUSES).optional().catch(undefined),
  search: z.string().max(200).trim().optional().catch(undefined),
  ...pageQuery(INVESTORS_PAGE_SIZE),
});

export const investorProfileView = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(INVESTOR_STATUSES),
  rejectionReason: z.string().nullable(),
  legalName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  country: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  phone: z.string().nullable(),
  customerType: z.enum(CUSTOMER_TYPES),
  companyName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  idNumber: z.string().nullable(),
  sourceOfFunds: z.enum(SOURCES_OF_FUNDS).nullable(),
  sourceOfFundsDetails: z.string().nullable(),
  idDocument: z.object({ name: z.string(), uploadedAt: z.string() }).nullable(),
  /** Staff only: where to download the ID document. */
  idDocumentUrl: z.string().nullable().optional(),
  /** Staff only: the type of the document (an image is shown as one, a PDF in a frame). */
  idDocumentType: z.enum(['pdf', 'image']).nullable().optional(),
  /** Staff only: whether the staff member asking has opened the current ID document (a verify needs it). */
  idDocumentOpened: z.boolean().optional(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** Set when a verified investor is suspended; the reason was mailed to them. */
  suspensionReason: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  /** Identity fields on the document changed after verification: a new ID document comes before resubmitting. */
  newDocumentRequired: z.boolean(),
  /** Staff only: the verification history, newest first. */
  history: z.array(investorProfileEventView).optional(),
});
export type InvestorProfile = z.infer<typeof investorProfileView>;
/** The staff view of one investor: the profile with its verification history. */
export const investorReviewView = investorProfileView.required({ history: true });

/** GET /investors: one page of profiles and how many are in each status. */
export const investorListResponse = {
  ...pagedResponse(investorProfileView),
  /** Exact: kept with every write to a profile (investor_status_totals). */
  counts: z.record(z.enum(INVESTOR_STATUSES), z.number().int()),
};

// ------------------------------------------------------------------ investments

export const { values: INVESTMENT_STATUSES, labels: INVESTMENT_STATUS_LABELS } = labelled({
  requested: 'Requested',
  contacted: 'Contacted',
  awaiting_payment: 'Awaiting payment',
  active: 'Active',
  matured: 'Matured',
  paid_out: 'Paid out',
  cancelled: 'Cancelled',
});
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];

/** The pipeline: each status and the statuses staff may move it to. Anything else is a 409. */
export const INVESTMENT_TRANSITIONS: Record<InvestmentStatus, readonly InvestmentStatus[]> = {
  requested: ['contacted', 'cancelled'],
  contacted: ['awaiting_payment', 'cancelled'],
  awaiting_payment: ['active', 'cancelled'],
  active: ['matured'],
  matured: ['paid_out'],
  paid_out: [],
  cancelled: [],
};
export const canMoveInvestment = (from: InvestmentStatus, to: InvestmentStatus) => INVESTMENT_TRANSITIONS[from].includes(to);
/** The investor may cancel their own request while it is in one of these. */
export const INVESTOR_CANCELLABLE: readonly InvestmentStatus[] = ['requested', 'awaiting_payment'];
/** Investments in these statuses are still open: the owner cannot delete their account. */
export const OPEN_INVESTMENT_STATUSES: readonly InvestmentStatus[] = ['requested', 'contacted', 'awaiting_payment', 'active', 'matured'];
/** The pipeline in order, for progress displays (cancelled sits outside it). */
export const INVESTMENT_PIPELINE: readonly InvestmentStatus[] = ['requested', 'contacted', 'awaiting_payment', 'active', 'matured', 'paid_out'];

/** The invest form of a plan with the units chosen: where "Invest online" leads, through sign-up if need be. */
export const investFormPath = (planId: string, units: number) => `/portfolio/invest/${encodeURIComponent(planId)}?units=${units}`;
/** The public page that names the plan and leads a visitor without an account to sign-up first. */
export const investHandOffPath = (planId: string, units: number) => `/investment-plans/${encodeURIComponent(planId)}/invest?units=${units}`;

/** The venture's first year: tax-year statements exist from the one starting in it. */
export const STATEMENT_FIRST_YEAR = 2020;

/** `BBV-2026-00042`: the investment's human reference. */
export const formatInvestmentReference = (year: number, sequence: number) => `BBV-${year}-${String(sequence).padStart(5, '0')}`;
export const INVESTMENT_REFERENCE_PATTERN = /^BBV-\d{4}-\d{5,}$/;

export const INVESTMENT_MESSAGES = {
  planRequired: () => m.validation_invest_plan(),
  planNotFound: notFoundMessage('Investment plan'),
  planInactive: 'This plan is not open for investment at the moment',
  units: () => m.validation_invest_units(),
  unitsMax: () => m.validation_invest_units_max({ max: groupDigits(MAX_UNITS_PER_REQUEST, getLocale()) }),
  acceptTerms: () => m.validation_invest_accept_terms(),
  notVerified: 'Your investor profile must be verified before you can invest. Complete it at /portfolio/verify.',
  suspended: 'Your investor account is suspended, so you cannot place new investment requests. Please contact invest@breadbasketventures.com.',
  maturityReasonRequired: 'Please give the reason for maturing this investment outside a cycle or before its expected maturity date',
  awaitingVerification: 'Your investor profile is waiting for review. You can invest as soon as we have verified it; we will email you.',
  requested: 'Investment requested. We have emailed you the bank-transfer details.',
  roundInvalid: () => m.validation_invest_round(),
  notFound: notFoundMessage('Investment'),
  cannotCancel: 'This investment can no longer be cancelled. Please contact us.',
  cancelled: 'Investment cancelled',
  /** The investor's cancel dialog: leaving it keeps the request, its action cancels it. */
  cancelKeep: 'Keep request',
  cancelConfirm: 'Cancel request',
  /** What the investor's pages say of a cancelled request in place of the steps it will never reach. */
  cancelledOn: (day: string) => `Cancelled on ${day}`,
  badTransition: (from: InvestmentStatus, to: InvestmentStatus) =>
    `An investment that is ${INVESTMENT_STATUS_LABELS[from].toLowerCase()} cannot be moved to ${INVESTMENT_STATUS_LABELS[to].toLowerCase()}`,
  startedAtRequired: 'Please enter the date the payment was received (start date)',
  actualProfitRequired: 'Please enter the actual profit',
  paidAtRequired: 'Please enter the payout date',
  dateInFuture: 'This date cannot be in the future',
  paidBeforeStart: 'The payout date cannot be before the start date',
  statusUpdated: (status: InvestmentStatus) => `Investment moved to ${INVESTMENT_STATUS_LABELS[status]}`,
  noteRequired: 'Please write a note',
  noteAdded: 'Note added',
  userHasOpenInvestments: 'This account has investments that are still open. Close or pay them out before deleting it.',
  openInvestments:
    'Your account has investments that are still open, so it cannot be deleted yet. Please contact invest@breadbasketventures.com and we will close them with you first.',
} as const;

/** A day after today in UTC: staff east of Greenwich record "today" before UTC reaches it. */
const latestRecordableDate = () => new Date(clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);

/** A date something happened (payment received, payout made): real, and not in the future. */
export const dateField = (message: string) =>
  z
    .string({ error: message })
    .max(10, { error: INVESTOR_MESSAGES.dateInvalid })
    .refine(isRealDate, { error: INVESTOR_MESSAGES.dateInvalid })
    .refine((value) => value <= latestRecordableDate(), { error: INVESTMENT_MESSAGES.dateInFuture });

/** Why an investor with this verification status may not place a request (the 403's message), or null when they may. */
export function investingRefusal(status: InvestorStatus): string | null {
  if (status === 'verified') return null;
  if (status === 'pending') return INVESTMENT_MESSAGES.awaitingVerification;
  if (status === 'suspended') return INVESTMENT_MESSAGES.suspended;
  return INVESTMENT_MESSAGES.notVerified;
}

export const investmentRequestSchema = z.object({
  planId: z.string({ error: INVESTMENT_MESSAGES.planRequired }).max(36).uuid({ error: INVESTMENT_MESSAGES.planRequired }),
  // A number, or the digits a form's number input sends; never `true` or `[2]` read as a count.
  units: z
    .union([z.number(), z.string().max(7).trim().regex(/^\d+$/).transform(Number)], { error: INVESTMENT_MESSAGES.units })
    .pipe(
      z
        .number()
        .int({ error: INVESTMENT_MESSAGES.units })
        .min(1, { error: INVESTMENT_MESSAGES.units })
        .max(MAX_UNITS_PER_REQUEST, { error: INVESTMENT_MESSAGES.unitsMax }),
    ),
  reinvest: z.boolean({ error: () => m.validation_invalid_value() }).default(false),
  acceptTerms: z.literal(true, { error: INVESTMENT_MESSAGES.acceptTerms }),
  /** The round (a funding cycle of the plan); omitted: the plan's open round closing first with enough units left. */
  cycleId: z.string({ error: INVESTMENT_MESSAGES.roundInvalid }).max(36).uuid({ error: INVESTMENT_MESSAGES.roundInvalid }).optional(),
  ...agreementAcceptanceFields,
});
export type InvestmentRequestInput = z.input<typeof investmentRequestSchema>;

/** POST /investor/agreements/preview: the agreement of the plan and units being chosen. */
export const agreementPreviewSchema = investmentRequestSchema.pick({ planId: true, units: true });

/** Profit in pence; at most £10m. */
const minorAmount = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(-1_000_000_000, { error: message }).max(1_000_000_000, { error: message });

export const investmentStatusSchema = z
  .object({
    status: z.enum(INVESTMENT_STATUSES, { error: 'Please choose a valid status' }),
    note: optionalText(2000),
    startedAt: dateField(INVESTMENT_MESSAGES.startedAtRequired).optional(),
    /** Actual profit for the whole investment, in pence (may be negative after a loss). */
    actualProfit: minorAmount(INVESTMENT_MESSAGES.actualProfitRequired).optional(),
    paidAt: dateField(INVESTMENT_MESSAGES.paidAtRequired).optional(),
    /** Why it matures outside a cycle or early (required then; kept on the timeline for staff). */
    reason: optionalText(1000),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'active' && !value.startedAt) ctx.addIssue({ code: 'custom', path: ['startedAt'], message: INVESTMENT_MESSAGES.startedAtRequired });
    if (value.status === 'matured' && value.actualProfit === undefined)
      ctx.addIssue({ code: 'custom', path: ['actualProfit'], message: INVESTMENT_MESSAGES.actualProfitRequired });
    if (value.status === 'paid_out' && !value.paidAt) ctx.addIssue({ code: 'custom', path: ['paidAt'], message: INVESTMENT_MESSAGES.paidAtRequired });
  });
export type InvestmentStatusInput = z.input<typeof investmentStatusSchema>;

/**
 * Why maturing this investment now needs a reason, or null: it runs in no cycle, or its expected
 * maturity date (`today` as YYYY-MM-DD) has not come yet. The server refuses such a move without one.
 */
export function maturityReasonNeeded(investment: Pick<Investment, 'cycleId' | 'expectedMaturityAt'>, today: string): 'no_cycle' | 'early' | null {
  if (!investment.cycleId) return 'no_cycle';
  if (investment.expectedMaturityAt && today < investment.expectedMaturityAt) return 'early';
  return null;
}
export const MATURITY_REASON_HINTS = {
  no_cycle: 'This investment is in no farm cycle, so its result does not come from a cycle close.',
  early: 'Its expected maturity date has not come yet.',
} as const;

export const investmentNoteSchema = z.object({
  note: z
    .string({ error: INVESTMENT_MESSAGES.noteRequired })
    .max(2000, { error: 'Please use at most 2000 characters' })
    .trim()
    .min(1, { error: INVESTMENT_MESSAGES.noteRequired }),
});

export const INVESTMENTS_PAGE_SIZE = 20;
export const investmentsQuerySchema = z.object({
  status: z.enum(INVESTMENT_STATUSES).optional().catch(undefined),
  planId: z.uuid().optional().catch(undefined),
  search: z.string().max(200).trim().optional().catch(undefined),
  ...pageQuery(INVESTMENTS_PAGE_SIZE),
});
/** The CSV export takes the list's filters; it has no pages. */
export const investmentsExportQuerySchema = investmentsQuerySchema.omit({ page: true, limit: true });

const investmentPlanSnapshotView = z.object({
  planId: z.string().nullable(),
  title: z.string(),
  amountPerUnit: z.number().int(),
  profitPerUnit: z.number().int(),
  duration: z.number().int(),
  durationUnit: z.enum(DURATION_UNITS),
  currency: z.enum(CURRENCIES),
  isRevolving: z.boolean(),
});

/**
 * An investment's money as the ledger tells it (ledger.ts names it LedgerTotals): declared here
 * because the ledger's contract builds on this file's fields.
 */
export const ledgerTotalsView = z.object({ paidIn: z.number().int(), profit: z.number().int(), paidOut: z.number().int(), balance: z.number().int() });

export const investmentView = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(INVESTMENT_STATUSES),
  plan: investmentPlanSnapshotView,
  units: z.number().int(),
  reinvest: z.boolean(),
  /** Units × amount per unit, pence. */
  amount: z.number().int(),
  /** Units × profit per unit, pence: the investor's projected share. */
  expectedProfit: z.number().int(),
  actualProfit: z.number().int().nullable(),
  requestedAt: z.string(),
  startedAt: z.string().nullable(),
  /** Its cycle's expected end once assigned to one; before that, startedAt + the plan's duration. */
  expectedMaturityAt: z.string().nullable(),
  maturedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  updatedAt: z.string(),
  /** The farm cycle it runs in: the round it was requested in, or the one staff assigned. */
  cycleId: z.string().nullable(),
  /** The day a request in a round must be paid by (its units are released after); null before rounds. */
  paymentDueOn: z.string().nullable(),
  /** Staff views carry the investor. */
  investor: z.object({ id: z.string(), name: z.string(), email: z.string() }).optional(),
  /** The money as the ledger tells it (portfolio and detail views). */
  ledger: ledgerTotalsView.optional(),
  /** What happens at maturity as the investor chose it; null: the agreement's default (MATURITY_DEFAULT) applies. */
  maturityChoice: z.enum(['payout', 'rollover_capital', 'rollover_all']).nullable(),
  /** When the investor made (or last changed) the choice; null while the default applies. */
  maturityChosenAt: z.string().nullable(),
  /** The last day the choice may be made (maturity.ts maturityChoiceDeadline); null until a maturity is expected. */
  maturityChoiceDeadline: z.string().nullable(),
  /** The reference of the investment whose money rolled into this one, and of the one this one rolled into. */
  rolledOverFrom: z.string().nullable(),
  rolledOverTo: z.string().nullable(),
  /**
   * Money that arrived after its round closed waits for the investor's choice (next round or
   * refund; round-closing.ts isLateMoney). Portfolio and detail views.
   */
  lateMoney: z.boolean().optional(),
});
export type Investment = z.infer<typeof investmentView>;

const investmentEventView = z.object({
  id: z.string(),
  /** `agreement`: the investor accepted the Mudarabah agreement (AGREEMENT_ACCEPTED_EVENT); `cycle`: staff put it into a farm cycle (CYCLE_ASSIGNED_EVENT). */
  kind: z.enum(['status', 'note', 'agreement', 'cycle']),
  fromStatus: z.enum(INVESTMENT_STATUSES).nullable(),
  toStatus: z.enum(INVESTMENT_STATUSES).nullable(),
  note: z.string().nullable(),
  /** Shown to the investor as "You" for their own steps and "Breadbasket team" when a member of staff acted. */
  actorName: z.string().nullable(),
  createdAt: z.string(),
  /** Staff only: why it matured outside a cycle or early. */
  reason: z.string().nullable().optional(),
});
export type InvestmentEvent = z.infer<typeof investmentEventView>;

/**
 * Pipeline steps an investment jumped over (paid in full while still "requested", say): a progress
 * display shows them as skipped, never as done.
 */
export function skippedSteps(timeline: readonly Pick<InvestmentEvent, 'kind' | 'fromStatus' | 'toStatus'>[]): Set<InvestmentStatus> {
  const skipped = new Set<InvestmentStatus>();
  for (const event of timeline) {
    if (event.kind !== 'status' || !event.fromStatus || !event.toStatus) continue;
    const from = INVESTMENT_PIPELINE.indexOf(event.fromStatus);
    const to = INVESTMENT_PIPELINE.indexOf(event.toStatus);
    if (from < 0) continue;
    for (let step = from + 1; step < to; step++) skipped.add(INVESTMENT_PIPELINE[step]!);
  }
  return skipped;
}

/** Staff views: how to reach the investor and where their verification profile is. */
const investorContactView = z.object({ phone: z.string().nullable(), country: z.string().nullable(), profileStatus: z.enum(INVESTOR_STATUSES) });

/**
 * A rollover as the investment's statement and page tell it (maturity.ts rolloverFact writes it):
 * `into` on the matured investment, `from` on the new one, from the ledger's transfer entries.
 */
export const rolloverView = z.object({
  direction: z.enum(['into', 'from']),
  /** What moved: the capital only, or the capital and the profit (the matured investment's choice). */
  what: z.enum(['capital', 'capital_and_profit']),
  /** Pence moved. */
  amount: z.number().int(),
  /** The other investment's reference, and its cycle's name. */
  reference: z.string(),
  cycleName: z.string().nullable(),
  /** The day of the transfer (YYYY-MM-DD). */
  on: z.string(),
});
export type Rollover = z.infer<typeof rolloverView>;

export const investmentDetailView = investmentView.extend({
  /** The rollover this investment took part in, from its ledger transfer; null for none. */
  rollover: rolloverView.nullable(),
  /** The ids behind rolledOverFrom and rolledOverTo, for links between the two investments' pages. */
  rolledOverFromId: z.string().nullable(),
  rolledOverToId: z.string().nullable(),
  timeline: z.array(investmentEventView),
  agreement: agreementRecordView.nullable(),
  investorContact: investorContactView.optional(),
});
export type InvestmentDetail = z.infer<typeof investmentDetailView>;

const investmentTotalsView = z.record(z.enum(INVESTMENT_STATUSES), z.object({ count: z.number().int(), amount: z.number().int() }));
export type InvestmentTotals = z.infer<typeof investmentTotalsView>;

/** GET /investments: one page, and count and money per status under the same filters. */
export const investmentListResponse = { ...pagedResponse(investmentView), totals: investmentTotalsView };
export type InvestmentList = { data: Investment[]; pagination: Pagination; totals: InvestmentTotals };

/** The portfolio's totals in pence, each named for what it is (PORTFOLIO_TOTALS gives their words). */
const portfolioSummaryView = z.object({
  /** Capital working or not yet returned: active and matured investments. */
  capitalInvested: z.number().int(),
  /** Capital paid back: paid-out investments, less any loss the capital bore. */
  capitalReturned: z.number().int(),
  /** Profit paid out with the capital. */
  profitReceived: z.number().int(),
  /** Profit of matured investments, not yet paid. */
  profitDue: z.number().int(),
  /** The plans' projected profit of the investments still running (active). */
  projectedProfit: z.number().int(),
});
export type PortfolioSummary = z.infer<typeof portfolioSummaryView>;

/** The totals in the order /portfolio shows them, with their labels and one-line explanations. */
type Words = (inputs?: Record<string, never>, options?: { locale?: Language }) => string;
export const PORTFOLIO_TOTALS: readonly { key: keyof PortfolioSummary; label: Words; hint: Words }[] = [
  { key: 'capitalInvested', label: m.portfolio_total_capital_invested, hint: m.portfolio_total_capital_invested_hint },
  { key: 'capitalReturned', label: m.portfolio_total_capital_returned, hint: m.portfolio_total_capital_returned_hint },
  { key: 'profitReceived', label: m.portfolio_total_profit_received, hint: m.portfolio_total_profit_received_hint },
  { key: 'profitDue', label: m.portfolio_total_profit_due, hint: m.portfolio_total_profit_due_hint },
  { key: 'projectedProfit', label: m.portfolio_total_projected_profit, hint: m.portfolio_total_projected_profit_hint },
];

/**
 * The totals from the investor's investments, read from their ledgers: requests not yet active
 * and cancelled ones hold no capital (a partial payment shows on the investment itself). A loss
 * is borne by the capital (the 50/50 rule), so a negative result lowers the capital returned
 * rather than showing as negative profit. Only the projection comes from the plan.
 */
export function portfolioTotals(list: readonly (Pick<Investment, 'status' | 'expectedProfit'> & { ledger: LedgerTotals })[]): PortfolioSummary {
  const totals: PortfolioSummary = { capitalInvested: 0, capitalReturned: 0, profitReceived: 0, profitDue: 0, projectedProfit: 0 };
  for (const { status, expectedProfit, ledger } of list) {
    const profit = Math.max(ledger.profit, 0);
    if (status === 'active') {
      totals.capitalInvested += ledger.balance;
      totals.projectedProfit += expectedProfit;
    } else if (status === 'matured') {
      totals.capitalInvested += ledger.balance - ledger.profit;
      totals.profitDue += profit;
    } else if (status === 'paid_out') {
      // A rollover moved money on without paying it (issue 47): only profit actually paid out is received.
      const received = Math.max(0, Math.min(profit, ledger.paidOut));
      totals.capitalReturned += ledger.paidOut - received;
      totals.profitReceived += received;
    }
  }
  return totals;
}

const bankTransferDetailsView = z.object({
  accountName: z.string(),
  sortCode: z.string(),
  accountNumber: z.string(),
  iban: z.string(),
  /** BIC/SWIFT of the receiving bank: investors paying from abroad need it beside the IBAN. */
  bic: z.string(),
  bankName: z.string(),
});
export type BankTransferDetails = z.infer<typeof bankTransferDetailsView>;

/** GET /investor/investments: the investor's investments with the portfolio's totals. */
export const portfolioResponse = { data: z.array(investmentView), summary: portfolioSummaryView };
/** A request just placed: the investment and where to pay for it. */
export const investmentRequestedResponse = { data: investmentView, bankTransfer: bankTransferDetailsView };
/** The investor's investment; the bank details come while it still waits for the transfer. */
export const ownInvestmentResponse = { data: investmentDetailView, bankTransfer: bankTransferDetailsView.optional() };
