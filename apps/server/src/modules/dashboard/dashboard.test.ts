import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, RECENT_ACTIVITY_COUNT } from '@app/contract';
import { activityLog } from '../../db/schema/platform.ts';
import { SUMMARY_TABLES } from './service.ts';
import { createTestApp, signInAs, type TestApp } from '../../testing/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const summary = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `${API_PREFIX}/dashboard/summary`, headers });

describe('GET /dashboard/summary', () => {
  it('counts admins, superAdmins and moderators, and the rows of the domain tables', async () => {
    const { headers } = await signInAs(t.app, 'admin');
    await signInAs(t.app, 'superAdmin');
    await signInAs(t.app, 'moderator');
    await signInAs(t.app, 'employee');
    await signInAs(t.app, 'user');
    const before = (await summary(headers)).json().data;
    expect(before.systemAdmins).toBe(3);
    // Each card is the sum of its tables' rows, counted here independently of the service.
    const rowsIn = async (tables: readonly string[]) => {
      let total = 0;
      for (const table of tables) {
        const result = (await t.app.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`)) as unknown as { rows: { n: number }[] };
        total += Number(result.rows[0]!.n);
      }
      return total;
    };
    for (const key of ['contentItems', 'peopleManagement', 'communication'] as const) expect(before[key]).toBe(await rowsIn(SUMMARY_TABLES[key]));

    // contact_messages exists (contact-messages domain): one new row shows in Communication at once.
    await t.app.db.execute(
      sql`INSERT INTO contact_messages (first_name, email, contact_number, message) VALUES ('Rahim', 'rahim@example.test', '01700000000', 'Hello there')`,
    );
    // faqs and team_members (content domain): content items and people management follow too.
    await t.app.db.execute(sql`INSERT INTO faqs (question, answer, sort_order) VALUES ('Q?', 'A.', 1)`);
    await t.app.db.execute(sql`INSERT INTO team_members (name, position, image_url, sort_order) VALUES ('Rina', 'Vet', '/x.webp', 1)`);
    const after = (await summary(headers)).json().data;
    expect(after.communication).toBe(before.communication + 1);
    expect(after.contentItems).toBe(before.contentItems + 1);
    expect(after.peopleManagement).toBe(before.peopleManagement + 1);
  });

  it('returns the latest activity to content editors only', async () => {
    for (let i = 0; i < RECENT_ACTIVITY_COUNT + 2; i++) {
      await t.app.db.insert(activityLog).values({ action: 'update', entity: 'faq', summary: `Change ${i}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
    }
    const moderator = await signInAs(t.app, 'moderator');
    const body = (await summary(moderator.headers)).json();
    expect(body.success).toBe(true);
    expect(body.data.recentActivity).toHaveLength(RECENT_ACTIVITY_COUNT);
    expect(body.data.recentActivity[0].summary).toBe(`Change ${RECENT_ACTIVITY_COUNT + 1}`);

    const employee = await signInAs(t.app, 'employee');
    const own = (await summary(employee.headers)).json();
    expect(own.data.recentActivity).toEqual([]);
    expect(own.data.systemAdmins).toBeGreaterThan(0);
  });
});
