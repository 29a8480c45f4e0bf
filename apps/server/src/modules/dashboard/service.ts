import { count, inArray, sql } from 'drizzle-orm';
import { RECENT_ACTIVITY_COUNT, type DashboardSummary, type Role } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { latestActivity } from '../activity/service.ts';

/**
 * The tables behind each summary card. Domains land independently, so a table that does not
 * exist (yet) simply counts 0 instead of breaking the dashboard. Names are constants, never input.
 */
export const SUMMARY_TABLES = {
  contentItems: ['about_images', 'metrics', 'stories', 'faqs', 'investment_plans'],
  peopleManagement: ['team_members', 'career_posts', 'job_applications'],
  communication: ['contact_messages', 'contact_items'],
} as const;

const rowsOf = (result: unknown) => ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];

async function existingTables(db: Db, names: readonly string[]): Promise<Set<string>> {
  const result = await db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name IN (${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )})`,
  );
  return new Set(rowsOf(result).map((row) => String(row.table_name)));
}

async function countTables(db: Db, names: readonly string[], present: Set<string>): Promise<number> {
  const counts = await Promise.all(
    names
      .filter((name) => present.has(name))
      .map(async (name) => {
        try {
          const result = await db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)}`);
          return Number(rowsOf(result)[0]?.n ?? 0);
        } catch {
          return 0;
        }
      }),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

export async function dashboardSummary(db: Db, options: { role: Role; withActivity: boolean }): Promise<DashboardSummary> {
  const all = [...SUMMARY_TABLES.contentItems, ...SUMMARY_TABLES.peopleManagement, ...SUMMARY_TABLES.communication];
  const present = await existingTables(db, all);
  const [contentItems, peopleManagement, communication, [admins], recentActivity] = await Promise.all([
    countTables(db, SUMMARY_TABLES.contentItems, present),
    countTables(db, SUMMARY_TABLES.peopleManagement, present),
    countTables(db, SUMMARY_TABLES.communication, present),
    db
      .select({ value: count() })
      .from(users)
      .where(inArray(users.userRole, ['admin', 'superAdmin', 'moderator'])),
    options.withActivity ? latestActivity(db, RECENT_ACTIVITY_COUNT, options.role) : Promise.resolve([]),
  ]);
  return { contentItems, peopleManagement, communication, systemAdmins: Number(admins?.value ?? 0), recentActivity };
}
