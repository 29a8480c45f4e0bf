import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { INVESTMENT_STATUSES, type InvestmentStatus } from '@app/contract';
import { investmentPlanStatusTotals, investments, investorProfiles } from '../../db/schema/investments.ts';
import { users } from '../../db/schema/users.ts';
import { rowsOf } from '../../db/results.ts';
import { likePattern } from '../../platform/search.ts';
import { useTestApp } from '../../testing/app.ts';
import { createPlan, insertInvestment, verifiedInvestor } from '../../testing/investments.ts';

/**
 * The staff list's search and plan filter as they read at 100,000 investors (issue 49): the
 * investor's name and email from copies on the investment (0460), a plan's totals from rows kept
 * per plan (0462). Each answer is held to the query it replaced, written out here.
 */

const t = useTestApp({ roles: ['admin'] });
const { admin } = t.as;
const { inject } = t;

type Plan = Awaited<ReturnType<typeof createPlan>>;
let cattle: Plan;
let goats: Plan;

beforeAll(async () => {
  cattle = await createPlan(t.app, { title: 'Qurbani Cattle' });
  goats = await createPlan(t.app, { title: 'Black Bengal Goats', investmentAmount: 350 });
});

const listed = async (query: string) => (await inject('GET', `/investments?${query}&limit=100`, admin)).json();
const idsOf = (answer: { data: { id: string }[] }) => answer.data.map((investment) => investment.id);

/** The matches as the list found them before the copies: reference or plan on the investment, name or email on its user. */
async function matchedAcrossTheJoin(search: string) {
  const pattern = likePattern(search);
  const rows = rowsOf<{ id: string }>(
    await t.app.db.execute(sql`
      SELECT i.id FROM investments i JOIN users u ON u.id = i.user_id
      WHERE i.reference ILIKE ${pattern} OR i.plan_title ILIKE ${pattern} OR u.name ILIKE ${pattern} OR u.email ILIKE ${pattern}
      ORDER BY i.requested_at DESC, i.id DESC`),
  );
  return rows.map((row) => row.id);
}

/** Count and money per status of `plan`'s investments, summed from the table. */
async function summedForPlan(plan: Plan) {
  const rows = rowsOf<{ status: InvestmentStatus; count: number; amount: number }>(
    await t.app.db.execute(sql`
      SELECT status, count(*)::int AS count, sum(units::bigint * amount_per_unit)::bigint AS amount
      FROM investments WHERE plan_id = ${plan.id} GROUP BY status`),
  );
  const totals = Object.fromEntries(INVESTMENT_STATUSES.map((status) => [status, { count: 0, amount: 0 }]));
  for (const row of rows) totals[row.status] = { count: Number(row.count), amount: Number(row.amount) };
  return totals;
}

describe('the staff search by investor', () => {
  it('finds any part of the name or email, in any case, accented letters as typed; a new name or email is found at once', async () => {
    const signed = await verifiedInvestor(t.app);
    const { investment } = await insertInvestment(t.app, cattle, 'requested', { userId: signed.user.id });
    const renamed = await inject('PUT', '/auth/update-profile', signed.headers, { name: 'Zoë Ångström-Okafor' });
    expect(renamed.statusCode, renamed.body).toBe(200);

    for (const words of ['ngström-oka', 'ZOË ÅNGSTRÖM', 'zoë', signed.user.email.slice(3, 12).toUpperCase()])
      expect(idsOf(await listed(`search=${encodeURIComponent(words)}`)), words).toEqual([investment.id]);
    // Accents are not folded, as before: the words must carry them.
    expect(idsOf(await listed('search=zoe%20angstrom'))).toEqual([]);
    expect(idsOf(await listed(`search=${encodeURIComponent(signed.user.name)}`))).not.toContain(investment.id);

    // Any write to the user reaches the copy in its own transaction, not only the profile form's.
    await t.app.db.update(users).set({ email: 'zoe.new-address@example.test' }).where(eq(users.id, signed.user.id));
    expect(idsOf(await listed('search=NEW-ADDRESS%40example'))).toEqual([investment.id]);
    expect(idsOf(await listed(`search=${encodeURIComponent(signed.user.email)}`))).toEqual([]);

    // The copy says what the user row says, whatever a write to the investment gives it.
    await t.app.db.update(investments).set({ investorName: 'Someone Else', investorEmail: '' }).where(eq(investments.id, investment.id));
    const [copy] = await t.app.db
      .select({ name: investments.investorName, email: investments.investorEmail })
      .from(investments)
      .where(eq(investments.id, investment.id));
    expect(copy).toEqual({ name: 'Zoë Ångström-Okafor', email: 'zoe.new-address@example.test' });
  });

  it('answers what the search across the join answered: the same investments in the same order, and their totals', async () => {
    const named = async (name: string, email: string, plan: Plan, status: InvestmentStatus) => {
      const { investment, investor } = await insertInvestment(t.app, plan, status);
      await t.app.db.update(users).set({ name, email }).where(eq(users.id, investor.user.id));
      return investment;
    };
    await named('Rahim Uddin', 'rahim.uddin@example.test', cattle, 'active');
    await named('Fatima Rahim', 'f.begum@example.test', goats, 'requested');
    await named('Karim Cattle', 'karim@example.test', goats, 'matured');
    const referenced = await named('Nusrat Jahan', 'nj_100%@example.test', cattle, 'cancelled');

    for (const words of ['rahim', 'RAHIM U', 'cattle', 'goats', '@example.test', referenced.reference.slice(-6), '_100%', 'nobody at all', '%']) {
      const answer = await listed(`search=${encodeURIComponent(words)}`);
      const expected = await matchedAcrossTheJoin(words);
      expect(idsOf(answer), words).toEqual(expected);
      const counted = Object.values(answer.totals as Record<string, { count: number }>).reduce((sum, { count }) => sum + count, 0);
      expect(counted, words).toBe(expected.length);
    }
    const underPlan = await listed(`search=rahim&planId=${goats.id}`);
    expect(underPlan.data.map((investment: { investor: { name: string } }) => investment.investor.name)).toEqual(['Fatima Rahim']);
  });
});

