import { PAYOUT_HOLD_HOURS, formatDateTime, groupDigits, languageInScope } from '@app/contract';
import { m } from '@app/contract/messages';
import { pageUrl, type Mailer, sendToInvestor, type InvestorAddressee } from '../../platform/mail.ts';

/**
 * Mails about payout accounts, through the outbox in the site's layout, queued in the transaction of
 * the change, in the investor's account language.
 */

/** What the name check found, in the mail's language (the form shows the contract's PAYOUT_MESSAGES words). */
export type NameNotice = { kind: 'closeMatch'; suggestion: string } | { kind: 'noMatch' };

const noticeText = (notice: NameNotice) =>
  notice.kind === 'closeMatch' ? m.mail_payout_name_close_match({ suggestion: notice.suggestion }) : m.mail_payout_name_no_match();

export const payoutMails = {
  /** `nameNotice`: what the name check found when the holder's name is not the investor's legal name. */
  accountChanged: (
    mailer: Mailer,
    investor: InvestorAddressee,
    change: { masked: string; holderName: string; onHoldUntil: Date; nameNotice?: NameNotice | null },
  ) =>
    sendToInvestor(mailer, investor, () => ({
      kind: 'payout-account-changed',
      subject: m.mail_payout_changed_subject(),
      content: {
        heading: m.mail_payout_changed_subject(),
        greeting: m.mail_greeting({ name: investor.name }),
        body: [
          m.mail_payout_changed_body(),
          {
            facts: [
              [m.mail_fact_account_holder(), change.holderName],
              [m.mail_fact_account(), change.masked],
            ],
          },
          change.nameNotice
            ? noticeText(change.nameNotice)
            : m.mail_payout_changed_hold({
                hours: groupDigits(PAYOUT_HOLD_HOURS, languageInScope()),
                until: formatDateTime(change.onHoldUntil, '—', languageInScope()),
              }),
        ],
        button: { label: m.mail_payout_account_button(), url: pageUrl(mailer, investor, '/profile') },
        after: [m.mail_payout_changed_not_you({ url: pageUrl(mailer, investor, '/profile/change-password') })],
      },
    })),

  /** Staff confirmed the account (its name, or before its hold ended): payouts can go to it now. */
  accountConfirmed: (mailer: Mailer, investor: InvestorAddressee, account: { masked: string; holderName: string }) =>
    sendToInvestor(mailer, investor, () => ({
      kind: 'payout-account-confirmed',
      subject: m.mail_payout_confirmed_subject(),
      content: {
        heading: m.mail_payout_confirmed_subject(),
        greeting: m.mail_greeting({ name: investor.name }),
        body: [
          m.mail_payout_confirmed_body(),
          {
            facts: [
              [m.mail_fact_account_holder(), account.holderName],
              [m.mail_fact_account(), account.masked],
            ],
          },
          m.mail_payout_confirmed_from_now(),
        ],
        button: { label: m.mail_payout_account_button(), url: pageUrl(mailer, investor, '/profile') },
        after: [m.mail_payout_confirmed_not_you()],
      },
    })),
};
