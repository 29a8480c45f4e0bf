import { z } from 'zod';
import { pagedResponse, type Pagination } from './envelope.ts';
import { EMAIL_PATTERN, optionalText, requiredText, type Message } from './validation.ts';
import { pageQuery } from './pagination.ts';
import { CONTACT_MESSAGES, CONTACT_LIMITS, CONTACT_HONEYPOT_FIELD } from './contact-form.ts';
import { labelled } from './labelled.ts';
import { ids } from './content-fields.ts';
import { atMostCharsMessage } from './messages.ts';
import { m } from './paraglide/messages.js';

/**
 * Contact messages: the public contact form (public-site.md §3, §5, §7, §8) and the staff inbox
 * (back-office.md "Contact inquiries", §3-§5, §8, §9).
 *
 * API (all under /api/v1):
 * - POST   /admin/send-contact-emails            public; the contact form. { success, message }
 * - GET    /contact-messages                     staff list: status, range, search, page, limit -> data, pagination, stats
 * - GET    /contact-messages/:id                 staff read one (an unread message becomes read)
 * - PATCH  /contact-messages/:id/status          { status: 'read' | 'unread' }
 * - DELETE /contact-messages/:id
 * - POST   /contact-messages/bulk                { action: 'read' | 'unread' | 'delete', ids }
 * - POST   /contact-messages/:id/replies         { content } -> mailed to the visitor; one reply per message
 */

/** A field that must be filled in, at most `max` characters, its length message naming it. */
const requiredField = (required: Message, label: () => string, max: number) => requiredText(required).max(max, { error: atMostCharsMessage(label, max) });
/** A field that may be left blank (becoming undefined), at most `max` characters. */
const optionalField = (label: () => string, max: number) =>
  optionalText().pipe(
    z
      .string()
      .max(max, { error: atMostCharsMessage(label, max) })
      .optional(),
  );

