import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  PAYOUT_BATCH_MESSAGES,
  BACS_CSV_HEADERS,
  INTERNATIONAL_CSV_HEADERS,
  PAYOUT_FILE_KINDS,
  SWIFT_NAME_MAX,
  SWIFT_REFERENCE_MAX,
  bacsSortCode,
  bacsText,
  swiftText,
  type PayoutFileKind,
  formatDate,
  formatDateTime,
  formatMoney,
  maskAccount,
  maskPayoutAccount,
  toCsv,
  type CsvColumn,
  type Pagination,
  type PayeeProblem,
  type PayoutBatch,
  type PayoutCandidate,
  decimalOfMinor,
  markBatchSentSchema,
  type Approval,
  type BatchPayeeProblem,
  type Currency,
  type MaturityChoice,
  type PayoutBatchSendPreview,
  type PayoutItemKind,
  type InvestmentStatus,
  LEDGER_MESSAGES,
  ROUND_CLOSING_MESSAGES,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { bankLines, payoutBatchItems, payoutBatches, type BankLineRow, type PayoutBatchRow } from '../../db/schema/bank-statements.ts';
import { investmentEvents, investments, type InvestmentRow } from '../../db/schema/investments.ts';
import { users } from '../../db/schema/users.ts';
import { actorColumns, recordActivity, type Actor } from '../../platform/activity.ts';
import { investmentMails } from '../investments/mails.ts';
import { refundSentBlocks } from '../rounds/mails.ts';
import { cycleEndOf, toInvestment } from '../investments/views.ts';
import { pageOffset, paginationOf, totalOf, type PageRequest } from '../../platform/pagination.ts';
import { HttpError, conflict, notFound, parse } from '../../platform/http.ts';
import { work, type Deps, type UnitOfWork } from '../../platform/unit-of-work.ts';
import { approvedBy, requestApproval, secondAdminNeeded } from '../../platform/approvals.ts';
import type { ApprovalRow } from '../../db/schema/platform.ts';
import { transition } from '../investments/lifecycle.ts';
import { rolledOverToReference } from '../investments/views.ts';
import { payoutAccountOf, type PayoutAccount } from './payout-accounts.ts';
import { ledgerTotalsOf, recordLedgerEntry } from '../ledger/service.ts';

/**
 * Payouts out: a batch gathers matured investments with each payee's account and the amount the
 * ledger holds for them; the bank gets a domestic (Bacs) and an international bulk-payment CSV; marking the batch sent (by staff, or
 * by a statement's debits) pays each investment out in one transaction.
 */

/** Every reason money may not go to a payee's account now, in the order staff act on them. */
function accountProblems(account: PayoutAccount | null, now: Date): ('no_account' | 'account_on_hold' | 'name_unconfirmed')[] {
  if (!account) return ['no_account'];
  const problems: ('account_on_hold' | 'name_unconfirmed')[] = [];
  if (account.onHoldUntil && account.onHoldUntil > now) problems.push('account_on_hold');
  if (account.nameHeld) problems.push('name_unconfirmed');
  return problems;
}

function problemOf(account: PayoutAccount | null, amount: number, currency: Currency, now: Date): PayeeProblem | null {
  if (amount <= 0) return 'nothing_to_pay';
  const problem = accountProblems(account, now)[0];
  if (problem) return problem;
  // The domestic file is a Bacs payment, in pounds; money in another currency goes by IBAN.
  return account && !account.iban && currency !== 'GBP' ? 'uk_account_not_sterling' : null;
}

/**
 * Money held that goes back to the investor (a cancelled round, a round started without all of its
 * money, late money the investor wants back): due from `refund_requested_at`, in any status that
 * has not matured.
 */
const REFUNDABLE_STATUSES: readonly InvestmentStatus[] = ['requested', 'contacted', 'awaiting_payment', 'active', 'cancelled'];
const refundDue = and(isNotNull(investments.refundRequestedAt), inArray(investments.status, [...REFUNDABLE_STATUSES]));
const isRefundDue = (row: InvestmentRow) => row.refundRequestedAt !== null && REFUNDABLE_STATUSES.includes(row.status);
/** What a batch would pay this investment: its payout when matured, else the refund of what it holds. */
const itemKindOf = (row: InvestmentRow): PayoutItemKind => (row.status === 'matured' ? 'payout' : 'refund');

