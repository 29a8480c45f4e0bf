import { z } from 'zod';
import { isRealDate, optionalText, requiredText } from './validation.ts';
import { labelled } from './labelled.ts';
import { ids } from './content-fields.ts';
import { atMostChars, isRequired, notFoundMessage } from './messages.ts';

/**
 * Work planning (back-office.md §2 "Work planning admin" and "Employee work-plan view", §3-§5, §9):
 * monthly plans of staff, their weekly tasks, daily check-ins, manager feedback and the settings.
 * Every rule and message the server and the screens share lives here once.
 */

// ---------------------------------------------------------------- enums and constants

export const { values: WORK_PLAN_STATUSES, labels: WORK_PLAN_STATUS_LABELS } = labelled({
  draft: 'Draft',
  pending: 'Pending Review',
  approved: 'Approved',
  'changes-requested': 'Changes Requested',
});
export type WorkPlanStatus = (typeof WORK_PLAN_STATUSES)[number];

export const { values: TASK_PRIORITIES, labels: TASK_PRIORITY_LABELS } = labelled({ high: 'High', medium: 'Medium', low: 'Low' });
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_STATUSES = ['pending', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const FEEDBACK_TYPES = ['general', 'week', 'task'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** Weeks are 7-day blocks from the 1st: days 1-7, 8-14, 15-21, 22-28 and 29-end. */
export const WEEK_LENGTH_DAYS = 7;
export const TASK_HOURS = { min: 1, max: 40, default: 1 } as const;
export const ACTUAL_HOURS_MAX = 200;
export const CHECK_IN_HOURS = { min: 1, max: 12, default: 8 } as const;
/** "Planned tasks completed" choices 0 to 5+; 5 stands for five or more. */
export const MATCHED_TASK_CHOICES = [0, 1, 2, 3, 4, 5] as const;
export const matchedTasksLabel = (n: number) => (n >= 5 ? '5+' : String(n));

/**
 * The business day of the company: check-ins are "today" in Bangladesh, wherever the browser or
 * server runs, so the screen and the server agree on which day may be written.
 */
export const WORK_PLAN_TIME_ZONE = 'Asia/Dhaka';
/** Working days of the Bangladesh week (Sunday to Thursday; Friday and Saturday are the weekend). */
export const WORKING_WEEKDAYS = [0, 1, 2, 3, 4] as const;

/** Today's date (YYYY-MM-DD) in the business time zone. */
export function workPlanToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: WORK_PLAN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
/** The hour (0-23) of `now` in the business time zone. */
export function workPlanHour(now = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: WORK_PLAN_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' }).format(now));
}

export const planDaysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');
export const planDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Shifts a YYYY-MM-DD date by `days`. */
export function shiftPlanDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export type WeekRange = { index: number; weekId: string; weekLabel: string; startDate: string; endDate: string };

/** The weeks of a month: 7-day blocks starting on the 1st (the last one holds the remaining days). */
export function monthWeeks(year: number, month: number): WeekRange[] {
  const last = planDaysInMonth(year, month);
  const weeks: WeekRange[] = [];
  for (let start = 1, index = 1; start <= last; start += WEEK_LENGTH_DAYS, index++) {
    const end = Math.min(start + WEEK_LENGTH_DAYS - 1, last);
    weeks.push({ index, weekId: `week-${index}`, weekLabel: `Week ${index}`, startDate: planDate(year, month, start), endDate: planDate(year, month, end) });
  }
  return weeks;
}

/** Whether a date (YYYY-MM-DD) is a working day (Sunday to Thursday). */
export const isWorkingDay = (date: string) => (WORKING_WEEKDAYS as readonly number[]).includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/**
 * The first day an employee's work counts (YYYY-MM-DD): their joining date, or else the day their
 * account was created in the business time zone. Nothing before it is expected of them.
 */
export const employeeStartDay = (employee: { joiningDate: string | null; createdAt: Date }) => employee.joiningDate ?? workPlanToday(employee.createdAt);

/**
 * The working days of a month an employee is expected to check in on: from the 1st, or their
 * first day if later, up to yesterday, and today once they have checked in (today is not missed
 * before it is over). A counted day without a check-in is a missed one.
 */
export function countedWorkingDays(year: number, month: number, from: string, today: string, checkedInToday: boolean): string[] {
  const days: string[] = [];
  for (let day = 1; day <= planDaysInMonth(year, month); day++) {
    const date = planDate(year, month, day);
    if (date < from || !isWorkingDay(date)) continue;
    if (date < today || (date === today && checkedInToday)) days.push(date);
  }
  return days;
}

/**
 * The day a month's plan is due: the deadline day of the month, or for someone who started after
 * it, as many days after their first day as everyone else gets after the 1st.
 */
export function planDueDate(year: number, month: number, deadlineDay: number, from: string): string {
  const deadline = planDate(year, month, deadlineDay);
  const own = shiftPlanDate(from, deadlineDay - 1);
  return own > deadline ? own : deadline;
}

export const PLAN_MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Year choices of the month selector: two years back to one ahead of the current year. */
export const workPlanYears = (now = new Date()) => {
  const year = Number(workPlanToday(now).slice(0, 4));
  return [year - 2, year - 1, year, year + 1];
};

// ---------------------------------------------------------------- messages

export const WORK_PLAN_MESSAGES = {
  taskTitleRequired: isRequired('Task title'),
  taskHours: `Estimated hours must be between ${TASK_HOURS.min} and ${TASK_HOURS.max}`,
  actualHours: `Actual hours must be between 0 and ${ACTUAL_HOURS_MAX}`,
  everyWeek: 'Please add at least one task to each week before submitting your workplan.',
  minimumTasks: (n: number) => `Please add at least ${n} tasks to each week before submitting your workplan.`,
  checkInRequired: 'Please fill out your morning plan and accomplishments.',
  checkInHours: `Hours worked must be between ${CHECK_IN_HOURS.min} and ${CHECK_IN_HOURS.max}`,
  pastDate: 'This is a past date. You can only submit updates for the current day.',
  futureDate: 'You cannot submit updates for a future date.',
  unplannedNotAllowed: 'Unplanned tasks are not allowed. Please leave that field empty.',
  readOnly: 'This workplan has been submitted and can no longer be changed.',
  progressOnly: 'Only the status and actual hours of tasks can be updated on an approved workplan.',
  locked: 'This month has ended and its workplan is locked.',
  alreadySubmitted: 'This workplan has already been submitted.',
  notSubmitted: 'This workplan has not been submitted yet.',
  alreadyApproved: 'This workplan is already approved.',
  changesFeedbackRequired: 'Please explain what needs to change.',
  feedbackRequired: 'Feedback cannot be empty.',
  planNotFound: notFoundMessage('Workplan'),
  taskNotFound: notFoundMessage('Task'),
  employeeNotFound: notFoundMessage('Employee'),
  chooseWeek: 'Choose a week',
  chooseTask: 'Choose a task',
  futureTracking: 'Future dates cannot be tracked yet.',
  submitted: 'Workplan submitted for review.',
  approved: 'Workplan approved.',
  changesRequested: 'Changes requested.',
  feedbackAdded: 'Feedback added.',
  checkInSaved: 'Daily update saved.',
  settingsSaved: 'Settings saved.',
  taskAdded: 'Task added.',
  taskUpdated: 'Task updated.',
  taskDeleted: 'Task deleted.',
} as const;

// ---------------------------------------------------------------- schemas

const month = z.coerce.number({ error: 'Month must be 1 to 12' }).int().min(1, { error: 'Month must be 1 to 12' }).max(12, { error: 'Month must be 1 to 12' });
const year = z.coerce.number({ error: 'Year is invalid' }).int().min(2000, { error: 'Year is invalid' }).max(2100, { error: 'Year is invalid' });

export const planMonthQuerySchema = z.object({ month, year });

const estimatedHours = z.coerce
  .number({ error: WORK_PLAN_MESSAGES.taskHours })
  .min(TASK_HOURS.min, { error: WORK_PLAN_MESSAGES.taskHours })
  .max(TASK_HOURS.max, { error: WORK_PLAN_MESSAGES.taskHours });
const actualHours = z.coerce
  .number({ error: WORK_PLAN_MESSAGES.actualHours })
  .min(0, { error: WORK_PLAN_MESSAGES.actualHours })
  .max(ACTUAL_HOURS_MAX, { error: WORK_PLAN_MESSAGES.actualHours });

/** The add/edit task form. */
export const taskFormSchema = z.object({
  title: requiredText(WORK_PLAN_MESSAGES.taskTitleRequired).pipe(z.string().max(200, { error: atMostChars('Task title', 200) })),
  description: z
    .string()
    .trim()
    .max(2000, { error: atMostChars('Description', 2000) })
    .default(''),
  priority: z.enum(TASK_PRIORITIES, { error: 'Choose a priority' }).default('medium'),
  estimatedHours: estimatedHours.default(TASK_HOURS.default),
  actualHours: actualHours.default(0),
  status: z.enum(TASK_STATUSES, { error: 'Choose a status' }).default('pending'),
});
export type TaskForm = z.input<typeof taskFormSchema>;
export type TaskValues = z.output<typeof taskFormSchema>;

/** POST /work-plans/me/tasks: a task for one week of one month. */
export const createTaskSchema = taskFormSchema.extend({
  month,
  year,
  week: z.coerce
    .number({ error: WORK_PLAN_MESSAGES.chooseWeek })
    .int()
    .min(1, { error: WORK_PLAN_MESSAGES.chooseWeek })
    .max(5, { error: WORK_PLAN_MESSAGES.chooseWeek }),
});

export type CreateTask = z.infer<typeof createTaskSchema>;

/** PATCH /work-plans/me/tasks/:id: any subset of the task fields. */
export const updateTaskSchema = z.object({
  title: taskFormSchema.shape.title.optional(),
  description: z
    .string()
    .trim()
    .max(2000, { error: atMostChars('Description', 2000) })
    .optional(),
  priority: z.enum(TASK_PRIORITIES, { error: 'Choose a priority' }).optional(),
  estimatedHours: estimatedHours.optional(),
  actualHours: actualHours.optional(),
  status: z.enum(TASK_STATUSES, { error: 'Choose a status' }).optional(),
});
export type UpdateTask = z.infer<typeof updateTaskSchema>;

export const submitPlanSchema = planMonthQuerySchema;

const isoDateString = z.string({ error: 'Choose a date' }).refine(isRealDate, { error: 'Choose a date' });

/** The daily check-in form (the date is today, added by the screen). */
export const checkInFormSchema = z.object({
  morningPlan: z
    .string({ error: WORK_PLAN_MESSAGES.checkInRequired })
    .trim()
    .min(1, { error: WORK_PLAN_MESSAGES.checkInRequired })
    .max(4000, { error: atMostChars('Morning plan', 4000) }),
  accomplishments: z
    .string({ error: WORK_PLAN_MESSAGES.checkInRequired })
    .trim()
    .min(1, { error: WORK_PLAN_MESSAGES.checkInRequired })
    .max(4000, { error: atMostChars('Accomplishments', 4000) }),
  challenges: z
    .string()
    .trim()
    .max(4000, { error: atMostChars('Challenges', 4000) })
    .default(''),
  matchedTasks: z.coerce
    .number({ error: 'Choose how many planned tasks you completed' })
    .int()
    .min(0, { error: 'Choose how many planned tasks you completed' })
    .max(5, { error: 'Choose how many planned tasks you completed' })
    .default(0),
  unplannedTasks: z
    .string()
    .trim()
    .max(4000, { error: atMostChars('Unplanned tasks', 4000) })
    .default(''),
  hoursWorked: z.coerce
    .number({ error: WORK_PLAN_MESSAGES.checkInHours })
    .min(CHECK_IN_HOURS.min, { error: WORK_PLAN_MESSAGES.checkInHours })
    .max(CHECK_IN_HOURS.max, { error: WORK_PLAN_MESSAGES.checkInHours })
    .default(CHECK_IN_HOURS.default),
});
export type CheckInForm = z.input<typeof checkInFormSchema>;
export const checkInSchema = checkInFormSchema.extend({ date: isoDateString });
export type SaveCheckIn = z.infer<typeof checkInSchema>;

export const checkInDateQuerySchema = z.object({ date: isoDateString.optional() });

export const approvePlanSchema = z.object({ feedback: optionalText() });
export const requestChangesSchema = z.object({
  feedback: requiredText(WORK_PLAN_MESSAGES.changesFeedbackRequired).pipe(z.string().max(4000, { error: atMostChars('Feedback', 4000) })),
});
export const planFeedbackSchema = z.object({
  content: requiredText(WORK_PLAN_MESSAGES.feedbackRequired).pipe(z.string().max(4000, { error: atMostChars('Feedback', 4000) })),
  type: z.enum(FEEDBACK_TYPES, { error: 'Choose a feedback type' }).default('general'),
  week: z.coerce.number().int().min(1).max(5).optional().nullable(),
  taskId: z.string().uuid({ error: 'Task not found' }).optional().nullable(),
});

export const { values: PERFORMANCE_FILTERS, labels: PERFORMANCE_FILTER_LABELS } = labelled({
  high: 'High Performers',
  medium: 'Average Performers',
  low: 'Needs Improvement',
});
export type PerformanceFilter = (typeof PERFORMANCE_FILTERS)[number];
/** Filter bands of the score: high 70 or more, medium 40 to under 70, low under 40; a month not scored yet is in none. */
export const performanceBand = (score: number | null): PerformanceFilter | null =>
  score == null ? null : score >= 70 ? 'high' : score >= 40 ? 'medium' : 'low';

/** What a month whose plan is not due yet shows instead of a score. */
export const NOT_SCORED_LABEL = 'Not scored yet';

/** Colour bands of the score: 80, 60, 40, 20. */
export function scoreBand(score: number): { label: string; tone: 'green' | 'teal' | 'blue' | 'orange' | 'red' } {
  if (score >= 80) return { label: 'Excellent', tone: 'green' };
  if (score >= 60) return { label: 'Good', tone: 'teal' };
  if (score >= 40) return { label: 'Average', tone: 'blue' };
  if (score >= 20) return { label: 'Poor', tone: 'orange' };
  return { label: 'Critical', tone: 'red' };
}

/** Manager list status filter: submitted = any submitted plan; pending = awaiting review. */
export const { values: PLAN_STATUS_FILTERS, labels: PLAN_STATUS_FILTER_LABELS } = labelled({
  submitted: 'Submitted',
  pending: 'Pending',
  approved: 'Approved',
  'changes-requested': 'Changes Requested',
  'not-submitted': 'Not Submitted',
});
export type PlanStatusFilter = (typeof PLAN_STATUS_FILTERS)[number];

export const planListQuerySchema = planMonthQuerySchema.extend({
  department: z.string().trim().max(100).optional(),
  status: z.enum(PLAN_STATUS_FILTERS).optional(),
  performance: z.enum(PERFORMANCE_FILTERS).optional(),
  search: z.string().trim().max(100).optional(),
});

export const { values: ANALYTICS_RANGES, labels: ANALYTICS_RANGE_LABELS } = labelled({ month: 'This Month', quarter: 'Last 3 Months', year: 'This Year' });
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const analyticsQuerySchema = z.object({ range: z.enum(ANALYTICS_RANGES, { error: 'Choose a time range' }).default('month') });

// ---------------------------------------------------------------- settings

export const DEADLINE_DAY_CHOICES = [1, 2, 3, 5] as const;
export const REMINDER_DAY_CHOICES = [1, 3, 5, 7] as const;
export const DAILY_DEADLINE_HOUR_CHOICES = [15, 16, 17, 18] as const;
export const MINIMUM_TASK_CHOICES = [1, 2, 3, 5] as const;
export const { values: PERFORMANCE_CALCULATIONS, labels: PERFORMANCE_CALCULATION_LABELS } = labelled({
  completion: 'Task Completion Based',
  quality: 'Quality Based',
  balanced: 'Balanced (Completion + Quality)',
});

const choice = <T extends readonly number[]>(values: T, message: string) =>
  z.coerce.number({ error: message }).refine((v) => (values as readonly number[]).includes(v), { error: message });
const points = (label: string) =>
  z.coerce
    .number({ error: `${label} points must be between 0 and 100` })
    .int({ error: `${label} points must be between 0 and 100` })
    .min(0, { error: `${label} points must be between 0 and 100` })
    .max(100, { error: `${label} points must be between 0 and 100` });

export const workPlanSettingsSchema = z.object({
  deadlineDay: choice(DEADLINE_DAY_CHOICES, 'Choose the 1st, 2nd, 3rd or 5th'),
  reminderDays: choice(REMINDER_DAY_CHOICES, 'Choose 1, 3, 5 or 7 days'),
  lockout: z.boolean({ error: 'Lockout must be on or off' }),
  dailyDeadlineHour: choice(DAILY_DEADLINE_HOUR_CHOICES, 'Choose 3, 4, 5 or 6 PM'),
  minimumTasks: choice(MINIMUM_TASK_CHOICES, 'Choose 1, 2, 3 or 5 tasks'),
  allowUnplannedTasks: z.boolean({ error: 'Choose whether unplanned tasks are allowed' }),
  performanceCalculation: z.enum(PERFORMANCE_CALCULATIONS, { error: 'Choose a calculation method' }),
  points: z.object({
    taskCompletion: points('Task completion'),
    onTimeSubmission: points('On-time submission'),
    dailyCheckIn: points('Daily check-in'),
    qualityReview: points('Quality review'),
  }),
});
export type WorkPlanSettings = z.infer<typeof workPlanSettingsSchema>;

export const DEFAULT_WORK_PLAN_SETTINGS: WorkPlanSettings = {
  deadlineDay: 1,
  reminderDays: 3,
  lockout: true,
  dailyDeadlineHour: 17,
  minimumTasks: 1,
  allowUnplannedTasks: true,
  performanceCalculation: 'balanced',
  points: { taskCompletion: 10, onTimeSubmission: 5, dailyCheckIn: 3, qualityReview: 8 },
};

export const ordinalDay = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
export const planHourLabel = (h: number) => `${h > 12 ? h - 12 : h} ${h >= 12 ? 'PM' : 'AM'}`;

// ---------------------------------------------------------------- API views

export const workPlanEmployeeView = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  department: z.string().nullable(),
  designation: z.string().nullable(),
  role: z.string(),
  avatar: z.string().nullable(),
});
export type WorkPlanEmployee = z.infer<typeof workPlanEmployeeView>;

