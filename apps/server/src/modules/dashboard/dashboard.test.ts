import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  hasRole,
  NEEDS_ATTENTION_OLDEST,
  RECENT_ACTIVITY_COUNT,
  waitingFor,
  type InvestmentStatus,
  type NeedsAttentionItem,
  roundClosedAtStart,
  formatDate,
  addDays,
  ukDayOf,
} from '@app/contract';
import { cycles } from '../../db/schema/cycles.ts';
import { investments, investorProfiles } from '../../db/schema/investments.ts';
import { activityLog, approvals } from '../../db/schema/platform.ts';
import { rowsOf } from '../../db/results.ts';
import { ATTENTION_ITEMS, asOf } from './attention.ts';
import { clock } from '../../platform/clock.ts';
import { SUMMARY_TABLES } from './service.ts';
import { anonymousHeaders, signInAs, useTestApp } from '../../testing/app.ts';

const t = useTestApp({ roles: [] });

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
        const result = await t.app.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
        total += Number(rowsOf<{ n: number }>(result)[0]!.n);
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

describe('GET /dashboard/needs-attention', () => {
  const attention = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `${API_PREFIX}/dashboard/needs-attention`, headers });
  const DAY = 86_400_000;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
  let seq = 0;

  async function investmentIn(status: InvestmentStatus, at: Date, paymentDueOn: string | null = null) {
    const { user } = await signInAs(t.app, 'user');
    const [row] = await t.app.db
      .insert(investments)
      .values({
        reference: `BBV-2026-8${String(++seq).padStart(4, '0')}`,
        userId: user.id,
        planTitle: 'Broilers',
        amountPerUnit: 50_000,
        profitPerUnit: 5_000,
        duration: 5,
        durationUnit: 'Week',
        units: 1,
        status,
        requestedAt: at,
        statusChangedAt: at,
        maturedAt: status === 'matured' ? at : null,
        paymentDueOn,
      })
      .returning();
    return { row: row!, user };
  }

  async function pendingProfile(name: string, submittedAt: Date) {
    const { user } = await signInAs(t.app, 'user', { name });
    await t.app.db.insert(investorProfiles).values({ userId: user.id, status: 'pending', legalName: name, submittedAt });
    return user;
  }

  /** A cycle as the seed leaves it (a round closed at its start); `round` replaces those fields for a round still funding. */
  async function cycle(name: string, expectedEndDate: string, status: 'running' | 'closed' = 'running', round: Partial<typeof cycles.$inferInsert> = {}) {
    const [row] = await t.app.db
      .insert(cycles)
      .values({
        planTitle: 'Broilers',
        amountPerUnitPence: 50_000,
        projectedProfitPerUnitPence: 5_000,
        name,
        location: 'Sherpur',
        startDate: '2020-01-01',
        expectedEndDate,
        units: 10,
        ...roundClosedAtStart({ startDate: '2020-01-01', units: 10 }),
        status,
        ...(status === 'closed' ? { closedOn: '2020-03-01', saleRevenuePence: 0, costsPence: 0, profitPerUnitPence: 0 } : {}),
        ...round,
      })
      .returning();
    return row!;
  }

  it('lists what waits for admins with counts, the oldest first with their links, and each item links to its filtered screen', async () => {
    const { headers } = await signInAs(t.app, 'admin');
    const oldest = await pendingProfile('Rahima Begum', daysAgo(9));
    await pendingProfile('Jamal Uddin', daysAgo(2));
    await t.app.db.insert(investorProfiles).values({ userId: (await signInAs(t.app, 'user')).user.id, status: 'verified' });
    const firstRequest = await investmentIn('requested', daysAgo(5));
    await investmentIn('requested', daysAgo(1));
    const overdue = await investmentIn('awaiting_payment', daysAgo(8));
    await investmentIn('awaiting_payment', daysAgo(6)); // within the seven days: not yet
    const matured = await investmentIn('matured', daysAgo(3));
    await investmentIn('paid_out', daysAgo(3));
    const late = await cycle('Batch 12', '2020-02-01');
    await cycle('Batch 13', '2999-01-01');
    await cycle('Batch 11', '2020-01-15', 'closed');
    const asker = await signInAs(t.app, 'admin');
    const asked = { requestedBy: asker.user.id, requestedByName: asker.user.name, payload: {} };
    await t.app.db.insert(approvals).values([
      { ...asked, kind: 'cycle-close', subjectId: late.id, summary: 'Close cycle “Batch 12” on 1 February 2020', requestedAt: daysAgo(1) },
      {
        ...asked,
        kind: 'cycle-close',
        subjectId: late.id,
        summary: 'Rejected before',
        status: 'rejected',
        decidedBy: (await signInAs(t.app, 'superAdmin')).user.id,
        decidedAt: daysAgo(1),
      },
    ]);

    const res = await attention(headers);
    expect(res.statusCode).toBe(200);
    const items = res.json().data as NeedsAttentionItem[];
    const byKey = Object.fromEntries(items.map((item) => [item.key, item]));
    expect(items.map((item) => item.key)).toEqual([
      'profiles-to-review',
      'requests-to-contact',
      'awaiting-payment-overdue',
      'reservation-payments-due',
      'matured-unpaid',
      'cycles-overdue',
      'late-money',
      'bank-lines-open',
      'books-check-differences',
      'rounds-closing-soon',
      'rounds-below-minimum',
      'cycle-closes-to-approve',
      'payout-batches-to-approve',
      'bengali-missing-investment-plans',
      'bengali-missing-faq',
      'bengali-missing-stories',
      'bengali-missing-team',
      'bengali-missing-about-images',
      'bengali-missing-metrics',
    ]);
    // No money arrived after a round closed (rounds/late-money.test.ts fills it).
    expect(byKey['late-money']).toMatchObject({ count: 0 });
    // A request another admin made waits for a second pair of eyes, linking to the cycle.
    expect(byKey['cycle-closes-to-approve']).toMatchObject({ count: 1, href: '/admin/cycles?status=running' });
    expect(byKey['cycle-closes-to-approve']!.oldest[0]).toMatchObject({
      label: `Close cycle “Batch 12” on 1 February 2020 · asked by ${asker.user.name}`,
      href: `/admin/cycles/${late.id}`,
    });
    expect(byKey['payout-batches-to-approve']).toMatchObject({ count: 0 });
    // No statement imported and no books check run yet: nothing waits there.
    expect(byKey['bank-lines-open']).toMatchObject({ count: 0, href: '/admin/ledger/bank-statements' });
    expect(byKey['books-check-differences']).toMatchObject({ count: 0, href: '/admin/books' });

    expect(byKey['profiles-to-review']).toMatchObject({ count: 2, href: '/admin/investors?status=pending' });
    expect(byKey['profiles-to-review']!.oldest.map((e) => e.label)).toEqual(['Rahima Begum', 'Jamal Uddin']);
    expect(byKey['profiles-to-review']!.oldest[0]).toMatchObject({ id: oldest.id, href: `/admin/investors/${oldest.id}` });
    expect(waitingFor(byKey['profiles-to-review']!.oldest[0]!.since)).toBe('9 days');

    expect(byKey['requests-to-contact']).toMatchObject({ count: 2, href: '/admin/investment-requests?status=requested' });
    expect(byKey['requests-to-contact']!.oldest[0]).toMatchObject({
      label: `${firstRequest.row.reference} · ${firstRequest.user.name}`,
      href: `/admin/investment-requests/${firstRequest.row.id}`,
    });
    expect(byKey['awaiting-payment-overdue']).toMatchObject({ count: 1, href: '/admin/investment-requests?status=awaiting_payment' });
    expect(byKey['awaiting-payment-overdue']!.oldest.map((e) => e.id)).toEqual([overdue.row.id]);
    expect(byKey['matured-unpaid']).toMatchObject({ count: 1, href: '/admin/ledger/payout-batches' });
    expect(byKey['matured-unpaid']!.oldest.map((e) => e.id)).toEqual([matured.row.id]);
    expect(byKey['cycles-overdue']).toMatchObject({ count: 1, href: '/admin/cycles?status=running' });
    expect(byKey['cycles-overdue']!.oldest[0]).toMatchObject({ label: 'Batch 12 · Sherpur', since: '2020-02-01', href: `/admin/cycles/${late.id}` });

    // Only the oldest few are listed; the count is all of them.
    for (let i = 0; i < NEEDS_ATTENTION_OLDEST; i++) await pendingProfile(`Later ${i}`, daysAgo(0));
    const more = ((await attention(headers)).json().data as NeedsAttentionItem[]).find((item) => item.key === 'profiles-to-review')!;
    expect(more.count).toBe(2 + NEEDS_ATTENTION_OLDEST);
    expect(more.oldest).toHaveLength(NEEDS_ATTENTION_OLDEST);
    expect(more.oldest[0]!.label).toBe('Rahima Begum');
  });

  it('lists reservations whose payment is due within two days or overdue, the earliest day first; paid or later ones are not', async () => {
    const { headers } = await signInAs(t.app, 'admin');
    const day = (offset: number) => ukDayOf(new Date(Date.now() + offset * DAY));
    const before = ((await attention(headers)).json().data as NeedsAttentionItem[]).find((item) => item.key === 'reservation-payments-due')!.count;
    const overdue = await investmentIn('contacted', daysAgo(9), day(-1));
    const soon = await investmentIn('requested', daysAgo(5), day(2));
    await investmentIn('requested', daysAgo(5), day(3));
    await investmentIn('active', daysAgo(5), day(-1));
    await investmentIn('cancelled', daysAgo(5), day(-1));
    const item = ((await attention(headers)).json().data as NeedsAttentionItem[]).find((entry) => entry.key === 'reservation-payments-due')!;
    expect(item.title).toBe('Payment due on a reservation');
    expect(item.count - before).toBe(2);
    const ids = item.oldest.map((entry) => entry.id);
    expect(ids.indexOf(overdue.row.id)).toBeLessThan(ids.indexOf(soon.row.id));
    expect(item.oldest.find((entry) => entry.id === overdue.row.id)).toMatchObject({
      label: `${overdue.row.reference} · ${overdue.user.name} · pay by ${formatDate(day(-1))}`,
      since: day(-1),
      href: `/admin/investment-requests/${overdue.row.id}`,
    });
  });

  it('lists rounds closing within a week, and rounds past or near their closing day below their minimum, each linking to its round page', async () => {
    const today = ukDayOf(new Date());
    async function round(name: string, closesIn: number, minimumUnits: number, paidUnits = 0) {
      const closesOn = addDays(today, closesIn);
      const [row] = await t.app.db
        .insert(cycles)
        .values({
          planTitle: 'Broilers',
          amountPerUnitPence: 50_000,
          projectedProfitPerUnitPence: 5_000,
          name,
          location: 'Sherpur',
          startDate: addDays(closesOn, 3),
          expectedEndDate: addDays(closesOn, 40),
          units: 10,
          minimumUnits,
          fundingOpensOn: addDays(today, -20),
          fundingClosesOn: closesOn,
          status: 'funding',
        })
        .returning();
      if (paidUnits) {
        const investment = await investmentIn('active', daysAgo(1));
        await t.app.db.update(investments).set({ cycleId: row!.id, units: paidUnits }).where(eq(investments.id, investment.row.id));
      }
      return row!;
    }
    const soonBelow = await round('Round A', 2, 6, 1);
    const soonReached = await round('Round B', 5, 2, 2);
    const late = await round('Round C', -1, 6);
    await round('Round D', 20, 6);
    const { headers } = await signInAs(t.app, 'admin');
    const items = (await attention(headers)).json().data as NeedsAttentionItem[];
    const byKey = Object.fromEntries(items.map((item) => [item.key, item]));
    expect(byKey['rounds-closing-soon']).toMatchObject({ count: 2, href: '/admin/rounds?status=funding' });
    expect(byKey['rounds-closing-soon']!.oldest).toEqual([
      { id: soonBelow.id, label: 'Round A · Broilers', since: addDays(today, 2), note: 'closes in 2 days', href: `/admin/rounds/${soonBelow.id}` },
      { id: soonReached.id, label: 'Round B · Broilers', since: addDays(today, 5), note: 'closes in 5 days', href: `/admin/rounds/${soonReached.id}` },
    ]);
    expect(byKey['rounds-below-minimum']!.count).toBe(2);
    expect(byKey['rounds-below-minimum']!.oldest.map((entry) => [entry.id, entry.note])).toEqual([
      [late.id, 'closed 1 day ago'],
      [soonBelow.id, 'closes in 2 days'],
    ]);
  });

  it('reads its days from the server clock, not the machine’s or the database’s: moved on a month, a round then closing soon and a payment then due are listed', async () => {
    const { headers } = await signInAs(t.app, 'admin');
    const inAMonth = new Date(Date.now() + 30 * DAY);
    const later = ukDayOf(inAMonth);
    const row = await cycle('Round next month', addDays(later, 50), 'running', {
      startDate: addDays(later, 10),
      minimumUnits: 4,
      fundingOpensOn: addDays(later, -40),
      fundingClosesOn: addDays(later, 3),
      fundingClosedOn: null,
      status: 'funding',
    });
    const due = await investmentIn('requested', daysAgo(1), addDays(later, 1));
    // The round through the screen's list; the payment by its own row (earlier tests' overdue ones fill the list's first places).
    const listed = async () => {
      const items = (await attention(headers)).json().data as NeedsAttentionItem[];
      const paymentsDue = ATTENTION_ITEMS.find((item) => item.key === 'reservation-payments-due')!;
      const [counted] = rowsOf<{ n: number }>(await t.app.db.execute(sql`SELECT count(*)::int AS n ${paymentsDue.waiting(asOf())} AND i.id = ${due.row.id}`));
      return {
        round: items
          .find((item) => item.key === 'rounds-closing-soon')!
          .oldest.filter((entry) => entry.id === row!.id)
          .map((entry) => entry.note),
        payment: counted!.n,
      };
    };
    expect(await listed()).toEqual({ round: [], payment: 0 });
    const realNow = clock.now;
    try {
      clock.now = () => inAMonth;
      expect(await listed()).toEqual({ round: ['closes in 3 days'], payment: 1 });
    } finally {
      clock.now = realNow;
    }
  });

  it('shows each item only to the roles that may open its screen: super admins see them all, moderators the content they edit, employees none', async () => {
    const all = ATTENTION_ITEMS.map((item) => item.key);
    expect(((await attention((await signInAs(t.app, 'superAdmin')).headers)).json().data as NeedsAttentionItem[]).map((i) => i.key)).toEqual(all);
    const seen = { moderator: ['bengali-missing-faq', 'bengali-missing-stories', 'bengali-missing-about-images'], employee: [] };
    for (const role of ['moderator', 'employee'] as const) {
      const res = await attention((await signInAs(t.app, role)).headers);
      expect(res.statusCode).toBe(200);
      const keys = (res.json().data as NeedsAttentionItem[]).map((item) => item.key);
      expect(keys).toEqual(ATTENTION_ITEMS.filter((item) => hasRole(role, item.roles)).map((item) => item.key));
      expect(keys).toEqual(seen[role]);
    }
  });

  it('answers 401 to anonymous visitors and 403 to investors', async () => {
    expect((await attention(anonymousHeaders())).statusCode).toBe(401);
    expect((await attention((await signInAs(t.app, 'user')).headers)).statusCode).toBe(403);
  });

  it('counts each item from an index, not by reading the table', async () => {
    for (const item of ATTENTION_ITEMS) {
      const plan = await t.app.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`EXPLAIN SELECT count(*) ${item.waiting(asOf())}`))
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      });
      expect(plan, item.key).toMatch(/Index (Only )?Scan using \w+|Bitmap Index Scan on \w+/);
      expect(plan, item.key).not.toMatch(/Seq Scan/);
    }
  });
});
