import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  API_PREFIX,
  DEFAULT_WORK_PLAN_SETTINGS,
  WORK_PLAN_MESSAGES as M,
  monthWeeks,
  shiftPlanDate,
  workPlanToday,
  type PlanSummary,
  type WorkPlanSettings,
  type WorkPlanView,
} from '@app/contract';
import { activityLog, appSettings, mailOutbox } from '../../db/schema/platform.ts';
import { workPlanFeedback, workPlanReminders, workPlans } from '../../db/schema/work-plans.ts';
import { expectRolledBackWithoutActivity, expectRolledBackWithoutMail } from '../../testing/activity.ts';
import { signInAs, useTestApp } from '../../testing/app.ts';
import { call } from '../../testing/http.ts';
import { computePerformance, type PerformanceInput } from './performance.ts';
import { scheduleReminders, sendReminders } from './reminders.service.ts';

const t = useTestApp({ roles: [] });
let employee: Awaited<ReturnType<typeof signInAs>>;
let other: Awaited<ReturnType<typeof signInAs>>;
let admin: Awaited<ReturnType<typeof signInAs>>;
let moderator: Awaited<ReturnType<typeof signInAs>>;

const today = workPlanToday();
const year = Number(today.slice(0, 4));
const month = Number(today.slice(5, 7));
const weeks = monthWeeks(year, month);

beforeAll(async () => {
  employee = await signInAs(t.app, 'employee', { department: 'Veterinary', designation: 'Field Vet' });
  other = await signInAs(t.app, 'employee', { department: 'Finance' });
  admin = await signInAs(t.app, 'admin');
  moderator = await signInAs(t.app, 'moderator');
});

const myPlan = async (who = employee) =>
  (await call(t.app, { url: `/work-plans/me?month=${month}&year=${year}`, headers: who.headers })).body.data as WorkPlanView;
const addTask = (week: number, extra: Record<string, unknown> = {}, who = employee) =>
  call(t.app, { method: 'POST', url: '/work-plans/me/tasks', headers: who.headers, body: { month, year, week, title: `Task of week ${week}`, ...extra } });
const checkIn = (body: Record<string, unknown>, who = employee) => call(t.app, { method: 'POST', url: '/work-plans/me/check-ins', headers: who.headers, body });
const submitPlan = (who = employee) => call(t.app, { method: 'POST', url: '/work-plans/me/submit', headers: who.headers, body: { month, year } });
const putSettings = (settings: WorkPlanSettings) => call(t.app, { method: 'PUT', url: '/work-plans/settings', headers: admin.headers, body: settings });

describe('task ownership', () => {
  it('lets any admin-area role keep a plan, and forbids touching another employee’s task', async () => {
    expect((await call(t.app, { url: `/work-plans/me?month=${month}&year=${year}`, headers: moderator.headers })).status).toBe(200);
    const created = await addTask(1, { title: 'Other person task' }, other);
    expect(created.status).toBe(201);
    const taskId = created.body.data.weeks[0].tasks[0].id;
    const patch = await call(t.app, { method: 'PATCH', url: `/work-plans/me/tasks/${taskId}`, headers: employee.headers, body: { title: 'Hijacked' } });
    expect(patch.status).toBe(403);
    expect((await call(t.app, { method: 'DELETE', url: `/work-plans/me/tasks/${taskId}`, headers: employee.headers })).status).toBe(403);
    const missing = await call(t.app, { method: 'DELETE', url: '/work-plans/me/tasks/00000000-0000-4000-8000-000000000000', headers: employee.headers });
    expect(missing.status).toBe(404);
  });
});

