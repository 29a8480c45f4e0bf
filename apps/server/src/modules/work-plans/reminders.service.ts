import { and, eq } from 'drizzle-orm';
import { inLanguage, planDate } from '@app/contract';
import { users } from '../../db/schema/users.ts';
import { workPlanReminders, workPlans } from '../../db/schema/work-plans.ts';
import { isDatabaseUnavailable } from '../../platform/http.ts';
import { planMonthIn, workPlanMailContent } from './mails.ts';
import { m } from '@app/contract/messages';
import { outageLog } from '../../platform/outage-log.ts';
import type { Actor } from '../../platform/activity.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { currentMonth } from './metrics.service.ts';
import { getSettings } from './settings.service.ts';

/** Who sends the reminders: the timed round, no person (it writes no activity entry). */
const REMINDER_ROUND: Actor = { id: null, name: 'Workplan reminders' };

/**
 * Mails every active employee without a submitted plan for the coming deadline, once per plan month,
 * when the deadline (settings.deadlineDay of the month) is at most settings.reminderDays away.
 * The ledger row is claimed first, so several app instances never send the same reminder twice; the
 * claim and the mail are one unit of work, so a mail that cannot be queued leaves no claim behind and
 * the next round sends it.
 */
export async function sendReminders(deps: Deps, now = new Date()) {
  const { db, config } = deps;
  const settings = await getSettings(db);
  const { year, month, today } = currentMonth(now);
  let target = { year, month };
  let deadline = planDate(year, month, settings.deadlineDay);
  if (deadline < today) {
    target = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
    deadline = planDate(target.year, target.month, settings.deadlineDay);
  }
  const daysLeft = Math.round((Date.parse(deadline) - Date.parse(today)) / 86_400_000);
  if (daysLeft > settings.reminderDays) return 0;

  const candidates = await db
    .select({ user: users, status: workPlans.status })
    .from(users)
    .leftJoin(workPlans, and(eq(workPlans.employeeId, users.id), eq(workPlans.year, target.year), eq(workPlans.month, target.month)))
    .where(and(eq(users.userRole, 'employee'), eq(users.userStatus, 'active')));
  let sent = 0;
  for (const { user, status } of candidates) {
    if (status === 'pending' || status === 'approved') continue;
    const claimed = await work(deps, REMINDER_ROUND, async (uow) => {
      const [claim] = await uow.tx
        .insert(workPlanReminders)
        .values({ employeeId: user.id, year: target.year, month: target.month })
        .onConflictDoNothing()
        .returning({ id: workPlanReminders.employeeId });
      if (!claim) return false;
      // In the employee's account language (the back office page it links to is English).
      const language = user.language;
      await uow.mail({
        kind: 'work-plan-reminder',
        to: user.email,
        language,
        ...inLanguage(language, () => {
          const month = planMonthIn(target.year, target.month, language);
          return {
            subject: m.mail_work_plan_reminder_subject({ month }),
            content: workPlanMailContent.reminder({
              name: user.name,
              month,
              deadlineDay: settings.deadlineDay,
              deadline,
              minimumTasks: settings.minimumTasks,
              planUrl: `${config.publicUrl}/admin/manage-work-plan/weekly-plan`,
            }),
          };
        }),
      });
      return true;
    });
    if (!claimed) continue;
    sent++;
  }
  return sent;
}

/**
 * Reminder mails: checked shortly after start and then every hour; each reminder is sent once per
 * employee and month. A database outage is logged once, not every hour it lasts; the next hourly
 * round is the retry. `round` is the work of one round (tests give their own, so fake timers never
 * drive a real database driver's own timeouts).
 */
export function scheduleReminders(deps: Pick<Deps, 'log'>, round: () => Promise<unknown>) {
  const outage = outageLog(deps.log, 'work-plan reminders');
  const run = async () => {
    try {
      await round();
      outage.up();
    } catch (err) {
      if (isDatabaseUnavailable(err)) outage.down();
      else deps.log.error({ err }, 'work-plan reminders failed');
    }
  };
  const first = setTimeout(run, 30_000);
  const timer = setInterval(run, 60 * 60 * 1000);
  first.unref();
  timer.unref();
  /** Stops the rounds (the server calls it when it closes). */
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
