import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { DEFAULT_COST_LABEL, roundClosedAtStart, splitCycleProfit } from '@app/contract';
import { investmentPlans } from '../db/schema/content.ts';
import { cycles, cycleUpdates } from '../db/schema/cycles.ts';
import { investments } from '../db/schema/investments.ts';
import { cycleTermsOf } from '../modules/cycles/service.ts';
import { recordCycleAccount } from '../modules/ledger/cycle-account.ts';

/**
 * A realistic track record: closed cycles of the demo plans over two years, most near their
 * projection, one below it (goats, a dry season), one loss (broilers, a heat wave) and, latest, the
 * Eid 2026 bulls sold at 52% (the "recent cycle" of the sales pack; the heroes derive it), plus two
 * running cycles with field updates, holding the demo investors' active investments of their plans.
 * Broiler cycles last the six weeks the sales pack and the plan state.
 */
/** What every demo cycle names: its plan (by title), place, dates and units. */
type DemoCycle = {
  plan: string;
  name: string;
  location: string;
  start: string;
  end: string;
  units: number;
};

type Closed = DemoCycle & {
  /** Investors' actual profit per unit in pounds (negative: a loss per unit). */
  perUnit: number;
  sold: number;
  lost: number;
};

const CLOSED: Closed[] = [
  {
    plan: 'Broiler Chicken Cycle',
    name: 'Sherpur broilers, batch 1',
    location: 'Sherpur cluster',
    start: '2024-11-04',
    end: '2024-12-16',
    units: 40,
    perUnit: 57.2,
    sold: 3880,
    lost: 120,
  },
  {
    plan: 'Qurbani Cattle',
    name: 'Qurbani 2025, Sirajganj',
    location: 'Sirajganj cluster',
    start: '2024-12-01',
    end: '2025-06-05',
    units: 24,
    perUnit: 187.1,
    sold: 47,
    lost: 1,
  },
  {
    plan: 'Black Bengal Goats',
    name: 'Goats, Jamalpur villages',
    location: 'Jamalpur cluster',
    start: '2024-10-15',
    end: '2025-06-16',
    units: 30,
    perUnit: 48.6,
    sold: 114,
    lost: 9,
  },
  {
    plan: 'Broiler Chicken Cycle',
    name: 'Sherpur broilers, batch 2',
    location: 'Sherpur cluster',
    start: '2025-04-14',
    end: '2025-05-26',
    units: 45,
    perUnit: -38.4,
    sold: 3610,
    lost: 890,
  },
  {
    plan: 'Dairy Cow Partnership',
    name: 'Dairy herd, Bogura',
    location: 'Bogura cluster',
    start: '2024-09-01',
    end: '2025-08-31',
    units: 12,
    perUnit: 341.75,
    sold: 12,
    lost: 0,
  },
  {
    plan: 'Cluster Partner',
    name: 'Mixed cluster, Mymensingh',
    location: 'Mymensingh cluster',
    start: '2025-05-01',
    end: '2025-09-02',
    units: 8,
    perUnit: 405.1,
    sold: 212,
    lost: 6,
  },
  {
    plan: 'Broiler Chicken Cycle',
    name: 'Sherpur broilers, batch 3',
    location: 'Sherpur cluster',
    start: '2025-10-06',
    end: '2025-11-17',
    units: 50,
    perUnit: 56.35,
    sold: 4910,
    lost: 90,
  },
  {
    plan: 'Qurbani Cattle',
    name: 'Qurbani 2026, Sirajganj',
    location: 'Sirajganj cluster',
    start: '2025-11-20',
    end: '2026-05-25',
    units: 30,
    perUnit: 520,
    sold: 59,
    lost: 1,
  },
];

type Running = DemoCycle & {
  updates: { at: string; body: string; weight?: number; mortality?: number; feed?: number }[];
};