describe('plan state machine and completion', () => {
  it('shows an empty draft with 7-day weeks from the 1st', async () => {
    const plan = await myPlan();
    expect(plan.id).toBeNull();
    expect(plan.status).toBe('draft');
    expect(plan.editable).toBe('full');
    expect(plan.weeks.map((w) => w.startDate.slice(8))).toEqual(['01', '08', '15', '22', '29'].slice(0, weeks.length));
  });

  it('validates tasks with the spec messages and defaults', async () => {
    const blank = await addTask(1, { title: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(M.taskTitleRequired);
    expect(blank.body.errors.title).toBe(M.taskTitleRequired);
    const tooLong = await addTask(1, { estimatedHours: 41 });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.estimatedHours).toBe(M.taskHours);
    const created = await addTask(1);
    const task = created.body.data.weeks[0].tasks[0];
    expect(task).toMatchObject({ priority: 'medium', estimatedHours: 1, actualHours: 0, status: 'pending' });
  });

  it('refuses to submit until every week has a task', async () => {
    const res = await submitPlan();
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.everyWeek);
    expect((await myPlan()).status).toBe('draft');
  });

  it('recomputes week and overall completion; completing with zero actual hours records the estimate', async () => {
    for (const week of weeks.slice(1)) await addTask(week.index, { estimatedHours: 4 });
    await addTask(1, { title: 'Second task', estimatedHours: 6, priority: 'high' });
    let plan = await myPlan();
    const second = plan.weeks[0].tasks.find((task) => task.title === 'Second task')!;
    const res = await call(t.app, { method: 'PATCH', url: `/work-plans/me/tasks/${second.id}`, headers: employee.headers, body: { status: 'completed' } });
    expect(res.status).toBe(200);
    plan = res.body.data;
    const week1 = plan.weeks[0];
    expect(week1.tasks.find((task) => task.id === second.id)!.actualHours).toBe(6);
    expect(week1.completionRate).toBe(50);
    expect(plan.totals.completedTasks).toBe(1);
    expect(plan.totals.totalTasks).toBe(weeks.length + 1);
    expect(plan.totals.completionRate).toBe(Math.round(100 / (weeks.length + 1)));
    // With actual hours given, they are kept.
    const first = week1.tasks.find((task) => task.title !== 'Second task')!;
    const kept = await call(t.app, {
      method: 'PATCH',
      url: `/work-plans/me/tasks/${first.id}`,
      headers: employee.headers,
      body: { status: 'completed', actualHours: 3 },
    });
    expect(kept.body.data.weeks[0].tasks.find((task: { id: string }) => task.id === first.id).actualHours).toBe(3);
    expect(kept.body.data.weeks[0].completionRate).toBe(100);
  });

  it('applies the minimum tasks setting on submit', async () => {
    await putSettings({ ...DEFAULT_WORK_PLAN_SETTINGS, minimumTasks: 2 });
    const res = await submitPlan();
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.minimumTasks(2));
    await putSettings(DEFAULT_WORK_PLAN_SETTINGS);
  });

  it('submits, is read-only in review, goes back with feedback, is resubmitted and approved', async () => {
    const submitted = await submitPlan();
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ status: 'pending', submitted: true, editable: 'none' });
    expect(submitted.body.data.submittedDate).toBeTruthy();
    const planId = submitted.body.data.id as string;

    expect((await addTask(1)).body.message).toBe(M.readOnly);
    const again = await submitPlan();
    expect(again.body.message).toBe(M.alreadySubmitted);

    const noFeedback = await call(t.app, { method: 'POST', url: `/work-plans/${planId}/request-changes`, headers: admin.headers, body: { feedback: '' } });
    expect(noFeedback.status).toBe(400);
    expect(noFeedback.body.message).toBe(M.changesFeedbackRequired);

    const changes = await call(t.app, {
      method: 'POST',
      url: `/work-plans/${planId}/request-changes`,
      headers: admin.headers,
      body: { feedback: 'Split week 2 into smaller tasks.' },
    });
    expect(changes.status).toBe(200);
    expect(changes.body.data.status).toBe('changes-requested');

    let plan = await myPlan();
    expect(plan.status).toBe('changes-requested');
    expect(plan.editable).toBe('full');
    expect(plan.feedback[0]).toMatchObject({ content: 'Split week 2 into smaller tasks.', type: 'general', author: { name: admin.user.name } });

    expect((await addTask(2, { title: 'Smaller task' })).status).toBe(201);
    expect((await submitPlan()).body.data.status).toBe('pending');

    const week = await call(t.app, {
      method: 'POST',
      url: `/work-plans/${planId}/feedback`,
      headers: admin.headers,
      body: { content: 'Good week 2.', week: 2 },
    });
    expect(week.status).toBe(201);
    const taskId = plan.weeks[0].tasks[0].id;
    const onTask = await call(t.app, { method: 'POST', url: `/work-plans/${planId}/feedback`, headers: admin.headers, body: { content: 'Nice.', taskId } });
    expect(onTask.body.data.feedback[0]).toMatchObject({ type: 'task', taskId, week: 1, weekId: 'week-1' });

    const approved = await call(t.app, { method: 'POST', url: `/work-plans/${planId}/approve`, headers: admin.headers, body: {} });
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('approved');
    expect(approved.body.data.weeks.every((w: { status: string }) => w.status === 'approved')).toBe(true);
    const twice = await call(t.app, { method: 'POST', url: `/work-plans/${planId}/approve`, headers: admin.headers, body: {} });
    expect(twice.body.message).toBe(M.alreadyApproved);
    const late = await call(t.app, { method: 'POST', url: `/work-plans/${planId}/request-changes`, headers: admin.headers, body: { feedback: 'x' } });
    expect(late.status).toBe(400);

    plan = await myPlan();
    expect(plan.editable).toBe('progress');
    const progress = await call(t.app, {
      method: 'PATCH',
      url: `/work-plans/me/tasks/${plan.weeks[1].tasks[0].id}`,
      headers: employee.headers,
      body: { status: 'completed' },
    });
    expect(progress.status).toBe(200);
    const rename = await call(t.app, {
      method: 'PATCH',
      url: `/work-plans/me/tasks/${plan.weeks[1].tasks[0].id}`,
      headers: employee.headers,
      body: { title: 'Renamed' },
    });
    expect(rename.body.message).toBe(M.progressOnly);

    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, employee.user.email));
    expect(mails.map((m) => m.kind)).toEqual(['work-plan-changes-requested', 'work-plan-approved']);
    expect(mails[0]!.textBody).toContain('Split week 2 into smaller tasks.');

    const log = await t.app.db.select().from(activityLog).where(eq(activityLog.entity, 'work-plan'));
    expect(log.map((row) => row.summary).join('\n')).toMatch(/Approved .*workplan/);
    expect(log.some((row) => row.summary.startsWith('Requested changes'))).toBe(true);
  });

  it('refuses approval of a plan that was never submitted', async () => {
    const draft = await addTask(1, {}, moderator);
    const res = await call(t.app, { method: 'POST', url: `/work-plans/${draft.body.data.id}/approve`, headers: admin.headers, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.notSubmitted);
    expect((await call(t.app, { url: '/work-plans/00000000-0000-4000-8000-000000000000', headers: admin.headers })).status).toBe(404);
  });
});

