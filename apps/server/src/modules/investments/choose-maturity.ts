import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  MATURITY_ASK_DAYS,
  MATURITY_CHOICE_DEADLINE_DAYS,
  MATURITY_CHOICE_LABELS,
  MATURITY_CHOOSABLE_STATUSES,
  MATURITY_MESSAGES,
  maturityChoiceOpen,
  maturityChoiceSchema,
  ukDayOf,
  type Investment,
} from '@app/contract';

import { cycles } from '../../db/schema/cycles.ts';
import { investmentEvents, investments } from '../../db/schema/investments.ts';
import { users } from '../../db/schema/users.ts';
import { actorColumns, type SignedInActor } from '../../platform/activity.ts';
import { clock } from '../../platform/clock.ts';
import { conflict, parse } from '../../platform/http.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { investmentMails } from './mails.ts';
import { ownInvestment } from './service.ts';
import { cycleEndOf, rolloverLinksOf, toInvestment } from './views.ts';

/**
 * The investor's maturity choice (issue 47): pay out, or roll into the plan's next open round, until
 * the deadline (MATURITY_CHOICE_DEADLINE_DAYS before the expected maturity). The write is one
 * conditional UPDATE that re-checks the status and the deadline against the cycle as it stands, so a
 * cycle closing (which locks the row) or an end date moved meanwhile cannot be raced past.
 */
export async function chooseMaturity(deps: Deps, investor: SignedInActor, id: string, body: unknown): Promise<Investment> {
  const { maturityChoice } = parse(maturityChoiceSchema, body);
  return work(deps, investor, async (uow) => {
    const { tx } = uow;
    const row = await ownInvestment(tx, investor.id, id);
    const today = ukDayOf(clock.now());
    const before = toInvestment(row, undefined, await cycleEndOf(tx, row));
    if (!MATURITY_CHOOSABLE_STATUSES.includes(row.status)) throw conflict(MATURITY_MESSAGES.notChoosable);
    if (!maturityChoiceOpen(before, today)) throw conflict(MATURITY_MESSAGES.closed(before.maturityChoiceDeadline!));
    // Replaying the same choice changes nothing and mails nothing.
    if (row.maturityChoice === maturityChoice) return toInvestment(row, undefined, before.expectedMaturityAt, await rolloverLinksOf(tx, row));
    const now = clock.now();
    const cycleDeadlineOpen = sql`(select ${cycles.expectedEndDate} - ${MATURITY_CHOICE_DEADLINE_DAYS}::int from ${cycles} where ${cycles.id} = ${investments.cycleId}) >= ${today}::date`;
    const [updated] = await tx
      .update(investments)
      .set({ maturityChoice, maturityChosenAt: now, updatedAt: now })
      .where(
        and(
          eq(investments.id, row.id),
          eq(investments.userId, investor.id),
          inArray(investments.status, [...MATURITY_CHOOSABLE_STATUSES]),
          // In a cycle: its expected end decides; in none: the deadline checked above from the plan's duration.
          or(isNull(investments.cycleId), cycleDeadlineOpen),
        ),
      )
      .returning();
    if (!updated) throw conflict(MATURITY_MESSAGES.notChoosable);
    const note = `Maturity choice: ${MATURITY_CHOICE_LABELS[maturityChoice]}`;
    await tx.insert(investmentEvents).values({ investmentId: row.id, kind: 'note', note, ...actorColumns(investor) });
    await uow.activity({
      action: 'update',
      entity: 'investment',
      entityId: row.id,
      summary: `${note} on ${row.reference}`,
      changes: { before: { maturityChoice: row.maturityChoice }, after: { maturityChoice } },
    });
    const view = toInvestment(updated, undefined, before.expectedMaturityAt, await rolloverLinksOf(tx, updated));
    const [person] = await tx.select({ name: users.name, email: users.email, language: users.language }).from(users).where(eq(users.id, investor.id));
    await investmentMails.maturityChosen(uow, person!, view);
    return view;
  });
}

/**
 * Housekeeping: each investor whose investment runs in a running cycle, has no choice yet and whose
 * deadline is at most MATURITY_ASK_DAYS away (and not past) is asked once. The conditional UPDATE of
 * `maturity_asked_at` and the mail commit in one unit of work, so two instances never ask twice.
 * Returns how many were asked.
 */
export async function askMaturityChoices(deps: Deps, now: Date): Promise<number> {
  const today = ukDayOf(now);
  const deadline = sql`${cycles.expectedEndDate} - ${MATURITY_CHOICE_DEADLINE_DAYS}::int`;
  const due = await deps.db
    .select({ id: investments.id })
    .from(investments)
    .innerJoin(cycles, eq(cycles.id, investments.cycleId))
    .where(
      and(
        eq(investments.status, 'active'),
        eq(cycles.status, 'running'),
        isNull(investments.maturityChoice),
        isNull(investments.maturityAskedAt),
        sql`${deadline} >= ${today}::date`,
        sql`${deadline} - ${today}::date <= ${MATURITY_ASK_DAYS}`,
      ),
    )
    .orderBy(investments.id);
  let asked = 0;
  for (const { id } of due) {
    const sent = await work(deps, { id: null, name: null }, async (uow) => {
      const [row] = await uow.tx
        .update(investments)
        .set({ maturityAskedAt: now })
        .where(and(eq(investments.id, id), isNull(investments.maturityAskedAt), isNull(investments.maturityChoice), eq(investments.status, 'active')))
        .returning();
      if (!row) return false;
      const [person] = await uow.tx.select({ name: users.name, email: users.email, language: users.language }).from(users).where(eq(users.id, row.userId));
      await investmentMails.maturityAsk(uow, person!, toInvestment(row, undefined, await cycleEndOf(uow.tx, row)));
      return true;
    });
    if (sent) asked++;
  }
  return asked;
}