describe("a plan's totals", () => {
  it("keeps each plan's per-status count and money with every write, as the table sums them, and lists its page and total from them", async () => {
    const expectKept = async () => {
      for (const plan of [cattle, goats]) {
        const answer = await listed(`planId=${plan.id}`);
        expect(answer.totals).toEqual(await summedForPlan(plan));
        expect(answer.pagination.total).toBe(answer.data.length);
        expect(answer.data.every((investment: { plan: { planId: string } }) => investment.plan.planId === plan.id)).toBe(true);
      }
    };
    await expectKept();
    const { investment } = await insertInvestment(t.app, cattle, 'requested', { units: 3 });
    await insertInvestment(t.app, goats, 'awaiting_payment');
    await expectKept();
    expect((await inject('PATCH', `/investments/${investment.id}/status`, admin, { status: 'contacted' })).statusCode).toBe(200);
    await expectKept();
    // Moved to another plan (as a plan's deletion leaves it without one), then gone.
    await t.app.db.update(investments).set({ planId: goats.id }).where(eq(investments.id, investment.id));
    await expectKept();
    await t.app.db.update(investments).set({ planId: null }).where(eq(investments.id, investment.id));
    await expectKept();
    await t.app.db.delete(investments).where(eq(investments.id, investment.id));
    await expectKept();
    const contacted = await listed(`planId=${cattle.id}&status=contacted`);
    expect(contacted.pagination.total).toBe((await summedForPlan(cattle)).contacted!.count);
  });

  it('counts every one of parallel moves of one plan through HTTP', async () => {
    const requested = await Promise.all(
      Array.from({ length: 6 }, (_, n) => insertInvestment(t.app, n % 2 ? cattle : goats, 'requested').then(({ investment }) => investment.id)),
    );
    const before = await summedForPlan(cattle);
    const moves = await Promise.all(requested.map((id) => inject('PATCH', `/investments/${id}/status`, admin, { status: 'contacted' })));
    expect(moves.map((res) => res.statusCode)).toEqual(requested.map(() => 200));
    for (const plan of [cattle, goats]) expect((await listed(`planId=${plan.id}`)).totals).toEqual(await summedForPlan(plan));
    expect((await summedForPlan(cattle)).contacted!.count).toBe(before.contacted!.count + 3);
  });
});

describe('migrations 0460 to 0462 on rows written before them', () => {
  const migration = (file: string) => fs.readFileSync(new URL(`../../db/migrations/${file}`, import.meta.url), 'utf8');
  /** The statement of `text` from `from` to the first line ending in `end`. */
  const statementOf = (text: string, from: string, end: string) => {
    const start = text.indexOf(from);
    expect(start).toBeGreaterThan(-1);
    return text.slice(start, text.indexOf(`${end}\n`, start) + end.length);
  };

  it('copy every investor name and email (in batches, each committed), and sum every plan’s totals, as the triggers keep them', async () => {
    await insertInvestment(t.app, goats, 'active');
    await verifiedInvestor(t.app);
    const kept = async () => ({
      investments: await t.app.db
        .select({ id: investments.id, name: investments.investorName, email: investments.investorEmail })
        .from(investments)
        .orderBy(investments.id),
      profiles: await t.app.db
        .select({ id: investorProfiles.userId, name: investorProfiles.investorName, email: investorProfiles.investorEmail })
        .from(investorProfiles)
        .orderBy(investorProfiles.userId),
      plans: await t.app.db.select().from(investmentPlanStatusTotals).orderBy(investmentPlanStatusTotals.planId, investmentPlanStatusTotals.status),
    });
    const before = await kept();
    expect(before.investments.length).toBeGreaterThan(4);
    expect(before.investments.every((row) => row.name !== '' && row.email !== '')).toBe(true);
    await t.app.db.transaction(async (tx) => {
      // As the rows stood before the migrations: no copies, no per-plan rows (triggers off meanwhile).
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`UPDATE investments SET investor_name = '', investor_email = ''`);
      await tx.execute(sql`UPDATE investor_profiles SET investor_name = '', investor_email = ''`);
      await tx.execute(sql`DELETE FROM investment_plan_status_totals`);
    });
    const copies = migration('0460_investor_search_copies.sql');
    await t.app.db.execute(sql.raw(statementOf(copies, 'CREATE PROCEDURE investor_search_copies_fill', '$$;')));
    // Batches of two, so the walk over the keys and the commits between batches run.
    await t.app.db.execute(sql`CALL investor_search_copies_fill(2)`);
    await t.app.db.execute(sql`DROP PROCEDURE investor_search_copies_fill(int)`);
    const totals = migration('0462_investment_plan_status_totals.sql');
    await t.app.db.execute(sql.raw(statementOf(totals, 'INSERT INTO investment_plan_status_totals (plan_id', ';')));
    expect(await kept()).toEqual(before);
  });
});
