import { boolean, date, doublePrecision, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts, rowId, stamps, ownedBy } from './columns.ts';
import type { FeedbackType, TaskPriority, TaskStatus, WorkPlanStatus } from '@app/contract';
import { users } from './users.ts';

/** One monthly plan per employee (back-office.md §3 "Plan"). */
export const workPlans = pgTable('work_plans', {
  id: rowId(),
  employeeId: ownedBy('employee_id', () => users.id),
  month: integer('month').notNull(),
  year: integer('year').notNull(),
  status: text('status').$type<WorkPlanStatus>().notNull().default('draft'),
  submittedAt: ts('submitted_at'),
  reviewedAt: ts('reviewed_at'),
  reviewedBy: uuid('reviewed_by'),
  ...stamps(),
});
export type WorkPlanRow = typeof workPlans.$inferSelect;

/** A task of one week (1-5) of a plan. */
export const workPlanTasks = pgTable('work_plan_tasks', {
  id: rowId(),
  planId: ownedBy('plan_id', () => workPlans.id),
  week: integer('week').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  priority: text('priority').$type<TaskPriority>().notNull().default('medium'),
  estimatedHours: doublePrecision('estimated_hours').notNull().default(1),
  actualHours: doublePrecision('actual_hours').notNull().default(0),
  status: text('status').$type<TaskStatus>().notNull().default('pending'),
  ...stamps(),
});
export type WorkPlanTaskRow = typeof workPlanTasks.$inferSelect;

/** One daily update per employee and day; a second one replaces the first. */
export const workPlanCheckIns = pgTable('work_plan_check_ins', {
  id: rowId(),
  employeeId: ownedBy('employee_id', () => users.id),
  date: date('date', { mode: 'string' }).notNull(),
  morningPlan: text('morning_plan').notNull(),
  accomplishments: text('accomplishments').notNull(),
  challenges: text('challenges').notNull().default(''),
  matchedTasks: integer('matched_tasks').notNull().default(0),
  unplannedTasks: text('unplanned_tasks').notNull().default(''),
  hoursWorked: doublePrecision('hours_worked').notNull().default(8),
  /** Saved after the daily deadline hour of the settings. */
  late: boolean('late').notNull().default(false),
  ...stamps(),
});
export type WorkPlanCheckInRow = typeof workPlanCheckIns.$inferSelect;

export const workPlanFeedback = pgTable('work_plan_feedback', {
  id: rowId(),
  planId: ownedBy('plan_id', () => workPlans.id),
  type: text('type').$type<FeedbackType>().notNull().default('general'),
  week: integer('week'),
  taskId: uuid('task_id'),
  authorId: uuid('author_id'),
  authorName: text('author_name').notNull(),
  content: text('content').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type WorkPlanFeedbackRow = typeof workPlanFeedback.$inferSelect;

export const workPlanReminders = pgTable(
  'work_plan_reminders',
  {
    employeeId: uuid('employee_id').notNull(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.year, t.month] })],
);