/** One page of matured investments and refunds due not yet in a batch, each with its amount and whether it can be paid now. */
export async function payoutCandidates(db: Db, page: PageRequest, now = new Date()): Promise<{ data: PayoutCandidate[]; pagination: Pagination }> {
  const waiting = and(or(eq(investments.status, 'matured'), refundDue), isNull(payoutBatchItems.investmentId));
  const rows = await db
    .select({ investment: investments, investorName: users.name, rolledOverTo: rolledOverToReference })
    .from(investments)
    .innerJoin(users, eq(users.id, investments.userId))
    .leftJoin(payoutBatchItems, eq(payoutBatchItems.investmentId, investments.id))
    .where(waiting)
    .orderBy(asc(sql`coalesce(${investments.maturedAt}, ${investments.refundRequestedAt})`), asc(investments.reference))
    .limit(page.limit)
    .offset(pageOffset(page));
  const [totals, total] = await Promise.all([
    ledgerTotalsOf(
      db,
      rows.map((row) => row.investment.id),
    ),
    totalOf(
      db,
      page,
      rows.length,
      db.select({ id: investments.id }).from(investments).leftJoin(payoutBatchItems, eq(payoutBatchItems.investmentId, investments.id)).where(waiting),
    ),
  ]);
  const data = await Promise.all(
    rows.map(async ({ investment, investorName, rolledOverTo }) => {
      const account = await payoutAccountOf(db, investment.userId);
      const amount = totals.get(investment.id)?.balance ?? 0;
      return {
        investmentId: investment.id,
        kind: itemKindOf(investment),
        reference: investment.reference,
        investorName,
        amount,
        account: account && maskAccount(account),
        problem: problemOf(account, amount, investment.currency, now),
        onHoldUntil: account?.onHoldUntil?.toISOString() ?? null,
        nameCheck: account?.nameCheck ?? null,
        maturityChoice: investment.maturityChoice,
        rolledOverTo,
      };
    }),
  );
  return { data, pagination: paginationOf(page, total) };
}

/** Creates a batch of the chosen investments; any that cannot be paid refuses the batch, naming why. */
export async function createPayoutBatch(deps: Deps, actor: Actor, investmentIds: string[], now = new Date()): Promise<PayoutBatch> {
  const batchId = await work(deps, actor, async ({ tx, activity }) => {
    const ids = [...new Set(investmentIds)];
    const rows = await tx.select().from(investments).where(inArray(investments.id, ids)).orderBy(asc(investments.reference)).for('update');
    if (rows.length !== ids.length) throw notFound(PAYOUT_BATCH_MESSAGES.investmentsRequired);
    const inBatch = new Set(
      (await tx.select({ id: payoutBatchItems.investmentId }).from(payoutBatchItems).where(inArray(payoutBatchItems.investmentId, ids))).map((row) => row.id),
    );
    const totals = await ledgerTotalsOf(tx, ids);
    const items = [];
    const errors: Record<string, string> = {};
    for (const row of rows) {
      const amount = totals.get(row.id)?.balance ?? 0;
      const account = await payoutAccountOf(tx, row.userId);
      let message: string | null = null;
      if ((row.status !== 'matured' && !isRefundDue(row)) || inBatch.has(row.id)) message = PAYOUT_BATCH_MESSAGES.notMatured(row.reference);
      else {
        const problem = problemOf(account, amount, row.currency, now);
        if (problem === 'nothing_to_pay') message = PAYOUT_BATCH_MESSAGES.nothingToPay(row.reference);
        if (problem === 'no_account') message = PAYOUT_BATCH_MESSAGES.noAccount(row.reference);
        if (problem === 'account_on_hold') message = PAYOUT_BATCH_MESSAGES.onHold(row.reference, formatDateTime(account!.onHoldUntil));
        if (problem === 'name_unconfirmed') message = PAYOUT_BATCH_MESSAGES.nameUnconfirmed(row.reference);
        if (problem === 'uk_account_not_sterling') message = PAYOUT_BATCH_MESSAGES.ukAccountNotSterling(row.reference, row.currency);
      }
      if (message) errors[row.reference] = message;
      else items.push({ row, amount, account: account! });
    }
    const messages = Object.values(errors);
    if (messages.length) throw new HttpError(409, messages[0]!, errors);
    const [batch] = await tx.insert(payoutBatches).values({ createdBy: actor.id, createdByName: actor.name }).returning();
    await tx.insert(payoutBatchItems).values(
      items.map(({ row, amount, account }) => ({
        batchId: batch!.id,
        investmentId: row.id,
        amountPence: amount,
        holderName: account.holderName,
        sortCode: account.sortCode ?? null,
        accountNumber: account.accountNumber ?? null,
        iban: account.iban ?? null,
        bic: account.bic ?? null,
        itemKind: itemKindOf(row),
      })),
    );
    const total = items.reduce((sum, item) => sum + item.amount, 0);
    await activity({
      action: 'create',
      entity: 'payout-batch',
      entityId: batch!.id,
      summary: `Created a payout batch of ${items.length} investments, ${formatMoney(total)} in total`,
    });
    return batch!.id;
  });
  return (await payoutBatch(deps.db, batchId))!;
}