export const workPlanTaskView = z.object({
  ...ids,
  week: z.number().int(),
  title: z.string(),
  description: z.string(),
  priority: z.enum(TASK_PRIORITIES),
  estimatedHours: z.number(),
  actualHours: z.number(),
  status: z.enum(TASK_STATUSES),
});
export type WorkPlanTask = z.infer<typeof workPlanTaskView>;

export const workPlanWeekView = z.object({
  index: z.number().int(),
  weekId: z.string(),
  weekLabel: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(['pending', 'approved']),
  completionRate: z.number(),
  plannedHours: z.number(),
  actualHours: z.number(),
  tasks: z.array(workPlanTaskView),
});

export const workPlanFeedbackView = z.object({
  ...ids,
  workplanId: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  weekId: z.string().nullable(),
  week: z.number().int().nullable(),
  taskId: z.string().nullable(),
  taskTitle: z.string().nullable(),
  author: z.object({ id: z.string().nullable(), name: z.string() }),
  date: z.string(),
  content: z.string(),
});
export type WorkPlanFeedback = z.infer<typeof workPlanFeedbackView>;

export const workPlanPerformanceView = z.object({
  /** Score out of 100 under the configured calculation; null until the month's plan is due (submitted or past its due date). */
  score: z.number().nullable(),
  /** The first day of the month that counts: the 1st, or the employee's first day if later. */
  countedFrom: z.string(),
  points: z.number(),
  completionRate: z.number(),
  qualityScore: z.number(),
  consistencyScore: z.number(),
  initiativeScore: z.number(),
  onTime: z.boolean(),
  checkIns: z.number().int(),
  workingDays: z.number().int(),
  calculation: z.enum(PERFORMANCE_CALCULATIONS),
});
export type WorkPlanPerformance = z.infer<typeof workPlanPerformanceView>;

