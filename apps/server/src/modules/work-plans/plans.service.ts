import { and, asc, desc, eq } from 'drizzle-orm';
import {
  WORK_PLAN_MESSAGES as M,
  employeeStartDay,
  monthWeeks,
  planDate,
  planDaysInMonth,
  workPlanToday,
  type CreateTask,
  type UpdateTask,
  type WorkPlanFeedback,
  type WorkPlanSettings,
  type WorkPlanStatus,
  type WorkPlanTask,
  type WorkPlanView,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { workPlanFeedback, workPlans, workPlanTasks, type WorkPlanFeedbackRow, type WorkPlanRow, type WorkPlanTaskRow } from '../../db/schema/work-plans.ts';
import type { SignedInActor } from '../../platform/activity.ts';
import { badRequest, forbidden, notFound } from '../../platform/http.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { monthCheckIns } from './check-ins.service.ts';
import { completionRate, computePerformance, roundHours } from './performance.ts';
import { getSettings } from './settings.service.ts';
import { employeeView, loadEmployee } from './staff.ts';

/** Monthly plans and their weekly tasks: the view of a plan, and what its owner may change when. */

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

/** The submission day of a plan in the business time zone, or null. */
export const submittedOn = (plan: WorkPlanRow | null) => (plan?.submittedAt ? workPlanToday(plan.submittedAt) : null);

const monthEnded = (year: number, month: number, today: string) => planDate(year, month, planDaysInMonth(year, month)) < today;

/** What the owner may change: everything while a draft or sent back, progress once approved, nothing while in review or locked. */
function editableFor(status: WorkPlanStatus, locked: boolean): WorkPlanView['editable'] {
  if (locked) return 'none';
  if (status === 'draft' || status === 'changes-requested') return 'full';
  if (status === 'approved') return 'progress';
  return 'none';
}

/** The full view of a plan (or of the empty draft of a month not started yet), weeks and rates computed here. */
export async function buildPlanView(
  db: Db,
  employee: UserRow,
  plan: WorkPlanRow | null,
  year: number,
  month: number,
  settings?: WorkPlanSettings,
  now = new Date(),
): Promise<WorkPlanView> {
  settings ??= await getSettings(db);
  const today = workPlanToday(now);
  const tasks = plan
    ? await db.select().from(workPlanTasks).where(eq(workPlanTasks.planId, plan.id)).orderBy(asc(workPlanTasks.createdAt), asc(workPlanTasks.id))
    : [];
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
      plannedHours: roundHours(weekTasks.reduce((s, t) => s + t.estimatedHours, 0)),
      actualHours: roundHours(weekTasks.reduce((s, t) => s + t.actualHours, 0)),
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
      plannedHours: roundHours(tasks.reduce((s, t) => s + t.estimatedHours, 0)),
      actualHours: roundHours(tasks.reduce((s, t) => s + t.actualHours, 0)),
      completionRate: completionRate(tasks),
    },
    feedback: feedback.map((row) => feedbackView(row, tasks)),
    performance: computePerformance(
      { year, month, status: plan?.status ?? null, submittedOn: submittedOn(plan), tasks, checkIns, today, from: employeeStartDay(employee) },
      settings,
    ),
    minimumTasks: settings.minimumTasks,
  };
}

async function findPlan(db: Db, employeeId: string, year: number, month: number) {
  const [plan] = await db
    .select()
    .from(workPlans)
    .where(and(eq(workPlans.employeeId, employeeId), eq(workPlans.year, year), eq(workPlans.month, month)));
  return plan ?? null;
}

export async function loadPlan(db: Db, id: string) {
  const [plan] = await db.select().from(workPlans).where(eq(workPlans.id, id));
  if (!plan) throw notFound(M.planNotFound);
  return plan;
}