describe('daily check-ins', () => {
  const form = { morningPlan: 'Visit the cattle farm', accomplishments: 'Vaccinated 20 cows', hoursWorked: 8 };

  it('requires the morning plan and accomplishments, and hours 1 to 12', async () => {
    const res = await checkIn({ date: today, morningPlan: '', accomplishments: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.checkInRequired);
    const hours = await checkIn({ ...form, date: today, hoursWorked: 13 });
    expect(hours.body.errors.hoursWorked).toBe(M.checkInHours);
  });

  it('accepts today once; a second update replaces the first', async () => {
    const first = await checkIn({ ...form, date: today });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ date: today, hoursWorked: 8, matchedTasks: 0, status: 'submitted' });
    const second = await checkIn({ ...form, date: today, hoursWorked: 6, matchedTasks: 5 });
    expect(second.body.data.id).toBe(first.body.data.id);
    const list = await call(t.app, { url: `/work-plans/me/check-ins?month=${month}&year=${year}`, headers: employee.headers });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ hoursWorked: 6, matchedTasks: 5 });
    expect(list.body.today).toBe(today);
  });

  it('refuses past and future dates', async () => {
    const past = await checkIn({ ...form, date: shiftPlanDate(today, -1) });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(M.pastDate);
    const future = await checkIn({ ...form, date: shiftPlanDate(today, 1) });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe(M.futureDate);
    const tomorrow = await call(t.app, { url: `/work-plans/daily?date=${shiftPlanDate(today, 1)}`, headers: admin.headers });
    expect(tomorrow.status).toBe(400);
  });

  it('refuses unplanned tasks when the settings do not allow them', async () => {
    await putSettings({ ...DEFAULT_WORK_PLAN_SETTINGS, allowUnplannedTasks: false });
    const res = await checkIn({ ...form, date: today, unplannedTasks: 'Fixed a fence' }, other);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.unplannedNotAllowed);
    await putSettings(DEFAULT_WORK_PLAN_SETTINGS);
  });
});

