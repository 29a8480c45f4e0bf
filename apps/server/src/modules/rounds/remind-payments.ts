import { and, asc, eq, gte, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { PAYMENT_REMINDER_DAYS, UNPAID_STATUSES, addDays, capitalReceived, investmentAmount, ukDayOf } from '@app/contract';
import { investments } from '../../db/schema/investments.ts';
import { users } from '../../db/schema/users.ts';
import type { Actor } from '../../platform/activity.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { ledgerSumsOf } from '../ledger/service.ts';
import { investmentMails } from '../investments/mails.ts';
import { cycleEndOf, toInvestment } from '../investments/views.ts';

const REMINDERS: Actor = { id: null, name: 'Payment reminders' };

/**
 * Housekeeping: reminds every unpaid reservation whose payment day is at most PAYMENT_REMINDER_DAYS
 * away (and not past) that the units go after that day. Once each: the conditional update of
 * payment_reminded_at picks who is mailed, in the same unit of work as the mail.
 */
export async function remindPayments(deps: Deps, now: Date): Promise<number> {
  const today = ukDayOf(now);
  const due = await deps.db
    .select({ id: investments.id })
    .from(investments)
    .where(
      and(
        isNotNull(investments.paymentDueOn),
        gte(investments.paymentDueOn, today),
        lte(investments.paymentDueOn, addDays(today, PAYMENT_REMINDER_DAYS)),
        inArray(investments.status, [...UNPAID_STATUSES]),
        isNull(investments.paymentRemindedAt),
      ),
    )
    .orderBy(asc(investments.paymentDueOn), asc(investments.id));
  let reminded = 0;
  for (const { id } of due) {
    reminded += await work(deps, REMINDERS, async (uow) => {
      const [marked] = await uow.tx
        .update(investments)
        .set({ paymentRemindedAt: now })
        .where(and(eq(investments.id, id), isNull(investments.paymentRemindedAt), inArray(investments.status, [...UNPAID_STATUSES])))
        .returning();
      if (!marked) return 0;
      const [investor] = await uow.tx.select({ name: users.name, email: users.email, language: users.language }).from(users).where(eq(users.id, marked.userId));
      const outstanding = investmentAmount(marked) - capitalReceived(await ledgerSumsOf(uow.tx, marked.id));
      await investmentMails.paymentReminder(uow, investor!, toInvestment(marked, undefined, await cycleEndOf(uow.tx, marked)), Math.max(outstanding, 0));
      return 1;
    });
  }
  return reminded;
}
