import { CURRENCY_SIGNS, MINUS_SIGN, formatMoney, penceToPoisha, type Currency } from './money.ts';
import { countOf, groupDigits } from './format.ts';
import type { TrackRecordCycle } from './track-record.ts';

/**
 * A closed cycle's account, penny by penny: what the investment page, the matured mail, the
 * statement, staff's cycle page and the public cycle page show. No zod here (the public cycle page
 * imports it). The arithmetic is splitCycleProfit's (the 50/50 rule); this says where every penny
 * of the result went, so that nothing is lost: ROUNDING_RULE (risk-wording.ts) says it in words.
 */

/** One cost of a cycle, as staff typed it at the close. */
export type CycleCostLine = { label: string; amountPence: number };

/** The label of the single line a close without cost lines records (`costsPence` alone). */
export const DEFAULT_COST_LABEL = 'Costs';

/** Pence as pounds with four decimal places, rounded half away from zero: 566677.7p/100 -> "56.6678". */
export function exactPounds(numerator: number, denominator: number): string {
  // pounds × 10,000 = numerator × 100 / denominator, in integers (numerator stays far below 2^53 / 100).
  const scaled = numerator * 100;
  let whole = Math.trunc(scaled / denominator);
  const rest = scaled - whole * denominator;
  if (2 * Math.abs(rest) >= denominator) whole += Math.sign(scaled) * Math.sign(denominator);
  const abs = Math.abs(whole);
  const digits = String(abs).padStart(5, '0');
  return `${whole < 0 ? '-' : ''}${digits.slice(0, -4)}.${digits.slice(-4)}`;
}

/** An exact amount from exactPounds, the way formatMoney prints money: "56.6678" -> "£56.6678", "-1.5000" -> "−£1.5000". */
export function formatExactMoney(pounds: string, currency: Currency = 'GBP'): string {
  const negative = pounds.startsWith('-');
  const [whole = '0', decimals = '0000'] = (negative ? pounds.slice(1) : pounds).split('.');
  const zero = /^0*$/.test(whole) && /^0*$/.test(decimals);
  return `${negative && !zero ? MINUS_SIGN : ''}${CURRENCY_SIGNS[currency]}${groupDigits(Number(whole))}.${decimals}`;
}

export type CycleAccountInput = {
  currency: Currency;
  saleRevenuePence: number;
  /** The cost lines recorded at the close (a cycle closed before them: one line of its `costsPence`). */
  costLines: readonly CycleCostLine[];
  /** The cycle's units. */
  units: number;
  /** The units investors hold (the investments in the cycle). */
  investedUnits: number;
  /** The close's exchange rate, taka per pound in poisha, when staff recorded it. */
  poishaPerPound?: number | null;
};

export type CycleAccount = {
  currency: Currency;
  revenuePence: number;
  costLines: CycleCostLine[];
  costsPence: number;
  /** Revenue less costs: a profit when 0 or more, else a loss. */
  netPence: number;
  isLoss: boolean;
  /** The investors' half of a profit (rounded down), or the whole of a loss: the pool shared by units. */
  investorsHalfPence: number;
  /** The farmer's half of a profit, with its odd penny; 0 in a loss (the farmer loses the value of their work). */
  farmersHalfPence: number;
  /** The odd penny of halving an odd profit (0 or 1), which the farmer's half takes. */
  oddPennyPence: number;
  units: number;
  investedUnits: number;
  /** Units nobody bought: the venture funded them from its own capital. */
  unsoldUnits: number;
  /** The investors' half ÷ the cycle's units, in pounds to four places ("56.6678"). */
  perUnitExact: string;
  /** The same rounded toward zero to the penny: what each unit is credited (or debited). */
  perUnitPence: number;
  /** What the investors are credited together: per unit × the units they hold. */
  creditedPence: number;
  /** The investors' half less per unit × the cycle's units: the pence rounding leaves over. */
  roundingLeftoverPence: number;
  /** Per unit × the units nobody bought: the venture's share. */
  unsoldSharePence: number;
  /** Taka per pound in poisha, when the close recorded it: every amount is then shown in taka too. */
  poishaPerPound: number | null;
};

/** One investment's lines of the account: its units and share, exact and credited. */
export type InvestmentAccountShare = {
  units: number;
  /** Its units as a percent of the cycle's units, two decimals. */
  sharePercent: number;
  /** The investors' half × its units ÷ the cycle's units, in pounds to four places. */
  exactShare: string;
  /** Per unit (credited) × its units: what its ledger shows. */
  creditedPence: number;
};

/**
 * The account of a closed cycle. Properties (tested with fast-check): the halves add up to the net
 * result; credited + rounding leftover + unsold share = the investors' half; every unit is credited
 * no more than its exact share of a profit (and debited no more than its exact share of a loss).
 */
export function cycleAccount(input: CycleAccountInput): CycleAccount {
  const costLines = input.costLines.map((line) => ({ label: line.label, amountPence: line.amountPence }));
  const costsPence = costLines.reduce((total, line) => total + line.amountPence, 0);
  const netPence = input.saleRevenuePence - costsPence;
  const isLoss = netPence < 0;
  // splitCycleProfit's rule: a profit is halved (rounded down), a loss falls whole on the capital.
  const investorsHalfPence = isLoss ? netPence : Math.floor(netPence / 2);
  const oddPennyPence = isLoss ? 0 : netPence % 2;
  const farmersHalfPence = netPence - investorsHalfPence;
  const perUnitPence = Math.trunc(investorsHalfPence / input.units) || 0;
  const unsoldUnits = Math.max(input.units - input.investedUnits, 0);
  return {
    currency: input.currency,
    revenuePence: input.saleRevenuePence,
    costLines,
    costsPence,
    netPence,
    isLoss,
    investorsHalfPence,
    farmersHalfPence,
    oddPennyPence,
    units: input.units,
    investedUnits: input.investedUnits,
    unsoldUnits,
    perUnitExact: exactPounds(investorsHalfPence, input.units),
    perUnitPence,
    creditedPence: perUnitPence * input.investedUnits,
    roundingLeftoverPence: investorsHalfPence - perUnitPence * input.units,
    unsoldSharePence: perUnitPence * unsoldUnits,
    poishaPerPound: input.poishaPerPound ?? null,
  };
}

