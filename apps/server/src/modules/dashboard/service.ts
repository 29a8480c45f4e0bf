import { count, inArray, sql } from 'drizzle-orm';
import { RECENT_ACTIVITY_COUNT, type DashboardSummary, type Role } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/results.ts';
import { users } from '../../db/schema/users.ts';
import { latestActivity } from '../activity/service.ts';

/** The tables behind each summary card. Names are constants, never input. */
export const SUMMARY_TABLES = {
  contentItems: ['about_images', 'metrics', 'stories', 'faqs', 'investment_plans'],
  peopleManagement: ['team_members', 'career_posts', 'job_applications'],
  communication: ['contact_messages', 'contact_items'],
} as const;

async function countTables(db: Db, names: readonly string[]): Promise<number> {
  const counts = await Promise.all(
    names.map(async (name) => Number(rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)}`))[0]?.n ?? 0)),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

export async function dashboardSummary(db: Db, options: { role: Role; withActivity: boolean }): Promise<DashboardSummary> {
  const [contentItems, peopleManagement, communication, [admins], recentActivity] = await Promise.all([
    countTables(db, SUMMARY_TABLES.contentItems),
    countTables(db, SUMMARY_TABLES.peopleManagement),
    countTables(db, SUMMARY_TABLES.communication),
    db
      .select({ value: count() })
      .from(users)
      .where(inArray(users.userRole, ['admin', 'superAdmin', 'moderator'])),
    options.withActivity ? latestActivity(db, RECENT_ACTIVITY_COUNT, options.role) : Promise.resolve([]),
  ]);
  return { contentItems, peopleManagement, communication, systemAdmins: Number(admins?.value ?? 0), recentActivity };
}
