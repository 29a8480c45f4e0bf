import { SITE_NAME } from '@app/contract';
import type { MailContent } from '../../platform/mail-layout.ts';

/** What the careers mails say, in the site's mail layout. */
export const careersMailContent = {
  /** To the applicant, as soon as the application is stored. */
  received: (fullName: string, role: string): MailContent => ({
    heading: 'We received your application',
    greeting: `Dear ${fullName},`,
    body: [
      `Thank you for applying for the ${role} position at ${SITE_NAME}. We have received your application and CV.`,
      'Our team will review it and contact you if your qualifications match our requirements.',
    ],
    after: [`Kind regards,\nThe ${SITE_NAME} team`],
  }),
  /** Staff's own words to an applicant (Email Applicant), signed with their name. */
  fromStaff: (subject: string, message: string, staffName: string): MailContent => ({
    heading: subject,
    body: [message],
    after: [`${staffName}\n${SITE_NAME}`],
  }),
};
