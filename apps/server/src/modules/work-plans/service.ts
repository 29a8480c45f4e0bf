import { and, asc, desc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import {
  DEFAULT_WORK_PLAN_SETTINGS,
  PLAN_MONTH_NAMES,
  SITE_NAME,
  WORK_PLAN_MESSAGES as M,
  monthWeeks,
  performanceBand,
  planDate,
  planDaysInMonth,
  workPlanHour,
  workPlanSettingsSchema,
  workPlanToday,
  ordinalDay,
  type AnalyticsRange,
  type PlanStatusFilter,
  type PlanSummary,
  type UpdateTask,
  type WorkPlanCheckIn,
  type WorkPlanEmployee,
  type WorkPlanFeedback,
  type WorkPlanSettings,
  type WorkPlanStatus,
  type WorkPlanTask,
  type WorkPlanView,
  type PerformanceFilter,
  type FeedbackType,
  type TaskPriority,
  type TaskStatus,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/platform.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import {
  workPlanCheckIns,
  workPlanFeedback,
  workPlanReminders,
  workPlans,
  workPlanTasks,
  type WorkPlanCheckInRow,
  type WorkPlanFeedbackRow,
  type WorkPlanRow,
  type WorkPlanTaskRow,
} from '../../db/schema/work-plans.ts';
import { badRequest, forbidden, notFound } from '../../platform/http.ts';
import { enqueueMail, simpleHtml } from '../../platform/mail.ts';
import { computePerformance } from './performance.ts';

const SETTINGS_KEY = 'work-plans:settings';

// ---------------------------------------------------------------- settings

export async function getSettings(db: Db): Promise<WorkPlanSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTINGS_KEY));
  if (!row) return DEFAULT_WORK_PLAN_SETTINGS;
  const parsed = workPlanSettingsSchema.safeParse(row.value);
  return parsed.success ? parsed.data : DEFAULT_WORK_PLAN_SETTINGS;
}

export async function saveSettings(db: Db, settings: WorkPlanSettings) {
  await db
    .insert(appSettings)
    .values({ key: SETTINGS_KEY, value: settings })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: settings, updatedAt: new Date() } });
  return settings;
}

// ---------------------------------------------------------------- views

const dayOf = (date: Date | null) => (date ? workPlanToday(date) : null);
const round1 = (n: number) => Math.round(n * 10) / 10;

export const employeeView = (user: UserRow): WorkPlanEmployee => ({
  id: user.id,
  name: user.name,
  email: user.email,
  department: user.department,
  designation: user.designation,
  role: user.userRole,
  avatar: user.profileImage,
});

const taskView = (row: WorkPlanTaskRow): WorkPlanTask => ({
  _id: row.id,
  id: row.id,
  week: row.week,
  title: row.title,
  description: row.description,
  priority: row.priority,
  estimatedHours: row.estimatedHours,
  actualHours: row.actualHours,
  status: row.status,
});

const feedbackView = (row: WorkPlanFeedbackRow, tasks: WorkPlanTaskRow[]): WorkPlanFeedback => ({
  _id: row.id,
  id: row.id,
  workplanId: row.planId,
  type: row.type,
  week: row.week,
  weekId: row.week ? `week-${row.week}` : null,
  taskId: row.taskId,
  taskTitle: tasks.find((t) => t.id === row.taskId)?.title ?? null,
  author: { id: row.authorId, name: row.authorName },
  date: row.createdAt.toISOString(),
  content: row.content,
});

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

const monthEnded = (year: number, month: number, today: string) => planDate(year, month, planDaysInMonth(year, month)) < today;

/** What the owner may change: everything while a draft or sent back, progress once approved, nothing while in review or locked. */
function editableFor(status: WorkPlanStatus, locked: boolean): WorkPlanView['editable'] {
  if (locked) return 'none';
  if (status === 'draft' || status === 'changes-requested') return 'full';
  if (status === 'approved') return 'progress';
  return 'none';
}

const completionRate = (tasks: { status: TaskStatus }[]) =>
  tasks.length ? Math.round((100 * tasks.filter((t) => t.status === 'completed').length) / tasks.length) : 0;