/** The public contact form (public-site.md §5): values trimmed; last name and address optional. */
export const contactMessageInputSchema = z.object({
  firstName: requiredField(CONTACT_MESSAGES.firstNameRequired, m.validation_field_first_name, CONTACT_LIMITS.name),
  lastName: optionalField(m.validation_field_last_name, CONTACT_LIMITS.name),
  email: requiredText(CONTACT_MESSAGES.emailRequired, CONTACT_LIMITS.email, atMostCharsMessage(m.validation_field_email, CONTACT_LIMITS.email)).regex(EMAIL_PATTERN, {
    error: CONTACT_MESSAGES.emailInvalid,
  }),
  contactNumber: requiredField(CONTACT_MESSAGES.contactNumberRequired, m.validation_field_contact_number, CONTACT_LIMITS.contactNumber),
  address: optionalField(m.validation_field_address, CONTACT_LIMITS.address),
  message: requiredField(CONTACT_MESSAGES.messageRequired, m.validation_field_message, CONTACT_LIMITS.message),
  [CONTACT_HONEYPOT_FIELD]: z.string().optional().nullable(),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;
export type ContactMessageValues = z.output<typeof contactMessageInputSchema>;

/** The staff reply (back-office.md §5): empty is rejected. */
export const contactReplySchema = z.object({
  content: requiredField(CONTACT_MESSAGES.replyEmpty, m.validation_field_reply, CONTACT_LIMITS.reply),
});

export const { values: CONTACT_MESSAGE_STATUSES, labels: CONTACT_MESSAGE_STATUS_LABELS } = labelled({
  unread: 'Unread',
  read: 'Read',
  replied: 'Replied',
});
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** Status filter of the inbox: All, Unread, Read, Replied. */
export const { values: CONTACT_STATUS_FILTERS, labels: CONTACT_STATUS_FILTER_LABELS } = labelled({
  all: 'All',
  ...CONTACT_MESSAGE_STATUS_LABELS,
});
export type ContactStatusFilter = (typeof CONTACT_STATUS_FILTERS)[number];

/** Date filter of the inbox, in the spec's order of the select: All Time, Today, This Week, This Month, Older. */
export const { values: CONTACT_DATE_RANGES, labels: CONTACT_DATE_RANGE_LABELS } = labelled({
  all: 'All Time',
  today: 'Today',
  week: 'This Week',
  month: 'This Month',
  older: 'Older',
});
export type ContactDateRange = (typeof CONTACT_DATE_RANGES)[number];

export const CONTACT_PAGE_SIZE = 10;

/** Query of GET /contact-messages. */
export const contactMessageListQuerySchema = z.object({
  status: z.enum(CONTACT_STATUS_FILTERS, { error: 'Unknown status filter' }).default('all'),
  range: z.enum(CONTACT_DATE_RANGES, { error: 'Unknown date range' }).default('all'),
  search: z.string().trim().max(200).optional().default(''),
  ...pageQuery(CONTACT_PAGE_SIZE),
});

/** PATCH /contact-messages/:id/status: read and unread are set by hand; replied only by replying. */
export const contactMessageStatusSchema = z.object({
  status: z.enum(['read', 'unread'], { error: 'Status must be read or unread' }),
});

export const CONTACT_BULK_ACTIONS = ['read', 'unread', 'delete'] as const;
export type ContactBulkAction = (typeof CONTACT_BULK_ACTIONS)[number];

/** POST /contact-messages/bulk. */
export const contactMessageBulkSchema = z.object({
  action: z.enum(CONTACT_BULK_ACTIONS, { error: 'Unknown bulk action' }),
  ids: z
    .array(z.uuid({ error: 'Unknown message id' }), { error: CONTACT_MESSAGES.noneSelected })
    .min(1, { error: CONTACT_MESSAGES.noneSelected })
    .max(500),
});

const contactReplyView = z.object({
  ...ids,
  from: z.string(),
  to: z.string(),
  content: z.string(),
  sentAt: z.string(),
  sentBy: z.string().nullable(),
});

export const contactMessageView = z.object({
  ...ids,
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string(),
  /** The form's contact number, shown as phone in the inbox. */
  phone: z.string(),
  address: z.string().nullable(),
  message: z.string(),
  receivedAt: z.string(),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  replies: z.array(contactReplyView),
});
export type ContactMessage = z.infer<typeof contactMessageView>;

export const contactMessageStatsView = z.object({
  unread: z.number().int(),
  read: z.number().int(),
  replied: z.number().int(),
  total: z.number().int(),
  /** The counts above that are the database's estimate (past EXACT_COUNT_LIMIT rows), shown as "about N". */
  estimated: z.array(z.enum(['unread', 'read', 'replied', 'total'])),
  /** Public posts turned away as spam (honeypot filled) or for sending too many (rate limit); never stored. */
  rejected: z.object({ honeypot: z.number().int(), rateLimited: z.number().int() }),
});
export type ContactMessageStats = z.infer<typeof contactMessageStatsView>;

/** GET /contact-messages: { success, data, pagination, stats }. */
export const contactMessageListResponse = { ...pagedResponse(contactMessageView), stats: contactMessageStatsView };
export type ContactMessageListResponse = {
  success: true;
  data: ContactMessage[];
  pagination: Pagination;
  stats: ContactMessageStats;
};

/** POST /contact-messages/bulk: how many messages the action touched. */
export const contactBulkResultView = z.object({ count: z.number().int() });

/** The public contact form's body: the message fields, plus the hidden field people never fill. */
export const contactFormSchema = contactMessageInputSchema.extend({ [CONTACT_HONEYPOT_FIELD]: z.string().optional() });

/** The Use Template text (back-office.md §9): greeting, a placeholder body, sign-off from the team. */
export const contactReplyTemplate = (firstName: string, siteName: string) =>
  `Dear ${firstName},\n\nThank you for contacting ${siteName}. [Write your response here.]\n\nKind regards,\nThe ${siteName} Team`;

/** A person's full name from the message's first and optional last name. */
export const contactFullName = (message: Pick<ContactMessage, 'firstName' | 'lastName'>) => [message.firstName, message.lastName].filter(Boolean).join(' ');
