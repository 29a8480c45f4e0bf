import { sql, type SQL } from 'drizzle-orm';
import { CURRENCIES, type BankStatement, type BankTie, type Currency, type Pagination } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/results.ts';
import { pageOffset, paginationOf, type PageRequest } from '../../platform/pagination.ts';
import { reconciliation } from '../ledger/reconciliation.ts';

/**
 * Reconciliation that ties to the bank. Per statement: its opening balance plus every line of the
 * file (those it brought, and those an earlier statement had already brought) makes its closing
 * balance, or the difference is a break; and its opening balance is the previous statement's
 * closing, or a period of the account is missing. Per currency: the reconciliation report's money in and
 * out, from the accounts' earliest opening balance, less the ledger money no statement carries and
 * plus the lines the ledger does not hold, makes the accounts' latest closing balance.
 */

const orNull = (value: string | null) => (value === null ? null : Number(value));

type StatementRow = {
  id: string;
  filename: string;
  account_name: string;
  currency: Currency;
  first_date: string | null;
  last_date: string | null;
  created_at: string | Date;
  line_count: number;
  lines_total: string;
  opening: string | null;
  closing: string | null;
  previous_closing: string | null;
};

/**
 * The closing balance of the account's statement just before one (ending on or before the day it
 * starts, the latest such), as SQL: the one rule for "follows the previous", on Books and at import.
 */
export const previousClosingSql = (accountId: SQL | string, statementId: SQL | string, firstDate: SQL | string) => sql`(
  SELECT p.closing_balance_pence FROM bank_statements p
  WHERE p.bank_account_id = ${accountId} AND p.id <> ${statementId} AND p.last_date <= ${firstDate}
  ORDER BY p.last_date DESC, p.created_at DESC, p.id DESC LIMIT 1)`;

/** Opening less the previous closing: 0 follows on; null when either is not known. */
export const gapOf = (opening: number | null, previousClosing: number | null) =>
  opening === null || previousClosing === null ? null : opening - previousClosing;

/** The previous closing balance of a statement just imported, and its gap. */
export async function followsOn(db: Db, statement: { id: string; bankAccountId: string; firstDate: string; openingBalancePence: number | null }) {
  const result = await db.execute(sql`SELECT ${previousClosingSql(statement.bankAccountId, statement.id, statement.firstDate)} AS previous_closing`);
  const previousClosing = orNull(rowsOf<{ previous_closing: string | null }>(result)[0]?.previous_closing ?? null);
  return { previousClosing, gap: gapOf(statement.openingBalancePence, previousClosing) };
}

/** A page of statements, the latest first, each with its balance check. */
export async function listStatements(db: Db, page: PageRequest): Promise<{ data: BankStatement[]; pagination: Pagination }> {
  const [result, counted] = await Promise.all([
    db.execute(sql`
      SELECT s.id, s.filename, a.name AS account_name, a.currency, s.first_date::text, s.last_date::text, s.created_at,
        s.line_count + s.duplicate_count AS line_count,
        s.duplicate_total_pence + coalesce((SELECT sum(l.amount_pence) FROM bank_lines l WHERE l.statement_id = s.id), 0) AS lines_total,
        s.opening_balance_pence AS opening, s.closing_balance_pence AS closing,
        ${previousClosingSql(sql`s.bank_account_id`, sql`s.id`, sql`s.first_date`)} AS previous_closing
      FROM bank_statements s JOIN bank_accounts a ON a.id = s.bank_account_id
      ORDER BY s.last_date DESC NULLS LAST, s.created_at DESC, s.id
      LIMIT ${page.limit} OFFSET ${pageOffset(page)}`),
    db.execute(sql`SELECT count(*) AS total FROM bank_statements`),
  ]);
  const data = rowsOf<StatementRow>(result).map((row) => {
    const opening = orNull(row.opening);
    const closing = orNull(row.closing);
    const linesTotal = Number(row.lines_total);
    const previousClosing = orNull(row.previous_closing);
    return {
      id: row.id,
      filename: row.filename,
      bankAccountName: row.account_name,
      currency: row.currency,
      firstDate: row.first_date,
      lastDate: row.last_date,
      importedAt: new Date(row.created_at).toISOString(),
      lineCount: Number(row.line_count),
      linesTotal,
      openingBalance: opening,
      closingBalance: closing,
      difference: opening === null || closing === null ? null : closing - (opening + linesTotal),
      previousClosing,
      gap: gapOf(opening, previousClosing),
    };
  });
  return { data, pagination: paginationOf(page, rowsOf<{ total: string }>(counted)[0]!.total) };
}

