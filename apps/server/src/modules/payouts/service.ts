import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import {
  PAYEE_NAME_RESULT_LABELS,
  PAYOUT_HOLD_MS,
  PAYOUT_MESSAGES as M,
  checkPayeeName,
  maskPayoutAccount,
  type PayoutAccount,
  type PayoutAccountChange,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { payoutAccounts, type PayoutAccountRow } from '../../db/schema/payouts.ts';
import { users } from '../../db/schema/users.ts';
import { investorProfiles } from '../../db/schema/investments.ts';
import type { SignedInActor } from '../../platform/activity.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';
import { conflict, notFound } from '../../platform/http.ts';
import { payoutMails, type NameNotice } from './mails.ts';

/**
 * Payout accounts: where an investor's capital and profit are paid. A change is a new row; payouts
 * to an account changed less than PAYOUT_HOLD_HOURS ago wait, unless staff confirmed it earlier.
 */

/**
 * The time the hold of an account ends by itself, or null when it is not (or no longer) on hold at
 * `at`. The account's own change starts a hold, and so does a change of the account's email (the
 * step before a taken account's payouts are redirected); staff confirming the account after both lifts it.
 */
function holdEnd(row: PayoutAccountRow, at: Date, emailChangedAt: Date | null = null): Date | null {
  const since = [row.createdAt, emailChangedAt].filter((time): time is Date => time !== null && !(row.confirmedAt && row.confirmedAt >= time));
  const end = Math.max(...since.map((time) => time.getTime() + PAYOUT_HOLD_MS));
  return end > at.getTime() ? new Date(end) : null;
}

/** A close or no match on the holder's name holds payouts to the account until staff confirm it. */
function nameHeld(row: PayoutAccountRow): boolean {
  return !row.confirmedAt && (row.nameCheck === 'close_match' || row.nameCheck === 'no_match');
}

async function emailChangedAtOf(db: Db, userId: string) {
  const [row] = await db.select({ emailChangedAt: users.emailChangedAt }).from(users).where(eq(users.id, userId));
  return row?.emailChangedAt ?? null;
}

function toPayoutAccount(row: PayoutAccountRow, at: Date, current: boolean, emailChangedAt: Date | null = null): PayoutAccount {
  return {
    id: row.id,
    kind: row.kind,
    holderName: row.holderName,
    masked: maskPayoutAccount(row),
    bic: row.bic,
    createdAt: row.createdAt.toISOString(),
    onHoldUntil: current ? (holdEnd(row, at, emailChangedAt)?.toISOString() ?? null) : null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    confirmedBy: row.confirmedBy,
    confirmReason: row.confirmReason,
    current,
    nameCheck: row.nameCheck,
    nameSuggestion: row.nameCheck === 'close_match' ? row.nameCheckedAgainst : null,
    nameHeld: current && nameHeld(row),
  };
}

/** The name payouts must be made out to: the legal name from verification, else the account's name. */
async function legalNameOf(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ name: users.name, legalName: investorProfiles.legalName })
    .from(users)
    .leftJoin(investorProfiles, eq(investorProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row?.legalName?.trim() || row?.name || '';
}

async function historyRows(db: Db, userId: string) {
  return db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)).orderBy(desc(payoutAccounts.createdAt), desc(payoutAccounts.id));
}

/**
 * The account payouts to this investor go to at `at` (the ledger's payout batches read this): the
 * full row to pay, its masked form for advices and screens, and whether payouts must still wait.
 * Null when the investor has not given one.
 */
export async function payoutAccountFor(
  db: Db,
  userId: string,
  at: Date = new Date(),
): Promise<{ account: PayoutAccountRow; masked: string; onHold: boolean; onHoldUntil: Date | null; nameHeld: boolean } | null> {
  const [row] = await historyRows(db, userId);
  if (!row) return null;
  const onHoldUntil = holdEnd(row, at, await emailChangedAtOf(db, userId));
  const held = nameHeld(row);
  return { account: row, masked: maskPayoutAccount(row), onHold: onHoldUntil !== null || held, onHoldUntil, nameHeld: held };
}

/** Every account the investor has given, newest (the current one) first. */
export async function payoutAccountHistory(db: Db, userId: string, at: Date = new Date()): Promise<PayoutAccount[]> {
  const rows = await historyRows(db, userId);
  const emailChangedAt = await emailChangedAtOf(db, userId);
  return rows.map((row, index) => toPayoutAccount(row, at, index === 0, emailChangedAt));
}

