import { integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { ts, rowId, ownedBy } from './columns.ts';
import { cycles } from './cycles.ts';
import { users } from './users.ts';

/**
 * A round's waiting list (issue 48): an investor waits for units of a fully reserved round, one entry
 * per investor and round (a repeat updates the units); `notifiedAt` is when they were last told units
 * are free.
 */
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
