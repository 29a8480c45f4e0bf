import { PAYOUT_HOLD_HOURS, formatDateTime } from '@app/contract';
import { sendMail, staffReplyTo, type Mailer } from '../../platform/mail.ts';

/** Mails about payout accounts, through the outbox in the site's layout, queued in the transaction of the change. */
export const payoutMails = {
  accountChanged: async (mailer: Mailer, investor: { name: string; email: string }, change: { masked: string; holderName: string; onHoldUntil: Date }) => {
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
          `For your safety, payouts to a new account wait ${PAYOUT_HOLD_HOURS} hours (until ${formatDateTime(change.onHoldUntil)}), or until our team has confirmed it.`,
        ],
        button: { label: 'See your payout account', url: `${mailer.config.publicUrl}/profile` },
        after: [`If you did not make this change, reply to this email at once and change your password: ${mailer.config.publicUrl}/profile/change-password`],
      },
    });
  },
};
