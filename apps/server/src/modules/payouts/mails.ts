import { PAYOUT_HOLD_HOURS, formatDateTime } from '@app/contract';
import { sendMail, staffReplyTo, type Mailer } from '../../platform/mail.ts';

/** Mails about payout accounts, through the outbox in the site's layout, queued in the transaction of the change. */
export const payoutMails = {
  /** `nameNotice`: what the name check found when the holder's name is not the investor's legal name (the form shows the same words). */
  accountChanged: async (
    mailer: Mailer,
    investor: { name: string; email: string },
    change: { masked: string; holderName: string; onHoldUntil: Date; nameNotice?: string | null },
  ) => {
    await sendMail(mailer, {
      kind: 'payout-account-changed',
      to: investor.email,
      replyTo: await staffReplyTo(mailer),
      subject: 'Your payout account was changed',
      content: {
        heading: 'Your payout account was changed',
        greeting: `Hello ${investor.name},`,
        body: [
          'The account your payouts go to was changed to:',
          {
            facts: [
              ['Account holder', change.holderName],
              ['Account', change.masked],
            ],
          },
          change.nameNotice ??
            `For your safety, payouts to a new account wait ${PAYOUT_HOLD_HOURS} hours (until ${formatDateTime(change.onHoldUntil)}), or until our team has confirmed it.`,
        ],
        button: { label: 'See your payout account', url: `${mailer.config.publicUrl}/profile` },
        after: [`If you did not make this change, reply to this email at once and change your password: ${mailer.config.publicUrl}/profile/change-password`],
      },
    });
  },

  /** Staff confirmed the account (its name, or before its hold ended): payouts can go to it now. */
  accountConfirmed: async (mailer: Mailer, investor: { name: string; email: string }, account: { masked: string; holderName: string }) => {
    await sendMail(mailer, {
      kind: 'payout-account-confirmed',
      to: investor.email,
      replyTo: await staffReplyTo(mailer),
      subject: 'Your payout account was confirmed',
      content: {
        heading: 'Your payout account was confirmed',
        greeting: `Hello ${investor.name},`,
        body: [
          'Our team has checked and confirmed the account your payouts go to:',
          {
            facts: [
              ['Account holder', account.holderName],
              ['Account', account.masked],
            ],
          },
          'Payouts can be paid to it from now on.',
        ],
        button: { label: 'See your payout account', url: `${mailer.config.publicUrl}/profile` },
        after: ['If you did not ask for this account, reply to this email at once.'],
      },
    });
  },
};
