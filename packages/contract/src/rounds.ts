import { z } from 'zod';
import { addDays, daysBetween } from './dates.ts';
import { labelled } from './labelled.ts';
import { CURRENCIES } from './money.ts';
import type { InvestmentStatus } from './investments.ts';
import { ROUND_MESSAGES } from './rounds-public.ts';

/**
 * Funding rounds (issue 48): a round is a cycle open for money ("funding"), selling what the farm
 * can take (the cycle's units) with a minimum to go ahead, the dates it takes money and an expected
 * start. A request is for a round and holds its units from the moment it is made.
 */

/** Every investment in a round holds its units except a cancelled one (an expired reservation is cancelled). */
export const UNIT_HOLDING_STATUSES: readonly InvestmentStatus[] = ['requested', 'contacted', 'awaiting_payment', 'active', 'matured', 'paid_out'];
/** A reservation whose money has not arrived: reminded before its payment day, released after it (unless part-paid). */
export const UNPAID_STATUSES: readonly InvestmentStatus[] = ['requested', 'contacted', 'awaiting_payment'];
/** Units whose money has arrived. */
export const PAID_STATUSES: readonly InvestmentStatus[] = ['active', 'matured', 'paid_out'];

/** Days a request has to be paid, counted from the request: the request states the day. */
export const PAYMENT_DUE_DAYS = 7;
/** The reminder goes this many days before the payment is due. */
export const PAYMENT_REMINDER_DAYS = 2;
/** A round below its minimum at its closing date may be extended once, by at most this many days. */
export const ROUND_EXTENSION_MAX_DAYS = 28;

/** The day a request made on `requestedOn` must be paid by: never after the round closes. */
export const paymentDueOn = (requestedOn: string, fundingClosesOn: string): string => {
  const due = addDays(requestedOn, PAYMENT_DUE_DAYS);
  return due < fundingClosesOn ? due : fundingClosesOn;
};

export type RoundFigures = {
  units: number;
  minimumUnits: number;
  /** Units held by requests not cancelled (paid ones included). */
  reservedUnits: number;
  /** Units whose money arrived. */
  paidUnits: number;
  fundingOpensOn: string;
  fundingClosesOn: string;
};

export type RoundProgress = {
  unitsLeft: number;
  /** Paid units as a whole percentage of the round's units, rounded down (never 100 before it is). */
  percentFunded: number;
  /** Reserved units as a whole percentage, rounded down. */
  percentReserved: number;
  /** Days until the round closes, 0 on its closing day; null once it has closed. */
  daysLeft: number | null;
  fullyReserved: boolean;
  reachedMinimum: boolean;
  /** Taking requests today: opened, not past its closing day, units left. */
  open: boolean;
};

/** What a round shows (plan page, rounds screen, home cards): figures derived from its rows, today being the UK day. */
export function roundProgress(round: RoundFigures, today: string): RoundProgress {
  const unitsLeft = Math.max(0, round.units - round.reservedUnits);
  const daysLeft = today > round.fundingClosesOn ? null : daysBetween(today, round.fundingClosesOn);
  return {
    unitsLeft,
    percentFunded: Math.floor((Math.min(round.paidUnits, round.units) * 100) / round.units),
    percentReserved: Math.floor((Math.min(round.reservedUnits, round.units) * 100) / round.units),
    daysLeft,
    fullyReserved: unitsLeft === 0,
    reachedMinimum: round.paidUnits >= round.minimumUnits,
    open: today >= round.fundingOpensOn && daysLeft !== null && unitsLeft > 0,
  };
}

/** GET /rounds: one plan's rounds, or every plan's when planId is absent. */
export const roundsQuerySchema = z.object({
  planId: z.uuid({ error: 'planId must be a plan id' }).optional(),
});
export type RoundsQuery = z.infer<typeof roundsQuerySchema>;

/** POST /round-alerts from one address: a few a minute, like the contact form. */
export const ROUND_ALERT_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;
export const ROUND_ALERT_RATE_LIMITED = 'Too many requests: please wait a minute and try again';

/** Days before a reservation's payment day when staff see it on Needs attention. */
export const PAYMENT_ATTENTION_DAYS = 2;

