import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  PLAN_MONTH_NAMES,
  employeeStartDay,
  workPlanToday,
  type AnalyticsRange,
  type PlanSummary,
  type WorkPlanEmployee,
  type WorkPlanSettings,
  type WorkPlanStatus,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { workPlanCheckIns, workPlans, workPlanTasks } from '../../db/schema/work-plans.ts';
import { checkInView, monthCheckIns } from './check-ins.service.ts';
import { completionRate, computePerformance } from './performance.ts';
import { submittedOn } from './plans.service.ts';
import { getSettings } from './settings.service.ts';
import { employeeView, trackedStaff } from './staff.ts';

/** Scores and counts across employees: the month's summaries, the managers' dashboard and analytics. */

/** The business month and day of `now`. */
export const currentMonth = (now = new Date()) => {
  const today = workPlanToday(now);
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)), today };
};

export const isSubmitted = (status: WorkPlanStatus | null) => status != null && status !== 'draft';

/** Summaries (plan status, completion, performance) of every tracked employee for one month. */
export async function monthSummaries(db: Db, year: number, month: number, settings?: WorkPlanSettings, now = new Date()): Promise<PlanSummary[]> {
  settings ??= await getSettings(db);
  const today = workPlanToday(now);
  const staff = await trackedStaff(db, year, month);
  const plans = await db
    .select()
    .from(workPlans)
    .where(and(eq(workPlans.year, year), eq(workPlans.month, month)));
  const planIds = plans.map((p) => p.id);
  const tasks = planIds.length ? await db.select().from(workPlanTasks).where(inArray(workPlanTasks.planId, planIds)) : [];
  const checkIns = await monthCheckIns(
    db,
    staff.map((s) => s.id),
    year,
    month,
  );
  return staff.map((user) => {
    const plan = plans.find((p) => p.employeeId === user.id) ?? null;
    const planTasks = plan ? tasks.filter((t) => t.planId === plan.id) : [];
    const performance = computePerformance(
      {
        year,
        month,
        status: plan?.status ?? null,
        submittedOn: submittedOn(plan),
        tasks: planTasks,
        checkIns: checkIns.filter((c) => c.employeeId === user.id),
        today,
        from: employeeStartDay(user),
      },
      settings!,
    );
    return {
      employee: employeeView(user),
      planId: plan?.id ?? null,
      status: plan?.status ?? null,
      submittedDate: plan?.submittedAt?.toISOString() ?? null,
      totalTasks: planTasks.length,
      completedTasks: planTasks.filter((t) => t.status === 'completed').length,
      completionRate: completionRate(planTasks),
      performance,
    };
  });
}