export async function getOwnPlan(db: Db, userId: string, year: number, month: number) {
  const user = await loadEmployee(db, userId);
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

/** Completing a task with zero actual hours records the estimate as the actual hours. */
const settleHours = (task: Pick<CreateTask, 'status' | 'estimatedHours' | 'actualHours'>) =>
  task.status === 'completed' && !task.actualHours ? task.estimatedHours : task.actualHours;

/** The signed-in employee adds a task; a plan made for it and the task commit together. */
export async function addTask(deps: Deps, actor: SignedInActor, input: CreateTask) {
  if (input.week > monthWeeks(input.year, input.month).length) throw badRequest(M.chooseWeek, { week: M.chooseWeek });
  const plan = await work(deps, actor, async ({ tx }) => {
    const existing = await findPlan(tx, actor.id, input.year, input.month);
    if (existing) await assertCanEdit(tx, existing, 'full');
    else {
      const settings = await getSettings(tx);
      if (settings.lockout && monthEnded(input.year, input.month, workPlanToday())) throw badRequest(M.locked);
    }
    const plan = existing ?? (await ensurePlan(tx, actor.id, input.year, input.month));
    await tx.insert(workPlanTasks).values({
      planId: plan.id,
      week: input.week,
      title: input.title,
      description: input.description,
      priority: input.priority,
      estimatedHours: input.estimatedHours,
      actualHours: settleHours(input),
      status: input.status,
    });
    await tx.update(workPlans).set({ updatedAt: new Date() }).where(eq(workPlans.id, plan.id));
    return plan;
  });
  return getOwnPlan(deps.db, actor.id, plan.year, plan.month);
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

export async function updateTask(deps: Deps, actor: SignedInActor, taskId: string, changes: UpdateTask) {
  const plan = await work(deps, actor, async ({ tx }) => {
    const { task, plan } = await ownTask(tx, actor.id, taskId);
    const progressOnly = Object.keys(changes).every((key) => key === 'status' || key === 'actualHours');
    await assertCanEdit(tx, plan, progressOnly ? 'progress' : 'full');
    const next = { ...task, ...changes };
    next.actualHours = settleHours(next);
    await tx
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
    return plan;
  });
  return getOwnPlan(deps.db, actor.id, plan.year, plan.month);
}

export async function deleteTask(deps: Deps, actor: SignedInActor, taskId: string) {
  const plan = await work(deps, actor, async ({ tx }) => {
    const { plan } = await ownTask(tx, actor.id, taskId);
    await assertCanEdit(tx, plan, 'full');
    await tx.delete(workPlanTasks).where(eq(workPlanTasks.id, taskId));
    return plan;
  });
  return getOwnPlan(deps.db, actor.id, plan.year, plan.month);
}

/** draft / changes-requested -> pending, when every week holds at least the minimum number of tasks. */
export async function submitPlan(deps: Deps, actor: SignedInActor, year: number, month: number) {
  await work(deps, actor, async ({ tx }) => {
    const plan = await findPlan(tx, actor.id, year, month);
    const settings = await getSettings(tx);
    if (plan && plan.status !== 'draft' && plan.status !== 'changes-requested') throw badRequest(M.alreadySubmitted);
    if (settings.lockout && monthEnded(year, month, workPlanToday())) throw badRequest(M.locked);
    const tasks = plan ? await tx.select().from(workPlanTasks).where(eq(workPlanTasks.planId, plan.id)) : [];
    const short = monthWeeks(year, month).filter((week) => tasks.filter((t) => t.week === week.index).length < settings.minimumTasks);
    if (!plan || short.length) {
      throw badRequest(settings.minimumTasks > 1 ? M.minimumTasks(settings.minimumTasks) : M.everyWeek, {
        weeks: short.map((w) => w.weekLabel).join(', '),
      });
    }
    await tx.update(workPlans).set({ status: 'pending', submittedAt: new Date(), updatedAt: new Date() }).where(eq(workPlans.id, plan.id));
  });
  return getOwnPlan(deps.db, actor.id, year, month);
}
