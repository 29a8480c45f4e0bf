import { z } from 'zod';
import { dateField, INVESTMENT_STATUS_LABELS, ledgerTotalsView, type InvestmentStatus } from './investments.ts';
import { CURRENCIES, formatMoney, type Currency } from './money.ts';
import { labelled, valuesOf } from './labelled.ts';
import { notFoundMessage } from './messages.ts';
import { formatDate } from './dates.ts';
import { splitCycleProfit } from './cycles.ts';

/**
 * The ledger's words: every movement of an investor's money is one entry in signed pence, seen
 * from the investor's side (what we hold for them goes up with a payment or a profit, down with a
 * loss, a payout or a refund). A correction is a reversal of one entry, never an edit.
 */

export const { values: LEDGER_ENTRY_KINDS, labels: LEDGER_ENTRY_LABELS } = labelled({
  payment: 'Payment received',
  profit: 'Profit credited',
  loss: 'Loss debited',
  payout: 'Payout sent',
  refund: 'Refund sent',
  reversal: 'Correction',
  // A rollover (issue 47): money moved inside our books from a matured investment to its next one; no money leaves the bank.
  transfer_in: 'Rolled over from',
  transfer_out: 'Rolled over into',
});
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** Where an entry came from: a matched bank line, a payout batch, a closed cycle, or staff (with a reason). */
export const { values: LEDGER_SOURCES, labels: LEDGER_SOURCE_LABELS } = labelled({
  bank_line: 'Bank statement',
  payout_batch: 'Payout batch',
  cycle_close: 'Cycle close',
  staff: 'Staff',
  rollover: 'Rollover',
});
export type LedgerSource = (typeof LEDGER_SOURCES)[number];

/** Which way each kind moves the balance; a reversal takes the opposite sign of what it reverses. */
export const LEDGER_SIGN: Record<Exclude<LedgerEntryKind, 'reversal'>, 1 | -1> = {
  payment: 1,
  profit: 1,
  loss: -1,
  payout: -1,
  refund: -1,
  transfer_in: 1,
  transfer_out: -1,
};

/** Kinds that move money inside our books (a rollover): they sum to zero across the two investments and are never bank money. */
export const TRANSFER_KINDS = ['transfer_in', 'transfer_out'] as const satisfies readonly LedgerEntryKind[];

/**
 * How a transfer entry reads, naming the other investment: "Rolled over into BB-2026-0042". Stored as the
 * entry's reason, so the ledger screens, the statements and the CSV all print the same words.
 */
export const transferDescription = (kind: (typeof TRANSFER_KINDS)[number], otherReference: string) => `${LEDGER_ENTRY_LABELS[kind]} ${otherReference}`;

