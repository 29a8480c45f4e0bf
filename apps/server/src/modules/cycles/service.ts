import { and, desc, eq, sql, sum } from 'drizzle-orm';
import { announceRound } from '../rounds/announce-round.ts';
import {
  planTerms,
  roundClosedAtStart,
  roundOf,
  CYCLE_MESSAGES,
  countOf,
  formatMoney,
  closeCycleSchema,
  cycleCloseWarnings,
  cycleSchema,
  type CycleValues,
  cycleUpdateSchema,
  cyclesQuerySchema,
  returnPercent,
  annualisedPercent,
  daysBetween,
  closeDateProblem,
  formatDate,
  type Approval,
  type CycleClosePreview,
  lateInvestments,
  type CloseCycleValues,
  ukDayOf,
  summariseTrackRecord,
  splitCycleProfit,
  CYCLE_ACCOUNT_MESSAGES,
  type PublicCycleAccount,
  type Cycle,
  type CycleUpdate,
  type TrackRecord,
  type TrackRecordCycle,
  reconcileClose,
  reconciliationWarnings,
} from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { investmentPlans, type InvestmentPlanRow } from '../../db/schema/content.ts';
import { cycles, cycleUpdates, type CycleRow, type CycleUpdateRow } from '../../db/schema/cycles.ts';
import { investments } from '../../db/schema/investments.ts';
import type { ApprovalRow } from '../../db/schema/platform.ts';
import { deleteWithActivity, diffFields, type Actor } from '../../platform/activity.ts';
import { work, type Deps, type UnitOfWork } from '../../platform/unit-of-work.ts';
import { accountOf, recordCycleAccount } from '../ledger/cycle-account.ts';
import { approvedBy, listApprovals, requestApproval, secondAdminNeeded } from '../../platform/approvals.ts';
import { clock } from '../../platform/clock.ts';
import { badRequest, conflict, notFound, parse } from '../../platform/http.ts';
import { deleteStoredImage, storeImage } from '../../platform/uploads.ts';
import { cycleInvestments, investmentCounts, mailUpdateToInvestors, matureInvestments } from './investments.ts';
import { roundUnits, unitsOfRound } from '../investments/round-units.ts';
import { fieldTotals } from './field-totals.ts';

