/**
 * An investment's words in a language, for what the investor reads (mails, statements, their
 * pages): the English are the contract's labels, the Bengali the catalogue's.
 */
import { m } from './paraglide/messages.js';
import { getLocale } from './paraglide/runtime.js';
import { INVESTMENT_STATUS_LABELS, type InvestmentStatus } from './investments.ts';
import { MATURITY_CHOICE_LABELS, type MaturityChoice } from './rounds.ts';
import type { Language } from './languages.ts';

/** The language the catalogue speaks now (inside `inLanguage`, that one). */
export const languageInScope = (): Language => getLocale();

const STATUS_WORDS: Record<InvestmentStatus, (inputs: object, options: { locale: Language }) => string> = {
  requested: m.portfolio_status_requested,
  contacted: m.portfolio_status_contacted,
  awaiting_payment: m.portfolio_status_awaiting_payment,
  active: m.portfolio_status_active,
  matured: m.portfolio_status_matured,
  paid_out: m.portfolio_status_paid_out,
  cancelled: m.portfolio_status_cancelled,
};

export const investmentStatusIn = (status: InvestmentStatus, language: Language) =>
  language === 'en' ? INVESTMENT_STATUS_LABELS[status] : STATUS_WORDS[status]({}, { locale: language });

const CHOICE_WORDS: Record<MaturityChoice, (inputs: object, options: { locale: Language }) => string> = {
  payout: m.portfolio_choice_payout,
  rollover_capital: m.portfolio_choice_rollover_capital,
  rollover_all: m.portfolio_choice_rollover_all,
};

export const maturityChoiceIn = (choice: MaturityChoice, language: Language) =>
  language === 'en' ? MATURITY_CHOICE_LABELS[choice] : CHOICE_WORDS[choice]({}, { locale: language });
