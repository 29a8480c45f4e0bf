import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { assignFieldOfficerSchema, FIELD_MESSAGES, type FieldAssignment } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { fieldAssignments } from '../../db/schema/field.ts';
import { users } from '../../db/schema/users.ts';
import type { Actor } from '../../platform/activity.ts';
import { conflict, notFound, parse } from '../../platform/http.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { findCycle } from '../cycles/service.ts';

/** Admins assign field officers to cycles that are funding or running; an officer records only for those. */

const assigner = alias(users, 'assigner');

/** The officers assigned to a cycle, by name. */
export async function cycleOfficers(db: Db, cycleId: string): Promise<FieldAssignment[]> {
  await findCycle(db, cycleId);
  const rows = await db
    .select({ userId: users.id, name: users.name, email: users.email, assignedAt: fieldAssignments.assignedAt, assignedByName: assigner.name })
    .from(fieldAssignments)
    .innerJoin(users, eq(users.id, fieldAssignments.userId))
    .leftJoin(assigner, eq(assigner.id, fieldAssignments.assignedBy))
    .where(eq(fieldAssignments.cycleId, cycleId))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({ ...row, assignedAt: row.assignedAt.toISOString() }));
}

/** Active field officers an admin may choose from, by name. */
export async function fieldOfficers(db: Db): Promise<{ id: string; name: string; email: string }[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.userRole, 'fieldOfficer'), eq(users.userStatus, 'active')))
    .orderBy(asc(users.name), asc(users.id));
}

export async function assignOfficer(deps: Deps, actor: Actor, cycleId: string, body: unknown): Promise<FieldAssignment[]> {
  const { userId } = parse(assignFieldOfficerSchema, body);
  await work(deps, actor, async (uow) => {
    const cycle = await findCycle(uow.tx, cycleId);
    if (cycle.status !== 'funding' && cycle.status !== 'running') throw conflict(FIELD_MESSAGES.assignRunningOnly);
    const [officer] = await uow.tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.userRole, 'fieldOfficer'), eq(users.userStatus, 'active')));
    if (!officer) throw conflict(FIELD_MESSAGES.notAnOfficer, { userId: FIELD_MESSAGES.notAnOfficer });
    // The unique (cycle, officer) pair decides between two admins assigning at once.
    const [made] = await uow.tx
      .insert(fieldAssignments)
      .values({ cycleId, userId, assignedBy: actor.id })
      .onConflictDoNothing({ target: [fieldAssignments.cycleId, fieldAssignments.userId] })
      .returning({ id: fieldAssignments.id });
    if (!made) throw conflict(FIELD_MESSAGES.alreadyAssigned);
    await uow.activity({
      action: 'assign',
      entity: 'field-assignment',
      entityId: cycleId,
      summary: `Assigned field officer ${officer.name} to cycle “${cycle.name}”`,
    });
  });
  return cycleOfficers(deps.db, cycleId);
}

export async function unassignOfficer(deps: Deps, actor: Actor, cycleId: string, userId: string): Promise<FieldAssignment[]> {
  await work(deps, actor, async (uow) => {
    const cycle = await findCycle(uow.tx, cycleId);
    const [gone] = await uow.tx
      .delete(fieldAssignments)
      .where(and(eq(fieldAssignments.cycleId, cycleId), eq(fieldAssignments.userId, userId)))
      .returning({ userId: fieldAssignments.userId });
    if (!gone) throw notFound(FIELD_MESSAGES.assignmentNotFound);
    const [officer] = await uow.tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    await uow.activity({
      action: 'unassign',
      entity: 'field-assignment',
      entityId: cycleId,
      summary: `Removed field officer ${officer?.name ?? 'unknown'} from cycle “${cycle.name}”`,
    });
  });
  return cycleOfficers(deps.db, cycleId);
}