type ItemRow = typeof payoutBatchItems.$inferSelect & {
  reference: string;
  investorName: string;
  userId: string;
  currency: Currency;
  maturityChoice: MaturityChoice | null;
  rolledOverTo: string | null;
};

/** The batch item's copy of the account, masked like the payout account it was copied from. */
const maskedItemAccount = ({ itemKind: _itemKind, ...item }: ItemRow) => maskPayoutAccount({ ...item, kind: item.iban ? 'international' : 'uk' });

async function itemsOf(db: Db, batchIds: string[]): Promise<ItemRow[]> {
  if (batchIds.length === 0) return [];
  const rows = await db
    .select({
      item: payoutBatchItems,
      reference: investments.reference,
      investorName: users.name,
      userId: investments.userId,
      currency: investments.currency,
      maturityChoice: investments.maturityChoice,
      rolledOverTo: rolledOverToReference,
    })
    .from(payoutBatchItems)
    .innerJoin(investments, eq(investments.id, payoutBatchItems.investmentId))
    .innerJoin(users, eq(users.id, investments.userId))
    .where(inArray(payoutBatchItems.batchId, batchIds))
    .orderBy(asc(investments.reference));
  return rows.map(({ item, ...investment }) => ({ ...item, ...investment }));
}

function toBatch(row: PayoutBatchRow, items: ItemRow[]): PayoutBatch {
  return {
    id: row.id,
    status: row.status,
    total: items.reduce((sum, item) => sum + item.amountPence, 0),
    count: items.length,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    sentOn: row.sentOn,
    files: filesOf(items),
    items: items.map((item) => ({
      investmentId: item.investmentId,
      kind: item.itemKind,
      reference: item.reference,
      investorName: item.investorName,
      amount: item.amountPence,
      account: maskAccount(item),
      maturityChoice: item.maturityChoice,
      rolledOverTo: item.rolledOverTo,
    })),
  };
}

/** One page of batches, newest first, each with its payees. */
export async function listPayoutBatches(db: Db, page: PageRequest): Promise<{ data: PayoutBatch[]; pagination: Pagination }> {
  const rows = await db.select().from(payoutBatches).orderBy(desc(payoutBatches.createdAt), desc(payoutBatches.id)).limit(page.limit).offset(pageOffset(page));
  const [items, total] = await Promise.all([
    itemsOf(
      db,
      rows.map((row) => row.id),
    ),
    totalOf(db, page, rows.length, db.select({ id: payoutBatches.id }).from(payoutBatches)),
  ]);
  return {
    data: rows.map((row) =>
      toBatch(
        row,
        items.filter((item) => item.batchId === row.id),
      ),
    ),
    pagination: paginationOf(page, total),
  };
}

export async function payoutBatch(db: Db, id: string): Promise<PayoutBatch | null> {
  const [row] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, id));
  return row ? toBatch(row, await itemsOf(db, [id])) : null;
}

/** Payees paid by Bacs: a UK sort code and account number. */
const isDomestic = (item: Pick<ItemRow, 'sortCode' | 'accountNumber' | 'iban'>) => Boolean(item.sortCode && item.accountNumber && !item.iban);
/** Payees paid internationally: an IBAN (with its BIC). */
const isInternational = (item: Pick<ItemRow, 'iban'>) => Boolean(item.iban);
const PAYEES_OF_FILE: Record<PayoutFileKind, (item: ItemRow) => boolean> = { domestic: isDomestic, international: isInternational };