type BankSideRow = {
  currency: Currency;
  accounts: string;
  opening_given: string;
  opening: string | null;
  closing_given: string;
  closing: string | null;
  not_in_ledger: string;
};

/** Per currency, the bank's balances against the reconciliation report's totals. */
export async function bankTies(db: Db): Promise<BankTie[]> {
  const [bank, offStatements, report] = await Promise.all([
    db.execute(sql`
      WITH firsts AS (
        SELECT DISTINCT ON (s.bank_account_id) s.bank_account_id, s.opening_balance_pence
        FROM bank_statements s ORDER BY s.bank_account_id, s.first_date NULLS LAST, s.created_at
      ), lasts AS (
        SELECT DISTINCT ON (s.bank_account_id) s.bank_account_id, s.closing_balance_pence
        FROM bank_statements s ORDER BY s.bank_account_id, s.last_date DESC NULLS LAST, s.created_at DESC
      ), outside AS (
        SELECT s.bank_account_id, sum(l.amount_pence) AS amount
        FROM bank_lines l JOIN bank_statements s ON s.id = l.statement_id
        WHERE l.status IN ('open', 'ignored') GROUP BY s.bank_account_id
      )
      SELECT a.currency, count(*) AS accounts,
        count(f.opening_balance_pence) AS opening_given, sum(f.opening_balance_pence) AS opening,
        count(t.closing_balance_pence) AS closing_given, sum(t.closing_balance_pence) AS closing,
        coalesce(sum(o.amount), 0) AS not_in_ledger
      FROM bank_accounts a
      JOIN firsts f ON f.bank_account_id = a.id
      JOIN lasts t ON t.bank_account_id = a.id
      LEFT JOIN outside o ON o.bank_account_id = a.id
      GROUP BY a.currency`),
    // Money in and out of the ledger that no statement line carries: entries staff recorded (reversals
    // included), and batches marked sent whose debits no statement has shown.
    db.execute(sql`
      SELECT i.currency, sum(e.amount_pence) AS amount
      FROM ledger_entries e
      LEFT JOIN ledger_entries o ON o.id = e.reverses_id
      JOIN investments i ON i.id = e.investment_id
      WHERE coalesce(o.kind, e.kind) IN ('payment', 'payout', 'refund')
        AND e.source <> 'bank_line'
        AND NOT (e.source = 'payout_batch' AND EXISTS (SELECT 1 FROM bank_lines l WHERE l.payout_batch_id = e.source_id))
      GROUP BY i.currency`),
    reconciliation(db, 'plan'),
  ]);
  const sides = new Map(rowsOf<BankSideRow>(bank).map((row) => [row.currency, row]));
  const outside = new Map(rowsOf<{ currency: Currency; amount: string }>(offStatements).map((row) => [row.currency, Number(row.amount)]));
  return CURRENCIES.filter((currency) => sides.has(currency) || report.some((row) => row.currency === currency)).map((currency) => {
    const side = sides.get(currency);
    const rows = report.filter((row) => row.currency === currency);
    const moneyIn = rows.reduce((total, row) => total + row.moneyIn, 0);
    const moneyOut = rows.reduce((total, row) => total + row.moneyOut, 0);
    const notOnStatements = outside.get(currency) ?? 0;
    const notInLedger = side ? Number(side.not_in_ledger) : 0;
    // A sum over accounts is only a balance when every account gave its figure.
    const opening = side && Number(side.opening_given) === Number(side.accounts) ? Number(side.opening) : null;
    const closing = side && Number(side.closing_given) === Number(side.accounts) ? Number(side.closing) : null;
    const expectedClosing = opening === null ? null : opening + moneyIn - moneyOut - notOnStatements + notInLedger;
    return {
      currency,
      openingBalance: opening,
      moneyIn,
      moneyOut,
      notOnStatements,
      notInLedger,
      expectedClosing,
      closingBalance: closing,
      difference: expectedClosing === null || closing === null ? null : closing - expectedClosing,
    };
  });
}
