import { addDays, formatDate } from './dates.ts';
import { formatMoney, type Currency } from './money.ts';
import type { InvestmentStatus, Rollover } from './investments.ts';
import { MATURITY_CHOICE_DEADLINE_DAYS, MATURITY_CHOICE_LABELS, MATURITY_DEFAULT, ROUND_EXTENSION_MAX_DAYS, type MaturityChoice } from './rounds.ts';

/**
 * A real maturity choice (issue 47): before its cycle ends the investor chooses to be paid out, or to
 * roll the capital (or the capital and the profit) into the plan's next open round. A rollover is a
 * transfer inside our books (ledger transfer_out / transfer_in), never money through the bank.
 */

/** Investments whose choice may still change (before the deadline): running ones, and requests before they start. */
export const MATURITY_CHOOSABLE_STATUSES: readonly InvestmentStatus[] = ['requested', 'contacted', 'awaiting_payment', 'active'];

/** Investors with no choice are asked once, when the deadline is this many days away or less. */
export const MATURITY_ASK_DAYS = 14;

/**
 * The last day the choice may be made or changed: MATURITY_CHOICE_DEADLINE_DAYS before the expected
 * maturity (its cycle's expected end; without a cycle, its start plus the plan's duration). Null
 * while no maturity is expected yet (a request in no round): the choice is open.
 */
export const maturityChoiceDeadline = (expectedMaturityAt: string | null): string | null =>
  expectedMaturityAt ? addDays(expectedMaturityAt.slice(0, 10), -MATURITY_CHOICE_DEADLINE_DAYS) : null;

/** Whether the investor may still choose on `today` (YYYY-MM-DD, the UK day). */
export const maturityChoiceOpen = (investment: { status: InvestmentStatus; maturityChoiceDeadline: string | null }, today: string): boolean =>
  MATURITY_CHOOSABLE_STATUSES.includes(investment.status) && (investment.maturityChoiceDeadline === null || today <= investment.maturityChoiceDeadline);

/** What applies at maturity: the investor's choice, or the agreement's default. */
export const effectiveMaturityChoice = (choice: MaturityChoice | null | undefined): MaturityChoice => choice ?? MATURITY_DEFAULT;

/** Whether this choice rolls money into the next round. */
export const rollsOver = (choice: MaturityChoice | null | undefined) => effectiveMaturityChoice(choice) !== 'payout';

/** The one truth behind "Reinvest at maturity": a choice that rolls over. */
export const reinvestsOf = (choice: MaturityChoice | null | undefined) => choice === 'rollover_all' || choice === 'rollover_capital';

/**
 * The money a choice rolls over, pence, never more than the ledger holds: the capital (less any loss
 * it bore) for rollover_capital; everything held (capital plus profit, or minus loss) for rollover_all.
 */
export function rolloverAmount(choice: MaturityChoice, money: { capital: number; held: number }): number {
  if (choice === 'payout') return 0;
  const wanted = choice === 'rollover_capital' ? money.capital : money.held;
  return Math.max(0, Math.min(wanted, money.held));
}

/** An amount as whole units of the round at its price, and the pence left over (paid out). */
export function splitIntoUnits(amount: number, amountPerUnit: number): { units: number; transferred: number; remainder: number } {
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(amountPerUnit) || amountPerUnit <= 0)
    throw new RangeError('Whole pence and a positive unit price');
  const units = amount > 0 ? Math.floor(amount / amountPerUnit) : 0;
  const transferred = units * amountPerUnit;
  return { units, transferred, remainder: amount - transferred };
}

/** What a close did with a matured investment's money, for its mail. */
export type RolloverOutcome =
  | { kind: 'rolled'; choice: MaturityChoice; intoReference: string; roundName: string; units: number; amount: number; remainder: number }
  | { kind: 'not_rolled'; choice: MaturityChoice; why: RolloverMiss };

/** Why a chosen rollover could not roll: the matured mail says it in the investor's language (the catalogue's mail_rollover_*). */
export type RolloverMiss = { kind: 'noOpenRound' } | { kind: 'tooFewUnits' } | { kind: 'lessThanAUnit'; pricePerUnit: number; currency: Currency };

export const MATURITY_MESSAGES = {
  saved: (choice: MaturityChoice) => `Saved: ${MATURITY_CHOICE_LABELS[choice].charAt(0).toLowerCase()}${MATURITY_CHOICE_LABELS[choice].slice(1)}`,
  closed: (deadline: string) => `The choice closed on ${formatDate(deadline)}: please contact us if you need to change it`,
  notChoosable: 'The choice can only be made for an investment that has not yet matured',
  chooseBy: (deadline: string) => `Choose what happens at maturity by ${formatDate(deadline)}`,
  defaultApplies: `If you do not choose, we will ${MATURITY_CHOICE_LABELS[MATURITY_DEFAULT].toLowerCase()} at maturity.`,
} as const;

/**
 * What happens at maturity, in the one wording the agreement, /faq and the investment page show:
 * it is the rule matureInvestments applies (rollOver in the server's cycles module).
 */
export const MATURITY_RULE = `Before your cycle ends you choose what happens to your money at maturity: ${MATURITY_CHOICE_LABELS.payout.toLowerCase()}; ${MATURITY_CHOICE_LABELS.rollover_capital.toLowerCase()}; or ${MATURITY_CHOICE_LABELS.rollover_all.toLowerCase()}. You may choose or change your choice until ${MATURITY_CHOICE_DEADLINE_DAYS} days before the cycle's expected end; if you have not chosen by then, we ${MATURITY_CHOICE_LABELS[MATURITY_DEFAULT].toLowerCase()}. A rollover moves your money inside our books (no money leaves the bank) into a new investment in the plan's next open round, in whole units at that round's price; any pence that do not make a whole unit are paid out. If the plan has no open round with enough units when the cycle closes, the money is paid out instead.`;

/** The FAQ entry that states MATURITY_RULE (seeded, and added by migration 0440 to a database that has FAQs). */
export const MATURITY_FAQ_QUESTION = 'What happens to my money at maturity?';

/** What a round that misses its minimum, and money that arrives late, become (issue 48), in one wording. */
export const ROUND_RULE = `A round that has not reached its minimum by its closing date may be extended once by up to ${ROUND_EXTENSION_MAX_DAYS} days (you will be told); if it still has not, it is cancelled and every payment is refunded in full to the account it came from. Money that arrives after a round has closed is never put into a running cycle: you choose the plan's next open round or a refund.`;

/** The FAQ entry that states ROUND_RULE. */
export const ROUND_FAQ_QUESTION = 'What if a round does not reach its minimum, or my money arrives late?';

/**
 * A rollover as one fact of the investment's statement and page, the two ends in matching words:
 * "Capital of £1,500.00 moved to investment BBV-2026-00043 in cycle Broilers 12, on 7 December 2026"
 * on the old one, "… moved from investment BBV-2026-00042 in cycle Broilers 11, …" on the new.
 */
export function rolloverFact(rollover: Rollover, currency: Currency): [string, string] {
  const what = rollover.what === 'capital' ? 'Capital' : 'Capital and profit';
  const where = `investment ${rollover.reference}${rollover.cycleName ? ` in cycle ${rollover.cycleName}` : ''}`;
  const moved = `${what} of ${formatMoney(rollover.amount, currency)} moved ${rollover.direction === 'into' ? 'to' : 'from'} ${where}, on ${formatDate(rollover.on)}`;
  return [rollover.direction === 'into' ? 'Rolled over' : 'Rolled over from', moved];
}
