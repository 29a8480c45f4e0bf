import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { activitySummary, type Role } from '@app/contract';
import type { Db, Tx } from '../db/client.ts';
import { activityLog } from '../db/schema/platform.ts';
import { unauthorized } from './http.ts';

export type ActivityEntry = {
  /** create, update, delete, reorder, status, reply, ... */
  action: string;
  /** The domain name: faq, investment-plan, team-member, user, job-application, ... */
  entity: string;
  entityId?: string | null;
  /** One human sentence in the product's words: "Added FAQ “How is profit shared?”"; edits get their changed fields appended by label. */
  summary: string;
  /** Before/after of the fields that changed, small values only. */
  changes?: { before?: Record<string, unknown>; after?: Record<string, unknown> } | null;
};

/**
 * Who makes a staff write, as the activity log keeps them (id, name), and the role that decides what
 * they may see; services take this, not a request.
 */
export type Actor = { id: string | null; name: string | null; role?: Role | null };

/** The actor as a row that keeps who wrote it stores them: their id, and their name as it was then. */
export const actorColumns = (actor: Actor) => ({ actorId: actor.id, actorName: actor.name });

/** A signed-in caller, as services that weigh the caller's own role and account take them. */
export type SignedInActor = { id: string; name: string; role: Role };

/** The signed-in caller (or nobody) as a service takes them: the one place a handler turns its request into an actor. */
export const actorOf = (request: FastifyRequest): Actor => ({
  id: request.user?.id ?? null,
  name: request.user?.name ?? null,
  role: request.user?.role ?? null,
});

/** The caller of a route that requires a session, as an actor (401 if the access check let nobody through). */
export function signedInActorOf(request: FastifyRequest): SignedInActor {
  const user = request.user;
  if (!user) throw unauthorized();
  return { id: user.id, name: user.name, role: user.role };
}

/**
 * Records a staff write in the activity log: who, what, when, what changed. Pass the transaction
 * of the write it describes (`db.transaction(async (tx) => { write; recordActivity(tx, actor, ...) })`),
 * so the write and its entry commit together or not at all.
 */
export async function recordActivity(tx: Tx | Db, actor: Actor, entry: ActivityEntry) {
  await tx.insert(activityLog).values({
    ...actorColumns(actor),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    summary: activitySummary(entry),
    changes: entry.changes ?? null,
  });
}

/** Deletes the row `id` of `table` and logs the deletion in one transaction: the row goes only with its log entry. */
export async function deleteWithActivity(
  db: Db,
  actor: Actor,
  table: PgTable & { id: PgColumn },
  id: string,
  entry: Omit<ActivityEntry, 'action' | 'entityId'>,
) {
  await db.transaction(async (tx) => {
    await tx.delete(table).where(eq(table.id, id));
    await recordActivity(tx, actor, { action: 'delete', entityId: id, ...entry });
  });
}

/** The fields whose values differ between two snapshots, as { before, after }. */
export function diffFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    const a = before[key];
    const b = after[key];
    if (JSON.stringify(a) !== JSON.stringify(b)) {
      changedBefore[key] = a;
      changedAfter[key] = b;
    }
  }
  return { before: changedBefore, after: changedAfter };
}