export const workPlanView = z.object({
  _id: z.string().nullable(),
  id: z.string().nullable(),
  employee: workPlanEmployeeView,
  month: z.number().int(),
  year: z.number().int(),
  status: z.enum(WORK_PLAN_STATUSES),
  submitted: z.boolean(),
  submittedDate: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** What the owner may do now: edit tasks (draft / changes requested), only progress (approved), nothing. */
  editable: z.enum(['full', 'progress', 'none']),
  locked: z.boolean(),
  weeks: z.array(workPlanWeekView),
  totals: z.object({
    totalTasks: z.number().int(),
    completedTasks: z.number().int(),
    plannedHours: z.number(),
    actualHours: z.number(),
    completionRate: z.number(),
  }),
  feedback: z.array(workPlanFeedbackView),
  performance: workPlanPerformanceView,
  minimumTasks: z.number().int(),
});
export type WorkPlanView = z.infer<typeof workPlanView>;

export const workPlanCheckInView = z.object({
  ...ids,
  employeeId: z.string(),
  employeeName: z.string().optional(),
  department: z.string().nullable().optional(),
  date: z.string(),
  morningPlan: z.string(),
  accomplishments: z.string(),
  challenges: z.string(),
  matchedTasks: z.number().int(),
  unplannedTasks: z.string(),
  hoursWorked: z.number(),
  status: z.literal('submitted'),
  late: z.boolean(),
  updatedAt: z.string(),
});
export type WorkPlanCheckIn = z.infer<typeof workPlanCheckInView>;

