import { integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import type { Language } from '@app/contract';
import { ownedBy, rowId, ts } from './columns.ts';
import { investmentPlans } from './content.ts';
import { cycles } from './cycles.ts';
import { users } from './users.ts';

/** Funding rounds' waiting list and plan alerts (migration 0410_round_waitlist_alerts.sql). */

/** An investor waiting for units of a fully reserved round; `notifiedAt` once told units are free. */
export const roundWaitlist = pgTable(
  'round_waitlist',
  {
    id: rowId(),
    cycleId: ownedBy('cycle_id', () => cycles.id),
    userId: ownedBy('user_id', () => users.id),
    units: integer('units').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    notifiedAt: ts('notified_at'),
  },
  (table) => [unique('round_waitlist_cycle_id_user_id_key').on(table.cycleId, table.userId)],
);
export type RoundWaitlistRow = typeof roundWaitlist.$inferSelect;

/** "Tell me when a round of this plan opens": an email (lower case) and the hash of its stop token. */
export const roundAlerts = pgTable('round_alerts', {
  id: rowId(),
  planId: ownedBy('plan_id', () => investmentPlans.id),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  /** The language of the page it was sent from (migration 0550): its mails are written in it. */
  language: text('language').$type<Language>().notNull().default('en'),
  createdAt: ts('created_at').notNull().defaultNow(),
  stoppedAt: ts('stopped_at'),
});
export type RoundAlertRow = typeof roundAlerts.$inferSelect;

/** The rounds an alert was mailed about, once each (the primary key decides). */
export const roundAlertMails = pgTable(
  'round_alert_mails',
  {
    alertId: ownedBy('alert_id', () => roundAlerts.id),
    cycleId: ownedBy('cycle_id', () => cycles.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.alertId, table.cycleId] })],
);
