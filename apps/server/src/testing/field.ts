import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@app/contract';
import { investmentPlans } from '../db/schema/content.ts';
import { fieldAssignments, fieldPhotos } from '../db/schema/field.ts';
import type { UserRow } from '../db/schema/users.ts';
import { signInAs } from './app.ts';
import { call } from './http.ts';

/**
 * The field domain's test state (issue 51): a running cycle made through the staff API, officers
 * signed in and assigned in the database, and photos already stored (the tus upload has its own tests).
 */

/** A running cycle of a new plan, created by `admin` through POST /cycles; 10 units unless told. */
export async function runningCycle(app: FastifyInstance, admin: Record<string, string>, units = 10): Promise<string> {
  const [plan] = await app.db
    .insert(investmentPlans)
    .values({ title: 'Broiler Chicken Cycle', package: 'Starter', product: 'Chicken', description: 'Broilers', investmentAmount: 500, investmentProfit: 55, duration: 5, order: 1 })
    .returning();
  const res = await call(app, {
    method: 'POST',
    url: '/cycles',
    headers: admin,
    body: { planId: plan!.id, name: `Sherpur broilers ${crypto.randomUUID().slice(0, 6)}`, location: 'Sherpur', startDate: '2026-01-05', expectedEndDate: '2026-06-05', units },
  });
  if (res.status !== 201) throw new Error(`cycle not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

/** A signed-in field officer assigned to each of `cycleIds`. */
export async function assignedOfficer(app: FastifyInstance, cycleIds: string[], role: Role = 'fieldOfficer'): Promise<{ user: UserRow; headers: Record<string, string> }> {
  const officer = await signInAs(app, role);
  for (const cycleId of cycleIds) await app.db.insert(fieldAssignments).values({ cycleId, userId: officer.user.id });
  return officer;
}

/** A photo stored as a finished upload leaves it (no files: records only name it). */
export async function storedPhoto(app: FastifyInstance, cycleId: string, officerId: string): Promise<string> {
  const id = crypto.randomUUID();
  await app.db.insert(fieldPhotos).values({ id, cycleId, officerId, imageKey: `private/field/${id}.webp`, width: 1600, height: 1200, bytes: 1000 });
  return id;
}

/** One version of a new record as the device sends it: a headcount of 10 unless `details` says otherwise. */
export const recordVersion = (cycleId: string, overrides: Record<string, unknown> = {}) => ({
  versionId: crypto.randomUUID(),
  recordId: crypto.randomUUID(),
  cycleId,
  recordedAt: '2026-02-01T09:30:00+06:00',
  position: { latitude: 25.02, longitude: 90.01, accuracyMetres: 12 },
  photoIds: [],
  details: { kind: 'headcount', count: 10 },
  ...overrides,
});
