import { eq, sql } from 'drizzle-orm';
import { INVESTMENT_MESSAGES, INVESTOR_CANCELLABLE, formatInvestmentReference, maturityReasonNeeded, paymentDueOn, planTerms, ukDayOf } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { investmentPlans, type InvestmentPlanRow } from '../../db/schema/content.ts';
import { investmentEvents, investments, type InvestmentRow } from '../../db/schema/investments.ts';
import { actorColumns, type Actor, type SignedInActor } from '../../platform/activity.ts';
import { badRequest, conflict, notFound } from '../../platform/http.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { rowsOf } from '../../db/results.ts';
import { clock } from '../../platform/clock.ts';
import { acceptAgreement, type Acceptance } from '../agreements/service.ts';
import { assertMayInvest } from '../investors/safeguards.ts';
import { transition, type StatusChange } from './lifecycle.ts';
import { investmentMails } from './mails.ts';
import { cycleEndOf, toInvestment, type Investor } from './views.ts';
import { holdUnits, roundFor } from './reservation.ts';
import type { InvestorAddressee } from '../../platform/mail.ts';

/**
 * Investment requests and their pipeline. A request keeps a snapshot of its plan, so later plan
 * edits change nothing already requested; every status change and note is an event on its timeline.
 */

/** The plan's terms as an investment keeps them: later plan edits change nothing already requested. */
export const planTermsOf = (plan: InvestmentPlanRow) => ({
  planId: plan.id,
  planTitle: plan.title,
  ...planTerms(plan),
  isRevolving: plan.isRevolving,
});

/** The next investment reference, numbered within `year`'s sequence. */
export async function nextReference(db: Db, year: number): Promise<string> {
  const result = await db.execute(sql`select nextval('investment_reference_seq')::int as seq`);
  return formatInvestmentReference(year, Number(rowsOf<{ seq: number }>(result)[0]!.seq));
}

/** An active plan, or 400. */
async function activePlan(db: Db, planId: string): Promise<InvestmentPlanRow> {
  const [plan] = await db.select().from(investmentPlans).where(eq(investmentPlans.id, planId));
  if (!plan) throw badRequest(INVESTMENT_MESSAGES.planNotFound, { planId: INVESTMENT_MESSAGES.planNotFound });
  if (!plan.isActive) throw badRequest(INVESTMENT_MESSAGES.planInactive, { planId: INVESTMENT_MESSAGES.planInactive });
  return plan;
}

export type RequestInput = { planId: string; units: number; reinvest: boolean; cycleId?: string };

/**
 * Creates a request from an active plan in one of its rounds, with the next reference of the year:
 * the round's units are held (its row locked to the end of the caller's transaction) before the
 * row is written, and the request states the day it must be paid by.
 */
export async function requestInvestment(db: Db, investor: Investor, input: RequestInput, today = ukDayOf(clock.now())) {
  const plan = await activePlan(db, input.planId);
  return db.transaction(async (tx) => {
    const round = await holdUnits(tx, await roundFor(tx, input, today), input.units, today);
    const [row] = await tx
      .insert(investments)
      .values({
        reference: await nextReference(tx, new Date().getUTCFullYear()),
        userId: investor.id,
        ...planTermsOf(plan),
        units: input.units,
        reinvest: plan.isRevolving ? input.reinvest : false,
        cycleId: round.id,
        paymentDueOn: paymentDueOn(today, round.fundingClosesOn),
        // "Reinvest at maturity" on a revolving plan is the maturity choice, made at request (one truth).
        ...(plan.isRevolving && input.reinvest ? { maturityChoice: 'rollover_all' as const, maturityChosenAt: new Date() } : {}),
      })
      .returning();
    await tx.insert(investmentEvents).values({ investmentId: row!.id, kind: 'status', toStatus: 'requested', ...actorColumns(investor) });
    return row!;
  });
}

export async function findInvestment(db: Db, id: string): Promise<InvestmentRow | undefined> {
  const [row] = await db.select().from(investments).where(eq(investments.id, id));
  return row;
}

export async function ownInvestment(db: Db, userId: string, id: string): Promise<InvestmentRow> {
  const row = await findInvestment(db, id);
  // Another investor's id answers exactly like a missing one.
  if (!row || row.userId !== userId) throw notFound(INVESTMENT_MESSAGES.notFound);
  return row;
}

/**
 * One unit of work per pipeline step: the write, its activity entry and its mails commit in one
 * transaction (a crash between them can no longer keep a move and lose the investor's mail).
 */
export async function placeRequest(deps: Deps, investor: InvestorAddressee & Investor, input: RequestInput, acceptance: Acceptance) {
  return work(deps, investor, async (uow) => {
    await assertMayInvest(uow.tx, investor, input, clock.now());
    const row = await requestInvestment(uow.tx, investor, input);
    // The agreement is part of the request: no request without its accepted, stored agreement.
    await acceptAgreement(uow.tx, uow.config, row, investor, acceptance);
    const view = toInvestment(row, undefined, await cycleEndOf(uow.tx, row));
    await investmentMails.requested(uow, investor, view);
    return view;
  });
}

/** The investor cancels their own request: the move, with its mail to them, and a mail to staff. */
export async function cancelRequest(deps: Deps, investor: SignedInActor, id: string) {
  return work(deps, investor, async (uow) => {
    const row = await ownInvestment(uow.tx, investor.id, id);
    if (!INVESTOR_CANCELLABLE.includes(row.status)) throw conflict(INVESTMENT_MESSAGES.cannotCancel);
    const view = toInvestment(await transition(uow, row, { status: 'cancelled', note: 'Cancelled by the investor' }));
    // Staff may be waiting for this transfer or about to call: they are told too.
    await investmentMails.cancelledByInvestor(uow, investor, view);
    return view;
  });
}

/** Staff move an investment; maturing before the cycle's end needs their reason. */
export async function changeStatus(deps: Deps, actor: Actor, id: string, change: StatusChange): Promise<InvestmentRow> {
  return work(deps, actor, async (uow) => {
    const row = await findInvestment(uow.tx, id);
    if (!row) throw notFound(INVESTMENT_MESSAGES.notFound);
    if (
      change.status === 'matured' &&
      !change.reason &&
      maturityReasonNeeded(toInvestment(row, undefined, await cycleEndOf(uow.tx, row)), ukDayOf(new Date()))
    ) {
      throw badRequest(INVESTMENT_MESSAGES.maturityReasonRequired, { reason: INVESTMENT_MESSAGES.maturityReasonRequired });
    }
    return transition(uow, row, change, { noteToInvestor: true });
  });
}

/** Staff note an investment: the note and its activity entry. */
export async function addStaffNote(deps: Deps, actor: Actor, id: string, note: string): Promise<InvestmentRow> {
  return work(deps, actor, async (uow) => {
    const row = await findInvestment(uow.tx, id);
    if (!row) throw notFound(INVESTMENT_MESSAGES.notFound);
    await uow.tx.insert(investmentEvents).values({ investmentId: row.id, kind: 'note', note, ...actorColumns(actor) });
    await uow.tx.update(investments).set({ updatedAt: new Date() }).where(eq(investments.id, row.id));
    await uow.activity({ action: 'note', entity: 'investment', entityId: id, summary: `Added a note to investment ${row.reference}` });
    return row;
  });
}
