import {
  WORKING_WEEKDAYS,
  planDate,
  planDaysInMonth,
  type TaskPriority,
  type TaskStatus,
  type WorkPlanPerformance,
  type WorkPlanSettings,
  type WorkPlanStatus,
} from '@app/contract';

/**
 * The performance score of one employee's month, computed from the settings.
 *
 * Four rates, each 0..1:
 * - C, task completion: completed tasks / planned tasks.
 * - T, on-time submission: 1 when the plan was submitted by the deadline day of its month
 *   (settings.deadlineDay, business time zone), 0.5 when submitted later, 0 when never submitted.
 * - D, daily check-in consistency: check-ins / working days (Sunday-Thursday) of the month elapsed so
 *   far, capped at 1; a check-in saved after the daily deadline hour counts half.
 * - Q, quality review: 0.6 × review (approved 1, pending 0.5, changes requested 0.25, draft 0)
 *   + 0.4 × estimate accuracy (mean of min(estimate, actual) / max(estimate, actual) over completed tasks).
 *
 * Each rate is weighted by its point value (settings.points) and the calculation picks the rates:
 * - completion: C (task completion points) and D (daily check-in points);
 * - quality:    Q (quality review points) and T (on-time submission points);
 * - balanced:   all four.
 * score = round(100 × Σ(points_i × rate_i) / Σ points_i); when every chosen point value is 0 the
 * chosen rates weigh equally. `points` is what was earned: task completion points per completed task,
 * on-time points once, daily check-in points per check-in and quality review points once approved.
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
};

const REVIEW_FACTOR: Record<WorkPlanStatus, number> = { draft: 0, pending: 0.5, 'changes-requested': 0.25, approved: 1 };

export const stars = (rate: number) => Math.min(5, Math.max(1, 1 + Math.round(4 * rate)));

/** Working days (Sunday-Thursday) of the month from the 1st up to today, or all of them for a past month. */
export function workingDaysElapsed(year: number, month: number, today: string) {
  const last = planDaysInMonth(year, month);
  let count = 0;
  for (let day = 1; day <= last; day++) {
    const date = planDate(year, month, day);
    if (date > today) break;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if ((WORKING_WEEKDAYS as readonly number[]).includes(weekday)) count++;
  }
  return count;
}

export function computePerformance(input: PerformanceInput, settings: WorkPlanSettings): WorkPlanPerformance {
  const total = input.tasks.length;
  const completed = input.tasks.filter((task) => task.status === 'completed');
  const C = total ? completed.length / total : 0;

  const deadline = planDate(input.year, input.month, settings.deadlineDay);
  const onTime = input.submittedOn != null && input.submittedOn <= deadline;
  const T = input.submittedOn == null ? 0 : onTime ? 1 : 0.5;

  const monthPrefix = planDate(input.year, input.month, 1).slice(0, 7);
  const monthCheckIns = input.checkIns.filter((c) => c.date.startsWith(monthPrefix) && c.date <= input.today);
  const workingDays = workingDaysElapsed(input.year, input.month, input.today);
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
  const chosen =
    settings.performanceCalculation === 'completion'
      ? (['task', 'checkIn'] as const)
      : settings.performanceCalculation === 'quality'
        ? (['quality', 'onTime'] as const)
        : (['task', 'onTime', 'checkIn', 'quality'] as const);
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
    score: Math.round(100 * score),
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
