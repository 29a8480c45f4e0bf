import { SITE_NAME, formatDateTime, languageInScope, type ContactMessageValues } from '@app/contract';
import { m } from '@app/contract/messages';
import type { MailContent } from '../../platform/mail-layout.ts';

/** What the contact mails say, in the site's mail layout; the service queues them with its write. */
export const contactMailContent = {
  /** To the site's contact address: the visitor's details and words. */
  alert: (values: ContactMessageValues, name: string, publicUrl: string): MailContent => ({
    heading: 'New contact message',
    body: [
      `A new message arrived through the contact form of ${SITE_NAME}.`,
      {
        facts: [
          ['Name', name],
          ['Email', values.email],
          ['Contact number', values.contactNumber],
          ...(values.address ? ([['Address', values.address]] as const) : []),
        ],
      },
      { quote: values.message },
      `Reply to this mail to write to ${values.firstName} directly, or answer in the back office so the reply is kept with the message.`,
    ],
    button: { label: 'Open the inbox', url: `${publicUrl}/admin/contact/forms` },
  }),
  /** To the visitor, in the language of the page they wrote from (made inside `inLanguage`): received, with their words quoted back. */
  acknowledgement: (values: Pick<ContactMessageValues, 'firstName' | 'message'>): MailContent => ({
    heading: m.mail_contact_ack_heading(),
    greeting: m.mail_dear({ name: values.firstName }),
    body: [m.mail_contact_ack_body({ site: SITE_NAME }), m.mail_contact_ack_you_wrote(), { quote: values.message }, m.mail_contact_ack_add()],
    after: [m.mail_regards_team({ site: SITE_NAME })],
  }),
  /** Staff's answer (their words, as written), with the visitor's own words below so it reads in context; in the message's language. */
  reply: (content: string, message: { receivedAt: Date; message: string }): MailContent => ({
    heading: m.mail_contact_reply_heading(),
    body: [content, m.mail_contact_reply_you_wrote({ time: formatDateTime(message.receivedAt, '—', languageInScope()) }), { quote: message.message }],
  }),
};
