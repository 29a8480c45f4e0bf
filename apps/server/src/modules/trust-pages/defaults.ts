import type { TrustPageInput, TrustPageSlug } from '@app/contract';

/** What /shariah and /risk say until staff edit them (and after a fresh install without seeds). */
export const TRUST_PAGE_DEFAULTS: Record<TrustPageSlug, Required<TrustPageInput>> = {
  shariah: {
    title: 'How our investments follow Shariah',
    intro:
      'Every plan is a Mudarabah partnership: you provide the capital, a partner farmer provides the work and skill, and the profit of each farming cycle is shared between you. No interest is charged or paid at any point.',
    sections: [
      {
        title: 'A Mudarabah partnership',
        body: 'In a Mudarabah one partner (the rabb al-mal, you) provides the money and the other (the mudarib, our partner farmer working with our field team) manages the work. Your money buys real animals, feed and veterinary care for a defined cycle; it is never lent to anyone.\n\nEach investment funds a named cycle in one of our clusters, and you can follow that cycle through dated updates and photos in your portfolio.',
      },
      {
        title: 'Profit and loss sharing',
        body: 'When the animals are sold at the end of a cycle, the direct costs (feed, veterinary care, transport and market fees) are taken from the sale proceeds. What remains is the net profit, and it is shared 50/50 between the investors and the farmer.\n\nThe expected profit shown on a plan is the investors\u2019 half, estimated from previous cycles and current prices. It is an estimate, not a promise: the actual profit of every closed cycle is published on our track record.',
      },
      {
        title: 'What happens in a loss',
        body: 'If a cycle makes a loss, the loss is borne by the capital, in proportion to each investor\u2019s units, as Shariah requires of a genuine partnership. The farmer loses the value of their labour and receives no share.\n\nThe one exception is negligence or misconduct by the manager: a mudarib who breaks the terms of the partnership carries the loss they caused. We insure herds where cover is available and vaccinate every animal to keep losses rare.',
      },
      {
        title: 'No interest, no guaranteed return',
        body: '- We never pay or charge interest (riba), and no return is fixed in advance.\n- Your money is invested only in halal livestock and farming; never in alcohol, tobacco, pork or interest-bearing deposits.\n- Money waiting to be invested is kept in a non-interest-bearing account.\n- Late payments by buyers are never charged interest.',
      },
      {
        title: 'Oversight',
        body: 'The box at the foot of this page names the independent Shariah adviser who certified our plans, with their certificate, or says plainly that no certificate has been issued yet. If anything about a plan is unclear to you, ask us before investing: our team will explain it, in English or Bangla.',
      },
    ],
  },
  risk: {
    title: 'The risks, in plain words',
    intro:
      'Investing in livestock is not a savings account. Your capital is at risk and you could get back less than you put in. Please read this page before you invest, and only invest money you can leave for the whole cycle.',
    sections: [
      {
        title: 'You can lose money',
        body: 'A cycle can make a loss, and in a Shariah-compliant partnership that loss is borne by the capital. The expected profit on a plan is an estimate from past cycles, not a promise. Our track record shows every closed cycle, including the ones that did worse than projected.',
      },
      {
        title: 'Animals get ill and die',
        body: 'Disease, heat and floods can kill animals despite vaccination and veterinary care. Mortality lowers the number of animals sold and so the profit of the cycle. We report mortality in every cycle update.',
      },
      {
        title: 'Prices move',
        body: 'Feed prices and the prices buyers pay for meat, milk and live animals go up and down, sometimes sharply (for example around Eid). A cycle that costs more to feed or sells for less makes less profit.',
      },
      {
        title: 'Currency and country risk',
        body: 'Your investment is in pounds, but the farms buy and sell in Bangladeshi taka. A weaker taka can reduce the value of returns in pounds. Political events, strikes and changes in Bangladeshi law can disrupt a cycle or delay payments.',
      },
      {
        title: 'Your money is tied up',
        body: 'You cannot usually withdraw an investment before its cycle ends. Payouts can take up to 30 days after a cycle closes, and a delayed sale delays them further.',
      },
      {
        title: 'No regulator or compensation scheme',
        body: '- Our plans are not regulated by the Financial Conduct Authority.\n- They are not covered by the Financial Services Compensation Scheme or the Financial Ombudsman Service.\n- If the business failed, you could lose your whole investment.',
      },
      {
        title: 'How to invest sensibly',
        body: 'Spread your money rather than putting everything into one cycle, never invest money you may need at short notice, and take independent financial advice if you are unsure whether this is right for you.',
      },
    ],
  },
};
