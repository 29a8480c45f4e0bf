/**
 * The public contact form's words and limits, apart from contact-messages.ts so that the contact page
 * loads no validation code (zod) until the form is first checked.
 */
import { notFoundMessage, requiredMessage, succeeded } from './messages.ts';
import { m } from './paraglide/messages.js';

export const CONTACT_MESSAGES = {
  // The form's rules: catalogue messages, said in the language of the page or request that checks.
  firstNameRequired: requiredMessage(m.validation_field_first_name),
  emailRequired: requiredMessage(m.validation_field_email),
  emailInvalid: () => m.validation_email_invalid(),
  contactNumberRequired: requiredMessage(m.validation_field_contact_number),
  messageRequired: requiredMessage(m.validation_field_message),
  // Said to the sender: the catalogue's words (the page says them in its language), here in English for the API.
  sent: m.public_contact_sent({}, { locale: 'en' }),
  failed: m.public_contact_failed({}, { locale: 'en' }),
  network: m.public_contact_network({}, { locale: 'en' }),
  rateLimited: 'You have sent several messages in a short time. Please wait a minute and try again.',
  replyEmpty: 'Reply cannot be empty',
  alreadyReplied: 'This message has already been replied to.',
  noneSelected: 'No messages selected',
  notFound: notFoundMessage('Contact message'),
  fetchError: 'Error fetching contact messages',
  // success
  markedAs: (status: string) => `Message marked as ${status}`,
  deleted: 'Message deleted',
  replySent: succeeded('Reply', 'sent'),
  replySentTo: (email: string) => `Reply sent to ${email}`,
  bulkDeleted: (count: number) => `${count} message(s) deleted`,
  bulkMarked: (count: number, status: string) => `${count} message(s) marked as ${status}`,
} as const;

/** Longest accepted values: generous for people, small enough to keep spam cheap. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  contactNumber: 40,
  address: 300,
  message: 5000,
  reply: 10000,
} as const;

/** Name of the hidden honeypot field: people never see or fill it; a filled one marks a bot. */
export const CONTACT_HONEYPOT_FIELD = 'website';

/** Accepted public contact posts per client address per minute; the rest get 429. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;

/** Characters of a message shown in the inbox table before the ellipsis. */
export const CONTACT_EXCERPT_LENGTH = 60;

export const contactExcerpt = (message: string) => (message.length > CONTACT_EXCERPT_LENGTH ? `${message.slice(0, CONTACT_EXCERPT_LENGTH)}...` : message);
