import { and, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/results.ts';
import {
  CONTACT_MESSAGES,
  SITE_NAME,
  inLanguage,
  type Language,
  CONTACT_MESSAGE_STATUS_LABELS,
  contactFullName,
  countOf,
  type ContactBulkAction,
  type ContactMessage,
  type ContactMessageStats,
  type ContactMessageValues,
  type ContactDateRange,
  type ContactStatusFilter,
} from '@app/contract';
import { m } from '@app/contract/messages';
import type { Db } from '../../db/client.ts';
import {
  contactMessageRejections,
  contactMessageReplies,
  contactMessages,
  type ContactMessageRow,
  type ContactRejectionReason,
  type ContactReplyRow,
} from '../../db/schema/contact-messages.ts';
import type { Actor } from '../../platform/activity.ts';
import { work, type Deps, type UnitOfWork } from '../../platform/unit-of-work.ts';
import { conflict, notFound } from '../../platform/http.ts';
import { bareAddress, firstContactEmail, staffReplyTo } from '../../platform/mail.ts';
import { contactMailContent } from './mails.ts';
import { matchesSearch } from '../../platform/search.ts';
import { countEach, pageOfTable, paginationOf } from '../../platform/pagination.ts';

const ENTITY = 'contact-message';

/** A `Name <address>` sender carrying the site's name. */
const siteSender = (mailFrom: string) => `${SITE_NAME} <${bareAddress(mailFrom)}>`;

/** Where the site's contact mail goes: the first email of the public contact details, otherwise MAIL_FROM's address. */
async function siteContactAddress(deps: Deps): Promise<string> {
  return (await firstContactEmail(deps.db)) ?? bareAddress(deps.config.mailFrom);
}

function toReply(row: ContactReplyRow) {
  return {
    _id: row.id,
    id: row.id,
    from: row.fromAddress,
    to: row.toAddress,
    content: row.content,
    sentAt: row.sentAt.toISOString(),
    sentBy: row.sentBy,
  };
}

function toApi(row: ContactMessageRow, replies: ContactReplyRow[]): ContactMessage {
  return {
    _id: row.id,
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.contactNumber,
    address: row.address,
    message: row.message,
    receivedAt: row.receivedAt.toISOString(),
    status: row.status,
    replies: replies.map(toReply),
  };
}

async function repliesOf(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, ContactReplyRow[]>();
  const rows = await db.select().from(contactMessageReplies).where(inArray(contactMessageReplies.messageId, ids)).orderBy(contactMessageReplies.sentAt);
  const byMessage = new Map<string, ContactReplyRow[]>();
  for (const row of rows) byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row]);
  return byMessage;
}

export async function countRejection(db: Db, reason: ContactRejectionReason) {
  await db
    .insert(contactMessageRejections)
    .values({ reason, count: 1 })
    .onConflictDoUpdate({
      target: contactMessageRejections.reason,
      set: { count: sql`${contactMessageRejections.count} + 1`, lastAt: sql`now()` },
    });
}

/**
 * Stores a visitor's message, alerts the site's contact address (Reply-To the visitor, so staff
 * can simply answer) and acknowledges it to the visitor (Reply-To the staff mailbox, so a follow-up
 * reaches a person).
 */
export async function receiveMessage(deps: Deps, actor: Actor, values: ContactMessageValues, language: Language = 'en') {
  const to = await siteContactAddress(deps);
  const replyTo = await staffReplyTo(deps);
  const name = contactFullName({ firstName: values.firstName, lastName: values.lastName ?? null });
  const alert = contactMailContent.alert(values, name, deps.config.publicUrl);
  const acknowledgement = inLanguage(language, () => ({
    subject: m.mail_contact_ack_subject({ site: SITE_NAME }),
    content: contactMailContent.acknowledgement(values),
  }));
  return work(deps, actor, async ({ tx, mail }) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        firstName: values.firstName,
        lastName: values.lastName ?? null,
        email: values.email,
        contactNumber: values.contactNumber,
        address: values.address ?? null,
        message: values.message,
        language,
      })
      .returning();
    await mail({ kind: 'contact-message', to, replyTo: values.email, subject: `New contact message from ${name}`, content: alert });
    await mail({
      kind: 'contact-acknowledgement',
      to: values.email,
      replyTo,
      language,
      ...acknowledgement,
    });
    return row!;
  });
}

