import crypto from 'node:crypto';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  BANK_STATEMENT_MESSAGES,
  findExactPairs,
  findInvestmentReference,
  findInvestmentReferences,
  formatDate,
  formatMoney,
  investmentAmount,
  proposeMatch,
  type BankAccount,
  type BankAccountFields,
  type BankLine,
  type BankLineStatus,
  type BankMapping,
  type BankMappingFields,
  type Currency,
  type Pagination,
  type ProposalKind,
  type StatementImport,
  type StatementLine,
  type StatementLineError,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import {
  bankAccounts,
  bankLines,
  bankMappings,
  bankStatements,
  type BankAccountRow,
  type BankLineRow,
  type BankMappingRow,
} from '../../db/schema/bank-statements.ts';
import { investmentEvents, investments, investorProfiles, type InvestmentRow } from '../../db/schema/investments.ts';
import { users } from '../../db/schema/users.ts';
import { actorColumns, recordActivity, type Actor } from '../../platform/activity.ts';
import { pageOffset, paginationOf, totalOf, type PageRequest } from '../../platform/pagination.ts';
import { HttpError, conflict, notFound } from '../../platform/http.ts';
import { work, type Deps, type UnitOfWork } from '../../platform/unit-of-work.ts';
import { transition } from '../investments/lifecycle.ts';
import { isUniqueViolation } from '../../db/results.ts';
import { ledgerTotalsOf, recordLedgerEntry } from '../ledger/service.ts';
import { balancesOfLines, looksLikeOfx, type ParsedStatement, type StatedBalances } from './statement-parser.ts';
import { parseStatementOffThread, type StatementParseTask } from './statement-parsing.ts';
import { matchPayoutDebits } from './payout-batches.ts';
import { inClosedRound, mailLateMoney } from '../rounds/late-money.ts';
import { cycles } from '../../db/schema/cycles.ts';
import { followsOn } from './statement-balances.ts';

/**
 * Bank statements in: the saved column mappings, the import (all lines of a file or none, each
 * line once), the proposals for each credit and the staff's decisions on them. Every decision is
 * one transaction with its ledger entries, status moves, activity entries and mails.
 */

// ------------------------------------------------------------------ mappings

const toMapping = (row: BankMappingRow): BankMapping => ({
  id: row.id,
  name: row.name,
  dateColumn: row.dateColumn,
  dateFormat: row.dateFormat,
  descriptionColumn: row.descriptionColumn,
  amountColumn: row.amountColumn,
  creditColumn: row.creditColumn,
  debitColumn: row.debitColumn,
  balanceColumn: row.balanceColumn,
  updatedAt: row.updatedAt.toISOString(),
});

const mappingValues = (fields: BankMappingFields) => ({
  name: fields.name,
  dateColumn: fields.dateColumn,
  dateFormat: fields.dateFormat,
  descriptionColumn: fields.descriptionColumn,
  // One signed column, or the pair: never a mix the parser would have to choose between.
  amountColumn: fields.amountColumn ?? null,
  creditColumn: fields.amountColumn ? null : (fields.creditColumn ?? null),
  debitColumn: fields.amountColumn ? null : (fields.debitColumn ?? null),
  balanceColumn: fields.balanceColumn ?? null,
});

export async function listMappings(db: Db): Promise<BankMapping[]> {
  return (await db.select().from(bankMappings).orderBy(asc(bankMappings.name))).map(toMapping);
}

export async function saveMapping(deps: Deps, actor: Actor, id: string | null, fields: BankMappingFields): Promise<BankMapping> {
  return work(deps, actor, async ({ tx, activity }) => {
    const values = mappingValues(fields);
    const [row] = id
      ? await tx
          .update(bankMappings)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(bankMappings.id, id))
          .returning()
      : await tx.insert(bankMappings).values(values).returning();
    if (!row) throw notFound(BANK_STATEMENT_MESSAGES.mappingNotFound);
    await activity({
      action: id ? 'update' : 'create',
      entity: 'bank-mapping',
      entityId: row.id,
      summary: `${id ? 'Updated' : 'Added'} the bank statement layout “${row.name}”`,
    });
    return toMapping(row);
  });
}

