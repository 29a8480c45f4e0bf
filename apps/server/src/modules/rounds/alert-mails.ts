import { formatDate, formatMoney, groupDigits } from '@app/contract';
import type { CycleRow } from '../../db/schema/cycles.ts';
import type { MailContent } from '../../platform/mail-layout.ts';

/** The round alerts' mails, as content (the services queue them in their own writes; the mail samples draw them). */
export const alertMailContent = {
  confirmed: (planTitle: string, stopUrl: string): MailContent => ({
    heading: 'We will email you when a round opens',
    body: [
      `You asked to hear when a new round of ${planTitle} opens for investment. We will email this address once for each new round, and for nothing else.`,
      'If you did not ask for this, use the link below and you will hear nothing more from us.',
    ],
    button: { label: 'Stop these emails', url: stopUrl },
  }),
  opened: (
    round: Pick<CycleRow, 'name' | 'planTitle' | 'units' | 'amountPerUnitPence' | 'currency' | 'fundingClosesOn' | 'startDate'>,
    planUrl: string,
    stopUrl: string,
  ): MailContent => ({
    heading: `${round.planTitle}: a new round is open`,
    body: [
      `You asked us to tell you when a round of ${round.planTitle} opens. “${round.name}” takes requests until ${formatDate(round.fundingClosesOn)}, while units last.`,
      {
        facts: [
          ['Round', round.name],
          ['Units', groupDigits(round.units)],
          ['Per unit', formatMoney(round.amountPerUnitPence, round.currency)],
          ['Open until', formatDate(round.fundingClosesOn)],
          ['Expected start', formatDate(round.startDate)],
        ],
      },
    ],
    button: { label: 'See the plan', url: planUrl },
    after: [`We email you once for each new round of this plan. To stop these emails: ${stopUrl}`],
    riskWarning: true,
  }),
};