function rangeCondition(range: ContactDateRange): SQL | undefined {
  // Calendar periods in the database's clock: today since midnight, this week since Monday,
  // this month since the 1st; Older is everything before this month.
  switch (range) {
    case 'today':
      return sql`${contactMessages.receivedAt} >= date_trunc('day', now())`;
    case 'week':
      return sql`${contactMessages.receivedAt} >= date_trunc('week', now())`;
    case 'month':
      return sql`${contactMessages.receivedAt} >= date_trunc('month', now())`;
    case 'older':
      return lt(contactMessages.receivedAt, sql`date_trunc('month', now())`);
    default:
      return undefined;
  }
}

export async function stats(db: Db): Promise<ContactMessageStats> {
  const messages = (status?: 'unread' | 'read' | 'replied') =>
    db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(status ? eq(contactMessages.status, status) : undefined);
  const { counts, estimated } = await countEach(db, { unread: messages('unread'), read: messages('read'), replied: messages('replied'), total: messages() });
  const rejections = await db.select().from(contactMessageRejections);
  const rejected = { honeypot: 0, rateLimited: 0 };
  for (const row of rejections) rejected[row.reason] = Number(row.count);
  return { ...counts, estimated, rejected };
}

export async function listMessages(db: Db, query: { status: ContactStatusFilter; range: ContactDateRange; search: string; page: number; limit: number }) {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(eq(contactMessages.status, query.status));
  const range = rangeCondition(query.range);
  if (range) conditions.push(range);
  if (query.search) {
    conditions.push(
      matchesSearch(query.search, [
        contactMessages.firstName,
        contactMessages.lastName,
        sql`${contactMessages.firstName} || ' ' || coalesce(${contactMessages.lastName}, '')`,
        contactMessages.email,
        contactMessages.message,
      ]),
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const { rows, total } = await pageOfTable(db, contactMessages, query, where, [desc(contactMessages.receivedAt), desc(contactMessages.id)]);
  const replies = await repliesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => toApi(row, replies.get(row.id) ?? [])),
    pagination: paginationOf(query, total),
  };
}

async function findRow(db: Db, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound(CONTACT_MESSAGES.notFound);
  return row;
}

/** Reads one message; opening an unread message makes it read. */
export async function openMessage(db: Db, id: string) {
  const [opened] = await db
    .update(contactMessages)
    .set({ status: 'read', updatedAt: new Date() })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'unread')))
    .returning();
  const row = opened ?? (await findRow(db, id));
  const replies = await repliesOf(db, [id]);
  return toApi(row, replies.get(id) ?? []);
}

const REPLIED_STAYS = 'This message has been replied to, so it stays Replied.';

/** Read and unread are set by hand; a replied message keeps its status. */
export async function setStatus(deps: Deps, actor: Actor, id: string, status: 'read' | 'unread') {
  const row = await findRow(deps.db, id);
  if (row.status === 'replied') throw conflict(REPLIED_STAYS);
  if (row.status !== status) {
    await work(deps, actor, async ({ tx, activity }) => {
      await tx.update(contactMessages).set({ status, updatedAt: new Date() }).where(eq(contactMessages.id, id));
      await activity({
        action: 'status',
        entity: ENTITY,
        entityId: id,
        summary: `Marked the message from ${contactFullName(row)} as ${CONTACT_MESSAGE_STATUS_LABELS[status].toLowerCase()}`,
        changes: { before: { status: row.status }, after: { status } },
      });
    });
  }
  return openMessageWithoutMarking(deps.db, id);
}

async function openMessageWithoutMarking(db: Db, id: string) {
  const row = await findRow(db, id);
  const replies = await repliesOf(db, [id]);
  return toApi(row, replies.get(id) ?? []);
}

