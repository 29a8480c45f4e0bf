import { describe, expect, it } from 'vitest';
import { DEFAULT_WORK_PLAN_SETTINGS, countedWorkingDays, employeeStartDay, planDueDate, scoreBand } from '@app/contract';
import { computePerformance, type PerformanceInput } from './performance.ts';

/**
 * Issue 16, "A new hire is not failing": working days, missed check-ins and scores count from the
 * employee's first day and only up to today. Every date here is explicit; nothing reads the clock.
 * November 2026 starts on a Sunday; the 23rd is a Monday, with 16 working days (Sunday-Thursday) before it.
 */
const NOV_23 = '2026-11-23';
const weekTasks = Array.from({ length: 5 }, () => ({ status: 'pending' as const, priority: 'medium' as const, estimatedHours: 4, actualHours: 0 }));
const checkIn = (date: string) => ({ date, unplannedTasks: '', late: false });
const november = (changes: Partial<PerformanceInput>): PerformanceInput => ({
  year: 2026,
  month: 11,
  status: null,
  submittedOn: null,
  tasks: [],
  checkIns: [],
  today: NOV_23,
  ...changes,
});

describe('the first day that counts', () => {
  it('is the joining date, or else the day the account was created in Bangladesh', () => {
    expect(employeeStartDay({ joiningDate: '2024-02-01', createdAt: new Date('2026-11-23T04:00:00Z') })).toBe('2024-02-01');
    // 20:00 UTC on the 22nd is 02:00 on the 23rd in Dhaka.
    expect(employeeStartDay({ joiningDate: null, createdAt: new Date('2026-11-22T20:00:00Z') })).toBe(NOV_23);
    expect(employeeStartDay({ joiningDate: null, createdAt: new Date('2026-11-22T17:59:00Z') })).toBe('2026-11-22');
  });
});

describe('counted working days', () => {
  it('start on the first day and end yesterday, or today once checked in', () => {
    expect(countedWorkingDays(2026, 11, '2026-10-01', NOV_23, false)).toHaveLength(16);
    expect(countedWorkingDays(2026, 11, '2026-10-01', NOV_23, true)).toHaveLength(17);
    expect(countedWorkingDays(2026, 11, NOV_23, NOV_23, false)).toEqual([]);
    expect(countedWorkingDays(2026, 11, NOV_23, NOV_23, true)).toEqual([NOV_23]);
    expect(countedWorkingDays(2026, 11, NOV_23, '2026-11-26', false)).toEqual([NOV_23, '2026-11-24', '2026-11-25']);
  });

  it('skip Fridays and Saturdays, and are none for a month the employee had not started', () => {
    expect(countedWorkingDays(2026, 11, '2026-11-06', '2026-11-09', false)).toEqual(['2026-11-08']);
    expect(countedWorkingDays(2026, 10, NOV_23, NOV_23, false)).toEqual([]);
    expect(countedWorkingDays(2026, 12, '2026-10-01', NOV_23, false)).toEqual([]);
  });
});

describe('the plan due date', () => {
  it('is the deadline day, or as many days after a later first day', () => {
    expect(planDueDate(2026, 11, 1, '2024-02-01')).toBe('2026-11-01');
    expect(planDueDate(2026, 11, 5, '2026-10-20')).toBe('2026-11-05');
    expect(planDueDate(2026, 11, 1, NOV_23)).toBe(NOV_23);
    expect(planDueDate(2026, 11, 5, '2026-11-03')).toBe('2026-11-07');
  });
});

describe('a new hire’s performance', () => {
  it('is not scored on the first day before anything is due', () => {
    const result = computePerformance(november({ from: NOV_23 }), DEFAULT_WORK_PLAN_SETTINGS);
    expect(result).toMatchObject({ score: null, workingDays: 0, checkIns: 0, countedFrom: NOV_23 });
  });

  it('counts one working day, not seventeen, after the first check-in', () => {
    const result = computePerformance(november({ from: NOV_23, checkIns: [checkIn(NOV_23)] }), DEFAULT_WORK_PLAN_SETTINGS);
    expect(result).toMatchObject({ workingDays: 1, checkIns: 1, consistencyScore: 5 });
    // The plan is due at the end of the first day: nothing to judge yet.
    expect(result.score).toBeNull();
  });

  it('scores a plan submitted on the first day as on time', () => {
    // The case: submitted and checked in on day one. It scored 20 (late, 1 of 17 days); now
    // on time with 1 of 1 days: (5 × 1 + 3 × 1 + 8 × 0.6 × 0.5) / 26.
    const input = november({ from: NOV_23, status: 'pending', submittedOn: NOV_23, tasks: weekTasks, checkIns: [checkIn(NOV_23)] });
    const result = computePerformance(input, DEFAULT_WORK_PLAN_SETTINGS);
    expect(result.onTime).toBe(true);
    expect(result.score).toBe(Math.round((100 * (5 + 3 + 8 * 0.3)) / 26));
    expect(scoreBand(result.score!).label).toBe('Average');
    // The same month for someone employed all along: late, and 1 check-in of 17 working days.
    const veteran = computePerformance({ ...input, from: undefined }, DEFAULT_WORK_PLAN_SETTINGS);
    expect(veteran).toMatchObject({ onTime: false, workingDays: 17, score: 20 });
  });

  it('is scored once the due date has passed without a submission', () => {
    const result = computePerformance(november({ from: NOV_23, today: '2026-11-24', checkIns: [checkIn(NOV_23)] }), DEFAULT_WORK_PLAN_SETTINGS);
    expect(result).toMatchObject({ workingDays: 1, onTime: false });
    expect(result.score).toBe(Math.round((100 * 3) / 26));
  });

  it('leaves check-ins out of the score while no working day has been counted', () => {
    // Joined on a Friday and submitted the same day: only the plan's rates weigh.
    const friday = '2026-11-06';
    const result = computePerformance(
      november({ from: friday, today: friday, status: 'pending', submittedOn: friday, tasks: weekTasks }),
      DEFAULT_WORK_PLAN_SETTINGS,
    );
    expect(result.workingDays).toBe(0);
    expect(result.score).toBe(Math.round((100 * (5 + 8 * 0.3)) / (10 + 5 + 8)));
  });

  it('is never scored for a month that ended before the first day', () => {
    const result = computePerformance(november({ month: 10, from: NOV_23, status: 'draft' }), DEFAULT_WORK_PLAN_SETTINGS);
    expect(result).toMatchObject({ score: null, workingDays: 0, checkIns: 0 });
  });

  it('ignores check-ins dated before the first day', () => {
    const result = computePerformance(november({ from: NOV_23, checkIns: [checkIn('2026-11-22'), checkIn(NOV_23)] }), DEFAULT_WORK_PLAN_SETTINGS);
    expect(result).toMatchObject({ workingDays: 1, checkIns: 1 });
  });
});