function departmentStats(summaries: PlanSummary[]) {
  const groups = new Map<string, PlanSummary[]>();
  for (const s of summaries) {
    const name = s.employee.department || 'Unassigned';
    groups.set(name, [...(groups.get(name) ?? []), s]);
  }
  const avg = (xs: number[]) => (xs.length ? Math.round(xs.reduce((a, b) => a + b, 0) / xs.length) : 0);
  return [...groups.entries()]
    .map(([name, list]) => {
      const scores = list.map((s) => s.performance.score).filter((score) => score != null);
      // Only those with a working day counted so far have a check-in rate.
      const counted = list.filter((s) => s.performance.workingDays > 0);
      return {
        name,
        employees: new Set(list.map((s) => s.employee.id)).size,
        submitted: list.filter((s) => isSubmitted(s.status)).length,
        approved: list.filter((s) => s.status === 'approved').length,
        averageScore: scores.length ? avg(scores) : null,
        completionRate: avg(list.map((s) => s.completionRate)),
        checkInRate: avg(counted.map((s) => Math.min(100, (100 * s.performance.checkIns) / s.performance.workingDays))),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function dashboard(db: Db, query: { year?: number; month?: number }, now = new Date()) {
  const current = currentMonth(now);
  const year = query.year ?? current.year;
  const month = query.month ?? current.month;
  const summaries = await monthSummaries(db, year, month, undefined, now);
  const ids = summaries.map((s) => s.employee.id);
  const todays = ids.length
    ? await db
        .select()
        .from(workPlanCheckIns)
        .where(and(inArray(workPlanCheckIns.employeeId, ids), eq(workPlanCheckIns.date, current.today)))
    : [];
  const recent = ids.length
    ? await db
        .select({ checkIn: workPlanCheckIns, user: users })
        .from(workPlanCheckIns)
        .innerJoin(users, eq(users.id, workPlanCheckIns.employeeId))
        .where(inArray(workPlanCheckIns.employeeId, ids))
        .orderBy(desc(workPlanCheckIns.date), desc(workPlanCheckIns.updatedAt))
        .limit(5)
    : [];
  const attention = summaries
    .filter((s) => s.status == null || s.status === 'draft' || s.status === 'pending' || s.status === 'changes-requested')
    .sort((a, b) => (a.status === 'pending' ? 1 : 0) - (b.status === 'pending' ? 1 : 0))
    .slice(0, 5)
    .map((s) => ({
      employee: s.employee,
      planId: s.planId,
      status: s.status,
      reason:
        s.status === 'pending' ? 'Awaiting your review' : s.status === 'changes-requested' ? 'Changes requested, not resubmitted' : 'Workplan not submitted',
    }));
  return {
    year,
    month,
    today: current.today,
    stats: {
      totalEmployees: summaries.length,
      submittedWorkplans: summaries.filter((s) => isSubmitted(s.status)).length,
      approvedWorkplans: summaries.filter((s) => s.status === 'approved').length,
      todaysCheckIns: todays.length,
    },
    departments: departmentStats(summaries),
    recentActivity: recent.map(({ checkIn, user }) => checkInView(checkIn, user)),
    attention,
  };
}

/** The months a range covers, oldest first: this month, the last 3 months, or January to now. */
function rangeMonths(range: AnalyticsRange, now = new Date()) {
  const { year, month } = currentMonth(now);
  const count = range === 'month' ? 1 : range === 'quarter' ? 3 : month;
  const months: { year: number; month: number }[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const index = year * 12 + (month - 1) - i;
    months.push({ year: Math.floor(index / 12), month: (index % 12) + 1 });
  }
  return months;
}

export async function analytics(db: Db, range: AnalyticsRange, now = new Date()) {
  const settings = await getSettings(db);
  const months = rangeMonths(range, now);
  const perMonth = await Promise.all(months.map((m) => monthSummaries(db, m.year, m.month, settings, now)));
  const all = perMonth.flat();
  const pct = (n: number, d: number) => (d ? Math.round((100 * n) / d) : 0);
  const submitted = all.filter((s) => isSubmitted(s.status));
  const byEmployee = new Map<string, { employee: WorkPlanEmployee; scores: number[]; completion: number[] }>();
  // The months scored so far; a new hire's months before their plan was due are not among them.
  for (const s of all) {
    if (s.performance.score == null) continue;
    const entry = byEmployee.get(s.employee.id) ?? { employee: s.employee, scores: [], completion: [] };
    entry.scores.push(s.performance.score);
    entry.completion.push(s.completionRate);
    byEmployee.set(s.employee.id, entry);
  }
  const mean = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length));
  const topPerformers = [...byEmployee.values()]
    .map((e) => ({ employee: e.employee, score: mean(e.scores), completionRate: mean(e.completion) }))
    .sort((a, b) => b.score - a.score || a.employee.name.localeCompare(b.employee.name))
    .slice(0, 5);
  const workingDays = all.reduce((s, x) => s + x.performance.workingDays, 0);
  const checkIns = all.reduce((s, x) => s + Math.min(x.performance.checkIns, x.performance.workingDays), 0);
  return {
    range,
    months: months.map((m) => `${PLAN_MONTH_NAMES[m.month - 1]} ${m.year}`),
    departments: departmentStats(all),
    compliance: {
      submissionRate: pct(submitted.length, all.length),
      onTimeRate: pct(all.filter((s) => s.performance.onTime).length, all.length),
      approvalRate: pct(all.filter((s) => s.status === 'approved').length, all.length),
      checkInRate: pct(checkIns, workingDays),
    },
    topPerformers,
  };
}
