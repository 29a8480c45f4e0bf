import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { OPEN_INVESTMENT_STATUSES } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { investments } from '../../db/schema/investments.ts';
import { investmentDetail } from './views.ts';

/** What an investor's account deletion and data export need from their investments. */

/** Whether the user still has investments the team must close first (account deletion waits). */
export async function hasOpenInvestments(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ total: count() })
    .from(investments)
    .where(and(eq(investments.userId, userId), inArray(investments.status, [...OPEN_INVESTMENT_STATUSES])));
  return Number(row?.total ?? 0) > 0;
}

/** GDPR export: the investor's investments with their timelines. */
export async function exportOwnInvestments(db: Db, userId: string) {
  const rows = await db.select().from(investments).where(eq(investments.userId, userId)).orderBy(desc(investments.requestedAt));
  return Promise.all(rows.map((row) => investmentDetail(db, row, { forInvestor: true })));
}