const ledgerEntryView = z.object({
  id: z.string(),
  investmentId: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  /** Signed pence, investor's side. */
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** YYYY-MM-DD: the day the money moved. */
  valueDate: z.string(),
  source: z.enum(LEDGER_SOURCES),
  sourceId: z.string().nullable(),
  reason: z.string().nullable(),
  reversesId: z.string().nullable(),
  /** Set on an entry a later reversal cancelled. */
  reversedById: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntryView>;

/**
 * An investment's money as the ledger tells it, reversals folded into the kind they reverse:
 * paid in (payments), profit (profit minus loss), paid out (payouts and refunds, positive), and
 * what we still hold for the investor.
 */
export type LedgerTotals = z.infer<typeof ledgerTotalsView>;

export const EMPTY_LEDGER_TOTALS: LedgerTotals = { paidIn: 0, profit: 0, paidOut: 0, balance: 0 };

/** Totals of one investment's entries; a reversal counts against the kind of the entry it reverses. */
export function ledgerTotals(entries: readonly Pick<LedgerEntry, 'id' | 'kind' | 'amount' | 'reversesId'>[]): LedgerTotals {
  const kindOf = new Map(entries.map((entry) => [entry.id, entry.kind]));
  const totals = { ...EMPTY_LEDGER_TOTALS };
  for (const entry of entries) {
    const kind = entry.kind === 'reversal' ? (entry.reversesId ? kindOf.get(entry.reversesId) : undefined) : entry.kind;
    if (kind === 'payment') totals.paidIn += entry.amount;
    else if (kind === 'profit' || kind === 'loss') totals.profit += entry.amount;
    else if (kind === 'payout' || kind === 'refund') totals.paidOut -= entry.amount;
    // A transfer (rollover) is neither paid in nor paid out: it moves the balance only (transferredOf reads it).
    totals.balance += entry.amount;
  }
  return totals;
}

/**
 * What each kind adds up to for one investment, reversals folded into the kind they cancel:
 * payments and profit positive, losses, payouts and refunds negative (as stored).
 */
const ledgerSumsView = z.object({
  payment: z.number().int(),
  profit: z.number().int(),
  loss: z.number().int(),
  payout: z.number().int(),
  refund: z.number().int(),
  transfer_in: z.number().int(),
  transfer_out: z.number().int(),
}) satisfies z.ZodType<Record<Exclude<LedgerEntryKind, 'reversal'>, number>>;
export type LedgerSums = z.infer<typeof ledgerSumsView>;
/** Sums of an investment with no entries. */
export const NO_LEDGER_SUMS: Readonly<LedgerSums> = { payment: 0, profit: 0, loss: 0, payout: 0, refund: 0, transfer_in: 0, transfer_out: 0 };

export function ledgerSums(entries: readonly Pick<LedgerEntry, 'id' | 'kind' | 'amount' | 'reversesId'>[]): LedgerSums {
  const kindOf = new Map(entries.map((entry) => [entry.id, entry.kind]));
  const sums: LedgerSums = { ...NO_LEDGER_SUMS };
  for (const entry of entries) {
    const kind = entry.kind === 'reversal' ? (entry.reversesId ? kindOf.get(entry.reversesId) : undefined) : entry.kind;
    if (kind && kind !== 'reversal') sums[kind] += entry.amount;
  }
  return sums;
}

/**
 * The capital the ledger holds as paid in: payments less refunds (an overpayment refunded nets out),
 * plus money rolled over into it from a matured investment (a rollover pays a new investment in full).
 */
export const capitalReceived = (sums: LedgerSums) => sums.payment + sums.refund + sums.transfer_in;

/** Money moved by rollovers (in less out) in totals: what the balance holds beyond paid in + profit − paid out. */
export const transferredOf = (totals: LedgerTotals) => totals.balance - totals.paidIn - totals.profit + totals.paidOut;

/** "£500.00 of £1,000.00 received": how a payment that does not yet cover the amount reads. */
export const receivedOf = (received: number, amount: number, currency: Currency) =>
  `${formatMoney(received, currency)} of ${formatMoney(amount, currency)} received`;

/** Entries staff may record by hand, each with the action that records it. */
export const { values: MANUAL_LEDGER_KINDS, labels: MANUAL_LEDGER_ACTIONS } = labelled({
  payment: 'Record payment received',
  refund: 'Record refund',
  payout: 'Record payout sent',
});
export type ManualLedgerKind = (typeof MANUAL_LEDGER_KINDS)[number];

export const LEDGER_MESSAGES = {
  kind: 'Please choose payment received, refund or payout sent',
  amount: 'Please enter an amount greater than zero, in pounds and pence',
  valueDate: 'Please enter the date the money moved',
  reason: 'Please give a reason (at least 3 characters)',
  otherCurrency: (money: string, investment: string) => `This money is in ${money} and the investment in ${investment}: it cannot pay it.`,
  recorded: (kind: LedgerEntryKind) => `${LEDGER_ENTRY_LABELS[kind]} recorded`,
  reversed: 'Entry reversed',
  entryNotFound: notFoundMessage('Ledger entry'),
  alreadyReversed: 'This entry has already been reversed.',
  cannotReverseCorrection: 'A correction cannot itself be reversed: record a new entry instead.',
  notPaidInFull: (received: number, amount: number, currency: Currency) =>
    `${receivedOf(received, amount, currency)}: the investment becomes active once the payments recorded in its ledger cover the amount.`,
  notPaidOut: (held: number, currency: Currency) =>
    `The ledger still holds ${formatMoney(held, currency)} for this investment: record payouts equal to the capital plus profit (or minus loss) before marking it paid out.`,
  booksCheckRan: (differences: number) =>
    differences === 0 ? 'Books check ran: the books are clean' : `Books check ran: ${differences} ${differences === 1 ? 'difference' : 'differences'} found`,
} as const;

/** At most £10m in one entry, in pence. */
const MAX_ENTRY_PENCE = 1_000_000_000;

const reasonField = z
  .string({ error: LEDGER_MESSAGES.reason })
  .max(500, { error: 'Please use at most 500 characters' })
  .trim()
  .min(3, { error: LEDGER_MESSAGES.reason });

/** Staff record money that did not come through a bank statement: a reason is always required. */
export const ledgerEntrySchema = z.object({
  kind: z.enum(MANUAL_LEDGER_KINDS, { error: LEDGER_MESSAGES.kind }),
  /** Pence, positive: the kind gives the direction. */
  amount: z
    .number({ error: LEDGER_MESSAGES.amount })
    .int({ error: LEDGER_MESSAGES.amount })
    .min(1, { error: LEDGER_MESSAGES.amount })
    .max(MAX_ENTRY_PENCE, { error: LEDGER_MESSAGES.amount }),
  valueDate: dateField(LEDGER_MESSAGES.valueDate),
  reason: reasonField,
});
export type LedgerEntryInput = z.input<typeof ledgerEntrySchema>;
export type LedgerEntryValues = z.output<typeof ledgerEntrySchema>;

/** A reversal carries the value date of the entry it cancels, so the month it corrects nets out. */
export const ledgerReversalSchema = z.object({ reason: reasonField });

export const investmentLedgerView = z.object({ entries: z.array(ledgerEntryView), totals: ledgerTotalsView, sums: ledgerSumsView });
export type InvestmentLedger = z.infer<typeof investmentLedgerView>;

// ------------------------------------------------------------------ books check

/**
 * What each status allows the ledger to hold, in the investment's own figures:
 * - requested, contacted, awaiting payment: payments received so far (a partial payment, or a full
 *   one not yet activated) and nothing else: no profit or loss, no payout, never below zero;
 * - cancelled: nothing, once its refunds are sent: money still held is a refund pending and shows
 *   as a difference until refunded;
 * - active: capital received (payments less refunds) equal to the amount, no profit, no payout;
 * - matured: capital received equal to the amount and profit (less loss) equal to the actual
 *   profit recorded at maturity, nothing paid out;
 * - paid out: as matured, and everything paid out: the balance is zero.
 */
export const BOOKS_CHECK_RULES = {
  status: 'Ledger agrees with status',
  cycle_profit: 'Cycle profit equals investors’ share',
  money_held: 'Money in minus money out equals money held',
  future_dated: 'No entry dated in the future',
  cycle_pool: 'Cycle’s investors’ half fully accounted for',
  transfers: 'Each rollover moves the same money out and in',
} as const;
export type BooksCheckRule = keyof typeof BOOKS_CHECK_RULES;

const booksDifferenceView = z.object({
  rule: z.enum(valuesOf(BOOKS_CHECK_RULES)),
  /** What the difference is about: an investment's reference, a cycle's or a plan's name. */
  subject: z.string(),
  investmentId: z.string().nullable(),
  cycleId: z.string().nullable(),
  planId: z.string().nullable(),
  /** Pence: what the rule expects and what the ledger holds. */
  expected: z.number().int(),
  actual: z.number().int(),
  message: z.string(),
});
export type BooksDifference = z.infer<typeof booksDifferenceView>;

export const booksCheckRunView = z.object({
  id: z.string(),
  trigger: z.enum(['daily', 'staff']),
  ranAt: z.string(),
  actorName: z.string().nullable(),
  differenceCount: z.number().int(),
  differences: z.array(booksDifferenceView),
});
export type BooksCheckRun = z.infer<typeof booksCheckRunView>;

export type LedgerInvestmentFacts = {
  id: string;
  reference: string;
  status: InvestmentStatus;
  amount: number;
  actualProfit: number | null;
  currency: Currency;
  planId: string | null;
  planTitle: string;
  cycleId: string | null;
  cycleName: string | null;
  units: number;
};

const difference = (
  rule: BooksCheckRule,
  facts: Pick<LedgerInvestmentFacts, 'id' | 'reference' | 'planId' | 'cycleId'>,
  expected: number,
  actual: number,
  message: string,
): BooksDifference => ({ rule, subject: facts.reference, investmentId: facts.id, cycleId: facts.cycleId, planId: facts.planId, expected, actual, message });

/** Rule (a): one investment's ledger against its status (BOOKS_CHECK_RULES gives the words). */
export function statusDifferences(facts: LedgerInvestmentFacts, sums: LedgerSums): BooksDifference[] {
  const found: BooksDifference[] = [];
  const money = (pence: number) => formatMoney(pence, facts.currency);
  const capital = capitalReceived(sums);
  const profit = sums.profit + sums.loss;
  const balance = sums.payment + sums.profit + sums.loss + sums.payout + sums.refund + sums.transfer_in + sums.transfer_out;
  const status = facts.status;
  const label = INVESTMENT_STATUS_LABELS[status].toLowerCase();
  if (balance < 0) found.push(difference('status', facts, 0, balance, `Holds ${money(balance)}: more paid out than was paid in and earned`));
  if (status === 'requested' || status === 'contacted' || status === 'awaiting_payment' || status === 'cancelled') {
    if (profit !== 0) found.push(difference('status', facts, 0, profit, `Profit or loss of ${money(profit)} credited while ${label}`));
    if (sums.payout !== 0) found.push(difference('status', facts, 0, -sums.payout, `Payout of ${money(-sums.payout)} sent while ${label}`));
    if (sums.transfer_out !== 0) found.push(difference('status', facts, 0, -sums.transfer_out, `Rolled over ${money(-sums.transfer_out)} while ${label}`));
    if (status === 'cancelled' && balance > 0)
      found.push(difference('status', facts, 0, balance, `Refund pending: ${money(balance)} held for a cancelled investment`));
    return found;
  }
  if (capital !== facts.amount)
    found.push(difference('status', facts, facts.amount, capital, `${receivedOf(capital, facts.amount, facts.currency)} while ${label}`));
  const expectedProfit = status === 'active' ? 0 : (facts.actualProfit ?? 0);
  if (profit !== expectedProfit)
    found.push(difference('status', facts, expectedProfit, profit, `Profit credited ${money(profit)}, expected ${money(expectedProfit)} while ${label}`));
  // Money rolls out of an investment only once its cycle's result is known.
  if (status === 'active' && sums.transfer_out !== 0)
    found.push(difference('status', facts, 0, -sums.transfer_out, `Rolled over ${money(-sums.transfer_out)} while ${label}`));
  if (status !== 'paid_out' && sums.payout !== 0)
    found.push(difference('status', facts, 0, -sums.payout, `Payout of ${money(-sums.payout)} sent while ${label}`));
  if (status === 'paid_out' && balance > 0) found.push(difference('status', facts, 0, balance, `Paid out, but the ledger still holds ${money(balance)}`));
  return found;
}

/**
 * Rule (d): an entry whose value date is after today (a London day) records money that has not
 * moved yet: a mistyped year, or a statement line read wrongly.
 */
export function futureDatedDifference(
  facts: Pick<LedgerInvestmentFacts, 'id' | 'reference' | 'planId' | 'cycleId' | 'currency'>,
  entry: { amount: number; valueDate: string },
  today: string,
): BooksDifference | null {
  if (entry.valueDate <= today) return null;
  return difference(
    'future_dated',
    facts,
    0,
    entry.amount,
    `Entry of ${formatMoney(entry.amount, facts.currency)} dated ${formatDate(entry.valueDate)}, after today`,
  );
}

type ClosedCycleFacts = { id: string; name: string; planId: string | null; currency: Currency };

/** A closed cycle's difference under `rule`, or null when the ledgers agree with what the close says. */
function cycleDifference(
  rule: 'cycle_profit' | 'cycle_pool',
  cycle: ClosedCycleFacts,
  expected: number,
  actual: number,
  message: string,
): BooksDifference | null {
  if (expected === actual) return null;
  return { rule, subject: cycle.name, investmentId: null, cycleId: cycle.id, planId: cycle.planId, expected, actual, message };
}

/** Rule (b): a closed cycle's credited profit against profit per unit × the units assigned to it. */
export function cycleProfitDifference(
  cycle: ClosedCycleFacts & { profitPerUnitPence: number },
  assigned: readonly { units: number; sums: LedgerSums }[],
): BooksDifference | null {
  const units = assigned.reduce((total, one) => total + one.units, 0);
  const expected = cycle.profitPerUnitPence * units;
  const actual = assigned.reduce((total, one) => total + one.sums.profit + one.sums.loss, 0);
  return cycleDifference(
    'cycle_profit',
    cycle,
    expected,
    actual,
    `Credited ${formatMoney(actual, cycle.currency)} to its investors, their share is ${formatMoney(expected, cycle.currency)} (${units} units)`,
  );
}

/**
 * Rule (e): a closed cycle's investors' half (the pool of splitCycleProfit) against what the
 * ledgers say became of it: credited to (or debited from) its investments, plus the cycle ledger's
 * rounding leftover and unsold units' share (ROUNDING_RULE). A missing cycle entry shows here.
 */
export function cyclePoolDifference(
  cycle: ClosedCycleFacts & { saleRevenuePence: number | null; costsPence: number | null; units: number },
  credited: number,
  cycleEntries: number,
): BooksDifference | null {
  const expected = splitCycleProfit({ saleRevenuePence: cycle.saleRevenuePence ?? 0, costsPence: cycle.costsPence ?? 0, units: cycle.units }).investorPoolPence;
  const actual = credited + cycleEntries;
  return cycleDifference(
    'cycle_pool',
    cycle,
    expected,
    actual,
    `The investors’ half is ${formatMoney(expected, cycle.currency)}; credited ${formatMoney(credited, cycle.currency)} and ${formatMoney(cycleEntries, cycle.currency)} in the cycle’s ledger`,
  );
}

/**
 * What the investments' records say should be held: the amount while active, the amount plus the
 * actual profit once matured, nothing once paid out or cancelled, and before activation whatever
 * has been received (a partial payment waits there).
 */
export function expectedHeld(facts: LedgerInvestmentFacts, sums: LedgerSums): number {
  if (facts.status === 'active') return facts.amount;
  // A rollover moved part of a matured investment's money into the next round: the rest waits for its payout.
  if (facts.status === 'matured') return facts.amount + (facts.actualProfit ?? 0) + sums.transfer_out;
  if (facts.status === 'paid_out' || facts.status === 'cancelled') return 0;
  return Math.max(capitalReceived(sums), 0);
}

/**
 * Rule (c): per plan and per cycle, money in (payments, profit) minus money out (losses, payouts,
 * refunds) against the money the investments' statuses say is held. Investments are added one at
 * a time, so a check of every investment holds the totals per plan and cycle, never the investments.
 */
export function moneyHeldTally() {
  type Group = { subject: string; planId: string | null; cycleId: string | null; currency: Currency; moneyIn: number; moneyOut: number; held: number };
  const groups = new Map<string, Group>();
  const add = (key: string, base: Omit<Group, 'moneyIn' | 'moneyOut' | 'held'>, moneyIn: number, moneyOut: number, held: number) => {
    const group = groups.get(key) ?? { ...base, moneyIn: 0, moneyOut: 0, held: 0 };
    group.moneyIn += moneyIn;
    group.moneyOut += moneyOut;
    group.held += held;
    groups.set(key, group);
  };
  const addInvestment = (facts: LedgerInvestmentFacts, sums: LedgerSums) => {
    // A rollover leaves one investment and enters another: in a plan they net to nothing, in a cycle it is money in or out.
    const moneyIn = sums.payment + sums.profit + sums.transfer_in;
    const moneyOut = -(sums.loss + sums.payout + sums.refund + sums.transfer_out);
    const held = expectedHeld(facts, sums);
    add(
      `plan:${facts.planId ?? facts.planTitle}`,
      { subject: `Plan ${facts.planTitle}`, planId: facts.planId, cycleId: null, currency: facts.currency },
      moneyIn,
      moneyOut,
      held,
    );
    if (facts.cycleId)
      add(
        `cycle:${facts.cycleId}`,
        { subject: `Cycle ${facts.cycleName ?? facts.planTitle}`, planId: facts.planId, cycleId: facts.cycleId, currency: facts.currency },
        moneyIn,
        moneyOut,
        held,
      );
  };
  const differences = () => {
    const found: BooksDifference[] = [];
    for (const group of groups.values()) {
      const net = group.moneyIn - group.moneyOut;
      if (net === group.held) continue;
      found.push({
        rule: 'money_held',
        subject: group.subject,
        investmentId: null,
        cycleId: group.cycleId,
        planId: group.planId,
        expected: group.held,
        actual: net,
        message: `Money in ${formatMoney(group.moneyIn, group.currency)} minus money out ${formatMoney(group.moneyOut, group.currency)} is ${formatMoney(net, group.currency)}; the investments hold ${formatMoney(group.held, group.currency)}`,
      });
    }
    return found;
  };
  return { add: addInvestment, differences };
}

/**
 * Rule (f): every rollover's two entries, the transfer out of the matured investment and the transfer
 * into the new one (each naming the other as its source), move the same amount: none half-recorded.
 */
export function transferDifferences(
  transfers: readonly {
    investmentId: string;
    reference: string;
    planId: string | null;
    cycleId: string | null;
    currency: Currency;
    kind: 'transfer_in' | 'transfer_out';
    amount: number;
    otherId: string | null;
  }[],
): BooksDifference[] {
  const found: BooksDifference[] = [];
  const key = (from: string | null, to: string | null) => `${from}>${to}`;
  const ins = new Map<string, number>();
  for (const one of transfers)
    if (one.kind === 'transfer_in') ins.set(key(one.otherId, one.investmentId), (ins.get(key(one.otherId, one.investmentId)) ?? 0) + one.amount);
  const outs = new Map<string, (typeof transfers)[number] & { total: number }>();
  for (const one of transfers) {
    if (one.kind !== 'transfer_out') continue;
    const k = key(one.investmentId, one.otherId);
    const seen = outs.get(k);
    outs.set(k, { ...one, total: (seen?.total ?? 0) + one.amount });
  }
  for (const [k, out] of outs) {
    const moved = -out.total;
    const received = ins.get(k) ?? 0;
    ins.delete(k);
    if (moved === received) continue;
    found.push(
      difference(
        'transfers',
        { id: out.investmentId, reference: out.reference, planId: out.planId, cycleId: out.cycleId },
        moved,
        received,
        `Rolled over ${formatMoney(moved, out.currency)}, the next investment received ${formatMoney(received, out.currency)}`,
      ),
    );
  }
  for (const [k, received] of ins) {
    if (received === 0) continue;
    const one = transfers.find((t) => t.kind === 'transfer_in' && key(t.otherId, t.investmentId) === k)!;
    found.push(
      difference(
        'transfers',
        { id: one.investmentId, reference: one.reference, planId: one.planId, cycleId: one.cycleId },
        0,
        received,
        `Received ${formatMoney(received, one.currency)} by rollover that no investment rolled out`,
      ),
    );
  }
  return found;
}

// ------------------------------------------------------------------ reconciliation report

export const { values: RECONCILIATION_GROUPINGS, labels: RECONCILIATION_GROUPING_LABELS } = labelled({
  plan: 'Per plan',
  cycle: 'Per cycle',
  month: 'Per month',
});
export type ReconciliationGrouping = (typeof RECONCILIATION_GROUPINGS)[number];

export const reconciliationQuerySchema = z.object({
  by: z.enum(RECONCILIATION_GROUPINGS, { error: 'Please choose plan, cycle or month' }).default('plan'),
});

/** One line of the report, pence: money in (payments), profit (less losses), money out (payouts and refunds), held. */
export const reconciliationRowView = z.object({
  key: z.string(),
  label: z.string(),
  currency: z.enum(CURRENCIES),
  moneyIn: z.number().int(),
  profit: z.number().int(),
  moneyOut: z.number().int(),
  held: z.number().int(),
});
export type ReconciliationRow = z.infer<typeof reconciliationRowView>;
/** GET /ledger/reconciliation: the rows, with the grouping asked for and its title. */
export const reconciliationResponse = {
  data: z.array(reconciliationRowView),
  by: z.enum(RECONCILIATION_GROUPINGS),
  title: z.string(),
};
