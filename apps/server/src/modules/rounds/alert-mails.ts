import { formatDate, formatMoney, groupDigits, languageInScope } from '@app/contract';
import { m } from '@app/contract/messages';
import type { CycleRow } from '../../db/schema/cycles.ts';
import type { MailContent } from '../../platform/mail-layout.ts';

/**
 * The round alerts' mails, as content (the services queue them in their own writes; the mail samples
 * draw them), written inside `inLanguage` in the language of the page the alert was asked from.
 */
export const alertMailContent = {
  confirmed: (planTitle: string, stopUrl: string): MailContent => ({
    heading: m.mail_alert_confirmed_heading(),
    body: [m.mail_alert_confirmed_body({ plan: planTitle }), m.mail_alert_confirmed_not_you()],
    button: { label: m.mail_alert_stop_button(), url: stopUrl },
  }),
  opened: (
    round: Pick<CycleRow, 'name' | 'planTitle' | 'units' | 'amountPerUnitPence' | 'currency' | 'fundingClosesOn' | 'startDate'>,
    planUrl: string,
    stopUrl: string,
  ): MailContent => {
    const language = languageInScope();
    const date = (day: string) => formatDate(day, '—', language);
    return {
      heading: m.mail_alert_opened_heading({ plan: round.planTitle }),
      body: [
        m.mail_alert_opened_body({ plan: round.planTitle, round: round.name, date: date(round.fundingClosesOn) }),
        {
          facts: [
            [m.mail_fact_round(), round.name],
            [m.mail_fact_units(), groupDigits(round.units, language)],
            [m.mail_fact_per_unit(), formatMoney(round.amountPerUnitPence, round.currency, language)],
            [m.mail_fact_open_until(), date(round.fundingClosesOn)],
            [m.mail_fact_expected_start(), date(round.startDate)],
          ],
        },
      ],
      button: { label: m.mail_alert_opened_button(), url: planUrl },
      after: [m.mail_alert_opened_after({ url: stopUrl })],
      riskWarning: true,
    };
  },
};