/** One investment's part of a cycle's account. */
export function investmentAccountShare(account: CycleAccount, units: number): InvestmentAccountShare {
  return {
    units,
    sharePercent: Math.round((units / account.units) * 10_000) / 100,
    exactShare: exactPounds(account.investorsHalfPence * units, account.units),
    creditedPence: account.perUnitPence * units,
  };
}

/** The cost lines of a cycle closed before they were recorded: its one `costsPence` as "Costs". */
export const costLinesOr = (lines: readonly CycleCostLine[], costsPence: number | null): CycleCostLine[] =>
  lines.length ? [...lines] : [{ label: DEFAULT_COST_LABEL, amountPence: costsPence ?? 0 }];

/** The kinds of the cycle-level ledger: the pence of the investors' half no investment is credited. */
export const CYCLE_LEDGER_KINDS = ['rounding_leftover', 'unsold_share'] as const;
export type CycleLedgerKind = (typeof CYCLE_LEDGER_KINDS)[number];
export const CYCLE_LEDGER_LABELS: Record<CycleLedgerKind, string> = {
  rounding_leftover: 'Rounding leftover',
  unsold_share: 'Share of units nobody bought',
};
/** The cycle ledger's entries of an account, as the close writes them (0 included). */
export const cycleLedgerAmounts = (account: CycleAccount): Record<CycleLedgerKind, number> => ({
  rounding_leftover: account.roundingLeftoverPence,
  unsold_share: account.unsoldSharePence,
});

export const CYCLE_ACCOUNT_MESSAGES = {
  /** A cycle's public account exists once it has closed: a running or unknown cycle is not found. */
  notClosed: 'Closed cycle not found',
  noAccount: 'The cycle’s account is shown once the cycle has closed',
} as const;

/** GET /track-record/cycles/:id: a closed cycle's row of the track record and its account, without investors' data. */
export type PublicCycleAccount = { cycle: TrackRecordCycle; account: CycleAccount };

/** One line of an account as every page, mail and statement prints it. */
export type CycleAccountRow = { label: string; value: string; tone?: 'indent' | 'total' | 'strong' };

/**
 * The account's lines, worded once: revenue, each cost, net, the halves, per unit exact and
 * credited; with `share` the investment's units and share; with `whole` (staff, the public page)
 * what became of the rest of the investors' half. Shown with ROUNDING_RULE under them.
 */
export function cycleAccountRows(account: CycleAccount, { share, whole = false }: { share?: InvestmentAccountShare; whole?: boolean } = {}): CycleAccountRow[] {
  const rate = account.poishaPerPound;
  // In pounds, and in taka beside them where the close recorded the rate (the figures were converted at it).
  const money = (pence: number) => `${formatMoney(pence, account.currency)}${rate ? ` (${formatMoney(penceToPoisha(pence, rate), 'BDT')})` : ''}`;
  const units = (n: number) => countOf(n, { one: 'unit', other: 'units' });
  return [
    ...(rate ? [{ label: 'Exchange rate at the close', value: `${formatMoney(100, account.currency)} = ${formatMoney(rate, 'BDT')}` }] : []),
    { label: 'Sale revenue', value: money(account.revenuePence) },
    ...account.costLines.map((line): CycleAccountRow => ({ label: `Less ${line.label}`, value: money(-line.amountPence), tone: 'indent' })),
    { label: 'Total costs', value: money(-account.costsPence) },
    { label: account.isLoss ? 'Net loss' : 'Net profit', value: money(account.netPence), tone: 'total' },
    account.isLoss
      ? { label: 'Partner farmer’s half', value: `${money(0)} (they lose the value of their work)` }
      : {
          label: 'Partner farmer’s half',
          value: `${money(account.farmersHalfPence)}${account.oddPennyPence ? ` (with the odd ${money(account.oddPennyPence)})` : ''}`,
        },
    { label: account.isLoss ? 'Investors’ share: the whole loss' : 'Investors’ half', value: money(account.investorsHalfPence) },
    { label: `Per unit, exact (÷ ${units(account.units)})`, value: formatExactMoney(account.perUnitExact, account.currency) },
    { label: 'Per unit, credited (rounded toward zero)', value: money(account.perUnitPence), tone: 'strong' },
    ...(share
      ? ([
          { label: 'Your units', value: `${groupDigits(share.units)} of ${groupDigits(account.units)} (${share.sharePercent}% of the cycle)` },
          { label: 'Your exact share', value: formatExactMoney(share.exactShare, account.currency) },
          { label: 'Your share, credited', value: money(share.creditedPence), tone: 'total' },
        ] satisfies CycleAccountRow[])
      : []),
    ...(whole
      ? ([
          { label: `Credited to investors (${units(account.investedUnits)})`, value: money(account.creditedPence) },
          {
            label: account.isLoss ? 'Rounding leftover (borne by the venture)' : 'Rounding leftover (to the partner farmer)',
            value: money(account.roundingLeftoverPence),
          },
          { label: `Share of units nobody bought (${units(account.unsoldUnits)}, the venture’s)`, value: money(account.unsoldSharePence) },
        ] satisfies CycleAccountRow[])
      : []),
  ];
}