/** The bank files a batch's payees need, in the order staff send them. */
const filesOf = (items: ItemRow[]): PayoutFileKind[] => PAYOUT_FILE_KINDS.filter((kind) => items.some(PAYEES_OF_FILE[kind]));

const BACS_CSV_COLUMNS: CsvColumn<ItemRow>[] = [
  [BACS_CSV_HEADERS[0], (item) => bacsSortCode(item.sortCode!)],
  [BACS_CSV_HEADERS[1], (item) => item.accountNumber!.replace(/\s+/g, '')],
  [BACS_CSV_HEADERS[2], (item) => bacsText(item.holderName)],
  [BACS_CSV_HEADERS[3], (item) => decimalOfMinor(item.amountPence)],
  [BACS_CSV_HEADERS[4], (item) => bacsText(item.reference)],
];

const INTERNATIONAL_CSV_COLUMNS: CsvColumn<ItemRow>[] = [
  [INTERNATIONAL_CSV_HEADERS[0], (item) => item.iban!.replace(/\s+/g, '').toUpperCase()],
  [INTERNATIONAL_CSV_HEADERS[1], (item) => (item.bic ?? '').replace(/\s+/g, '').toUpperCase()],
  [INTERNATIONAL_CSV_HEADERS[2], (item) => swiftText(item.holderName, SWIFT_NAME_MAX)],
  [INTERNATIONAL_CSV_HEADERS[3], (item) => decimalOfMinor(item.amountPence)],
  [INTERNATIONAL_CSV_HEADERS[4], (item) => item.currency],
  [INTERNATIONAL_CSV_HEADERS[5], (item) => swiftText(item.reference, SWIFT_REFERENCE_MAX)],
];

const COLUMNS_OF_FILE: Record<PayoutFileKind, CsvColumn<ItemRow>[]> = { domestic: BACS_CSV_COLUMNS, international: INTERNATIONAL_CSV_COLUMNS };

/**
 * One of the batch's bank files (full account details: only staff reach it), its payees by
 * reference; refused when the batch has no payee of that kind.
 */
export async function payoutBatchFile(db: Db, id: string, kind: PayoutFileKind): Promise<string> {
  const [row] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, id));
  if (!row) throw notFound(PAYOUT_BATCH_MESSAGES.notFound);
  const payees = (await itemsOf(db, [id])).filter(PAYEES_OF_FILE[kind]);
  if (payees.length === 0) throw notFound(PAYOUT_BATCH_MESSAGES.noPayeesForFile[kind]);
  return toCsv(COLUMNS_OF_FILE[kind], payees);
}

/** A batch not yet sent can be discarded (an account changed, a payee asked to wait): its investments are free again. */
export async function discardPayoutBatch(deps: Deps, actor: Actor, id: string): Promise<void> {
  await work(deps, actor, async ({ tx, activity }) => {
    const [batch] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, id)).for('update');
    if (!batch) throw notFound(PAYOUT_BATCH_MESSAGES.notFound);
    if (batch.status !== 'draft') throw conflict(PAYOUT_BATCH_MESSAGES.alreadySent);
    const items = await tx.delete(payoutBatchItems).where(eq(payoutBatchItems.batchId, id)).returning();
    await tx.delete(payoutBatches).where(eq(payoutBatches.id, id));
    await activity({
      action: 'delete',
      entity: 'payout-batch',
      entityId: id,
      summary: `Discarded a payout batch of ${items.length} investments before sending it`,
    });
  });
}

/**
 * Pays a batch out: each investment gets its payout entry and becomes paid out on the sent date,
 * and its investor gets the payout advice, in the caller's unit of work.
 */
