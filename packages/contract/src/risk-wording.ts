/**
 * The risk wording of the public pages: the UK high-risk warning at the top of every one, and who
 * bears a loss. No zod here (nor any import of a module with schemas): the public page shell
 * imports it, and every public page would otherwise download and run the validation library
 * before it is interactive.
 */

/** Changes whenever the warning, the summary or a category statement changes. */
export const SAFEGUARDS_WORDING_VERSION = '2026-11-25';

export const RISK_SUMMARY_PATH = '/risk-summary';

export const RISK_WARNING = {
  headline: 'Don’t invest unless you’re prepared to lose all the money you invest.',
  body: 'This is a high-risk investment: you are unlikely to be protected if something goes wrong, and your money is locked in until the farm cycle ends.',
  link: 'Read the 2-minute risk summary',
} as const;

/** The warning in every mail that promotes a plan or a return (the mail layout adds the summary's link). */
export const MAIL_RISK_LINE = `${RISK_WARNING.headline} ${RISK_WARNING.body}`;

/**
 * Who bears a loss, in the one sentence every page shows (plans, calculator, FAQ, /shariah, /risk,
 * terms, the close dialog): it is the rule splitCycleProfit applies.
 */
export const LOSS_RULE =
  'Under Mudarabah a financial loss falls on the capital, shared by the investors in proportion to their units; the partner farmer loses the value of their work.';
