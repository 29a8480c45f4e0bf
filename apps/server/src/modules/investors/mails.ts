import { and, eq, inArray } from 'drizzle-orm';
import { ADMIN_ROLES, SITE_NAME } from '@app/contract';
import { users } from '../../db/schema/users.ts';
import { sendMail, staffReplyTo, type Mailer } from '../../platform/mail.ts';
import type { MailContent } from '../../platform/mail-layout.ts';
import { perAccount } from '../../platform/rate-limit.ts';

/**
 * The investor calls that mail (an investment request or cancellation, a profile saved, uploaded or
 * submitted for review), counted per account: ten in a quarter of an hour is far above real use.
 */
export const INVESTOR_MAIL_LIMIT = perAccount({ max: 10, timeWindow: '15 minutes' });

/**
 * Queues one investor or staff mail through the outbox in the site's mail layout, by the mailer given
 * (pass the write's unit of work so the write and its mail commit together); answers reach the staff mailbox.
 */
export async function sendWithStaffReply(mailer: Mailer, kind: string, to: string, subject: string, content: MailContent) {
  await sendMail(mailer, { kind, to, replyTo: await staffReplyTo(mailer), subject, content });
}

/** Active admins and super admins: who is told of new requests and submitted profiles. */
export async function staffAddresses(mailer: Mailer): Promise<string[]> {
  const rows = await mailer.db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.userRole, [...ADMIN_ROLES]), eq(users.userStatus, 'active'), eq(users.isVerified, true)));
  return rows.map((row) => row.email);
}

export const investorMails = {
  profileSubmitted: async (mailer: Mailer, investor: { name: string; userId: string }) => {
    for (const to of await staffAddresses(mailer)) {
      await sendWithStaffReply(mailer, 'investor-submitted-staff', to, 'An investor profile is waiting for review', {
        heading: 'An investor profile is waiting for review',
        body: [`${investor.name} submitted an investor profile for verification.`],
        button: { label: 'Review it', url: `${mailer.config.publicUrl}/admin/investors/${investor.userId}` },
      });
    }
  },
  verified: (mailer: Mailer, investor: { name: string; email: string }) =>
    sendWithStaffReply(mailer, 'investor-verified', investor.email, `You are verified to invest with ${SITE_NAME}`, {
      heading: 'You are verified to invest',
      greeting: `Hello ${investor.name},`,
      body: [
        'Good news: we have checked your investor profile and you are now verified. Before a first investment, your portfolio shows the steps left: your investor category and a short check on the risks.',
        `The plans: ${mailer.config.publicUrl}/investment-plans`,
      ],
      button: { label: 'See your next steps', url: `${mailer.config.publicUrl}/portfolio` },
      riskWarning: true,
    }),
  rejected: (mailer: Mailer, investor: { name: string; email: string }, reason: string) =>
    sendWithStaffReply(mailer, 'investor-rejected', investor.email, 'We could not verify your investor profile', {
      heading: 'We could not verify your profile yet',
      greeting: `Hello ${investor.name},`,
      body: ['We could not verify your investor profile yet, for this reason:', { quote: reason }, 'Please correct your details and submit the profile again.'],
      button: { label: 'Correct your profile', url: `${mailer.config.publicUrl}/portfolio/verify` },
      after: ['If you have a question, reply to this email.'],
    }),
  suspended: (mailer: Mailer, investor: { name: string; email: string }, reason: string) =>
    sendWithStaffReply(mailer, 'investor-suspended', investor.email, 'Your investor account is suspended', {
      heading: 'Your investor account is suspended',
      greeting: `Hello ${investor.name},`,
      body: [
        'We have suspended your investor account, for this reason:',
        { quote: reason },
        'While it is suspended you cannot place new investment requests; your existing investments are not affected.',
      ],
      after: ['Please reply to this email so we can resolve it with you.'],
    }),
  reinstated: (mailer: Mailer, investor: { name: string; email: string }) =>
    sendWithStaffReply(mailer, 'investor-reinstated', investor.email, 'Your investor account is active again', {
      heading: 'Your investor account is active again',
      greeting: `Hello ${investor.name},`,
      body: ['We have lifted the suspension of your investor account: you can place investment requests again.'],
      button: { label: 'Open your portfolio', url: `${mailer.config.publicUrl}/portfolio` },
    }),
};
