/**
 * The risk wording of the public pages: the UK high-risk warning at the top of every one, and who
 * bears a loss. No zod here (nor any import of a module with schemas): the public page shell
 * imports it, and every public page would otherwise download and run the validation library
 * before it is interactive.
 *
 * The English words are the ones the rules require and stay written here; the Bengali is their
 * translation in the catalogue (risk_* keys), rendered beside them on Bengali pages, mails and PDFs.
 */
import { m } from './paraglide/messages.js';
import type { Language } from './languages.ts';

/** Changes whenever the warning, the summary or a category statement changes. */
export const SAFEGUARDS_WORDING_VERSION = '2026-12-07';

export const RISK_SUMMARY_PATH = '/risk-summary';

export const RISK_WARNING = {
  headline: 'Don’t invest unless you’re prepared to lose all the money you invest.',
  body: 'This is a high-risk investment: you are unlikely to be protected if something goes wrong, and your money is locked in until the farm cycle ends.',
  link: 'Read the 2-minute risk summary',
} as const;

/** The warning in a language: the required English, or its Bengali translation. */
export const riskWarningIn = (language: Language): { headline: string; body: string; link: string } =>
  language === 'en'
    ? RISK_WARNING
    : {
        headline: m.risk_warning_headline({}, { locale: language }),
        body: m.risk_warning_body({}, { locale: language }),
        link: m.risk_warning_link({}, { locale: language }),
      };

/**
 * Who bears a loss, in the one sentence every page shows (plans, calculator, FAQ, /shariah, /risk,
 * terms, the close dialog): it is the rule splitCycleProfit applies.
 */
export const LOSS_RULE =
  'Under Mudarabah a financial loss falls on the capital, shared by the investors in proportion to their units; the partner farmer loses the value of their work.';

/** LOSS_RULE in a language: the required English, or its Bengali translation. */
export const lossRuleIn = (language: Language): string => (language === 'en' ? LOSS_RULE : m.risk_loss_rule({}, { locale: language }));

/**
 * For investments made before rounds (staff put them into a cycle): when money that arrives late
 * starts earning, as the assign and close dialogs show it; it is the rule assignInvestments applies
 * (lateInvestments finds them).
 */
export const LATE_MONEY_RULE =
  "Money that reaches us after a cycle has started goes into the plan's next cycle and earns from that cycle's start. Only with a reason recorded by our staff may it join the running cycle, and then it shares that cycle's result like every other unit.";

/**
 * When a request's money is due and starts earning now that every request is for a round (issue 48),
 * as the plan page and the agreement say it; what happens to money after the round closed is ROUND_RULE.
 */
export const ROUND_PAYMENT_RULE =
  "Your request holds its units in the round until the pay-by day stated on it: your money must reach us by then. It starts earning when the round's cycle starts, and money that arrives after the round has closed is never put into a running cycle.";

/** ROUND_PAYMENT_RULE in a language (the agreement's translation and the plan pages say the same Bengali). */
export const roundPaymentRuleIn = (language: Language): string =>
  language === 'en' ? ROUND_PAYMENT_RULE : m.risk_round_payment_rule({}, { locale: language });

/**
 * Where the pence of a cycle's result go that no investor is credited, in the one wording the
 * agreement, /faq, the statement, the investment page and the cycle accounts show: it is what
 * cycleAccount computes and the close records in the cycle's ledger.
 */
export const ROUNDING_RULE =
  "Each unit's result is the investors' half divided by the cycle's units, rounded toward zero to the penny, so nobody is credited more than their exact share of a profit or charged more than their exact share of a loss. The pence left over by that rounding go to the partner farmer with their half (as does the odd penny of halving a profit); in a loss they are borne by us, never by an investor. Units nobody bought were funded by Breadbasket Ventures from its own capital, so their share of the result, profit or loss, belongs to the venture. Both are recorded in the cycle's ledger when it closes.";

/** The FAQ entry that states ROUNDING_RULE (seeded, and added by migration 0391 to a database that has FAQs). */
export const ROUNDING_FAQ_QUESTION = 'How are results rounded, and where do the leftover pence go?';

/** The 2-minute risk summary the warning links to (its page title and description: PUBLIC_PAGES in the web app). */
export const RISK_SUMMARY = {
  intro: 'Estimated reading time: 2 minutes. In this summary we explain the key risks of investing with us.',
  sections: [
    {
      title: 'You could lose all the money you invest',
      body:
        'A farm cycle can fail: animals fall ill, weather destroys a crop, market prices drop. If it does, you could lose some or all of the money you put in. ' +
        LOSS_RULE,
    },
    {
      title: 'You are unlikely to be protected if something goes wrong',
      body: 'This investment is not covered by the Financial Services Compensation Scheme (FSCS), which protects money in UK banks and some investments. You are also unlikely to be able to complain to the Financial Ombudsman Service.',
    },
    {
      title: 'You cannot take your money out until the cycle ends',
      body: 'Your money is locked in until the farm cycle you chose ends (from a few weeks to a year, as the plan says). There is no market where you could sell your share earlier.',
    },
    {
      title: 'Returns are not guaranteed',
      body: 'A projected profit is an estimate, not a promise. Past cycles, including the ones on our track record, do not tell you what the next cycle will return.',
    },
    {
      title: 'Don’t put all your eggs in one basket',
      body: 'Putting all your money into a single investment is risky. Spread your money across different investments, and across several cycles, so you are less reliant on any one of them doing well. A good rule of thumb is not to invest more than 10% of your money in high-risk investments.',
    },
  ],
} as const;

const SUMMARY_SECTIONS_BN = [
  [m.risk_summary_1_title, m.risk_summary_1_body],
  [m.risk_summary_2_title, m.risk_summary_2_body],
  [m.risk_summary_3_title, m.risk_summary_3_body],
  [m.risk_summary_4_title, m.risk_summary_4_body],
  [m.risk_summary_5_title, m.risk_summary_5_body],
] as const;

/** RISK_SUMMARY in a language: the English as written above, or its translation with the loss rule in the same place. */
export function riskSummaryIn(language: Language): { intro: string; sections: readonly { title: string; body: string }[] } {
  if (language === 'en') return RISK_SUMMARY;
  const say = { locale: language };
  return {
    intro: m.risk_summary_intro({}, say),
    sections: SUMMARY_SECTIONS_BN.map(([title, body], i) => ({
      title: title({}, say),
      body: i === 0 ? `${body({}, say)} ${lossRuleIn(language)}` : body({}, say),
    })),
  };
}
