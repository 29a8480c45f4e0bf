import { PAYOUT_HOLD_HOURS, formatDateTime } from '@app/contract';
import { enqueueMail, simpleHtml, staffReplyTo, type Mailer } from '../../platform/mail.ts';

/** Mails about payout accounts, through the outbox, queued in the transaction of the change. */
export const payoutMails = {
  accountChanged: async (mailer: Mailer, investor: { name: string; email: string }, change: { masked: string; holderName: string; onHoldUntil: Date }) => {
    const text = `Hello ${investor.name},\n\nThe account your payouts go to was changed to:\n\n${change.holderName}\n${change.masked}\n\nFor your safety, payouts to a new account wait ${PAYOUT_HOLD_HOURS} hours (until ${formatDateTime(change.onHoldUntil)}), or until our team has confirmed it.\n\nIf you did not make this change, reply to this email at once and change your password: ${mailer.config.publicUrl}/profile/change-password\n\nYour payout account: ${mailer.config.publicUrl}/profile`;
    await enqueueMail(mailer.db, {
      kind: 'payout-account-changed',
      to: investor.email,
      replyTo: await staffReplyTo(mailer),
      subject: 'Your payout account was changed',
      text,
      html: simpleHtml(text),
    });
  },
};