async function settleBatch(uow: UnitOfWork, id: string, sentOn: string, how: string): Promise<number> {
  const { tx, actor } = uow;
  const [batch] = await tx
    .update(payoutBatches)
    .set({ status: 'sent', sentOn })
    .where(and(eq(payoutBatches.id, id), eq(payoutBatches.status, 'draft')))
    .returning();
  if (!batch) {
    const [exists] = await tx.select({ id: payoutBatches.id }).from(payoutBatches).where(eq(payoutBatches.id, id));
    throw exists ? conflict(PAYOUT_BATCH_MESSAGES.alreadySent) : notFound(PAYOUT_BATCH_MESSAGES.notFound);
  }
  const items = await itemsOf(tx, [id]);
  // In the caller's unit of work: the moves commit or fail with the batch.
  for (const item of items) {
    const [row] = await tx.select().from(investments).where(eq(investments.id, item.investmentId)).for('update');
    if (item.itemKind === 'refund') {
      await settleRefund(uow, row!, item, id, sentOn);
      continue;
    }
    await recordLedgerEntry(
      tx,
      { investmentId: item.investmentId, kind: 'payout', amount: item.amountPence, valueDate: sentOn, source: 'payout_batch', sourceId: id },
      actor,
    );
    // The payout advice names the account the bank was told to pay (the batch's copy), masked: the
    // investor may have given another one since the batch was made.
    await transition(uow, row!, { status: 'paid_out', paidAt: sentOn, note: 'Paid by bank transfer' }, { paidTo: maskedItemAccount(item) });
  }
  await recordActivity(tx, actor, {
    action: 'status',
    entity: 'payout-batch',
    entityId: id,
    summary: `Payout batch of ${items.length} investments sent on ${formatDate(sentOn)} (${how}), ${formatMoney(items.reduce((sum, item) => sum + item.amountPence, 0))} in total`,
  });
  return items.length;
}

/**
 * A refund item paid: the refund entry for the money the batch sent, and the investment, now holding
 * nothing, cancelled through the lifecycle (one already cancelled, whose money came late, keeps its
 * status and gets the refund on its timeline). The investor's mail says what was sent, and where.
 */
async function settleRefund(uow: UnitOfWork, row: InvestmentRow, item: ItemRow, batchId: string, sentOn: string) {
  const { tx, actor } = uow;
  await recordLedgerEntry(
    tx,
    { investmentId: row.id, kind: 'refund', amount: item.amountPence, valueDate: sentOn, source: 'payout_batch', sourceId: batchId },
    actor,
  );
  const note = ROUND_CLOSING_MESSAGES.refundNote(item.amountPence, row.currency, sentOn);
  const paidTo = maskedItemAccount(item);
  const blocks = refundSentBlocks({ reference: row.reference, amount: item.amountPence, currency: row.currency, sentOn, sentTo: paidTo });
  if (row.status !== 'cancelled') {
    await transition(uow, row, { status: 'cancelled', note }, { refundedInFull: true, paidTo, why: 'refunded in a payout batch', mailBlocks: blocks });
    return;
  }
  const held = (await ledgerTotalsOf(tx, [row.id])).get(row.id)?.balance ?? 0;
  if (held !== 0) throw conflict(LEDGER_MESSAGES.notPaidOut(held, row.currency));
  await tx.insert(investmentEvents).values({ investmentId: row.id, kind: 'note', note, ...actorColumns(actor) });
  await uow.activity({ action: 'refund', entity: 'investment', entityId: row.id, summary: `Refunded investment ${row.reference} in a payout batch: ${note}` });
  const [investor] = await tx.select({ name: users.name, email: users.email, language: users.language }).from(users).where(eq(users.id, row.userId));
  await investmentMails.statusChanged(uow, investor!, toInvestment(row, undefined, await cycleEndOf(tx, row)), null, paidTo, blocks);
}

/** True when the account the investor gives now is not the one the batch's bank file pays. */
const accountChanged = (item: ItemRow, account: PayoutAccount) =>
  (['holderName', 'sortCode', 'accountNumber', 'iban', 'bic'] as const).some((field) => (item[field] ?? null) !== (account[field] ?? null));

/** What should stop staff paying this payee as the batch stands, from their account as it is now. */
function sendProblemsOf(item: ItemRow, account: PayoutAccount | null, now: Date): BatchPayeeProblem[] {
  const problems: BatchPayeeProblem[] = accountProblems(account, now);
  if (account && accountChanged(item, account)) problems.push('account_changed');
  return problems;
}

