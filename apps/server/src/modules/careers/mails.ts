import { SITE_NAME } from '@app/contract';
import { m } from '@app/contract/messages';
import type { MailContent } from '../../platform/mail-layout.ts';

/**
 * What the careers mails say, in the site's mail layout, in the language of the page the person
 * applied from (kept with the application): made inside `inLanguage`, like every addressee's mail.
 */
export const careersMailContent = {
  /** To the applicant, as soon as the application is stored. */
  received: (fullName: string, role: string): MailContent => ({
    heading: m.mail_application_received_heading(),
    greeting: m.mail_dear({ name: fullName }),
    body: [m.mail_application_received_body({ role, site: SITE_NAME }), m.mail_application_received_next()],
    after: [m.mail_regards_team({ site: SITE_NAME })],
  }),
  /** Staff's own words to an applicant (Email Applicant), signed with their name: the words are staff's, as written. */
  fromStaff: (subject: string, message: string, staffName: string): MailContent => ({
    heading: subject,
    body: [message],
    after: [`${staffName}\n${SITE_NAME}`],
  }),
};
