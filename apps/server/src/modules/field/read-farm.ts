import { inArray, sql } from 'drizzle-orm';
import {
  animalsOfUnitsText,
  animalsOfUnits,
  currentHeadcount,
  cycleDayOf,
  expectedWeightOn,
  farmPlanOf,
  fieldPhotoUrl,
  FIELD_RECORD_KIND_LABELS,
  FIELD_REVIEW_MESSAGES,
  formatDate,
  headcountSeries,
  type InvestorFarm,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/results.ts';
import { fieldPhotos, fieldRecords, type FieldRecordRow } from '../../db/schema/field.ts';
import { notFound } from '../../platform/http.ts';
import { findCycle } from '../cycles/service.ts';
import { ownInvestment } from '../investments/service.ts';
import { fieldPlanOf } from './list-field-cycles.ts';

/** The published version of each record of a cycle (its latest, when a record was published twice), oldest first. */
async function publishedRecords(db: Db, cycleId: string): Promise<FieldRecordRow[]> {
  const ids = rowsOf<{ id: string }>(
    await db.execute(sql`
      SELECT DISTINCT ON (record_id) id FROM ${fieldRecords}
      WHERE cycle_id = ${cycleId} AND review_status = 'published'
      ORDER BY record_id, version DESC`),
  ).map((row) => row.id);
  if (!ids.length) return [];
  const rows = await db.select().from(fieldRecords).where(inArray(fieldRecords.id, ids));
  return rows.sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
}

/**
 * GET /investor/investments/:id/farm: the farm an investor's investment runs on, from the records
 * staff published (never one waiting for review or sent back): headcount and deaths against the
 * plan, weighings, feed and vet costs against the budget, the photos, and their share of the animals.
 */
export async function readFarm(db: Db, userId: string, investmentId: string): Promise<InvestorFarm> {
  const investment = await ownInvestment(db, userId, investmentId);
  if (!investment.cycleId) throw notFound(FIELD_REVIEW_MESSAGES.noFarm);
  // A cancelled request (refused, or its round cancelled) never reached the farm: nothing there is its own.
  if (investment.status === 'cancelled') throw notFound(FIELD_REVIEW_MESSAGES.neverRan);
  const cycle = await findCycle(db, investment.cycleId);
  const plan = farmPlanOf(fieldPlanOf(cycle), cycle.units);
  const records = await publishedRecords(db, cycle.id);
  const counting = records.map((row) => ({ kind: row.kind, animalCount: row.animalCount, recordedAt: row.recordedAt.toISOString() }));
  const headcount = currentHeadcount(plan.startingHeadcount!, counting);
  const sum = (kind: string) => records.filter((row) => row.kind === kind).reduce((total, row) => total + (row.amountPoisha ?? 0), 0);
  const photoIds = records.flatMap((row) => row.photoIds);
  const stored = photoIds.length
    ? await db.select({ id: fieldPhotos.id, takenAt: fieldPhotos.takenAt }).from(fieldPhotos).where(inArray(fieldPhotos.id, photoIds))
    : [];
  const takenAt = new Map(stored.map((photo) => [photo.id, photo.takenAt?.toISOString() ?? null]));
  const text = animalsOfUnitsText(investment.units, cycle.units, headcount);
  return {
    cycle: { id: cycle.id, name: cycle.name, location: cycle.location, startDate: cycle.startDate, expectedEndDate: cycle.expectedEndDate, units: cycle.units },
    headcount: headcountSeries(cycle, plan, counting),
    startingHeadcount: plan.startingHeadcount!,
    expectedMortalityPercent: plan.expectedMortalityPercent,
    weights: records
      .filter((row) => row.averageWeightGrams !== null)
      .map((row) => ({
        day: row.recordedAt.toISOString().slice(0, 10),
        averageGrams: row.averageWeightGrams!,
        plannedGrams: expectedWeightOn(plan, cycleDayOf(cycle.startDate, row.recordedAt.toISOString())),
        animalsWeighed: row.animalCount ?? 0,
      })),
    costs: { feedPoisha: sum('feed'), vetPoisha: sum('vet'), budgetPoisha: plan.budgetPoisha },
    photos: records.flatMap((row) => {
      const caption = row.details.kind === 'photo' ? row.details.caption : FIELD_RECORD_KIND_LABELS[row.kind];
      return row.photoIds
        .filter((id) => takenAt.has(id))
        .map((id) => {
          const at = takenAt.get(id) ?? row.recordedAt.toISOString();
          return { id, url: fieldPhotoUrl(id), takenAt: at, caption, village: cycle.location, alt: `${caption}: ${cycle.location}, ${formatDate(at)}` };
        });
    }),
    share: { units: investment.units, headcount, animals: animalsOfUnits(investment.units, cycle.units, headcount), ...text },
  };
}
