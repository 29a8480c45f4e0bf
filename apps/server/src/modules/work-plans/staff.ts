import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { WORK_PLAN_MESSAGES as M, employeeStartDay, planDate, planDaysInMonth, type WorkPlanEmployee } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { workPlans } from '../../db/schema/work-plans.ts';
import { notFound } from '../../platform/http.ts';

/** The people plans belong to. */

export const employeeView = (user: UserRow): WorkPlanEmployee => ({
  id: user.id,
  name: user.name,
  email: user.email,
  department: user.department,
  designation: user.designation,
  role: user.userRole,
  avatar: user.profileImage,
});

export async function loadEmployee(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound(M.employeeNotFound);
  return user;
}

/**
 * The people a manager tracks for a month: active employees who had started by its last day, plus
 * any staff member who has a plan that month.
 */
export async function trackedStaff(db: Db, year: number, month: number) {
  const planned = new Set(
    (
      await db
        .select({ id: workPlans.employeeId })
        .from(workPlans)
        .where(and(eq(workPlans.year, year), eq(workPlans.month, month)))
    ).map((row) => row.id),
  );
  const active = and(eq(users.userRole, 'employee'), eq(users.userStatus, 'active'));
  const staff = await db
    .select()
    .from(users)
    .where(planned.size ? or(active, inArray(users.id, [...planned])) : active)
    .orderBy(asc(users.name));
  const lastDay = planDate(year, month, planDaysInMonth(year, month));
  return staff.filter((user) => planned.has(user.id) || employeeStartDay(user) <= lastDay);
}
