import {
  countedWorkingDays,
  planDate,
  planDaysInMonth,
  planDueDate,
  type TaskPriority,
  type TaskStatus,
  type WorkPlanPerformance,
  type WorkPlanSettings,
  type WorkPlanStatus,
} from '@app/contract';

/**
 * The performance score of one employee's month, computed from the settings. Only what was due
 * counts: the month starts for an employee on the 1st or on their first day, whichever is later
 * (`from`), and ends today.
 *
 * Four rates, each 0..1:
 * - C, task completion: completed tasks / planned tasks.
 * - T, on-time submission: 1 when the plan was submitted by its due date, 0.5 when submitted later,
 *   0 when never submitted. The due date is the deadline day of the month (settings.deadlineDay,
 *   business time zone); someone who started after it has as many days from their first day.
 * - D, daily check-in consistency: check-ins / counted working days (Sunday-Thursday from `from` up
 *   to yesterday, and today once checked in), capped at 1; a check-in saved after the daily deadline
 *   hour counts half. With no counted working day yet, D is left out of the score.
 * - Q, quality review: 0.6 × review (approved 1, pending 0.5, changes requested 0.25, draft 0)
 *   + 0.4 × estimate accuracy (mean of min(estimate, actual) / max(estimate, actual) over completed tasks).
 *
 * Each rate is weighted by its point value (settings.points) and the calculation picks the rates:
 * - completion: C (task completion points) and D (daily check-in points);
 * - quality:    Q (quality review points) and T (on-time submission points);
 * - balanced:   all four.
 * score = round(100 × Σ(points_i × rate_i) / Σ points_i); when every chosen point value is 0 the
 * chosen rates weigh equally. The month is scored once its plan is due (submitted, or today is past
 * its due date); before that, and for a month that ended before the employee's first day, the score
 * is null: nothing could be judged yet. `points` is what was
 * earned: task completion points per completed task, on-time points once, daily check-in points per
 * check-in and quality review points once approved.
 *
 * The 1-5 stars: quality from Q, consistency from D, initiative from
 * I = 0.5 × min(1, days with unplanned work / 4) + 0.5 × (completed high-priority / high-priority tasks);
 * stars = 1 + round(4 × rate).
 */
export type PerformanceInput = {
  year: number;
  month: number;
  status: WorkPlanStatus | null;
  /** The submission day (YYYY-MM-DD, business time zone) or null. */
  submittedOn: string | null;
  tasks: { status: TaskStatus; priority: TaskPriority; estimatedHours: number; actualHours: number }[];
  checkIns: { date: string; unplannedTasks: string; late: boolean }[];
  /** Today, YYYY-MM-DD in the business time zone. */
  today: string;
  /** The employee's first day (employeeStartDay); absent for someone employed before the month. */
  from?: string;
};

const REVIEW_FACTOR: Record<WorkPlanStatus, number> = { draft: 0, pending: 0.5, 'changes-requested': 0.25, approved: 1 };

/** The share of tasks completed, in whole percent. */
export const completionRate = (tasks: { status: TaskStatus }[]) =>
  tasks.length ? Math.round((100 * tasks.filter((t) => t.status === 'completed').length) / tasks.length) : 0;

/** Hours as shown: one decimal. */
export const roundHours = (hours: number) => Math.round(hours * 10) / 10;

const stars = (rate: number) => Math.min(5, Math.max(1, 1 + Math.round(4 * rate)));

export function computePerformance(input: PerformanceInput, settings: WorkPlanSettings): WorkPlanPerformance {
  const total = input.tasks.length;
  const completed = input.tasks.filter((task) => task.status === 'completed');
  const C = total ? completed.length / total : 0;

  const monthStart = planDate(input.year, input.month, 1);
  const from = input.from && input.from > monthStart ? input.from : monthStart;
  const dueOn = planDueDate(input.year, input.month, settings.deadlineDay, from);
  const onTime = input.submittedOn != null && input.submittedOn <= dueOn;
  const T = input.submittedOn == null ? 0 : onTime ? 1 : 0.5;
  // A month that ended before the employee's first day is not theirs to be scored on.
  const employed = from <= planDate(input.year, input.month, planDaysInMonth(input.year, input.month));
  const planDue = employed && (input.submittedOn != null || input.today > dueOn);

  const monthCheckIns = input.checkIns.filter((c) => c.date.startsWith(monthStart.slice(0, 7)) && c.date >= from && c.date <= input.today);
  const workingDays = countedWorkingDays(
    input.year,
    input.month,
    from,
    input.today,
    monthCheckIns.some((c) => c.date === input.today),
  ).length;
  const checkInCredit = monthCheckIns.reduce((sum, c) => sum + (c.late ? 0.5 : 1), 0);
  const D = workingDays ? Math.min(1, checkInCredit / workingDays) : 0;

  const measured = completed.filter((task) => task.actualHours > 0 && task.estimatedHours > 0);
  const accuracy = measured.length
    ? measured.reduce((sum, t) => sum + Math.min(t.estimatedHours, t.actualHours) / Math.max(t.estimatedHours, t.actualHours), 0) / measured.length
    : 0;
  const Q = 0.6 * (input.status ? REVIEW_FACTOR[input.status] : 0) + 0.4 * accuracy;

  const high = input.tasks.filter((task) => task.priority === 'high');
  const highDone = high.length ? high.filter((task) => task.status === 'completed').length / high.length : 0;
  const unplannedDays = monthCheckIns.filter((c) => c.unplannedTasks.trim()).length;
  const I = 0.5 * Math.min(1, unplannedDays / 4) + 0.5 * highDone;

  const p = settings.points;
  const parts: Record<'task' | 'onTime' | 'checkIn' | 'quality', [number, number]> = {
    task: [p.taskCompletion, C],
    onTime: [p.onTimeSubmission, T],
    checkIn: [p.dailyCheckIn, D],
    quality: [p.qualityReview, Q],
  };
  const calculated =
    settings.performanceCalculation === 'completion'
      ? (['task', 'checkIn'] as const)
      : settings.performanceCalculation === 'quality'
        ? (['quality', 'onTime'] as const)
        : (['task', 'onTime', 'checkIn', 'quality'] as const);
  const chosen = calculated.filter((key) => key !== 'checkIn' || workingDays > 0);
  const weightSum = chosen.reduce((sum, key) => sum + parts[key][0], 0);
  const score = weightSum
    ? chosen.reduce((sum, key) => sum + parts[key][0] * parts[key][1], 0) / weightSum
    : chosen.reduce((sum, key) => sum + parts[key][1], 0) / chosen.length;

  const earned =
    p.taskCompletion * completed.length +
    (onTime ? p.onTimeSubmission : 0) +
    p.dailyCheckIn * monthCheckIns.length +
    (input.status === 'approved' ? p.qualityReview : 0);

  return {
    score: planDue ? Math.round(100 * score) : null,
    countedFrom: from,
    points: Math.round(earned),
    completionRate: Math.round(100 * C),
    qualityScore: stars(Q),
    consistencyScore: stars(D),
    initiativeScore: stars(I),
    onTime,
    checkIns: monthCheckIns.length,
    workingDays,
    calculation: settings.performanceCalculation,
  };
}