/** The "Mark sent" dialog's pre-flight summary of a batch not yet sent, from the data as it is now. */
export async function sendPreview(db: Db, id: string, sentOn: string | null, now = new Date()): Promise<PayoutBatchSendPreview> {
  const [batch] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, id));
  if (!batch) throw notFound(PAYOUT_BATCH_MESSAGES.notFound);
  if (batch.status !== 'draft') throw conflict(PAYOUT_BATCH_MESSAGES.alreadySent);
  const items = await itemsOf(db, [id]);
  const totals = new Map<Currency, number>();
  for (const item of items) totals.set(item.currency, (totals.get(item.currency) ?? 0) + item.amountPence);
  const held = [];
  for (const item of items) {
    const account = await payoutAccountOf(db, item.userId, now);
    const problems = sendProblemsOf(item, account, now);
    if (problems.length === 0) continue;
    const onHoldUntil = problems.includes('account_on_hold') ? account!.onHoldUntil!.toISOString() : null;
    held.push({ investmentId: item.investmentId, reference: item.reference, investorName: item.investorName, problems, onHoldUntil });
  }
  return {
    count: items.length,
    totals: [...totals].map(([currency, amount]) => ({ currency, amount })).sort((a, b) => a.currency.localeCompare(b.currency)),
    sentOn,
    held,
    secondAdminNeeded: await secondAdminNeeded(db),
  };
}

/**
 * Staff mark a batch sent: at once with one admin; with two or more, as a request another admin
 * approves (four eyes), answered with the request instead of the count.
 */
export async function markBatchSent(deps: Deps, actor: Actor, id: string, sentOn: string): Promise<number | { approval: Approval }> {
  return work(deps, actor, async (uow) => {
    const { tx } = uow;
    if (!(await secondAdminNeeded(tx))) return settleBatch(uow, id, sentOn, 'marked by staff');
    const [batch] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, id));
    if (!batch) throw notFound(PAYOUT_BATCH_MESSAGES.notFound);
    if (batch.status !== 'draft') throw conflict(PAYOUT_BATCH_MESSAGES.alreadySent);
    const items = await itemsOf(tx, [id]);
    const summary = `Mark a payout batch of ${items.length} investments sent on ${formatDate(sentOn)}, ${formatMoney(items.reduce((total, item) => total + item.amountPence, 0))} in total`;
    return {
      approval: await requestApproval(uow, actor, { kind: 'payout-batch-send', subjectId: id, payload: { sentOn }, summary }),
    };
  });
}

/** An approved request to mark a batch sent, in the approver's transaction, with the date as asked. */
export async function sendApprovedBatch(uow: UnitOfWork, approval: ApprovalRow): Promise<number> {
  const { sentOn } = parse(markBatchSentSchema, approval.payload);
  return settleBatch(uow, approval.subjectId, sentOn, `marked by staff${approvedBy(approval)}`);
}

/**
 * Debits of a new statement that pay a whole batch settle it: the debits naming the batch's
 * investment references, each for that payee's amount, all on the statement. Matched debits are
 * kept as confirmed lines of that batch. Answers how many batches were settled.
 */
export async function matchPayoutDebits(uow: UnitOfWork, lines: BankLineRow[]): Promise<number> {
  const { tx, actor } = uow;
  const debits = lines.filter((line) => line.amountPence < 0 && line.reference);
  if (debits.length === 0) return 0;
  const drafts = await tx.select().from(payoutBatches).where(eq(payoutBatches.status, 'draft'));
  if (drafts.length === 0) return 0;
  let settled = 0;
  const items = await itemsOf(
    tx,
    drafts.map((batch) => batch.id),
  );
  for (const batch of drafts) {
    const mine = items.filter((item) => item.batchId === batch.id);
    const used = new Set<string>();
    const matched = mine.map((item) => {
      const line = debits.find((debit) => !used.has(debit.id) && debit.reference === item.reference && -debit.amountPence === item.amountPence);
      if (line) used.add(line.id);
      return line;
    });
    if (mine.length === 0 || matched.some((line) => !line)) continue;
    const sentOn = matched.map((line) => line!.valueDate).sort()[0]!;
    await tx
      .update(bankLines)
      .set({
        status: 'confirmed',
        payoutBatchId: batch.id,
        decidedAt: new Date(),
        decidedBy: actor.id,
        decidedByName: actor.name,
      })
      .where(inArray(bankLines.id, [...used]));
    await settleBatch(uow, batch.id, sentOn, 'matched on the bank statement');
    settled++;
  }
  return settled;
}