export const planSummaryView = z.object({
  employee: workPlanEmployeeView,
  planId: z.string().nullable(),
  status: z.enum(WORK_PLAN_STATUSES).nullable(),
  submittedDate: z.string().nullable(),
  totalTasks: z.number().int(),
  completedTasks: z.number().int(),
  completionRate: z.number(),
  performance: workPlanPerformanceView,
});
export type PlanSummary = z.infer<typeof planSummaryView>;

/** GET /work-plans/:id and the review answers: the plan with the month's check-ins. */
export const workPlanDetailView = workPlanView.extend({ checkIns: z.array(workPlanCheckInView) });
export type WorkPlanDetail = z.infer<typeof workPlanDetailView>;

/** GET /work-plans/me/check-ins: the month's check-ins, and beside them what the form needs to know. */
export const ownCheckInsResponse = {
  data: z.array(workPlanCheckInView),
  today: z.string(),
  /** The employee's first day: days before it are never missed. */
  startDay: z.string(),
  allowUnplannedTasks: z.boolean(),
  dailyDeadlineHour: z.number().int(),
};

/** GET /work-plans: the month's plans that match, the departments to filter by and how many plans in all. */
export const planListResponse = { data: z.array(planSummaryView), departments: z.array(z.string()), total: z.number().int() };

