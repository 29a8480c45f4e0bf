import { SITE_NAME, formatDateTime, type ContactMessageValues } from '@app/contract';
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
  /** To the visitor: received, with their words quoted back. */
  acknowledgement: (values: Pick<ContactMessageValues, 'firstName' | 'message'>): MailContent => ({
    heading: 'We received your message',
    greeting: `Dear ${values.firstName},`,
    body: [
      `Thank you for writing to ${SITE_NAME}. We have received your message and will answer by email, usually within two working days.`,
      'You wrote:',
      { quote: values.message },
      'If you would like to add anything, just reply to this email.',
    ],
    after: [`Kind regards,\nThe ${SITE_NAME} team`],
  }),
  /** Staff's answer, with the visitor's own words below so it reads in context. */
  reply: (content: string, message: { receivedAt: Date; message: string }): MailContent => ({
    heading: 'Our answer to your message',
    body: [content, `On ${formatDateTime(message.receivedAt)} (UK time), you wrote:`, { quote: message.message }],
  }),
};