/** A date `days` from the seeding day: the running broiler batch is always mid-cycle, whenever the demo is set up. */
const fromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const RUNNING: Running[] = [
  {
    plan: 'Broiler Chicken Cycle',
    name: 'Sherpur broilers, batch 4',
    location: 'Sherpur cluster',
    start: fromToday(-18),
    end: fromToday(24),
    units: 48,
    updates: [
      {
        at: `${fromToday(-16)}T09:00:00Z`,
        body: 'Day-old chicks placed in the three renovated sheds. Every chick was vaccinated against Newcastle disease on arrival, and the new ventilation fans are running.',
        mortality: 22,
      },
      {
        at: `${fromToday(-1)}T09:00:00Z`,
        body: 'Two and a half weeks in: birds are healthy and on target weight. Feed prices rose 4% this month; we bought the rest of the cycle’s feed in advance to fix the price.',
        weight: 0.9,
        mortality: 31,
        feed: 412500,
      },
    ],
  },
  {
    plan: 'Qurbani Cattle',
    name: 'Qurbani 2027, Sirajganj',
    location: 'Sirajganj cluster',
    start: '2026-11-14',
    end: '2027-05-14',
    units: 26,
    updates: [
      {
        at: '2026-11-18T08:30:00Z',
        body: 'Fifty-two young bulls bought at the Sirajganj market and settled with eleven partner farmers. The vet has dewormed and vaccinated the whole group.',
        weight: 182,
        mortality: 0,
        feed: 96000,
      },
    ],
  },
];

export async function seed(app: FastifyInstance) {
  const titles = [...new Set([...CLOSED, ...RUNNING].map((c) => c.plan))];
  const plans = new Map((await app.db.select().from(investmentPlans).where(inArray(investmentPlans.title, titles))).map((plan) => [plan.title, plan]));
  /** The row a demo cycle starts from: its plan's terms and what it names, created on its start day (null without its plan). */
  const cycleRow = (c: DemoCycle) => {
    const plan = plans.get(c.plan);
    if (!plan) return null;
    return {
      ...cycleTermsOf(plan),
      ...roundClosedAtStart({ startDate: c.start, units: c.units }),
      name: c.name,
      location: c.location,
      startDate: c.start,
      expectedEndDate: c.end,
      units: c.units,
      createdAt: new Date(`${c.start}T08:00:00Z`),
    };
  };
  for (const c of CLOSED) {
    const start = cycleRow(c);
    if (!start) continue;
    // Revenue and costs chosen so the 50/50 rule gives the recorded profit per unit.
    const perUnitPence = Math.round(c.perUnit * 100);
    const netPence = perUnitPence >= 0 ? perUnitPence * c.units * 2 : perUnitPence * c.units;
    const costsPence = Math.round(start.amountPerUnitPence * c.units * 0.92);
    const saleRevenuePence = costsPence + netPence;
    const { profitPerUnitPence } = splitCycleProfit({ saleRevenuePence, costsPence, units: c.units });
    const [closed] = await app.db
      .insert(cycles)
      .values({
        ...start,
        status: 'closed',
        closedOn: c.end,
        saleRevenuePence,
        costsPence,
        animalsSold: c.sold,
        animalsLost: c.lost,
        profitPerUnitPence,
        updatedAt: new Date(`${c.end}T08:00:00Z`),
      })
      .returning();
    // Its account as a close records it: the costs as one line, and the cycle ledger (no investments: every unit is the venture's).
    await recordCycleAccount(app.db, closed!, [{ label: DEFAULT_COST_LABEL, amountPence: costsPence }], 0, null);
  }
  for (const c of RUNNING) {
    const start = cycleRow(c);
    if (!start) continue;
    const [row] = await app.db.insert(cycles).values(start).returning();
    // The demo investors' active investments of this plan run in it, up to its units.
    let free = c.units;
    const active = await app.db
      .select()
      .from(investments)
      .where(and(eq(investments.planId, start.planId), eq(investments.status, 'active'), isNull(investments.cycleId)));
    for (const investment of active) {
      if (investment.units > free) continue;
      free -= investment.units;
      await app.db.update(investments).set({ cycleId: row!.id }).where(eq(investments.id, investment.id));
    }
    for (const u of c.updates) {
      await app.db.insert(cycleUpdates).values({
        cycleId: row!.id,
        body: u.body,
        averageWeightKg: u.weight ?? null,
        mortalityCount: u.mortality ?? null,
        feedCostPence: u.feed ?? null,
        publishedAt: new Date(u.at),
      });
    }
  }
}