describe('manager views', () => {
  it('lists plans with filters, dashboard, daily tracking and analytics', async () => {
    const list = await call(t.app, { url: `/work-plans?month=${month}&year=${year}`, headers: admin.headers });
    expect(list.status).toBe(200);
    expect(list.body.departments).toEqual(expect.arrayContaining(['Finance', 'Veterinary']));
    const vet = await call(t.app, { url: `/work-plans?month=${month}&year=${year}&department=Veterinary&status=approved`, headers: admin.headers });
    expect(vet.body.data.map((s: { employee: { id: string } }) => s.employee.id)).toEqual([employee.user.id]);
    const none = await call(t.app, { url: `/work-plans?month=${month}&year=${year}&status=pending`, headers: admin.headers });
    expect(none.body.data).toEqual([]);
    const search = await call(t.app, { url: `/work-plans?month=${month}&year=${year}&search=${encodeURIComponent(other.user.name)}`, headers: admin.headers });
    expect(search.body.data).toHaveLength(1);

    for (const band of ['high', 'medium', 'low'] as const) {
      const res = await call(t.app, { url: `/work-plans?month=${month}&year=${year}&performance=${band}`, headers: admin.headers });
      for (const s of res.body.data as { performance: { score: number } }[]) {
        expect(
          band === 'high' ? s.performance.score >= 70 : band === 'medium' ? s.performance.score >= 40 && s.performance.score < 70 : s.performance.score < 40,
        ).toBe(true);
      }
    }
    const dash = await call(t.app, { url: '/work-plans/dashboard', headers: admin.headers });
    expect(dash.body.data.stats).toMatchObject({ approvedWorkplans: 1, todaysCheckIns: 1 });
    expect(dash.body.data.recentActivity[0].employeeName).toBe(employee.user.name);
    expect(dash.body.data.attention.length).toBeGreaterThan(0);

    const daily = await call(t.app, { url: `/work-plans/daily?date=${today}`, headers: admin.headers });
    expect(daily.body.data.summary).toMatchObject({ checkedIn: 1, totalHours: 6, tasksCompleted: 5 });
    expect(daily.body.data.summary.missing).toBe(daily.body.data.entries.length - 1);

    for (const range of ['month', 'quarter', 'year']) {
      const res = await call(t.app, { url: `/work-plans/analytics?range=${range}`, headers: admin.headers });
      expect(res.status).toBe(200);
      expect(res.body.data.topPerformers.length).toBeLessThanOrEqual(5);
    }
    expect((await call(t.app, { url: '/work-plans/analytics?range=decade', headers: admin.headers })).status).toBe(400);
  });

  it('validates and persists settings', async () => {
    const bad = await putSettings({
      ...DEFAULT_WORK_PLAN_SETTINGS,
      deadlineDay: 4 as 1,
      points: { ...DEFAULT_WORK_PLAN_SETTINGS.points, taskCompletion: 101 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.deadlineDay).toBeTruthy();
    expect(bad.body.errors['points.taskCompletion']).toBe('Task completion points must be between 0 and 100');
    const saved = await putSettings({ ...DEFAULT_WORK_PLAN_SETTINGS, performanceCalculation: 'quality' });
    expect(saved.status).toBe(200);
    expect((await call(t.app, { url: '/work-plans/settings', headers: admin.headers })).body.data.performanceCalculation).toBe('quality');
    expect((await myPlan()).performance.calculation).toBe('quality');
    await putSettings(DEFAULT_WORK_PLAN_SETTINGS);
  });
});

describe('performance score', () => {
  // A finished month: 10 tasks of 4 h, 8 completed (6 exactly on estimate, 2 at 8 h), submitted on time,
  // approved, 15 check-ins of its 22 working days (Sunday-Thursday) of which one late, 2 with unplanned work.
  const input: PerformanceInput = {
    year: 2025,
    month: 4,
    status: 'approved',
    submittedOn: '2025-04-01',
    tasks: Array.from({ length: 10 }, (_, i) => ({
      status: i < 8 ? 'completed' : 'pending',
      priority: i < 2 ? 'high' : 'medium',
      estimatedHours: 4,
      actualHours: i < 6 ? 4 : i < 8 ? 8 : 0,
    })),
    checkIns: Array.from({ length: 15 }, (_, i) => ({
      date: `2025-04-${String(i + 1).padStart(2, '0')}`,
      unplannedTasks: i < 2 ? 'extra' : '',
      late: i === 0,
    })),
    today: '2025-05-10',
  };
  const C = 0.8;
  const T = 1;
  const D = 14.5 / 22;
  const Q = 0.6 * 1 + 0.4 * ((6 * 1 + 2 * 0.5) / 8);
  const p = DEFAULT_WORK_PLAN_SETTINGS.points;

  it('counts working days and the earned points', () => {
    const result = computePerformance(input, DEFAULT_WORK_PLAN_SETTINGS);
    expect(result.workingDays).toBe(22);
    expect(result.completionRate).toBe(80);
    expect(result.onTime).toBe(true);
    expect(result.points).toBe(p.taskCompletion * 8 + p.onTimeSubmission + p.dailyCheckIn * 15 + p.qualityReview);
  });

  it('scores by completion: task completion and check-in points', () => {
    const result = computePerformance(input, { ...DEFAULT_WORK_PLAN_SETTINGS, performanceCalculation: 'completion' });
    expect(result.score).toBe(Math.round((100 * (p.taskCompletion * C + p.dailyCheckIn * D)) / (p.taskCompletion + p.dailyCheckIn)));
  });

  it('scores by quality: quality review and on-time points', () => {
    const result = computePerformance(input, { ...DEFAULT_WORK_PLAN_SETTINGS, performanceCalculation: 'quality' });
    expect(result.score).toBe(Math.round((100 * (p.qualityReview * Q + p.onTimeSubmission * T)) / (p.qualityReview + p.onTimeSubmission)));
    expect(result.qualityScore).toBe(1 + Math.round(4 * Q));
  });

  it('scores balanced with all four point values, and weighs equally when all points are zero', () => {
    const result = computePerformance(input, DEFAULT_WORK_PLAN_SETTINGS);
    const sum = p.taskCompletion + p.onTimeSubmission + p.dailyCheckIn + p.qualityReview;
    expect(result.score).toBe(Math.round((100 * (p.taskCompletion * C + p.onTimeSubmission * T + p.dailyCheckIn * D + p.qualityReview * Q)) / sum));
    expect(result.consistencyScore).toBe(1 + Math.round(4 * D));
    expect(result.initiativeScore).toBe(1 + Math.round(4 * (0.5 * 0.5 + 0.5 * 1)));
    const zero = computePerformance(input, {
      ...DEFAULT_WORK_PLAN_SETTINGS,
      points: { taskCompletion: 0, onTimeSubmission: 0, dailyCheckIn: 0, qualityReview: 0 },
    });
    expect(zero.score).toBe(Math.round((100 * (C + T + D + Q)) / 4));
  });

  it('gives half credit to a late submission and nothing to an unsubmitted draft', () => {
    const late = computePerformance({ ...input, submittedOn: '2025-04-09' }, { ...DEFAULT_WORK_PLAN_SETTINGS, performanceCalculation: 'quality' });
    expect(late.onTime).toBe(false);
    const draft = computePerformance({ ...input, status: 'draft', submittedOn: null, tasks: [], checkIns: [] }, DEFAULT_WORK_PLAN_SETTINGS);
    expect(draft.score).toBe(0);
    expect(draft.qualityScore).toBe(1);
  });
});

describe('a new hire', () => {
  afterEach(() => vi.useRealTimers());

  // The clock is pinned to Monday 23 November 2026, 10:00 in Dhaka: 16 working days of the month are
  // behind it, none of them the new hire's.
  it('created today has no missed days, one working day after checking in, and no failing score', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T04:00:00Z'));
    const hire = await signInAs(t.app, 'employee', { createdAt: new Date(), department: 'Onboarding' });
    const november = 'month=11&year=2026';
    const ownPlan = async () => (await call(t.app, { url: `/work-plans/me?${november}`, headers: hire.headers })).body.data as WorkPlanView;

    expect((await ownPlan()).performance).toMatchObject({ score: null, workingDays: 0, checkIns: 0, countedFrom: '2026-11-23' });
    const calendar = await call(t.app, { url: `/work-plans/me/check-ins?${november}`, headers: hire.headers });
    expect(calendar.body).toMatchObject({ today: '2026-11-23', startDay: '2026-11-23' });

    const form = { date: '2026-11-23', morningPlan: 'Meet the team', accomplishments: 'Set up my accounts' };
    expect((await checkIn(form, hire)).status).toBe(200);
    expect((await ownPlan()).performance).toMatchObject({ score: null, workingDays: 1, checkIns: 1 });

    for (const week of monthWeeks(2026, 11)) {
      await call(t.app, {
        method: 'POST',
        url: '/work-plans/me/tasks',
        headers: hire.headers,
        body: { month: 11, year: 2026, week: week.index, title: `Onboarding, ${week.weekLabel}` },
      });
    }
    const submitted = await call(t.app, { method: 'POST', url: '/work-plans/me/submit', headers: hire.headers, body: { month: 11, year: 2026 } });
    expect(submitted.body.data.performance).toMatchObject({ onTime: true, workingDays: 1, checkIns: 1, score: 40 });

    // The managers see the same, and nothing of the new hire before their first day.
    const list = await call(t.app, { url: `/work-plans?${november}&department=Onboarding`, headers: admin.headers });
    expect(list.body.data.map((s: PlanSummary) => [s.employee.id, s.performance.workingDays, s.performance.score])).toEqual([[hire.user.id, 1, 40]]);
    const october = await call(t.app, { url: '/work-plans?month=10&year=2026&department=Onboarding', headers: admin.headers });
    expect(october.body.data).toEqual([]);
    const yesterday = await call(t.app, { url: '/work-plans/daily?date=2026-11-22', headers: admin.headers });
    expect(yesterday.body.data.entries.map((e: { employee: { id: string } }) => e.employee.id)).not.toContain(hire.user.id);
    const today = await call(t.app, { url: '/work-plans/daily?date=2026-11-23', headers: admin.headers });
    expect(today.body.data.entries.map((e: { employee: { id: string } }) => e.employee.id)).toContain(hire.user.id);
  });
});

describe('activity entries', () => {
  /** A new employee's plan of this month, a task each week, waiting for review. */
  async function submittedPlan() {
    const staff = await signInAs(t.app, 'employee');
    for (const week of weeks) await addTask(week.index, {}, staff);
    const submitted = await submitPlan(staff);
    return { staff, planId: submitted.body.data.id as string };
  }

  it('are written in the same transaction as the review they describe', async () => {
    const { staff, planId } = await submittedPlan();
    await expectRolledBackWithoutActivity(t.app, [workPlans, workPlanFeedback, activityLog, mailOutbox], () =>
      t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/work-plans/${planId}/request-changes`,
        headers: admin.headers,
        body: { feedback: 'Split the tasks.' },
      }),
    );
    expect((await myPlan(staff)).status).toBe('pending');
  });

  it('keep neither the review nor its entry when the employee’s mail cannot be queued', async () => {
    const { planId } = await submittedPlan();
    await expectRolledBackWithoutMail(t.app, [workPlans, workPlanFeedback, activityLog, mailOutbox], () =>
      t.app.inject({ method: 'POST', url: `${API_PREFIX}/work-plans/${planId}/approve`, headers: admin.headers, body: { feedback: 'Well planned.' } }),
    );
  });

  it('are written in the same transaction as the settings they describe', async () => {
    await expectRolledBackWithoutActivity(t.app, [appSettings, activityLog], () =>
      t.app.inject({
        method: 'PUT',
        url: `${API_PREFIX}/work-plans/settings`,
        headers: admin.headers,
        body: { ...DEFAULT_WORK_PLAN_SETTINGS, minimumTasks: 5 },
      }),
    );
    expect((await call(t.app, { url: '/work-plans/settings', headers: admin.headers })).body.data.minimumTasks).toBe(DEFAULT_WORK_PLAN_SETTINGS.minimumTasks);
  });
});

describe('reminders', () => {
  it('mails employees without a submitted plan once, N days before the deadline', async () => {
    const waiting = await signInAs(t.app, 'employee', { email: 'waiting.employee@example.test' });
    await putSettings({ ...DEFAULT_WORK_PLAN_SETTINGS, deadlineDay: 5, reminderDays: 3 });
    // January 3rd: the January plan is due on the 5th, two days away.
    const now = new Date(Date.UTC(year + 1, 0, 3, 6));
    const sent = await sendReminders(t.app.deps, now);
    expect(sent).toBeGreaterThanOrEqual(1);
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, waiting.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Reminder: submit your January ${year + 1} workplan`);
    expect(mails[0]!.textBody).toContain('/admin/manage-work-plan/weekly-plan');
    expect(await sendReminders(t.app.deps, now)).toBe(0);
    // Too early: 10 days before the deadline nothing goes out.
    expect(await sendReminders(t.app.deps, new Date(Date.UTC(year + 1, 1, 23, 6)))).toBe(0);
    await putSettings(DEFAULT_WORK_PLAN_SETTINGS);
  });

  it('keeps no claimed reminder whose mail cannot be queued, so the next round sends it', async () => {
    const waiting = await signInAs(t.app, 'employee', { email: 'unreminded.employee@example.test' });
    await putSettings({ ...DEFAULT_WORK_PLAN_SETTINGS, deadlineDay: 5, reminderDays: 3 });
    // March 3rd: the March plan is due on the 5th.
    const now = new Date(Date.UTC(year + 1, 2, 3, 6));
    await expectRolledBackWithoutMail(t.app, [workPlanReminders, mailOutbox], () =>
      sendReminders(t.app.deps, now).then(
        () => ({ statusCode: 200 }),
        () => ({ statusCode: 500 }),
      ),
    );
    expect(await sendReminders(t.app.deps, now)).toBeGreaterThanOrEqual(1);
    expect(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, waiting.user.email))).toHaveLength(1);
    await putSettings(DEFAULT_WORK_PLAN_SETTINGS);
  });

  describe('while the database is unreachable', () => {
    afterEach(() => vi.useRealTimers());

    it('logs the outage once, not every hour, and says when the database is back', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
      const lines: string[] = [];
      const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      let down = true;
      let rounds = 0;
      const app = {
        log: { error: (...args: unknown[]) => lines.push(`error: ${args.at(-1)}`), info: (...args: unknown[]) => lines.push(`info: ${args.at(-1)}`) },
      } as unknown as Parameters<typeof scheduleReminders>[0];
      scheduleReminders(app, async () => {
        rounds++;
        if (down) throw refused;
      });
      await vi.advanceTimersByTimeAsync(30_000 + 5 * 3600_000); // the first round and five hourly ones
      expect(rounds).toBe(6);
      expect(lines).toEqual(['error: work-plan reminders: cannot reach the database; will retry']);

      down = false;
      await vi.advanceTimersByTimeAsync(3600_000);
      expect(rounds).toBe(7);
      expect(lines).toEqual(['error: work-plan reminders: cannot reach the database; will retry', 'info: work-plan reminders: database reachable again']);
    });
  });
});