async function monthCheckIns(db: Db, employeeIds: string[], year: number, month: number) {
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

/** The full view of a plan (or of the empty draft of a month not started yet), weeks and rates computed here. */
export async function buildPlanView(db: Db, employee: UserRow, plan: WorkPlanRow | null, year: number, month: number, settings?: WorkPlanSettings, now = new Date()): Promise<WorkPlanView> {
  settings ??= await getSettings(db);
  const today = workPlanToday(now);
  const tasks = plan ? await db.select().from(workPlanTasks).where(eq(workPlanTasks.planId, plan.id)).orderBy(asc(workPlanTasks.createdAt), asc(workPlanTasks.id)) : [];
  const feedback = plan ? await db.select().from(workPlanFeedback).where(eq(workPlanFeedback.planId, plan.id)).orderBy(desc(workPlanFeedback.createdAt)) : [];
  const checkIns = await monthCheckIns(db, [employee.id], year, month);
  const status = plan?.status ?? 'draft';
  const locked = settings.lockout && monthEnded(year, month, today) && status !== 'approved';
  const weeks = monthWeeks(year, month).map((range) => {
    const weekTasks = tasks.filter((t) => t.week === range.index);
    return {
      ...range,
      status: status === 'approved' ? ('approved' as const) : ('pending' as const),
      completionRate: completionRate(weekTasks),
      plannedHours: round1(weekTasks.reduce((s, t) => s + t.estimatedHours, 0)),
      actualHours: round1(weekTasks.reduce((s, t) => s + t.actualHours, 0)),
      tasks: weekTasks.map(taskView),
    };
  });
  return {
    _id: plan?.id ?? null,
    id: plan?.id ?? null,
    employee: employeeView(employee),
    month,
    year,
    status,
    submitted: status !== 'draft',
    submittedDate: plan?.submittedAt?.toISOString() ?? null,
    reviewedAt: plan?.reviewedAt?.toISOString() ?? null,
    editable: editableFor(status, locked),
    locked,
    weeks,
    totals: {
      totalTasks: tasks.length,
      completedTasks: tasks.filter((t) => t.status === 'completed').length,
      plannedHours: round1(tasks.reduce((s, t) => s + t.estimatedHours, 0)),
      actualHours: round1(tasks.reduce((s, t) => s + t.actualHours, 0)),
      completionRate: completionRate(tasks),
    },
    feedback: feedback.map((row) => feedbackView(row, tasks)),
    performance: computePerformance(
      { year, month, status: plan?.status ?? null, submittedOn: dayOf(plan?.submittedAt ?? null), tasks, checkIns, today },
      settings,
    ),
    minimumTasks: settings.minimumTasks,
  };
}

// ---------------------------------------------------------------- the employee's own plan

async function findPlan(db: Db, employeeId: string, year: number, month: number) {
  const [plan] = await db
    .select()
    .from(workPlans)
    .where(and(eq(workPlans.employeeId, employeeId), eq(workPlans.year, year), eq(workPlans.month, month)));
  return plan ?? null;
}

async function loadUser(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound('Employee not found');
  return user;
}

export async function getOwnPlan(db: Db, userId: string, year: number, month: number) {
  const user = await loadUser(db, userId);
  return buildPlanView(db, user, await findPlan(db, userId, year, month), year, month);
}

async function ensurePlan(db: Db, employeeId: string, year: number, month: number) {
  await db.insert(workPlans).values({ employeeId, year, month }).onConflictDoNothing();
  return (await findPlan(db, employeeId, year, month))!;
}

async function assertCanEdit(db: Db, plan: WorkPlanRow, scope: 'full' | 'progress') {
  const settings = await getSettings(db);
  const locked = settings.lockout && monthEnded(plan.year, plan.month, workPlanToday()) && plan.status !== 'approved';
  if (locked) throw badRequest(M.locked);
  const editable = editableFor(plan.status, false);
  if (editable === 'full') return;
  if (editable === 'progress' && scope === 'progress') return;
  throw badRequest(editable === 'progress' ? M.progressOnly : M.readOnly);
}

type NewTask = { title: string; description: string; priority: TaskPriority; estimatedHours: number; actualHours: number; status: TaskStatus };

/** Completing a task with zero actual hours records the estimate as the actual hours. */
const settleHours = (task: Pick<NewTask, 'status' | 'estimatedHours' | 'actualHours'>) =>
  task.status === 'completed' && !task.actualHours ? task.estimatedHours : task.actualHours;

export async function addTask(db: Db, userId: string, input: NewTask & { year: number; month: number; week: number }) {
  if (input.week > monthWeeks(input.year, input.month).length) throw badRequest('Choose a week', { week: 'Choose a week' });
  const existing = await findPlan(db, userId, input.year, input.month);
  if (existing) await assertCanEdit(db, existing, 'full');
  else {
    const settings = await getSettings(db);
    if (settings.lockout && monthEnded(input.year, input.month, workPlanToday())) throw badRequest(M.locked);
  }
  const plan = existing ?? (await ensurePlan(db, userId, input.year, input.month));
  await db.insert(workPlanTasks).values({
    planId: plan.id,
    week: input.week,
    title: input.title,
    description: input.description,
    priority: input.priority,
    estimatedHours: input.estimatedHours,
    actualHours: settleHours(input),
    status: input.status,
  });
  await db.update(workPlans).set({ updatedAt: new Date() }).where(eq(workPlans.id, plan.id));
  return getOwnPlan(db, userId, plan.year, plan.month);
}

/** A task of the signed-in user's plan: another employee's task is forbidden, an unknown one not found. */
async function ownTask(db: Db, userId: string, taskId: string) {
  const [row] = await db
    .select({ task: workPlanTasks, plan: workPlans })
    .from(workPlanTasks)
    .innerJoin(workPlans, eq(workPlans.id, workPlanTasks.planId))
    .where(eq(workPlanTasks.id, taskId));
  if (!row) throw notFound(M.taskNotFound);
  if (row.plan.employeeId !== userId) throw forbidden();
  return row;
}

export async function updateTask(db: Db, userId: string, taskId: string, changes: UpdateTask) {
  const { task, plan } = await ownTask(db, userId, taskId);
  const progressOnly = Object.keys(changes).every((key) => key === 'status' || key === 'actualHours');
  await assertCanEdit(db, plan, progressOnly ? 'progress' : 'full');
  const next = { ...task, ...changes };
  next.actualHours = settleHours(next);
  await db
    .update(workPlanTasks)
    .set({
      title: next.title,
      description: next.description,
      priority: next.priority,
      estimatedHours: next.estimatedHours,
      actualHours: next.actualHours,
      status: next.status,
      updatedAt: new Date(),
    })
    .where(eq(workPlanTasks.id, taskId));
  return getOwnPlan(db, userId, plan.year, plan.month);
}

export async function deleteTask(db: Db, userId: string, taskId: string) {
  const { plan } = await ownTask(db, userId, taskId);
  await assertCanEdit(db, plan, 'full');
  await db.delete(workPlanTasks).where(eq(workPlanTasks.id, taskId));
  return getOwnPlan(db, userId, plan.year, plan.month);
}

/** draft / changes-requested -> pending, when every week holds at least the minimum number of tasks. */
export async function submitPlan(db: Db, userId: string, year: number, month: number) {
  const plan = await findPlan(db, userId, year, month);
  const settings = await getSettings(db);
  if (plan && plan.status !== 'draft' && plan.status !== 'changes-requested') throw badRequest(M.alreadySubmitted);
  if (settings.lockout && monthEnded(year, month, workPlanToday())) throw badRequest(M.locked);
  const tasks = plan ? await db.select().from(workPlanTasks).where(eq(workPlanTasks.planId, plan.id)) : [];
  const short = monthWeeks(year, month).filter((week) => tasks.filter((t) => t.week === week.index).length < settings.minimumTasks);
  if (!plan || short.length) {
    throw badRequest(settings.minimumTasks > 1 ? M.minimumTasks(settings.minimumTasks) : M.everyWeek, {
      weeks: short.map((w) => w.weekLabel).join(', '),
    });
  }
  await db.update(workPlans).set({ status: 'pending', submittedAt: new Date(), updatedAt: new Date() }).where(eq(workPlans.id, plan.id));
  return getOwnPlan(db, userId, year, month);
}

// ---------------------------------------------------------------- daily check-ins

export type CheckInInput = {
  date: string;
  morningPlan: string;
  accomplishments: string;
  challenges: string;
  matchedTasks: number;
  unplannedTasks: string;
  hoursWorked: number;
};

/** Today only: a past date is read-only, a future one refused; a second update of the day replaces the first. */
export async function saveCheckIn(db: Db, userId: string, input: CheckInInput, now = new Date()) {
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

export async function listOwnCheckIns(db: Db, userId: string, year: number, month: number) {
  return (await monthCheckIns(db, [userId], year, month)).map((row) => checkInView(row));
}

// ---------------------------------------------------------------- managers

/** The people a manager tracks for a month: active employees, plus any staff member who has a plan that month. */
async function trackedStaff(db: Db, year: number, month: number) {
  const withPlan = db.select({ id: workPlans.employeeId }).from(workPlans).where(and(eq(workPlans.year, year), eq(workPlans.month, month)));
  return db
    .select()
    .from(users)
    .where(or(and(eq(users.userRole, 'employee'), eq(users.userStatus, 'active')), inArray(users.id, withPlan)))
    .orderBy(asc(users.name));
}

/** Summaries (plan status, completion, performance) of every tracked employee for one month. */
export async function monthSummaries(db: Db, year: number, month: number, settings?: WorkPlanSettings, now = new Date()): Promise<PlanSummary[]> {
  settings ??= await getSettings(db);
  const today = workPlanToday(now);
  const staff = await trackedStaff(db, year, month);
  const plans = await db.select().from(workPlans).where(and(eq(workPlans.year, year), eq(workPlans.month, month)));
  const planIds = plans.map((p) => p.id);
  const tasks = planIds.length ? await db.select().from(workPlanTasks).where(inArray(workPlanTasks.planId, planIds)) : [];
  const checkIns = await monthCheckIns(db, staff.map((s) => s.id), year, month);
  return staff.map((user) => {
    const plan = plans.find((p) => p.employeeId === user.id) ?? null;
    const planTasks = plan ? tasks.filter((t) => t.planId === plan.id) : [];
    const performance = computePerformance(
      {
        year,
        month,
        status: plan?.status ?? null,
        submittedOn: dayOf(plan?.submittedAt ?? null),
        tasks: planTasks,
        checkIns: checkIns.filter((c) => c.employeeId === user.id),
        today,
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

const isSubmitted = (status: WorkPlanStatus | null) => status != null && status !== 'draft';

function matchesStatus(status: WorkPlanStatus | null, filter: PlanStatusFilter) {
  switch (filter) {
    case 'submitted':
      return isSubmitted(status);
    case 'not-submitted':
      return !isSubmitted(status);
    default:
      return status === filter;
  }
}

export async function listPlans(
  db: Db,
  query: { year: number; month: number; department?: string; status?: PlanStatusFilter; performance?: PerformanceFilter; search?: string },
) {
  const all = await monthSummaries(db, query.year, query.month);
  const departments = [...new Set(all.map((s) => s.employee.department).filter((d): d is string => Boolean(d)))].sort();
  const search = query.search?.toLowerCase();
  const plans = all.filter(
    (s) =>
      (!query.department || s.employee.department === query.department) &&
      (!query.status || matchesStatus(s.status, query.status)) &&
      (!query.performance || performanceBand(s.performance.score) === query.performance) &&
      (!search || s.employee.name.toLowerCase().includes(search) || (s.employee.designation ?? '').toLowerCase().includes(search)),
  );
  return { plans, departments, total: all.length };
}

export async function loadPlan(db: Db, id: string) {
  const [plan] = await db.select().from(workPlans).where(eq(workPlans.id, id));
  if (!plan) throw notFound(M.planNotFound);
  return plan;
}

export async function planDetail(db: Db, id: string) {
  const plan = await loadPlan(db, id);
  const employee = await loadUser(db, plan.employeeId);
  const view = await buildPlanView(db, employee, plan, plan.year, plan.month);
  const checkIns = (await monthCheckIns(db, [employee.id], plan.year, plan.month)).map((row) => checkInView(row));
  return { ...view, checkIns };
}

type Actor = { id: string; name: string };

async function addFeedbackRow(db: Db, plan: WorkPlanRow, actor: Actor, input: { content: string; type: FeedbackType; week?: number | null; taskId?: string | null }) {
  let week = input.week ?? null;
  let taskId: string | null = null;
  let type = input.type;
  if (input.taskId) {
    const [task] = await db.select().from(workPlanTasks).where(and(eq(workPlanTasks.id, input.taskId), eq(workPlanTasks.planId, plan.id)));
    if (!task) throw badRequest(M.taskNotFound, { taskId: M.taskNotFound });
    taskId = task.id;
    week = task.week;
    type = 'task';
  } else if (type === 'task') {
    throw badRequest('Choose a task', { taskId: 'Choose a task' });
  } else if (week) {
    if (week > monthWeeks(plan.year, plan.month).length) throw badRequest('Choose a week', { week: 'Choose a week' });
    type = 'week';
  } else if (type === 'week') {
    throw badRequest('Choose a week', { week: 'Choose a week' });
  }
  const [row] = await db
    .insert(workPlanFeedback)
    .values({ planId: plan.id, type, week: type === 'general' ? null : week, taskId, authorId: actor.id, authorName: actor.name, content: input.content })
    .returning();
  return row!;
}

/** Tells the employee how the review went, with the manager's words and a link to the plan. */
async function mailReview(db: Db, plan: WorkPlanRow, outcome: 'approved' | 'changes-requested', actor: Actor, feedback: string | undefined, publicUrl: string) {
  const employee = await loadUser(db, plan.employeeId);
  const monthName = `${PLAN_MONTH_NAMES[plan.month - 1]} ${plan.year}`;
  const link = `${publicUrl}/admin/manage-work-plan/weekly-plan?month=${plan.month}&year=${plan.year}`;
  const text = [
    `Hello ${employee.name},`,
    outcome === 'approved'
      ? `${actor.name} approved your workplan for ${monthName}.`
      : `${actor.name} asked for changes to your workplan for ${monthName}. Please update it and submit it again.`,
    ...(feedback ? [`Feedback: ${feedback}`] : []),
    `Open your plan: ${link}`,
    `Thank you,\n${SITE_NAME}`,
  ].join('\n\n');
  await enqueueMail(db, {
    kind: outcome === 'approved' ? 'work-plan-approved' : 'work-plan-changes-requested',
    to: employee.email,
    subject: outcome === 'approved' ? `Your ${monthName} workplan is approved` : `Changes requested on your ${monthName} workplan`,
    text,
    html: simpleHtml(text),
  });
}

export async function approvePlan(db: Db, id: string, actor: Actor, feedback?: string, publicUrl = '') {
  const plan = await loadPlan(db, id);
  if (plan.status === 'approved') throw badRequest(M.alreadyApproved);
  if (plan.status !== 'pending') throw badRequest(M.notSubmitted);
  await db.update(workPlans).set({ status: 'approved', reviewedAt: new Date(), reviewedBy: actor.id, updatedAt: new Date() }).where(eq(workPlans.id, id));
  if (feedback) await addFeedbackRow(db, plan, actor, { content: feedback, type: 'general' });
  await mailReview(db, plan, 'approved', actor, feedback, publicUrl);
  return { before: plan, detail: await planDetail(db, id) };
}

export async function requestChanges(db: Db, id: string, actor: Actor, feedback: string, publicUrl = '') {
  const plan = await loadPlan(db, id);
  if (plan.status === 'approved') throw badRequest(M.alreadyApproved);
  if (plan.status !== 'pending') throw badRequest(M.notSubmitted);
  await db
    .update(workPlans)
    .set({ status: 'changes-requested', reviewedAt: new Date(), reviewedBy: actor.id, updatedAt: new Date() })
    .where(eq(workPlans.id, id));
  await addFeedbackRow(db, plan, actor, { content: feedback, type: 'general' });
  await mailReview(db, plan, 'changes-requested', actor, feedback, publicUrl);
  return { before: plan, detail: await planDetail(db, id) };
}

export async function addFeedback(db: Db, id: string, actor: Actor, input: { content: string; type: FeedbackType; week?: number | null; taskId?: string | null }) {
  const plan = await loadPlan(db, id);
  const row = await addFeedbackRow(db, plan, actor, input);
  return { plan, row, detail: await planDetail(db, id) };
}

// ---------------------------------------------------------------- dashboard, daily tracking, analytics

const currentMonth = (now = new Date()) => {
  const today = workPlanToday(now);
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)), today };
};

function departmentStats(summaries: PlanSummary[]) {
  const groups = new Map<string, PlanSummary[]>();
  for (const s of summaries) {
    const name = s.employee.department || 'Unassigned';
    groups.set(name, [...(groups.get(name) ?? []), s]);
  }
  const avg = (xs: number[]) => (xs.length ? Math.round(xs.reduce((a, b) => a + b, 0) / xs.length) : 0);
  return [...groups.entries()]
    .map(([name, list]) => ({
      name,
      employees: new Set(list.map((s) => s.employee.id)).size,
      submitted: list.filter((s) => isSubmitted(s.status)).length,
      approved: list.filter((s) => s.status === 'approved').length,
      averageScore: avg(list.map((s) => s.performance.score)),
      completionRate: avg(list.map((s) => s.completionRate)),
      checkInRate: avg(list.map((s) => (s.performance.workingDays ? Math.min(100, (100 * s.performance.checkIns) / s.performance.workingDays) : 0))),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function dashboard(db: Db, query: { year?: number; month?: number }, now = new Date()) {
  const current = currentMonth(now);
  const year = query.year ?? current.year;
  const month = query.month ?? current.month;
  const summaries = await monthSummaries(db, year, month, undefined, now);
  const ids = summaries.map((s) => s.employee.id);
  const todays = ids.length
    ? await db.select().from(workPlanCheckIns).where(and(inArray(workPlanCheckIns.employeeId, ids), eq(workPlanCheckIns.date, current.today)))
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
      reason: s.status === 'pending' ? 'Awaiting your review' : s.status === 'changes-requested' ? 'Changes requested, not resubmitted' : 'Workplan not submitted',
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

export async function dailyTracking(db: Db, date: string | undefined, now = new Date()) {
  const today = workPlanToday(now);
  const day = date ?? today;
  if (day > today) throw badRequest('Future dates cannot be tracked yet.', { date: 'Future dates cannot be tracked yet.' });
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const staff = await trackedStaff(db, year, month);
  const ids = staff.map((s) => s.id);
  const rows = ids.length ? await db.select().from(workPlanCheckIns).where(and(inArray(workPlanCheckIns.employeeId, ids), eq(workPlanCheckIns.date, day))) : [];
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
      totalHours: round1(rows.reduce((s, r) => s + r.hoursWorked, 0)),
    },
    entries,
  };
}

/** The months a range covers, oldest first: this month, the last 3 months, or January to now. */
export function rangeMonths(range: AnalyticsRange, now = new Date()) {
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
  for (const s of all) {
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

// ---------------------------------------------------------------- reminders

/**
 * Mails every active employee without a submitted plan for the coming deadline, once per plan month,
 * when the deadline (settings.deadlineDay of the month) is at most settings.reminderDays away.
 * The ledger row is claimed first, so several app instances never send the same reminder twice.
 */
export async function sendReminders(db: Db, options: { publicUrl: string }, now = new Date()) {
  const settings = await getSettings(db);
  const { year, month, today } = currentMonth(now);
  let target = { year, month };
  let deadline = planDate(year, month, settings.deadlineDay);
  if (deadline < today) {
    target = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
    deadline = planDate(target.year, target.month, settings.deadlineDay);
  }
  const daysLeft = Math.round((Date.parse(deadline) - Date.parse(today)) / 86_400_000);
  if (daysLeft > settings.reminderDays) return 0;

  const candidates = await db
    .select({ user: users, status: workPlans.status })
    .from(users)
    .leftJoin(workPlans, and(eq(workPlans.employeeId, users.id), eq(workPlans.year, target.year), eq(workPlans.month, target.month)))
    .where(and(eq(users.userRole, 'employee'), eq(users.userStatus, 'active')));
  let sent = 0;
  for (const { user, status } of candidates) {
    if (status === 'pending' || status === 'approved') continue;
    const claimed = await db
      .insert(workPlanReminders)
      .values({ employeeId: user.id, year: target.year, month: target.month })
      .onConflictDoNothing()
      .returning({ id: workPlanReminders.employeeId });
    if (!claimed.length) continue;
    const monthName = `${PLAN_MONTH_NAMES[target.month - 1]} ${target.year}`;
    const due = new Date(`${deadline}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const text = [
      `Hello ${user.name},`,
      `Your workplan for ${monthName} has not been submitted yet. It is due on the ${ordinalDay(settings.deadlineDay)} (${due}).`,
      `Add at least ${settings.minimumTasks} task${settings.minimumTasks > 1 ? 's' : ''} to each week and submit it here: ${options.publicUrl}/admin/manage-work-plan/weekly-plan`,
      `Thank you,\n${SITE_NAME}`,
    ].join('\n\n');
    await enqueueMail(db, { kind: 'work-plan-reminder', to: user.email, subject: `Reminder: submit your ${monthName} workplan`, text, html: simpleHtml(text) });
    sent++;
  }
  return sent;
}