const departmentStatsView = z.object({
  name: z.string(),
  employees: z.number().int(),
  submitted: z.number().int(),
  approved: z.number().int(),
  /** Null while no one in the department has a month scored yet. */
  averageScore: z.number().nullable(),
  completionRate: z.number(),
  checkInRate: z.number(),
});

export const workPlanDashboardView = z.object({
  year: z.number().int(),
  month: z.number().int(),
  today: z.string(),
  stats: z.object({
    totalEmployees: z.number().int(),
    submittedWorkplans: z.number().int(),
    approvedWorkplans: z.number().int(),
    todaysCheckIns: z.number().int(),
  }),
  departments: z.array(departmentStatsView),
  recentActivity: z.array(workPlanCheckInView),
  attention: z.array(
    z.object({ employee: workPlanEmployeeView, planId: z.string().nullable(), status: z.enum(WORK_PLAN_STATUSES).nullable(), reason: z.string() }),
  ),
});
export type WorkPlanDashboard = z.infer<typeof workPlanDashboardView>;

export const dailyTrackingView = z.object({
  date: z.string(),
  today: z.string(),
  summary: z.object({ checkedIn: z.number().int(), missing: z.number().int(), tasksCompleted: z.number().int(), totalHours: z.number() }),
  entries: z.array(z.object({ employee: workPlanEmployeeView, checkIn: workPlanCheckInView.nullable() })),
});
export type DailyTracking = z.infer<typeof dailyTrackingView>;

export const workPlanAnalyticsView = z.object({
  range: z.enum(ANALYTICS_RANGES),
  months: z.array(z.string()),
  departments: z.array(departmentStatsView),
  compliance: z.object({ submissionRate: z.number(), onTimeRate: z.number(), approvalRate: z.number(), checkInRate: z.number() }),
  topPerformers: z.array(z.object({ employee: workPlanEmployeeView, score: z.number(), completionRate: z.number() })),
});
export type WorkPlanAnalytics = z.infer<typeof workPlanAnalyticsView>;