export async function deleteMessage(deps: Deps, actor: Actor, id: string) {
  const row = await findRow(deps.db, id);
  await work(deps, actor, async ({ tx, activity }) => {
    await tx.delete(contactMessages).where(eq(contactMessages.id, id));
    await recordDeletion(activity, row);
  });
}

function recordDeletion(activity: UnitOfWork['activity'], row: ContactMessageRow) {
  return activity({
    action: 'delete',
    entity: ENTITY,
    entityId: row.id,
    summary: `Deleted the contact message from ${contactFullName(row)} <${row.email}>`,
    changes: { before: { email: row.email, status: row.status, receivedAt: row.receivedAt.toISOString() } },
  });
}

/** Bulk mark read / unread / delete. Unknown ids are ignored; replied messages keep their status. */
export async function bulkAction(deps: Deps, actor: Actor, action: ContactBulkAction, ids: string[]) {
  const unique = [...new Set(ids)];
  if (action === 'delete') {
    const deleted = await work(deps, actor, async ({ tx, activity }) => {
      const rows = await tx.delete(contactMessages).where(inArray(contactMessages.id, unique)).returning();
      for (const row of rows) await recordDeletion(activity, row);
      return rows;
    });
    return { count: deleted.length, message: CONTACT_MESSAGES.bulkDeleted(deleted.length) };
  }
  const changed = await work(deps, actor, async ({ tx, activity }) => {
    const rows = await tx
      .update(contactMessages)
      .set({ status: action, updatedAt: new Date() })
      .where(and(inArray(contactMessages.id, unique), ne(contactMessages.status, 'replied'), ne(contactMessages.status, action)))
      .returning({ id: contactMessages.id });
    if (rows.length) {
      await activity({
        action: 'status',
        entity: ENTITY,
        entityId: null,
        summary: `Marked ${countOf(rows.length, { one: 'contact message', other: 'contact messages' })} as ${CONTACT_MESSAGE_STATUS_LABELS[action].toLowerCase()}`,
        changes: { after: { status: action, ids: rows.map((row) => row.id) } },
      });
    }
    return rows;
  });
  return { count: changed.length, message: CONTACT_MESSAGES.bulkMarked(changed.length, action) };
}

/** Mails a reply to the visitor through the outbox, stores it and turns the message to replied. */
export async function replyToMessage(deps: Deps, actor: Actor, id: string, content: string) {
  const from = siteSender(deps.config.mailFrom);
  const replyTo = await staffReplyTo(deps);
  try {
    await work(deps, actor, async ({ tx, activity, mail }) => {
      const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
      if (!message) throw notFound(CONTACT_MESSAGES.notFound);
      const [existing] = await tx.select({ id: contactMessageReplies.id }).from(contactMessageReplies).where(eq(contactMessageReplies.messageId, id));
      if (existing) throw conflict(CONTACT_MESSAGES.alreadyReplied);
      await tx.insert(contactMessageReplies).values({
        messageId: id,
        fromAddress: from,
        toAddress: message.email,
        content,
        sentBy: actor.id,
      });
      await tx.update(contactMessages).set({ status: 'replied', updatedAt: new Date() }).where(eq(contactMessages.id, id));
      // The visitor's own words go below the reply, so the answer reads in context.
      await mail({
        kind: 'contact-reply',
        to: message.email,
        replyTo,
        language: message.language,
        ...inLanguage(message.language, () => ({
          subject: m.mail_contact_reply_subject({ site: SITE_NAME }),
          content: contactMailContent.reply(content, message),
        })),
      });
      await activity({
        action: 'reply',
        entity: ENTITY,
        entityId: id,
        summary: `Replied to ${contactFullName(message)} <${message.email}>`,
        changes: { before: { status: message.status }, after: { status: 'replied', replyExcerpt: content.slice(0, 200) } },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CONTACT_MESSAGES.alreadyReplied);
    throw error;
  }
  return openMessageWithoutMarking(deps.db, id);
}