export async function deleteMapping(deps: Deps, actor: Actor, id: string) {
  await work(deps, actor, async ({ tx, activity }) => {
    const [row] = await tx.delete(bankMappings).where(eq(bankMappings.id, id)).returning();
    if (!row) throw notFound(BANK_STATEMENT_MESSAGES.mappingNotFound);
    await activity({ action: 'delete', entity: 'bank-mapping', entityId: id, summary: `Deleted the bank statement layout “${row.name}”` });
  });
}

// ------------------------------------------------------------------ bank accounts

const toBankAccount = (row: BankAccountRow): BankAccount => ({
  id: row.id,
  name: row.name,
  sortCode: row.sortCode,
  accountNumber: row.accountNumber,
  iban: row.iban,
  currency: row.currency,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listBankAccounts(db: Db): Promise<BankAccount[]> {
  return (await db.select().from(bankAccounts).orderBy(asc(bankAccounts.name))).map(toBankAccount);
}

/** Adds or edits one of our accounts; a name already used answers 409 rather than a second account of that name. */
export async function saveBankAccount(deps: Deps, actor: Actor, id: string | null, fields: BankAccountFields): Promise<BankAccount> {
  const values = {
    name: fields.name,
    sortCode: fields.sortCode ?? null,
    accountNumber: fields.accountNumber ?? null,
    iban: fields.iban ?? null,
    currency: fields.currency,
  };
  try {
    return await work(deps, actor, async ({ tx, activity }) => {
      const [row] = id
        ? await tx
            .update(bankAccounts)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(bankAccounts.id, id))
            .returning()
        : await tx.insert(bankAccounts).values(values).returning();
      if (!row) throw notFound(BANK_STATEMENT_MESSAGES.bankAccountNotFound);
      await activity({
        action: id ? 'update' : 'create',
        entity: 'bank-account',
        entityId: row.id,
        summary: `${id ? 'Updated' : 'Added'} the bank account “${row.name}” (${row.currency})`,
      });
      return toBankAccount(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(BANK_STATEMENT_MESSAGES.bankAccountNameTaken);
    throw error;
  }
}

const compact = (value: string | null | undefined) => (value ?? '').replace(/[\s-]/g, '').toUpperCase();

/**
 * The stored account an OFX file's BANKACCTFROM names: its account id is our account number or
 * IBAN, and its bank id, where both sides have one, our sort code.
 */
export function accountOfFile(accounts: readonly BankAccountRow[], from: { bankId: string | null; accountId: string | null }): BankAccountRow | null {
  const accountId = compact(from.accountId);
  const bankId = compact(from.bankId);
  if (!accountId) return null;
  return (
    accounts.find(
      (account) =>
        (accountId === compact(account.iban) && account.iban) ||
        (accountId === compact(account.accountNumber) && account.accountNumber && (!bankId || !account.sortCode || bankId === account.sortCode)),
    ) ?? null
  );
}

/**
 * The account a statement is of: read from an OFX file where it names one of ours (a different
 * choice is refused), else the one staff chose (required). Its currency must be the file's.
 */
async function accountOfStatement(db: Db, parsed: ParsedStatement & { ok: true }, chosenId: string | undefined): Promise<BankAccountRow> {
  const accounts = await db.select().from(bankAccounts);
  const chosen = chosenId ? accounts.find((account) => account.id === chosenId) : undefined;
  if (chosenId && !chosen)
    throw new HttpError(400, BANK_STATEMENT_MESSAGES.bankAccountNotFound, { bankAccountId: BANK_STATEMENT_MESSAGES.bankAccountNotFound });
  const named = parsed.account ? accountOfFile(accounts, parsed.account) : null;
  if (named && chosen && named.id !== chosen.id) {
    const message = BANK_STATEMENT_MESSAGES.statementOfOtherAccount(named.name, chosen.name);
    throw new HttpError(400, message, { bankAccountId: message });
  }
  const account = named ?? chosen;
  if (!account) throw new HttpError(400, BANK_STATEMENT_MESSAGES.bankAccountRequired, { bankAccountId: BANK_STATEMENT_MESSAGES.bankAccountRequired });
  const other = [parsed.currency, ...parsed.lines.map((line) => line.currency)].find((currency) => currency && currency.toUpperCase() !== account.currency);
  if (other) {
    const message = BANK_STATEMENT_MESSAGES.statementInOtherCurrency(other.toUpperCase(), account.name, account.currency);
    throw new HttpError(400, message, { file: message });
  }
  return account;
}

/**
 * One fingerprint per line, unique in the database: the account it was paid into, the date, the
 * amount, the description (spaces collapsed, a-z in capitals: the same in SQL, see migration
 * 0261) and the line's occurrence among identical lines of the file. So two real identical
 * payments on one day stay two lines, while the same money in another file of the account, read
 * through any layout or format, is the same line.
 */
export function lineFingerprints<T extends StatementLine>(bankAccountId: string, lines: readonly T[]): (T & { fingerprint: string })[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const description = line.description.slice(0, 1000);
    const text = description
      .replace(/[ \t\n\r\f\v]+/g, ' ')
      .replace(/^ | $/g, '')
      .replace(/[a-z]/g, (letter) => letter.toUpperCase());
    const key = `${bankAccountId}|${line.date}|${line.amount}|${text}`;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return { ...line, description, fingerprint: crypto.createHash('sha256').update(`${key}#${occurrence}`).digest('hex') };
  });
}

/** A fingerprinted line as its row, still open: in the account's currency, with the reference its description quotes. */
export function bankLineValues(statementId: string, currency: Currency, line: StatementLine & { fingerprint: string }) {
  return {
    statementId,
    fingerprint: line.fingerprint,
    account: line.account,
    lineNumber: line.line,
    valueDate: line.date,
    description: line.description,
    amountPence: line.amount,
    currency,
    payerName: line.payerName?.trim().slice(0, 200) || null,
    balancePence: line.balance,
    reference: findInvestmentReference(line.description),
  };
}

// ------------------------------------------------------------------ import

/** A refused file: 400 with one entry per line that could not be read. */
function malformed(errors: StatementLineError[]) {
  const map: Record<string, string> = {};
  for (const error of errors.slice(0, 200)) {
    const key = error.line ? `line ${error.line}` : 'file';
    map[key] = map[key] ? `${map[key]}; ${error.message}` : error.message;
  }
  // A refusal of the whole file (not a statement, no lines, too many) says so; line errors are counted.
  const whole = errors.length === 1 && errors[0]!.line === 0;
  const message = whole ? errors[0]!.message : BANK_STATEMENT_MESSAGES.malformed(new Set(errors.map((error) => error.line)).size);
  return new HttpError(400, message, map, { lines: errors.slice(0, 200) });
}

/** A statement's lines a thousand at a time: one statement's parameters stay far below PostgreSQL's 65,535. */
function* chunksOf<T>(items: readonly T[], size = 1000): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/**
 * The statement's balances: what the file states, else what staff entered at upload. A figure
 * staff typed that the file contradicts is refused rather than either silently chosen.
 */
function balancesOfStatement(stated: StatedBalances, entered: StatedBalances, currency: Currency): StatedBalances {
  const pick = (which: 'opening' | 'closing') => {
    const fromFile = stated[which];
    const typed = entered[which];
    if (fromFile !== null && typed !== null && typed !== fromFile) {
      const message = BANK_STATEMENT_MESSAGES.balanceNotStated(which, formatMoney(fromFile, currency));
      throw new HttpError(400, message, { [`${which}Balance`]: message });
    }
    return fromFile ?? typed;
  };
  return { opening: pick('opening'), closing: pick('closing') };
}

const sumOf = (lines: readonly { amount: number }[]) => lines.reduce((total, line) => total + line.amount, 0);

/**
 * Imports one statement file: parsed whole first (a bad line refuses the file), then its lines are
 * inserted once each by fingerprint; debits may settle a payout batch sent earlier. The answer
 * counts what the import did: lines stored, duplicates skipped, payments proposed, batches settled.
 */
export async function importStatement(
  deps: Deps,
  actor: Actor,
  file: { filename: string; text: string },
  {
    mappingId,
    bankAccountId,
    openingBalance = null,
    closingBalance = null,
  }: { mappingId?: string | undefined; bankAccountId?: string | undefined; openingBalance?: number | null; closingBalance?: number | null },
): Promise<StatementImport> {
  const ofx = looksLikeOfx(file.text);
  let mapping: BankMappingRow | undefined;
  if (!ofx) {
    if (!mappingId) throw new HttpError(400, BANK_STATEMENT_MESSAGES.mappingRequired, { mappingId: BANK_STATEMENT_MESSAGES.mappingRequired });
    // A CSV file does not say whose statement it is: staff say it.
    if (!bankAccountId) throw new HttpError(400, BANK_STATEMENT_MESSAGES.bankAccountRequired, { bankAccountId: BANK_STATEMENT_MESSAGES.bankAccountRequired });
    [mapping] = await deps.db.select().from(bankMappings).where(eq(bankMappings.id, mappingId));
    if (!mapping) throw new HttpError(400, BANK_STATEMENT_MESSAGES.mappingNotFound, { mappingId: BANK_STATEMENT_MESSAGES.mappingNotFound });
  }
  const task: StatementParseTask = ofx ? { kind: 'ofx', text: file.text } : { kind: 'csv', text: file.text, layout: mapping!, account: mapping!.name };
  const parsed = await parseStatementOffThread(task, deps.config.statementParseBudgetMs);
  if (!parsed.ok) throw malformed(parsed.errors);
  const account = await accountOfStatement(deps.db, parsed, bankAccountId);
  // OFX states its closing balance (LEDGERBAL) but no opening one; a CSV its running balance, if it has the column.
  const stated = ofx ? { opening: null, closing: parsed.ledgerBalance?.amount ?? null } : balancesOfLines(parsed.lines);
  const balances = balancesOfStatement(stated, { opening: openingBalance, closing: closingBalance }, account.currency);
  const lines = lineFingerprints(account.id, parsed.lines);
  const summary = { filename: file.filename, currency: account.currency, openingBalance: balances.opening, closingBalance: balances.closing };

  return work(deps, actor, async (uow) => {
    const { tx } = uow;
    const known = new Set<string>();
    for (const chunk of chunksOf(lines)) {
      const rows = await tx
        .select({ fingerprint: bankLines.fingerprint })
        .from(bankLines)
        .where(
          inArray(
            bankLines.fingerprint,
            chunk.map((line) => line.fingerprint),
          ),
        );
      for (const row of rows) known.add(row.fingerprint);
    }
    const fresh = lines.filter((line) => !known.has(line.fingerprint));
    const duplicates = lines.length - fresh.length;
    // The same file again changes nothing at all: no statement, no activity entry.
    if (fresh.length === 0) return { ...summary, id: null, added: 0, duplicates, proposed: 0, batchesSettled: 0, previousClosing: null, gap: null };
    const dates = lines.map((line) => line.date).sort();
    const [statement] = await tx
      .insert(bankStatements)
      .values({
        filename: file.filename,
        format: ofx ? 'ofx' : 'csv',
        mappingId: mapping?.id ?? null,
        bankAccountId: account.id,
        lineCount: fresh.length,
        duplicateCount: duplicates,
        importedBy: actor.id,
        importedByName: actor.name,
        openingBalancePence: balances.opening,
        closingBalancePence: balances.closing,
        firstDate: dates[0]!,
        lastDate: dates[dates.length - 1]!,
      })
      .returning();
    const inserted: BankLineRow[] = [];
    for (const chunk of chunksOf(fresh)) {
      const rows = await tx
        .insert(bankLines)
        .values(chunk.map((line) => bankLineValues(statement!.id, account.currency, line)))
        // Another import of an overlapping file may have committed meanwhile: its lines stay its own.
        .onConflictDoNothing({ target: bankLines.fingerprint })
        .returning();
      inserted.push(...rows);
    }
    // The lines another statement brought are still this statement's movement: their total ties it to its balances.
    const duplicateTotal = sumOf(lines) - inserted.reduce((total, row) => total + row.amountPence, 0);
    await tx.update(bankStatements).set({ duplicateTotalPence: duplicateTotal }).where(eq(bankStatements.id, statement!.id));
    await uow.activity({
      action: 'import',
      entity: 'bank-statement',
      entityId: statement!.id,
      summary: `Imported the bank statement “${file.filename}”: ${inserted.length} new lines`,
    });
    const batchesSettled = await matchPayoutDebits(uow, inserted);
    const { proposals } = await proposalsOf(tx, inserted);
    return {
      ...summary,
      ...(await followsOn(tx, { id: statement!.id, bankAccountId: account.id, firstDate: dates[0]!, openingBalancePence: balances.opening })),
      id: statement!.id,
      added: inserted.length,
      duplicates: lines.length - inserted.length,
      proposed: proposedPayments(proposals),
      batchesSettled,
    };
  });
}

/** Payments proposed exactly: each exact line, and each pair once. */
function proposedPayments(proposals: Map<string, LineProposal>): number {
  const pairs = new Set<string>();
  let count = 0;
  for (const [id, proposal] of proposals) {
    if (proposal.kind === 'exact') count++;
    if (proposal.kind === 'exact_pair') pairs.add([id, proposal.pairedWith].sort().join());
  }
  return count + pairs.size;
}

// ------------------------------------------------------------------ proposals

type LineInvestment = InvestmentRow & { investorName: string; investorNames: string[]; roundStatus: string | null };

/**
 * The investments lines name (by reference) or were assigned to, by id and by reference, with the
 * names their investor goes by (account, legal and company name) for the payer check. With `lock`,
 * their rows are locked in id order (a stable order, so two confirmations cannot deadlock) BEFORE
 * the ledger is read: a second confirmation into the same investment waits and then sees the first.
 */
async function investmentsOfLines(db: Db, rows: BankLineRow[], { lock = false } = {}) {
  const references = [...new Set(rows.map((row) => row.reference).filter((value): value is string => !!value))];
  const ids = [...new Set(rows.map((row) => row.assignedInvestmentId).filter((value): value is string => !!value))];
  const conditions = [references.length ? inArray(investments.reference, references) : undefined, ids.length ? inArray(investments.id, ids) : undefined].filter(
    (condition) => condition !== undefined,
  );
  const query = () =>
    db
      .select({
        investment: investments,
        investorName: users.name,
        legalName: investorProfiles.legalName,
        companyName: investorProfiles.companyName,
        roundStatus: cycles.status,
      })
      .from(investments)
      .innerJoin(users, eq(users.id, investments.userId))
      .leftJoin(cycles, eq(cycles.id, investments.cycleId))
      .leftJoin(investorProfiles, eq(investorProfiles.userId, investments.userId))
      .where(or(...conditions))
      .orderBy(asc(investments.id));
  const found = conditions.length ? await (lock ? query().for('update', { of: investments }) : query()) : [];
  const byId = new Map<string, LineInvestment>();
  const byReference = new Map<string, LineInvestment>();
  for (const { investment, investorName, legalName, companyName, roundStatus } of found) {
    const row = {
      ...investment,
      investorName,
      roundStatus,
      investorNames: [investorName, legalName, companyName].filter((name): name is string => !!name),
    };
    byId.set(row.id, row);
    byReference.set(row.reference, row);
  }
  const totals = await ledgerTotalsOf(db, [...byId.keys()]);
  const investmentOf = (row: BankLineRow) =>
    (row.assignedInvestmentId ? byId.get(row.assignedInvestmentId) : row.reference ? byReference.get(row.reference) : undefined) ?? null;
  return { investmentOf, paidIn: (id: string) => totals.get(id)?.paidIn ?? 0 };
}

/** What confirming `row` into `investment` would do, with `paidIn` already received. */
const proposalOf = (row: BankLineRow, investment: LineInvestment | null, paidIn: number) =>
  proposeMatch(
    {
      amount: row.amountPence,
      currency: row.currency,
      references: findInvestmentReferences(row.description),
      assigned: row.assignedInvestmentId !== null,
      payerName: row.payerName,
    },
    investment && {
      status: investment.status,
      amount: investmentAmount(investment),
      currency: investment.currency,
      paidIn,
      investorNames: investment.investorNames,
      lateIntoCancelled: investment.status === 'cancelled' && inClosedRound(investment, investment.roundStatus),
    },
  );

type LineProposal = { kind: ProposalKind; due: number | null; pairedWith: string | null };

/**
 * The proposals for `rows`' open credits: each against the investment it names, and where no line
 * pays an investment exactly alone, two of its open credits that pay it exactly together (the
 * partner may be any open credit naming that investment, not only one of `rows`: found by
 * reference or assignment, indexed, then paired by amount).
 */
async function proposalsOf(db: Db, rows: BankLineRow[]) {
  const { investmentOf, paidIn } = await investmentsOfLines(db, rows);
  const proposals = new Map<string, LineProposal>();
  const waiting = new Map<string, LineInvestment>();
  for (const row of rows) {
    if (row.status !== 'open' || row.amountPence <= 0) continue;
    const investment = investmentOf(row);
    const { kind, due } = proposalOf(row, investment, investment ? paidIn(investment.id) : 0);
    proposals.set(row.id, { kind, due, pairedWith: null });
    if (kind === 'partial' && investment) waiting.set(investment.id, investment);
  }
  if (waiting.size === 0) return { investmentOf, paidIn, proposals };
  const byId = [...waiting.keys()];
  const byReference = [...waiting.values()].map((investment) => investment.reference);
  const candidates = await db
    .select()
    .from(bankLines)
    .where(
      and(
        eq(bankLines.status, 'open'),
        sql`${bankLines.amountPence} > 0`,
        or(inArray(bankLines.assignedInvestmentId, byId), and(sql`${bankLines.assignedInvestmentId} IS NULL`, inArray(bankLines.reference, byReference))),
      ),
    )
    .orderBy(asc(bankLines.valueDate), asc(bankLines.lineNumber), asc(bankLines.id));
  const groups = new Map<string, { id: string; amount: number }[]>();
  for (const row of candidates) {
    const investment = investmentOf(row);
    if (!investment || !waiting.has(investment.id)) continue;
    // Only a line that could be this investment's payment alone (its payer, one reference, its currency) joins a pair.
    if (proposalOf(row, investment, paidIn(investment.id)).kind !== 'partial') continue;
    const group = groups.get(investment.id) ?? [];
    group.push({ id: row.id, amount: row.amountPence });
    groups.set(investment.id, group);
  }
  for (const [investmentId, group] of groups) {
    const investment = waiting.get(investmentId)!;
    const due = investmentAmount(investment) - paidIn(investmentId);
    for (const [first, second] of findExactPairs(group, due)) {
      if (proposals.has(first.id)) proposals.set(first.id, { kind: 'exact_pair', due, pairedWith: second.id });
      if (proposals.has(second.id)) proposals.set(second.id, { kind: 'exact_pair', due, pairedWith: first.id });
    }
  }
  return { investmentOf, paidIn, proposals };
}

function toBankLine(row: BankLineRow, investment: LineInvestment | null, proposal: LineProposal | undefined): BankLine {
  return {
    id: row.id,
    statementId: row.statementId,
    date: row.valueDate,
    description: row.description,
    amount: row.amountPence,
    balance: row.balancePence,
    currency: row.currency,
    payerName: row.payerName,
    status: row.status,
    reference: row.reference,
    investment: investment && {
      id: investment.id,
      reference: investment.reference,
      investorName: investment.investorName,
      amount: investmentAmount(investment),
      currency: investment.currency,
      status: investment.status,
    },
    proposal: proposal?.kind ?? null,
    pairedWith: proposal?.pairedWith ?? null,
    due: proposal?.due ?? null,
    ignoredReason: row.ignoredReason,
    payoutBatchId: row.payoutBatchId,
  };
}

/** One page of the lines of one status with their proposals; open credits oldest first (the order money arrived), then the debits. */
export async function listBankLines(db: Db, query: { status: BankLineStatus } & PageRequest): Promise<{ data: BankLine[]; pagination: Pagination }> {
  const condition = eq(bankLines.status, query.status);
  const rows = await db
    .select()
    .from(bankLines)
    .where(condition)
    // Money received first: card payments and charges must not push the credits to review off the first page.
    .orderBy(
      ...(query.status === 'open'
        ? [desc(sql`${bankLines.amountPence} > 0`), asc(bankLines.valueDate), asc(bankLines.lineNumber), asc(bankLines.id)]
        : [desc(bankLines.decidedAt), desc(bankLines.id)]),
    )
    .limit(query.limit)
    .offset(pageOffset(query));
  const [{ proposals, investmentOf }, total] = await Promise.all([
    proposalsOf(db, rows),
    totalOf(db, query, rows.length, db.select({ id: bankLines.id }).from(bankLines).where(condition)),
  ]);
  return {
    data: rows.map((row) => toBankLine(row, investmentOf(row), proposals.get(row.id))),
    pagination: paginationOf(query, total),
  };
}

/**
 * Confirms credits as payments, all or none: each becomes a payment entry for its investment
 * (oldest first, so two lines paying one investment are each compared with what remains), and an
 * investment whose payments now cover its amount becomes active from the paying line's date.
 */
export async function confirmLines(deps: Deps, actor: Actor, lineIds: string[]): Promise<number> {
  return work(deps, actor, async (uow) => {
    const { tx } = uow;
    const rows = await tx
      .select()
      .from(bankLines)
      .where(inArray(bankLines.id, [...new Set(lineIds)]))
      .orderBy(asc(bankLines.valueDate), asc(bankLines.lineNumber))
      .for('update');
    if (rows.length !== new Set(lineIds).size) throw notFound(BANK_STATEMENT_MESSAGES.lineNotFound);
    const { investmentOf, paidIn } = await investmentsOfLines(tx, rows, { lock: true });
    const paidSoFar = new Map<string, number>();
    for (const row of rows) {
      if (row.status !== 'open') throw conflict(BANK_STATEMENT_MESSAGES.notOpen(row.description));
      if (row.amountPence <= 0) throw conflict(BANK_STATEMENT_MESSAGES.notACredit);
      const investment = investmentOf(row);
      const already = investment ? (paidSoFar.get(investment.id) ?? paidIn(investment.id)) : 0;
      const { kind } = proposalOf(row, investment, already);
      if (kind === 'ambiguous') throw conflict(BANK_STATEMENT_MESSAGES.ambiguous(row.description));
      if (kind === 'unknown_reference' || !investment) throw conflict(BANK_STATEMENT_MESSAGES.cannotConfirm(row.description));
      if (kind === 'currency_mismatch')
        throw conflict(BANK_STATEMENT_MESSAGES.currencyMismatch(row.description, row.currency, investment.reference, investment.currency));
      if (kind === 'already_paid') throw conflict(BANK_STATEMENT_MESSAGES.alreadyPaid(investment.reference));
      await recordLedgerEntry(
        tx,
        {
          investmentId: investment.id,
          kind: 'payment',
          amount: row.amountPence,
          currency: row.currency,
          valueDate: row.valueDate,
          source: 'bank_line',
          sourceId: row.id,
        },
        actor,
      );
      paidSoFar.set(investment.id, already + row.amountPence);
      await tx
        .update(bankLines)
        .set({ status: 'confirmed', assignedInvestmentId: investment.id, decidedBy: actor.id, decidedByName: actor.name, decidedAt: new Date() })
        .where(eq(bankLines.id, row.id));
      // The investor's timeline says what happened: this payment, and the activation it completed (one event, so they cannot show out of order).
      const received = `Payment received: ${formatMoney(row.amountPence, row.currency)} by bank transfer on ${formatDate(row.valueDate)}`;
      const paidInFull = already + row.amountPence >= investmentAmount(investment);
      // Money for a round that is no longer taking money never starts the investment: it waits for the investor's choice.
      if (inClosedRound(investment, investment.roundStatus)) {
        await recordLateMoney(uow, investment, row, received);
        continue;
      }
      if (!paidInFull) await tx.insert(investmentEvents).values({ investmentId: investment.id, kind: 'note', note: received, ...actorColumns(actor) });
      await recordActivity(tx, actor, {
        action: 'payment',
        entity: 'investment',
        entityId: investment.id,
        summary: `Recorded a payment of ${formatMoney(row.amountPence, row.currency)} for investment ${investment.reference} from the bank statement`,
      });
      if (paidInFull) await activate(uow, investment, row.valueDate, `${received}. Paid in full.`);
    }
    return rows.length;
  });
}

/**
 * Money that arrived after the investment's round closed: the payment is on its timeline and in the
 * activity log; the investor is told what happened and the two choices (unless a refund is already due).
 */
async function recordLateMoney(uow: UnitOfWork, investment: LineInvestment, line: BankLineRow, received: string) {
  const { tx, actor } = uow;
  await tx.insert(investmentEvents).values({ investmentId: investment.id, kind: 'note', note: `${received}, after the round closed`, ...actorColumns(actor) });
  await recordActivity(tx, actor, {
    action: 'payment',
    entity: 'investment',
    entityId: investment.id,
    summary: `Recorded a payment of ${formatMoney(line.amountPence, line.currency)} for investment ${investment.reference} from the bank statement, after its round closed (late money)`,
  });
  if (investment.refundRequestedAt === null) await mailLateMoney(uow, investment, line.valueDate);
}

/**
 * A fully paid investment becomes active from the day the money arrived, in one move from the step
 * it had reached: the timeline says what happened (payment received, activated), never a
 * "contacted" or "awaiting payment" step nobody took.
 */
async function activate(uow: UnitOfWork, investment: InvestmentRow, paidOn: string, note: string): Promise<InvestmentRow> {
  return transition(uow, investment, { status: 'active', startedAt: paidOn, note }, { paidInFull: true });
}

async function openLine(tx: Db, id: string): Promise<BankLineRow> {
  const [row] = await tx.select().from(bankLines).where(eq(bankLines.id, id)).for('update');
  if (!row) throw notFound(BANK_STATEMENT_MESSAGES.lineNotFound);
  if (row.status !== 'open') throw conflict(BANK_STATEMENT_MESSAGES.notOpen(row.description));
  return row;
}

/** Staff set aside a line that is no investor's payment (bank charges, transfers of our own). */
export async function ignoreLine(deps: Deps, actor: Actor, id: string, reason: string): Promise<void> {
  await work(deps, actor, async ({ tx, activity }) => {
    const row = await openLine(tx, id);
    await tx
      .update(bankLines)
      .set({ status: 'ignored', ignoredReason: reason, decidedBy: actor.id, decidedByName: actor.name, decidedAt: new Date() })
      .where(and(eq(bankLines.id, id), eq(bankLines.status, 'open')));
    await activity({
      action: 'ignore',
      entity: 'bank-statement',
      entityId: row.statementId,
      summary: `Ignored the bank line “${row.description}” of ${formatDate(row.valueDate)} (${formatMoney(row.amountPence, row.currency)}): ${reason}`,
    });
  });
}

/** Staff name the investment a line pays when its reference is missing or mistyped; confirming stays a separate step. */
export async function assignLine(deps: Deps, actor: Actor, id: string, reference: string): Promise<void> {
  await work(deps, actor, async ({ tx, activity }) => {
    const row = await openLine(tx, id);
    const wanted = findInvestmentReference(reference) ?? reference.trim().toUpperCase();
    const [investment] = await tx.select().from(investments).where(eq(investments.reference, wanted));
    if (!investment) throw new HttpError(400, BANK_STATEMENT_MESSAGES.investmentRequired, { reference: BANK_STATEMENT_MESSAGES.investmentRequired });
    await tx.update(bankLines).set({ assignedInvestmentId: investment.id }).where(eq(bankLines.id, id));
    await activity({
      action: 'assign',
      entity: 'bank-statement',
      entityId: row.statementId,
      summary: `Assigned the bank line “${row.description}” of ${formatDate(row.valueDate)} to investment ${investment.reference}`,
    });
  });
}
