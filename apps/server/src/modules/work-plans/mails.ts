import { BENGALI_MONTH_NAMES, PLAN_MONTH_NAMES, SITE_NAME, digitsIn, formatDate, groupDigits, languageInScope, ordinalDay, type Language } from '@app/contract';
import { m } from '@app/contract/messages';
import type { MailContent } from '../../platform/mail-layout.ts';

/** A plan's month as the employee's mail names it: "March 2026", or "মার্চ ২০২৬". */
export const planMonthIn = (year: number, month: number, language: Language) =>
  language === 'bn' ? `${BENGALI_MONTH_NAMES[month - 1]} ${digitsIn(String(year), language)}` : `${PLAN_MONTH_NAMES[month - 1]} ${year}`;

/**
 * What the workplan mails say, in the site's mail layout, in the employee's account language (made
 * inside `inLanguage`). `month` reads "March 2026" (planMonthIn).
 */
export const workPlanMailContent = {
  review: (input: { employeeName: string; reviewerName: string; month: string; approved: boolean; feedback?: string; planUrl: string }): MailContent => ({
    heading: input.approved ? m.mail_work_plan_approved_heading() : m.mail_work_plan_changes_heading(),
    greeting: m.mail_greeting({ name: input.employeeName }),
    body: [
      input.approved
        ? m.mail_work_plan_approved_body({ reviewer: input.reviewerName, month: input.month })
        : m.mail_work_plan_changes_body({ reviewer: input.reviewerName, month: input.month }),
      ...(input.feedback ? [m.mail_work_plan_feedback(), { quote: input.feedback }] : []),
    ],
    button: { label: m.mail_work_plan_open_plan(), url: input.planUrl },
    after: [m.mail_thank_you_site({ site: SITE_NAME })],
  }),
  reminder: (input: { name: string; month: string; deadlineDay: number; deadline: string | Date; minimumTasks: number; planUrl: string }): MailContent => ({
    heading: m.mail_work_plan_reminder_heading({ month: input.month }),
    greeting: m.mail_greeting({ name: input.name }),
    body: [
      m.mail_work_plan_reminder_body({ month: input.month, day: ordinalDay(input.deadlineDay), date: formatDate(input.deadline, '—', languageInScope()) }),
      m.mail_work_plan_reminder_tasks({ count: input.minimumTasks, tasks: groupDigits(input.minimumTasks, languageInScope()) }),
    ],
    button: { label: m.mail_work_plan_open_workplan(), url: input.planUrl },
    after: [m.mail_thank_you_site({ site: SITE_NAME })],
  }),
};
