import { bigint, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts, rowId, ownedBy } from './columns.ts';
import type { ContactMessageStatus, Language } from '@app/contract';
import { users } from './users.ts';

export const contactMessages = pgTable('contact_messages', {
  id: rowId(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name'),
  email: text('email').notNull(),
  contactNumber: text('contact_number').notNull(),
  address: text('address'),
  message: text('message').notNull(),
  /** The language of the page it was sent from (migration 0550): its mails are written in it. */
  language: text('language').$type<Language>().notNull().default('en'),
  status: text('status').$type<ContactMessageStatus>().notNull().default('unread'),
  receivedAt: ts('received_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type ContactMessageRow = typeof contactMessages.$inferSelect;

export const contactMessageReplies = pgTable('contact_message_replies', {
  id: rowId(),
  messageId: ownedBy('message_id', () => contactMessages.id),
  fromAddress: text('from_address').notNull(),
  toAddress: text('to_address').notNull(),
  content: text('content').notNull(),
  sentAt: ts('sent_at').notNull().defaultNow(),
  sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
});
export type ContactReplyRow = typeof contactMessageReplies.$inferSelect;

export type ContactRejectionReason = 'honeypot' | 'rateLimited';

export const contactMessageRejections = pgTable('contact_message_rejections', {
  reason: text('reason').$type<ContactRejectionReason>().primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
  lastAt: ts('last_at').notNull().defaultNow(),
});