export function toCycle(row: CycleRow, investmentCount = 0): Cycle {
  return {
    id: row.id,
    planId: row.planId,
    planTitle: row.planTitle,
    currency: row.currency,
    amountPerUnitPence: row.amountPerUnitPence,
    projectedProfitPerUnitPence: row.projectedProfitPerUnitPence,
    name: row.name,
    location: row.location,
    startDate: row.startDate,
    expectedEndDate: row.expectedEndDate,
    units: row.units,
    status: row.status,
    minimumUnits: row.minimumUnits,
    fundingOpensOn: row.fundingOpensOn,
    fundingClosesOn: row.fundingClosesOn,
    fundingExtendedFrom: row.fundingExtendedFrom,
    fundingClosedOn: row.fundingClosedOn,
    closedOn: row.closedOn,
    saleRevenuePence: row.saleRevenuePence,
    costsPence: row.costsPence,
    poishaPerPound: row.poishaPerPound,
    animalsSold: row.animalsSold,
    animalsLost: row.animalsLost,
    profitPerUnitPence: row.profitPerUnitPence,
    investmentCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toUpdate = (row: CycleUpdateRow): CycleUpdate => ({
  id: row.id,
  cycleId: row.cycleId,
  body: row.body,
  bodyBn: row.bodyBn,
  photos: row.photos,
  averageWeightKg: row.averageWeightKg,
  mortalityCount: row.mortalityCount,
  feedCostPence: row.feedCostPence,
  publishedAt: row.publishedAt.toISOString(),
});

export async function findCycle(db: Db | Tx, id: string): Promise<CycleRow> {
  const [row] = await db.select().from(cycles).where(eq(cycles.id, id));
  if (!row) throw notFound(CYCLE_MESSAGES.notFound);
  return row;
}

/** A cycle staff may still change: a closed one is final, and asking answers 409 with `closedMessage`. */
export async function runningCycle(db: Db | Tx, id: string, closedMessage: string = CYCLE_MESSAGES.closedNoChange): Promise<CycleRow> {
  const cycle = await findCycle(db, id);
  if (cycle.status === 'closed' || cycle.status === 'cancelled') throw conflict(closedMessage);
  return cycle;
}

export async function listUpdates(db: Db, cycleId: string): Promise<CycleUpdate[]> {
  const rows = await db.select().from(cycleUpdates).where(eq(cycleUpdates.cycleId, cycleId)).orderBy(desc(cycleUpdates.publishedAt));
  return rows.map(toUpdate);
}

export async function listCycles(db: Db, query: unknown): Promise<Cycle[]> {
  const { status } = parse(cyclesQuerySchema, query);
  const rows = await db
    .select()
    .from(cycles)
    .where(status ? eq(cycles.status, status) : undefined)
    // Running cycles first (newest start first), then closed ones by the day they closed, newest first.
    .orderBy(sql`case when ${cycles.status} = 'running' then 0 else 1 end`, desc(cycles.closedOn), desc(cycles.startDate), desc(cycles.createdAt));
  const counts = await investmentCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCycle(row, counts.get(row.id) ?? 0));
}

/** The plan's figures as a cycle keeps them, taken when the cycle is created or moved to the plan. */
export function cycleTermsOf(plan: InvestmentPlanRow) {
  const terms = planTerms(plan);
  return {
    planId: plan.id,
    planTitle: plan.title,
    currency: terms.currency,
    amountPerUnitPence: terms.amountPerUnit,
    projectedProfitPerUnitPence: terms.profitPerUnit,
  };
}

async function planSnapshot(db: Db, planId: string) {
  const [plan] = await db.select().from(investmentPlans).where(eq(investmentPlans.id, planId));
  if (!plan) throw badRequest(CYCLE_MESSAGES.planNotFound, { planId: CYCLE_MESSAGES.planNotFound });
  return cycleTermsOf(plan);
}

/** What staff set on a cycle (the plan's figures come from its snapshot). */
const editableFields = (input: CycleValues) => ({
  name: input.name,
  location: input.location,
  startDate: input.startDate,
  expectedEndDate: input.expectedEndDate,
  units: input.units,
});

export async function createCycle(deps: Deps, actor: Actor, body: unknown) {
  const input = parse(cycleSchema, body);
  const snapshot = await planSnapshot(deps.db, input.planId);
  const row = await work(deps, actor, async (uow) => {
    const { tx, activity } = uow;
    const round = roundOf(input);
    // With a round it takes money before it starts; without one it starts running, its round closed that day.
    const funding = round ? { ...round, status: 'funding' as const, fundingClosedOn: null } : roundClosedAtStart(input);
    const [created] = (await tx
      .insert(cycles)
      .values({ ...snapshot, ...editableFields(input), ...funding })
      .returning()) as [CycleRow];
    await activity({
      action: 'create',
      entity: 'cycle',
      entityId: created.id,
      summary: `Created cycle “${created.name}” of ${created.planTitle}`,
      changes: {
        after: { name: created.name, location: created.location, startDate: created.startDate, expectedEndDate: created.expectedEndDate, units: created.units },
      },
    });
    // A round open from today is announced to the plan's alerts now; a later one on its opening day (housekeeping).
    if (created.status === 'funding' && created.fundingOpensOn <= ukDayOf(clock.now())) await announceRound(uow, created);
    return created;
  });
  return toCycle(row);
}

/** Edits a running cycle. Changing its plan takes the new plan's snapshot. */
/**
 * The round's fields after an edit: a round still taking money takes the new ones when given; a
 * cycle past its round keeps its dates, held within the new start and units.
 */
function roundEdits(before: CycleRow, input: CycleValues) {
  const round = roundOf(input);
  if (before.status === 'funding' && round) return round;
  return {
    minimumUnits: Math.min(before.minimumUnits, input.units),
    fundingOpensOn: before.fundingOpensOn < input.startDate ? before.fundingOpensOn : input.startDate,
  };
}

export async function updateCycle(deps: Deps, actor: Actor, id: string, body: unknown) {
  const before = await runningCycle(deps.db, id);
  const input = parse(cycleSchema, body);
  const snapshot = input.planId === before.planId ? {} : await planSnapshot(deps.db, input.planId);
  const pick = (r: CycleRow) => ({
    planTitle: r.planTitle,
    name: r.name,
    location: r.location,
    startDate: r.startDate,
    expectedEndDate: r.expectedEndDate,
    units: r.units,
    minimumUnits: r.minimumUnits,
    fundingOpensOn: r.fundingOpensOn,
    fundingClosesOn: r.fundingClosesOn,
  });
  const row = await work(deps, actor, async ({ tx, activity }) => {
    const [updated] = (await tx
      .update(cycles)
      .set({ ...snapshot, ...editableFields(input), ...roundEdits(before, input), updatedAt: new Date() })
      .where(eq(cycles.id, id))
      .returning()) as [CycleRow];
    await activity({
      action: 'update',
      entity: 'cycle',
      entityId: id,
      summary: `Updated cycle “${updated.name}”`,
      changes: diffFields(pick(before), pick(updated)),
    });
    return updated;
  });
  return toCycle(row, (await investmentCounts(deps.db, [id])).get(id) ?? 0);
}

export async function deleteCycle(deps: Deps, actor: Actor, id: string) {
  const before = await runningCycle(deps.db, id);
  if ((await investmentCounts(deps.db, [id])).get(id)) throw conflict(CYCLE_MESSAGES.hasInvestments);
  const updates = await deps.db.select().from(cycleUpdates).where(eq(cycleUpdates.cycleId, id));
  await deleteWithActivity(deps.db, actor, cycles, id, {
    entity: 'cycle',
    summary: `Deleted cycle “${before.name}”`,
    changes: { before: { name: before.name, planTitle: before.planTitle, location: before.location } },
  });
  for (const update of updates) for (const photo of update.photos) await deleteStoredImage(deps.storage, photo.url);
}

/** An update as the handler reads it: text fields and up to six checked photos. */
export type CycleUpdateBody = { fields: Record<string, unknown>; photos: Buffer[] };

/** What an update says; its photos are already stored. */
export type CycleUpdateContent = Omit<CycleUpdate, 'id' | 'cycleId' | 'publishedAt'>;

/**
 * The one way an update is published: the row, its activity entry and the mail to the cycle's
 * investors, in the caller's unit of work (staff's form, and field records published as an update).
 */
export async function insertUpdate(uow: UnitOfWork, cycle: CycleRow, content: CycleUpdateContent, publishedAt = new Date()): Promise<CycleUpdate> {
  const [inserted] = (await uow.tx
    .insert(cycleUpdates)
    .values({ cycleId: cycle.id, ...content, authorId: uow.actor.id, publishedAt })
    .returning()) as [CycleUpdateRow];
  await uow.activity({
    action: 'create',
    entity: 'cycle-update',
    entityId: inserted.id,
    summary: `Published an update to cycle “${cycle.name}” (${countOf(content.photos.length, { one: 'photo', other: 'photos' })})`,
  });
  const update = toUpdate(inserted);
  await mailUpdateToInvestors(uow, cycle, update);
  return update;
}

export async function publishUpdate(deps: Deps, actor: Actor, id: string, { fields, photos }: CycleUpdateBody) {
  const cycle = await runningCycle(deps.db, id);
  const input = parse(cycleUpdateSchema, fields);
  const stored: string[] = [];
  try {
    for (const photo of photos) stored.push((await storeImage(deps.storage, 'cycles', photo)).url);
    const publishedAt = new Date();
    const day = formatDate(publishedAt);
    return await work(deps, actor, (uow) =>
      insertUpdate(
        uow,
        cycle,
        {
          body: input.body,
          bodyBn: input.bodyBn ?? null,
          photos: stored.map((url, i) => ({ url, alt: `Photo ${i + 1} of the ${day} update from ${cycle.name}, ${cycle.location}` })),
          averageWeightKg: input.averageWeightKg ?? null,
          mortalityCount: input.mortalityCount ?? null,
          feedCostPence: input.feedCostPence ?? null,
        },
        publishedAt,
      ),
    );
  } catch (error) {
    for (const url of stored) await deleteStoredImage(deps.storage, url);
    throw error;
  }
}

/** The close as the request, the mail and the log say it. */
const closeSummary = (cycle: CycleRow, input: CloseCycleValues, profitPerUnitPence: number) =>
  `Close cycle “${cycle.name}” on ${formatDate(input.closedOn)}: sale revenue ${formatMoney(input.saleRevenuePence, cycle.currency)}, costs ${formatMoney(input.costsPence, cycle.currency)}, ${formatMoney(profitPerUnitPence, cycle.currency)} per unit to investors`;

/** The closing date's rules, on the day it is checked: also when an approval carries the close out later. */
function checkCloseDate(cycle: CycleRow, closedOn: string) {
  const problem = closeDateProblem(closedOn, cycle.startDate, ukDayOf(clock.now()));
  if (problem) throw badRequest(problem, { closedOn: problem });
}

/** The close dialog's pre-flight summary, from the data as it is now. */
export async function closePreview(db: Db, id: string): Promise<CycleClosePreview> {
  const cycle = await findCycle(db, id);
  const linked = await cycleInvestments(db, id);
  const [pending] = await listApprovals(db, { subjectId: id });
  return {
    startDate: cycle.startDate,
    expectedEndDate: cycle.expectedEndDate,
    today: ukDayOf(clock.now()),
    units: cycle.units,
    assignedUnits: linked.reduce((total, investment) => total + investment.units, 0),
    late: lateInvestments(cycle, linked).map((investment) => ({
      reference: investment.reference,
      investorName: investment.investor?.name ?? '',
      startedAt: investment.startedAt,
      units: investment.units,
    })),
    secondAdminNeeded: await secondAdminNeeded(db),
    pending: pending ?? null,
  };
}

export type CloseOutcome = { approval: Approval } | { approval?: undefined; cycle: Cycle; netProfitPence: number; investorPoolPence: number };

/**
 * Records the actual results, computes the profit per unit by the 50/50 rule and closes the cycle,
 * or, when the site has a second admin, asks them to approve the close first (four eyes).
 */
export async function closeCycle(deps: Deps, actor: Actor, id: string, body: unknown): Promise<CloseOutcome> {
  const before = await runningCycle(deps.db, id, CYCLE_MESSAGES.alreadyClosed);
  const input = parse(closeCycleSchema, body);
  checkCloseDate(before, input.closedOn);
  const split = splitCycleProfit({ saleRevenuePence: input.saleRevenuePence, costsPence: input.costsPence, units: before.units });
  return work(deps, actor, async (uow) => {
    if (await secondAdminNeeded(uow.tx)) {
      const summary = closeSummary(before, input, split.profitPerUnitPence);
      return { approval: await requestApproval(uow, actor, { kind: 'cycle-close', subjectId: id, payload: input, summary }) };
    }
    return closeIn(uow, before, input, null);
  });
}

/** An approved request to close (the approver's unit of work): the close exactly as it was asked for. */
export async function closeApprovedCycle(uow: UnitOfWork, approval: ApprovalRow) {
  const before = await runningCycle(uow.tx, approval.subjectId, CYCLE_MESSAGES.alreadyClosed);
  const input = parse(closeCycleSchema, approval.payload);
  checkCloseDate(before, input.closedOn);
  return closeIn(uow, before, input, approval);
}

/** Closing, maturing the cycle's investments, the log and the investors' mails, in one transaction. */
async function closeIn(uow: UnitOfWork, before: CycleRow, input: CloseCycleValues, approval: ApprovalRow | null) {
  const { tx } = uow;
  const split = splitCycleProfit({ saleRevenuePence: input.saleRevenuePence, costsPence: input.costsPence, units: before.units });
  const { costLines, poishaPerPound, ...figures } = input;
  const [closed] = await tx
    .update(cycles)
    .set({ ...figures, poishaPerPound, status: 'closed', profitPerUnitPence: split.profitPerUnitPence, updatedAt: new Date() })
    .where(and(eq(cycles.id, before.id), eq(cycles.status, 'running')))
    .returning();
  if (!closed) throw conflict(CYCLE_MESSAGES.alreadyClosed);
  const [assigned] = await tx
    .select({ units: sum(investments.units) })
    .from(investments)
    .where(eq(investments.cycleId, before.id));
  const late = lateInvestments(before, await tx.select().from(investments).where(eq(investments.cycleId, before.id)).orderBy(investments.reference));
  // Staff confirmed these in the close dialog; the log keeps what they were warned about.
  const warnings = [...cycleCloseWarnings(before, Number(assigned?.units ?? 0), input.closedOn), ...(late.length ? [CYCLE_MESSAGES.lateInCycle(late)] : [])];
  // The close dialog showed the field records beside the typed figures; the log keeps what they said.
  const reconciliation = await recordsAgainstClose(tx, closed, input);
  const account = await recordCycleAccount(tx, closed, costLines, Number(assigned?.units ?? 0), uow.actor);
  const matured = await matureInvestments(uow, closed, account);
  await uow.activity({
    action: 'close',
    entity: 'cycle',
    entityId: before.id,
    summary: `Closed cycle “${closed.name}”${approval ? approvedBy(approval) : ''}: ${formatMoney(split.profitPerUnitPence, closed.currency)} per unit to investors, ${countOf(matured, { one: 'investment', other: 'investments' })} matured`,
    changes: {
      after: {
        ...figures,
        // The taka rate is named only when the close recorded one.
        ...(poishaPerPound ? { poishaPerPound } : {}),
        costLines: costLines.map((line) => `${line.label}: ${formatMoney(line.amountPence, closed.currency)}`).join('; '),
        netProfitPence: split.netProfitPence,
        profitPerUnitPence: split.profitPerUnitPence,
        roundingLeftoverPence: account.roundingLeftoverPence,
        unsoldSharePence: account.unsoldSharePence,
        ...(warnings.length ? { warnings: warnings.join(' ') } : {}),
        ...reconciliation,
      },
    },
  });
  const investmentCount = (await investmentCounts(tx, [before.id])).get(before.id) ?? 0;
  return { cycle: toCycle(closed, investmentCount), netProfitPence: split.netProfitPence, investorPoolPence: split.investorPoolPence };
}

/**
 * What the cycle's field records say beside the close's figures, for its activity entry: the records'
 * totals and each difference (reconcileClose, as the close dialog shows them). Nothing for a cycle
 * without field records.
 */
async function recordsAgainstClose(tx: Tx, cycle: CycleRow, input: CloseCycleValues): Promise<Record<string, string>> {
  const totals = await fieldTotals(tx, cycle.id);
  if (!Object.values(totals).some((value) => value > 0)) return {};
  const lines = reconcileClose(
    totals,
    {
      saleRevenuePence: input.saleRevenuePence,
      costsPence: input.costsPence,
      animalsSold: input.animalsSold,
      animalsLost: input.animalsLost,
      poishaPerPound: input.poishaPerPound,
    },
    cycle.currency,
  );
  const differences = reconciliationWarnings(totals, lines);
  return {
    fieldRecords: lines.map((line) => `${line.label}: ${line.records}`).join('; '),
    recordsDiffer: differences.length ? differences.join(' ') : 'No differences',
  };
}

/** A closed cycle as a row of the public track record. */
function trackRecordCycleOf(row: CycleRow, raisedUnits: number): TrackRecordCycle {
  const days = daysBetween(row.startDate, row.closedOn!);
  const percent = returnPercent(row.profitPerUnitPence!, row.amountPerUnitPence);
  return {
    id: row.id,
    name: row.name,
    planTitle: row.planTitle,
    location: row.location,
    currency: row.currency,
    startDate: row.startDate,
    closedOn: row.closedOn!,
    units: row.units,
    targetUnits: row.units,
    raisedUnits,
    amountPerUnitPence: row.amountPerUnitPence,
    projectedProfitPerUnitPence: row.projectedProfitPerUnitPence,
    profitPerUnitPence: row.profitPerUnitPence!,
    animalsLost: row.animalsLost ?? 0,
    mortalityPercent:
      (row.animalsSold ?? 0) + (row.animalsLost ?? 0) > 0
        ? Math.round(((row.animalsLost ?? 0) / ((row.animalsSold ?? 0) + (row.animalsLost ?? 0))) * 1000) / 10
        : 0,
    days,
    returnPercent: percent,
    annualisedPercent: annualisedPercent(percent, days),
  };
}

/** The public track record: every closed cycle, newest first, and a summary. */

/**
 * Every closed cycle, newest first, and the return figures the public site shows, derived from
 * them here once (the public cache keeps the answer until a cycle closes and bumps the version).
 */
export async function trackRecord(db: Db, today = ukDayOf(clock.now())): Promise<TrackRecord> {
  const rows = await db.select().from(cycles).where(eq(cycles.status, 'closed')).orderBy(desc(cycles.closedOn), desc(cycles.startDate));
  // Each round's raised units: the paid units of its investments (issue 48).
  const raised = await roundUnits(
    db,
    rows.map((row) => row.id),
  );
  const list = rows.map((row) => trackRecordCycleOf(row, raised.get(row.id)?.paidUnits ?? 0));
  return { cycles: list, summary: summariseTrackRecord(list, today) };
}

export async function cycleDetail(db: Db, id: string) {
  const row = await findCycle(db, id);
  const linked = await cycleInvestments(db, id);
  return { cycle: toCycle(row, linked.length), updates: await listUpdates(db, id), investments: linked, account: await accountOf(db, row) };
}

/** A closed cycle's public page: its track-record row and account, no investor's data. A running or unknown cycle: 404. */
export async function publicCycleAccount(db: Db, id: string): Promise<PublicCycleAccount> {
  const [row] = await db
    .select()
    .from(cycles)
    .where(and(eq(cycles.id, id), eq(cycles.status, 'closed')));
  if (!row) throw notFound(CYCLE_ACCOUNT_MESSAGES.notClosed);
  return { cycle: trackRecordCycleOf(row, (await unitsOfRound(db, row.id)).paidUnits), account: (await accountOf(db, row))! };
}
