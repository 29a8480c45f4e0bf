import { and, eq } from 'drizzle-orm';
import {
  PLAN_MONTH_NAMES,
  WORK_PLAN_MESSAGES as M,
  monthWeeks,
  performanceBand,
  type FeedbackType,
  type PerformanceFilter,
  type PlanStatusFilter,
  type WorkPlanStatus,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { workPlanFeedback, workPlans, workPlanTasks, type WorkPlanRow } from '../../db/schema/work-plans.ts';
import { badRequest } from '../../platform/http.ts';
import { sendMailTo, type Mailer } from '../../platform/mail.ts';
import { m } from '@app/contract/messages';
import { planMonthIn, workPlanMailContent } from './mails.ts';
import { checkInView, monthCheckIns } from './check-ins.service.ts';
import { isSubmitted, monthSummaries } from './metrics.service.ts';
import { buildPlanView, loadPlan } from './plans.service.ts';
import { loadEmployee } from './staff.ts';
import type { SignedInActor } from '../../platform/activity.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';

/** The managers' side of plans: the list, one plan in detail, approval, change requests and feedback. */

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

export async function planDetail(db: Db, id: string) {
  const plan = await loadPlan(db, id);
  const employee = await loadEmployee(db, plan.employeeId);
  const view = await buildPlanView(db, employee, plan, plan.year, plan.month);
  const checkIns = (await monthCheckIns(db, [employee.id], plan.year, plan.month)).map((row) => checkInView(row));
  return { ...view, checkIns };
}

const monthName = (plan: WorkPlanRow) => `${PLAN_MONTH_NAMES[plan.month - 1]} ${plan.year}`;
const planLabel = (plan: WorkPlanRow, employee: UserRow) => `${employee.name}'s ${monthName(plan)} workplan`;

export type FeedbackInput = { content: string; type: FeedbackType; week?: number | null; taskId?: string | null };

/** Feedback on the whole plan, one week or one task (whose week it takes). */
async function addFeedbackRow(db: Db, plan: WorkPlanRow, actor: SignedInActor, input: FeedbackInput) {
  let week = input.week ?? null;
  let taskId: string | null = null;
  let type = input.type;
  if (input.taskId) {
    const [task] = await db
      .select()
      .from(workPlanTasks)
      .where(and(eq(workPlanTasks.id, input.taskId), eq(workPlanTasks.planId, plan.id)));
    if (!task) throw badRequest(M.taskNotFound, { taskId: M.taskNotFound });
    taskId = task.id;
    week = task.week;
    type = 'task';
  } else if (type === 'task') {
    throw badRequest(M.chooseTask, { taskId: M.chooseTask });
  } else if (week) {
    if (week > monthWeeks(plan.year, plan.month).length) throw badRequest(M.chooseWeek, { week: M.chooseWeek });
    type = 'week';
  } else if (type === 'week') {
    throw badRequest(M.chooseWeek, { week: M.chooseWeek });
  }
  const [row] = await db
    .insert(workPlanFeedback)
    .values({ planId: plan.id, type, week: type === 'general' ? null : week, taskId, authorId: actor.id, authorName: actor.name, content: input.content })
    .returning();
  return row!;
}

type Outcome = 'approved' | 'changes-requested';

/** Tells the employee how the review went, with the manager's words and a link to the plan. */
async function mailReview(mailer: Mailer, plan: WorkPlanRow, employee: UserRow, outcome: Outcome, actor: SignedInActor, feedback: string | undefined) {
  const approved = outcome === 'approved';
  // In the employee's account language (the back office page it links to is English).
  await sendMailTo(mailer, employee, () => {
    const month = planMonthIn(plan.year, plan.month, employee.language);
    return {
      kind: approved ? 'work-plan-approved' : 'work-plan-changes-requested',
      to: employee.email,
      subject: approved ? m.mail_work_plan_approved_subject({ month }) : m.mail_work_plan_changes_subject({ month }),
      content: workPlanMailContent.review({
        employeeName: employee.name,
        reviewerName: actor.name,
        month,
        approved,
        feedback,
        planUrl: `${mailer.config.publicUrl}/admin/manage-work-plan/weekly-plan?month=${plan.month}&year=${plan.year}`,
      }),
    };
  });
}

/**
 * Approves a submitted plan or sends it back: the status, the manager's feedback, the mail to the
 * employee and the activity entry are written together or not at all.
 */
export async function reviewPlan(deps: Deps, id: string, outcome: Outcome, actor: SignedInActor, feedback: string | undefined) {
  await work(deps, actor, async (uow) => {
    const { tx, activity } = uow;
    const plan = await loadPlan(tx, id);
    if (plan.status === 'approved') throw badRequest(M.alreadyApproved);
    if (plan.status !== 'pending') throw badRequest(M.notSubmitted);
    const employee = await loadEmployee(tx, plan.employeeId);
    await tx.update(workPlans).set({ status: outcome, reviewedAt: new Date(), reviewedBy: actor.id, updatedAt: new Date() }).where(eq(workPlans.id, id));
    if (feedback) await addFeedbackRow(tx, plan, actor, { content: feedback, type: 'general' });
    await mailReview(uow, plan, employee, outcome, actor, feedback);
    await activity({
      action: 'status',
      entity: 'work-plan',
      entityId: plan.id,
      summary: outcome === 'approved' ? `Approved ${planLabel(plan, employee)}` : `Requested changes to ${planLabel(plan, employee)}`,
      changes: { before: { status: plan.status }, after: { status: outcome } },
    });
  });
  return planDetail(deps.db, id);
}

export async function addFeedback(deps: Deps, id: string, actor: SignedInActor, input: FeedbackInput) {
  await work(deps, actor, async ({ tx, activity }) => {
    const plan = await loadPlan(tx, id);
    const employee = await loadEmployee(tx, plan.employeeId);
    const row = await addFeedbackRow(tx, plan, actor, input);
    await activity({
      action: 'create',
      entity: 'work-plan-feedback',
      entityId: row.id,
      summary: `Gave feedback on ${row.type === 'week' && row.week ? `week ${row.week} of ` : row.type === 'task' ? 'a task in ' : ''}${planLabel(plan, employee)}`,
      changes: { after: { type: row.type, week: row.week, taskId: row.taskId, content: row.content } },
    });
  });
  return planDetail(deps.db, id);
}
