import { inArray, sql } from 'drizzle-orm';
import { countRows, type Total } from '../../platform/pagination.ts';
import { RECENT_ACTIVITY_COUNT, type DashboardCount, type DashboardSummary, type Role } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { latestActivity } from '../activity/service.ts';

/** The tables behind each summary card. Names are constants, never input. */
export const SUMMARY_TABLES = {
  contentItems: ['about_images', 'metrics', 'stories', 'faqs', 'investment_plans'],
  peopleManagement: ['team_members', 'career_posts', 'job_applications'],
  communication: ['contact_messages', 'contact_items'],
} as const;

/** The rows of several tables together; an estimate if any table's count is (platform/pagination.ts). */
async function countTables(db: Db, names: readonly string[]): Promise<Total> {
  const counts = await Promise.all(names.map((name) => countRows(db, sql`SELECT 1 FROM ${sql.identifier(name)}`)));
  return { total: counts.reduce((sum, count) => sum + count.total, 0), estimate: counts.some((count) => count.estimate) };
}

export async function dashboardSummary(db: Db, options: { role: Role; withActivity: boolean }): Promise<DashboardSummary> {
  const [contentItems, peopleManagement, communication, admins, recentActivity] = await Promise.all([
    countTables(db, SUMMARY_TABLES.contentItems),
    countTables(db, SUMMARY_TABLES.peopleManagement),
    countTables(db, SUMMARY_TABLES.communication),
    countRows(
      db,
      db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.userRole, ['admin', 'superAdmin', 'moderator'])),
    ),
    options.withActivity ? latestActivity(db, RECENT_ACTIVITY_COUNT, options.role) : Promise.resolve([]),
  ]);
  const counts = { contentItems, peopleManagement, communication, systemAdmins: admins };
  return {
    contentItems: contentItems.total,
    peopleManagement: peopleManagement.total,
    communication: communication.total,
    systemAdmins: admins.total,
    recentActivity,
    estimated: (Object.keys(counts) as DashboardCount[]).filter((card) => counts[card].estimate),
  };
}
