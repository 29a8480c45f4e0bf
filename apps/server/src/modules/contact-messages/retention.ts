import { sql } from 'drizzle-orm';
import { contactMessageReplies, contactMessages } from '../../db/schema/contact-messages.ts';
import { rowsOf } from '../../db/results.ts';
import { monthsBefore, type HousekeepingTask } from '../../platform/housekeeping.ts';

/** The privacy and GDPR pages: contact messages are kept up to two years after our last exchange. */
const CONTACT_MESSAGE_RETENTION_MONTHS = 24;

/** Deletes messages (and their replies) whose last exchange, received or answered, is older than that. */
export const purgeExpiredContactMessages: HousekeepingTask = async (app, now) => {
  const cutoff = monthsBefore(now, CONTACT_MESSAGE_RETENTION_MONTHS);
  const result = await app.db.execute(sql`
    DELETE FROM ${contactMessages} m
    WHERE greatest(m.received_at, (SELECT max(r.sent_at) FROM ${contactMessageReplies} r WHERE r.message_id = m.id)) < ${cutoff.toISOString()}
    RETURNING m.id`);
  return rowsOf(result).length;
};
