import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { DEMO_FIELD_OFFICER_EMAIL, type CycleFieldPlan, type FieldRecordDetailsInput } from '@app/contract';
import { cycles } from '../db/schema/cycles.ts';
import { fieldAssignments } from '../db/schema/field.ts';
import { users } from '../db/schema/users.ts';
import type { SignedInActor } from '../platform/activity.ts';
import { storeRecordVersion } from '../modules/field/store-record.ts';
import { storePhoto } from '../modules/field/upload-photo.ts';

/**
 * The field app's demo (issue 51): Rahim Uddin, a field officer (DEMO_FIELD_OFFICER_EMAIL, who signs
 * in while DEMO_FIELD_OFFICER_PASSWORD is set), assigned to the running demo cycles, whose farm plans
 * give what his records are compared against, and a few records he sent through the same path the
 * app uses (headcounts, a weighing, feed, a vet visit and a death with its photo).
 */

/** Farm plans by cycle name: the broilers 48 birds a unit, the bulls two a unit. */
const PLANS: Record<string, CycleFieldPlan> = {
  'Sherpur broilers, batch 4': {
    startingHeadcount: 2304,
    expectedMortalityBasisPoints: 500,
    expectedWeights: [
      { week: 0, grams: 45 },
      { week: 1, grams: 180 },
      { week: 2, grams: 450 },
      { week: 3, grams: 900 },
      { week: 4, grams: 1500 },
      { week: 5, grams: 2100 },
      { week: 6, grams: 2600 },
    ],
    feedBudgetPoisha: 35_000_000,
  },
  'Qurbani 2027, Sirajganj': {
    startingHeadcount: 52,
    expectedMortalityBasisPoints: 200,
    expectedWeights: [
      { week: 0, grams: 182_000 },
      { week: 12, grams: 230_000 },
      { week: 24, grams: 280_000 },
    ],
    feedBudgetPoisha: 120_000_000,
  },
};

/** The time `days` after the cycle's start, at `hour` in Bangladesh (UTC+6), as the device writes it. */
const onDay = (start: string, days: number, hour: number) => {
  const day = new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:15:00+06:00`;
};

const RECORDS: Record<string, { day: number; details: FieldRecordDetailsInput; photo?: boolean }[]> = {
  'Sherpur broilers, batch 4': [
    { day: 0, details: { kind: 'headcount', count: 2304 } },
    { day: 3, details: { kind: 'death', count: 9, cause: 'heatStress' }, photo: true },
    { day: 7, details: { kind: 'feed', feed: 'Broiler starter crumble', quantityGrams: 600_000, costPoisha: 4_800_000 } },
    { day: 10, details: { kind: 'vet', treatment: 'Gumboro booster in the drinking water', medicine: 'IBD vaccine', costPoisha: 350_000 } },
    { day: 16, details: { kind: 'weighing', weightsGrams: [610, 655, 590, 702, 640, 618, 671, 633, 598, 660] } },
  ],
  'Qurbani 2027, Sirajganj': [
    { day: 1, details: { kind: 'headcount', count: 52 } },
    { day: 4, details: { kind: 'weighing', weightsGrams: [176_500, 189_000, 181_200, 185_400, 178_800] } },
  ],
};

export async function seed(app: FastifyInstance) {
  const [officer] = await app.db
    .insert(users)
    .values({ name: 'Rahim Uddin', email: DEMO_FIELD_OFFICER_EMAIL, userRole: 'fieldOfficer', userStatus: 'active', isVerified: true, phone: '+8801711000051' })
    .returning();
  const actor: SignedInActor = { id: officer!.id, name: officer!.name, role: officer!.userRole };
  const running = await app.db.select().from(cycles).where(eq(cycles.status, 'running'));
  for (const cycle of running) {
    await app.db.insert(fieldAssignments).values({ cycleId: cycle.id, userId: officer!.id });
    const plan = PLANS[cycle.name];
    if (plan) {
      await app.db
        .update(cycles)
        .set({ startingHeadcount: plan.startingHeadcount, expectedMortalityBp: plan.expectedMortalityBasisPoints, expectedWeights: plan.expectedWeights, feedBudgetPoisha: plan.feedBudgetPoisha })
        .where(eq(cycles.id, cycle.id));
    }
    for (const record of RECORDS[cycle.name] ?? []) {
      const recordedAt = onDay(cycle.startDate, record.day, 9);
      const photoIds = record.photo ? [await seedPhoto(app, actor, cycle.id, recordedAt)] : [];
      await storeRecordVersion(app.deps, actor, {
        versionId: crypto.randomUUID(),
        recordId: crypto.randomUUID(),
        cycleId: cycle.id,
        recordedAt,
        position: { latitude: 25.0204, longitude: 90.0153, accuracyMetres: 9 },
        photoIds,
        details: record.details,
      });
    }
  }
}

/** A plain photo of a shed's floor colour, stored as an upload would store it. */
async function seedPhoto(app: FastifyInstance, actor: SignedInActor, cycleId: string, takenAt: string) {
  const id = crypto.randomUUID();
  const bytes = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8a7350' } }).jpeg({ quality: 80 }).toBuffer();
  await storePhoto(app.deps, actor, { id, cycleId, bytes, metadata: { photoId: id, cycleId, takenAt } });
  return id;
}
