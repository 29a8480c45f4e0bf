import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { PLAN_MONTH_NAMES, planDate } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { workPlanReminders, workPlans } from '../../db/schema/work-plans.ts';
import { isDatabaseUnavailable } from '../../platform/http.ts';
import { sendMail, type Mailer } from '../../platform/mail.ts';
import { workPlanMailContent } from './mails.ts';
import { outageLog } from '../../platform/outage-log.ts';
import { currentMonth } from './metrics.service.ts';
import { getSettings } from './settings.service.ts';

/**
 * Mails every active employee without a submitted plan for the coming deadline, once per plan month,
 * when the deadline (settings.deadlineDay of the month) is at most settings.reminderDays away.
 * The ledger row is claimed first, so several app instances never send the same reminder twice.
 */
export async function sendReminders(db: Db, config: Mailer['config'], now = new Date()) {
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
    const claimed = await db
      .insert(workPlanReminders)
      .values({ employeeId: user.id, year: target.year, month: target.month })
      .onConflictDoNothing()
      .returning({ id: workPlanReminders.employeeId });
    if (!claimed.length) continue;
    const monthName = `${PLAN_MONTH_NAMES[target.month - 1]} ${target.year}`;
    await sendMail(
      { db, config },
      {
        kind: 'work-plan-reminder',
        to: user.email,
        subject: `Reminder: submit your ${monthName} workplan`,
        content: workPlanMailContent.reminder({
          name: user.name,
          month: monthName,
          deadlineDay: settings.deadlineDay,
          deadline,
          minimumTasks: settings.minimumTasks,
          planUrl: `${config.publicUrl}/admin/manage-work-plan/weekly-plan`,
        }),
      },
    );
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
export function scheduleReminders(app: FastifyInstance, round: () => Promise<unknown> = () => sendReminders(app.db, app.config)) {
  const outage = outageLog(app.log, 'work-plan reminders');
  const run = async () => {
    try {
      await round();
      outage.up();
    } catch (err) {
      if (isDatabaseUnavailable(err)) outage.down();
      else app.log.error({ err }, 'work-plan reminders failed');
    }
  };
  const first = setTimeout(run, 30_000);
  const timer = setInterval(run, 60 * 60 * 1000);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