/** POST /investor/rounds/:id/waitlist. */
export const waitlistJoinSchema = z.object({
  units: z
    .number({ error: ROUND_MESSAGES.waitlistUnits })
    .int({ error: ROUND_MESSAGES.waitlistUnits })
    .min(1, { error: ROUND_MESSAGES.waitlistUnits })
    .max(100_000, { error: ROUND_MESSAGES.waitlistUnits }),
});
export type WaitlistJoinInput = z.input<typeof waitlistJoinSchema>;

/** An investor's place on a round's waiting list (GET /investor/waitlist). */
export const waitlistEntryView = z.object({
  roundId: z.string(),
  planTitle: z.string(),
  roundName: z.string(),
  units: z.number().int(),
  createdAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntryView>;

/** POST /round-alerts: tell me when a round of this plan opens. */
export const roundAlertSchema = z.object({
  planId: z.string({ error: ROUND_MESSAGES.alertPlan }).max(36).uuid({ error: ROUND_MESSAGES.alertPlan }),
  email: z
    .string({ error: ROUND_MESSAGES.alertEmail })
    .trim()
    .max(254, { error: ROUND_MESSAGES.alertEmail })
    .pipe(z.email({ error: ROUND_MESSAGES.alertEmail }))
    .transform((email) => email.toLowerCase()),
});
export type RoundAlertInput = z.input<typeof roundAlertSchema>;

/** POST /round-alerts/stop: the token of the mailed one-click link. */
export const roundAlertStopSchema = z.object({
  token: z.string({ error: ROUND_MESSAGES.alertToken }).trim().min(16, { error: ROUND_MESSAGES.alertToken }).max(200, { error: ROUND_MESSAGES.alertToken }),
});

/** The maturity choice (issue 47): pay out, or roll into the plan's next open round. */
export const { values: MATURITY_CHOICES, labels: MATURITY_CHOICE_LABELS } = labelled({
  payout: 'Pay out capital and profit',
  rollover_capital: 'Roll the capital into the next round, pay out the profit',
  rollover_all: 'Roll capital and profit into the next round',
});
export type MaturityChoice = (typeof MATURITY_CHOICES)[number];
/** What happens when the investor has not chosen by the deadline: stated in the agreement. */
export const MATURITY_DEFAULT: MaturityChoice = 'payout';
/** The choice closes this many days before the cycle's expected end. */
export const MATURITY_CHOICE_DEADLINE_DAYS = 14;

export const maturityChoiceSchema = z.object({ maturityChoice: z.enum(MATURITY_CHOICES, { error: 'Choose what happens at maturity' }) });

/** A cycle that starts without taking money through a round (created running): a round that closed the day it started, its units the target and the minimum. */
export const roundClosedAtStart = (cycle: { startDate: string; units: number }) => ({
  minimumUnits: cycle.units,
  fundingOpensOn: cycle.startDate,
  fundingClosesOn: cycle.startDate,
  fundingClosedOn: cycle.startDate,
});

const roundProgressView = z.object({
  unitsLeft: z.number().int(),
  percentFunded: z.number().int(),
  percentReserved: z.number().int(),
  daysLeft: z.number().int().nullable(),
  fullyReserved: z.boolean(),
  reachedMinimum: z.boolean(),
  open: z.boolean(),
});

/** A round as the plan page, the invest form and the rounds screen read it (a cycle of status "funding", or one whose round has closed). */
export const roundView = z.object({
  /** The cycle's id: a round is its cycle while it takes money. */
  id: z.string(),
  planId: z.string().nullable(),
  planTitle: z.string(),
  name: z.string(),
  location: z.string(),
  status: z.enum(['funding', 'running', 'closed', 'cancelled']),
  units: z.number().int(),
  minimumUnits: z.number().int(),
  reservedUnits: z.number().int(),
  paidUnits: z.number().int(),
  amountPerUnitPence: z.number().int(),
  currency: z.enum(CURRENCIES),
  fundingOpensOn: z.string(),
  fundingClosesOn: z.string(),
  fundingExtendedFrom: z.string().nullable(),
  fundingClosedOn: z.string().nullable(),
  /** The cycle's expected start and end. */
  startDate: z.string(),
  expectedEndDate: z.string(),
  progress: roundProgressView,
});
export type RoundView = z.infer<typeof roundView>;
