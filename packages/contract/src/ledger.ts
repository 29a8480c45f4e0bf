import type { Currency } from './money.ts';

/**
 * The ledger's words: every movement of an investor's money is one entry in signed pence, seen
 * from the investor's side (what we hold for them goes up with a payment or a profit, down with a
 * loss, a payout or a refund). A correction is a reversal of one entry, never an edit.
 */

export const LEDGER_ENTRY_KINDS = ['payment', 'profit', 'loss', 'payout', 'refund', 'reversal'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** Where an entry came from: a matched bank line, a payout batch, a closed cycle, or staff (with a reason). */
export const LEDGER_SOURCES = ['bank_line', 'payout_batch', 'cycle_close', 'staff'] as const;
export type LedgerSource = (typeof LEDGER_SOURCES)[number];

export const LEDGER_ENTRY_LABELS: Record<LedgerEntryKind, string> = {
  payment: 'Payment received',
  profit: 'Profit credited',
  loss: 'Loss debited',
  payout: 'Payout sent',
  refund: 'Refund sent',
  reversal: 'Correction',
};

/** Which way each kind moves the balance; a reversal takes the opposite sign of what it reverses. */
export const LEDGER_SIGN: Record<Exclude<LedgerEntryKind, 'reversal'>, 1 | -1> = {
  payment: 1,
  profit: 1,
  loss: -1,
  payout: -1,
  refund: -1,
};

export type LedgerEntry = {
  id: string;
  investmentId: string;
  kind: LedgerEntryKind;
  /** Signed pence, investor's side. */
  amount: number;
  currency: Currency;
  /** YYYY-MM-DD: the day the money moved. */
  valueDate: string;
  source: LedgerSource;
  sourceId: string | null;
  reason: string | null;
  reversesId: string | null;
  /** Set on an entry a later reversal cancelled. */
  reversedById: string | null;
  actorName: string | null;
  createdAt: string;
};

/**
 * An investment's money as the ledger tells it, reversals folded into the kind they reverse:
 * paid in (payments), profit (profit minus loss), paid out (payouts and refunds, positive), and
 * what we still hold for the investor.
 */
export type LedgerTotals = { paidIn: number; profit: number; paidOut: number; balance: number };

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
    totals.balance += entry.amount;
  }
  return totals;
}
