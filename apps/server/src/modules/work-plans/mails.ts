import { SITE_NAME, countOf, formatDate, ordinalDay } from '@app/contract';
import type { MailContent } from '../../platform/mail-layout.ts';

/** What the workplan mails say, in the site's mail layout. `month` reads "March 2026". */
export const workPlanMailContent = {
  review: (input: { employeeName: string; reviewerName: string; month: string; approved: boolean; feedback?: string; planUrl: string }): MailContent => ({
    heading: input.approved ? 'Your workplan is approved' : 'Changes requested on your workplan',
    greeting: `Hello ${input.employeeName},`,
    body: [
      input.approved
        ? `${input.reviewerName} approved your workplan for ${input.month}.`
        : `${input.reviewerName} asked for changes to your workplan for ${input.month}. Please update it and submit it again.`,
      ...(input.feedback ? ['Feedback:', { quote: input.feedback }] : []),
    ],
    button: { label: 'Open your plan', url: input.planUrl },
    after: [`Thank you,\n${SITE_NAME}`],
  }),
  reminder: (input: { name: string; month: string; deadlineDay: number; deadline: string | Date; minimumTasks: number; planUrl: string }): MailContent => ({
    heading: `Your ${input.month} workplan is due`,
    greeting: `Hello ${input.name},`,
    body: [
      `Your workplan for ${input.month} has not been submitted yet. It is due on the ${ordinalDay(input.deadlineDay)} (${formatDate(input.deadline)}).`,
      `Add at least ${countOf(input.minimumTasks, { one: 'task', other: 'tasks' })} to each week and submit it.`,
    ],
    button: { label: 'Open your workplan', url: input.planUrl },
    after: [`Thank you,\n${SITE_NAME}`],
  }),
};
