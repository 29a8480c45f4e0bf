import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import {
  WORK_PLAN_MESSAGES as M,
  employeeStartDay,
  planDate,
  planDaysInMonth,
  workPlanHour,
  workPlanToday,
  type SaveCheckIn,
  type WorkPlanCheckIn,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { workPlanCheckIns, type WorkPlanCheckInRow } from '../../db/schema/work-plans.ts';
import { badRequest } from '../../platform/http.ts';
import { roundHours } from './performance.ts';
import { getSettings } from './settings.service.ts';
import { employeeView, loadEmployee, trackedStaff } from './staff.ts';

/** Daily check-ins: the employee's update of the day, and the managers' view of one day. */

export const checkInView = (row: WorkPlanCheckInRow, employee?: UserRow): WorkPlanCheckIn => ({
  _id: row.id,
  id: row.id,
  employeeId: row.employeeId,
  ...(employee ? { employeeName: employee.name, department: employee.department } : {}),
  date: row.date,
  morningPlan: row.morningPlan,
  accomplishments: row.accomplishments,
  challenges: row.challenges,
  matchedTasks: row.matchedTasks,
  unplannedTasks: row.unplannedTasks,
  hoursWorked: row.hoursWorked,
  status: 'submitted',
  late: row.late,
  updatedAt: row.updatedAt.toISOString(),
});

/** The check-ins of some employees in one month, newest first. */
export async function monthCheckIns(db: Db, employeeIds: string[], year: number, month: number) {
  if (!employeeIds.length) return [];
  return db
    .select()
    .from(workPlanCheckIns)
    .where(
      and(
        inArray(workPlanCheckIns.employeeId, employeeIds),
        gte(workPlanCheckIns.date, planDate(year, month, 1)),
        lte(workPlanCheckIns.date, planDate(year, month, planDaysInMonth(year, month))),
      ),
    )
    .orderBy(desc(workPlanCheckIns.date));
}

/** Today only: a past date is read-only, a future one refused; a second update of the day replaces the first. */
export async function saveCheckIn(db: Db, userId: string, input: SaveCheckIn, now = new Date()) {
  const today = workPlanToday(now);
  if (input.date < today) throw badRequest(M.pastDate, { date: M.pastDate });
  if (input.date > today) throw badRequest(M.futureDate, { date: M.futureDate });
  const settings = await getSettings(db);
  if (!settings.allowUnplannedTasks && input.unplannedTasks.trim()) {
    throw badRequest(M.unplannedNotAllowed, { unplannedTasks: M.unplannedNotAllowed });
  }
  const late = workPlanHour(now) >= settings.dailyDeadlineHour;
  const values = { ...input, late, updatedAt: now };
  const [row] = await db
    .insert(workPlanCheckIns)
    .values({ employeeId: userId, ...values })
    .onConflictDoUpdate({ target: [workPlanCheckIns.employeeId, workPlanCheckIns.date], set: values })
    .returning();
  return checkInView(row!);
}

/** The signed-in employee's check-ins of a month, with what the form needs to know. */
export async function listOwnCheckIns(db: Db, userId: string, year: number, month: number, now = new Date()) {
  const settings = await getSettings(db);
  const employee = await loadEmployee(db, userId);
  const checkIns = (await monthCheckIns(db, [userId], year, month)).map((row) => checkInView(row));
  return {
    checkIns,
    meta: {
      today: workPlanToday(now),
      /** The employee's first day: days before it are never missed. */
      startDay: employeeStartDay(employee),
      allowUnplannedTasks: settings.allowUnplannedTasks,
      dailyDeadlineHour: settings.dailyDeadlineHour,
    },
  };
}

/** Who checked in on one day (today by default, never a future day) of those who had started by then, with the day's totals. */
export async function dailyTracking(db: Db, date: string | undefined, now = new Date()) {
  const today = workPlanToday(now);
  const day = date ?? today;
  if (day > today) throw badRequest(M.futureTracking, { date: M.futureTracking });
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const staff = (await trackedStaff(db, year, month)).filter((user) => employeeStartDay(user) <= day);
  const ids = staff.map((s) => s.id);
  const rows = ids.length
    ? await db
        .select()
        .from(workPlanCheckIns)
        .where(and(inArray(workPlanCheckIns.employeeId, ids), eq(workPlanCheckIns.date, day)))
    : [];
  const entries = staff.map((user) => {
    const row = rows.find((r) => r.employeeId === user.id);
    return { employee: employeeView(user), checkIn: row ? checkInView(row, user) : null };
  });
  return {
    date: day,
    today,
    summary: {
      checkedIn: rows.length,
      missing: staff.length - rows.length,
      tasksCompleted: rows.reduce((s, r) => s + r.matchedTasks + (r.unplannedTasks.trim() ? 1 : 0), 0),
      totalHours: roundHours(rows.reduce((s, r) => s + r.hoursWorked, 0)),
    },
    entries,
  };
}