/** What the name check found, for the mail to say in the investor's language (payeeNameNotice's cases). */
function nameNoticeOf(account: Pick<PayoutAccount, 'nameCheck' | 'nameSuggestion'>): NameNotice | null {
  if (account.nameCheck === 'close_match') return { kind: 'closeMatch', suggestion: account.nameSuggestion ?? '' };
  if (account.nameCheck === 'no_match') return { kind: 'noMatch' };
  return null;
}

/** The investor gives a new payout account: the new row, its log entry and the investor's mail in one transaction. */
export async function changePayoutAccount(deps: Deps, investor: SignedInActor, input: PayoutAccountChange, now: Date = new Date()) {
  // The investor's second factor when two-factor is on (the stronger proof), otherwise the password.
  await deps.confirmIdentity(investor.id, input, M);
  const { password: _password, totpCode: _totpCode, ...fields } = input;
  const legalName = await legalNameOf(deps.db, investor.id);
  const { result: nameCheck } = checkPayeeName(fields.holderName, legalName);
  return work(deps, investor, async (uow) => {
    const [row] = await uow.tx
      .insert(payoutAccounts)
      .values({
        userId: investor.id,
        kind: fields.kind,
        holderName: fields.holderName,
        sortCode: fields.kind === 'uk' ? fields.sortCode : null,
        accountNumber: fields.kind === 'uk' ? fields.accountNumber : null,
        iban: fields.kind === 'international' ? fields.iban : null,
        bic: fields.kind === 'international' ? fields.bic : null,
        createdAt: now,
        nameCheck,
        nameCheckedAgainst: legalName,
      })
      .returning();
    const masked = maskPayoutAccount(row!);
    // The log keeps only the masked form: the full numbers stay in their own table.
    await uow.activity({
      action: 'update',
      entity: 'payout-account',
      entityId: investor.id,
      summary: `${investor.name} changed their payout account to ${masked}${nameCheck === 'match' ? '' : ` (holder name: ${PAYEE_NAME_RESULT_LABELS[nameCheck].toLowerCase()})`}`,
    });
    const [to] = await uow.tx.select({ name: users.name, email: users.email, language: users.language }).from(users).where(eq(users.id, investor.id));
    await payoutMails.accountChanged(uow, to!, {
      masked,
      holderName: row!.holderName,
      onHoldUntil: holdEnd(row!, now)!,
      nameNotice: nameNoticeOf(toPayoutAccount(row!, now, true)),
    });
    return toPayoutAccount(row!, now, true);
  });
}

/** Staff lift the hold of an investor's current account early, with a reason that is logged. */
export async function confirmPayoutAccount(deps: Deps, actor: SignedInActor, userId: string, accountId: string, reason: string, now: Date = new Date()) {
  return work(deps, actor, async (uow) => {
    const { tx } = uow;
    const [current] = await historyRows(tx, userId);
    if (!current || current.id !== accountId) throw notFound(M.notFound);
    const emailChangedAt = await emailChangedAtOf(tx, userId);
    const heldForName = nameHeld(current);
    if (!holdEnd(current, now, emailChangedAt) && !heldForName) throw conflict(M.notOnHold);
    const [confirmed] = await tx
      .update(payoutAccounts)
      .set({ confirmedAt: now, confirmedBy: actor.name, confirmReason: reason })
      .where(and(eq(payoutAccounts.id, accountId), or(isNull(payoutAccounts.confirmedAt), lt(payoutAccounts.confirmedAt, emailChangedAt ?? new Date(0)))))
      .returning();
    if (!confirmed) throw conflict(M.notOnHold);
    const masked = maskPayoutAccount(confirmed);
    await uow.activity({
      action: 'status',
      entity: 'payout-account',
      entityId: userId,
      summary: heldForName
        ? `Confirmed payout account ${masked} whose holder name was a ${PAYEE_NAME_RESULT_LABELS[current.nameCheck!].toLowerCase()} for ${current.nameCheckedAgainst}: ${reason}`
        : `Confirmed payout account ${masked} before the end of its hold: ${reason}`,
    });
    const [investor] = await tx.select({ name: users.name, email: users.email, language: users.language }).from(users).where(eq(users.id, userId));
    if (investor) await payoutMails.accountConfirmed(uow, investor, { masked, holderName: confirmed.holderName });
    return toPayoutAccount(confirmed, now, true);
  });
}
