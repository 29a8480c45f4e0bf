import { and, eq, inArray } from 'drizzle-orm';
import { ADMIN_ROLES, SITE_NAME } from '@app/contract';
import { m } from '@app/contract/messages';
import { users } from '../../db/schema/users.ts';
import { sendMail, staffReplyTo, pageUrl, sendToInvestor, type InvestorAddressee, type Mailer } from '../../platform/mail.ts';
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
  verified: (mailer: Mailer, investor: InvestorAddressee) =>
    sendToInvestor(mailer, investor, () => ({
      kind: 'investor-verified',
      subject: m.mail_verified_subject({ site: SITE_NAME }),
      content: {
        heading: m.mail_verified_heading(),
        greeting: m.mail_greeting({ name: investor.name }),
        body: [m.mail_verified_body(), m.mail_verified_plans({ url: pageUrl(mailer, investor, '/investment-plans') })],
        button: { label: m.mail_verified_button(), url: pageUrl(mailer, investor, '/portfolio') },
        riskWarning: true,
      },
    })),
  rejected: (mailer: Mailer, investor: InvestorAddressee, reason: string) =>
    sendToInvestor(mailer, investor, () => ({
      kind: 'investor-rejected',
      subject: m.mail_rejected_subject(),
      content: {
        heading: m.mail_rejected_heading(),
        greeting: m.mail_greeting({ name: investor.name }),
        body: [m.mail_rejected_body(), { quote: reason }, m.mail_rejected_correct()],
        button: { label: m.mail_rejected_button(), url: pageUrl(mailer, investor, '/portfolio/verify') },
        after: [m.mail_reply_question()],
      },
    })),
  suspended: (mailer: Mailer, investor: InvestorAddressee, reason: string) =>
    sendToInvestor(mailer, investor, () => ({
      kind: 'investor-suspended',
      subject: m.mail_suspended_subject(),
      content: {
        heading: m.mail_suspended_subject(),
        greeting: m.mail_greeting({ name: investor.name }),
        body: [m.mail_suspended_body(), { quote: reason }, m.mail_suspended_effect()],
        after: [m.mail_suspended_after()],
      },
    })),
  reinstated: (mailer: Mailer, investor: InvestorAddressee) =>
    sendToInvestor(mailer, investor, () => ({
      kind: 'investor-reinstated',
      subject: m.mail_reinstated_subject(),
      content: {
        heading: m.mail_reinstated_subject(),
        greeting: m.mail_greeting({ name: investor.name }),
        body: [m.mail_reinstated_body()],
        button: { label: m.mail_open_portfolio_button(), url: pageUrl(mailer, investor, '/portfolio') },
      },
    })),
};
