import type { FastifyInstance } from 'fastify';
import { asc, eq, inArray } from 'drizzle-orm';
import { investmentAmount, type StatementLine } from '@app/contract';
import { bankLines, bankStatements, payoutBatchItems, payoutBatches } from '../db/schema/bank-statements.ts';
import { investments, investorProfiles, type InvestmentRow } from '../db/schema/investments.ts';
import { payoutAccounts } from '../db/schema/payouts.ts';
import { users } from '../db/schema/users.ts';
import { recordOpeningLedger } from '../modules/ledger/opening.ts';
import { recordLedgerEntry } from '../modules/ledger/service.ts';
import { bankLineValues, lineFingerprints } from '../modules/banking/bank-statements.ts';
import { balancesOfLines } from '../modules/banking/statement-parser.ts';
import { seedOurBankAccount } from './85-bank-layouts.ts';

/**
 * The demo investments' money as it would have reached the books: the transfers came in on a
 * Barclays statement and were confirmed line by line (payment entries from bank lines), matured
 * investments were credited their profit, the paid-out one went out in a payout batch whose debit
 * is on the statement. One request awaiting payment has half its transfer in. On the latest
 * statement a transfer paid twice, one naming no investment and a bank fee wait for staff to review
 * (none of them an exact match, which the browser flows' own statements keep to themselves). The
 * books check on the demo data is clean. Runs after the investments and before the cycles.
 */

const TEAM = { id: null, name: 'Operations team' };
/** The layout the statements were read through: CSV lines carry its name, as an import would. */
const ACCOUNT = 'Barclays';
const DAY = 86_400_000;
const dateOnly = (date: Date) => date.toISOString().slice(0, 10);
const daysBefore = (date: string, days: number) => dateOnly(new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY));

type Planned = { date: string; description: string; amount: number } & (
  { kind: 'payment'; investment: InvestmentRow } | { kind: 'payout'; investment: InvestmentRow } | { kind: 'ignored'; reason: string } | { kind: 'open' }
);

/** "bbv 2026 00004": how banks mangle a reference the matcher still reads. */
const spaced = (reference: string) => reference.replace(/-/g, ' ').toLowerCase();

/** The verified demo investors' payout accounts (two UK, one in the UAE by IBAN), given long ago: past the 72-hour hold. */
async function seedPayoutAccounts(app: FastifyInstance, people: { id: string; name: string }[]) {
  const accounts = [
    { kind: 'uk' as const, sortCode: '203206', accountNumber: '41829305' },
    { kind: 'uk' as const, sortCode: '401162', accountNumber: '70312458' },
    { kind: 'international' as const, iban: 'AE070331234567890123456', bic: 'EBILAEAD' },
  ];
  for (const [index, person] of people.slice(0, accounts.length).entries()) {
    const [existing] = await app.db.select({ id: payoutAccounts.id }).from(payoutAccounts).where(eq(payoutAccounts.userId, person.id));
    if (existing) continue;
    await app.db
      .insert(payoutAccounts)
      .values({ userId: person.id, holderName: person.name, createdAt: new Date(Date.now() - 200 * DAY), ...accounts[index]! });
  }
}

export async function seed(app: FastifyInstance) {
  const rows = await app.db
    .select({ investment: investments, investorName: users.name })
    .from(investments)
    .innerJoin(users, eq(users.id, investments.userId))
    .where(inArray(investments.status, ['awaiting_payment', 'active', 'matured', 'paid_out']))
    .orderBy(asc(investments.requestedAt));
  if (rows.length === 0) return;
  const verified = await app.db
    .select({ id: users.id, name: users.name })
    .from(investorProfiles)
    .innerJoin(users, eq(users.id, investorProfiles.userId))
    .where(eq(investorProfiles.status, 'verified'))
    .orderBy(asc(investorProfiles.submittedAt));
  await seedPayoutAccounts(app, verified);

  const today = dateOnly(new Date());
  const earlier: Planned[] = [];
  const latest: Planned[] = [];
  for (const [index, { investment, investorName }] of rows.entries()) {
    const amount = investmentAmount(investment);
    const payer = investorName.toUpperCase();
    const reference = index % 2 ? spaced(investment.reference) : investment.reference;
    if (investment.status === 'awaiting_payment') {
      // Half came in when the request moved to awaiting payment; the rest is still to come (the dashboard shows it overdue).
      const half = Math.floor(amount / 200) * 100;
      earlier.push({ kind: 'payment', investment, date: dateOnly(investment.updatedAt), description: `FP ${payer} ${reference} PART 1`, amount: half });
      continue;
    }
    earlier.push({ kind: 'payment', investment, date: investment.startedAt ?? today, description: `FP ${payer} ${reference}`, amount });
    // An investor who paid the same transfer twice: the latest statement's line is "already paid", for staff to refund.
    if (investment.status === 'active' && !latest.length)
      latest.push({ kind: 'open', date: daysBefore(today, 3), description: `FP ${payer} ${reference} REPEAT`, amount });
  }
  // A month of the account's other traffic: bank interest, set aside with its reason.
  const firstDate = earlier.map((line) => line.date).sort()[0] ?? today;
  earlier.push({
    kind: 'ignored',
    reason: 'Bank interest, not an investor’s payment',
    date: daysBefore(firstDate, -20),
    description: 'INTEREST PAID',
    amount: 127,
  });
  latest.push(
    { kind: 'open', date: daysBefore(today, 2), description: 'TRANSFER FROM S KHAN INVESTMENT', amount: 50_000 },
    { kind: 'open', date: daysBefore(today, 1), description: 'MONTHLY ACCOUNT FEE', amount: -850 },
  );

  // Profit and loss as the cycles credited them; the paid-out investment's payout goes through a batch below.
  const withProfit = new Map<string, number>();
  for (const { investment } of rows) {
    if (investment.status !== 'matured' && investment.status !== 'paid_out') continue;
    withProfit.set(investment.id, investmentAmount(investment) + (investment.actualProfit ?? 0));
  }
  for (const { investment } of rows.filter(({ investment }) => investment.status === 'paid_out')) {
    const paidOn = investment.paidAt ?? today;
    earlier.push({ kind: 'payout', investment, date: paidOn, description: `BULK PAYMENT ${investment.reference}`, amount: -withProfit.get(investment.id)! });
  }

  const bankAccountId = await seedOurBankAccount(app);
  let balance = 1_825_000;
  for (const [filename, planned] of [
    ['barclays-statement-earlier.csv', earlier],
    ['barclays-statement-latest.csv', latest],
  ] as const) {
    planned.sort((a, b) => a.date.localeCompare(b.date));
    const lines: StatementLine[] = planned.map((line, index) => {
      balance += line.amount;
      return {
        line: index + 2,
        account: ACCOUNT,
        date: line.date,
        description: line.description,
        amount: line.amount,
        balance,
        currency: null,
        payerName: null,
      };
    });
    const [statement] = await app.db
      .insert(bankStatements)
      .values({
        filename,
        format: 'csv',
        bankAccountId,
        lineCount: lines.length,
        duplicateCount: 0,
        // The demo statements state their running balance, so they tie to the bank as an import would find.
        openingBalancePence: balancesOfLines(lines).opening,
        closingBalancePence: balance,
        firstDate: lines[0]!.date,
        lastDate: lines.at(-1)!.date,
        importedByName: TEAM.name,
        createdAt: new Date(Date.parse(`${lines.at(-1)!.date}T09:00:00Z`) + DAY),
      })
      .returning();
    for (const [index, line] of lineFingerprints(bankAccountId, lines).entries()) {
      const plan = planned[index]!;
      const decidedAt = new Date(Date.parse(`${line.date}T10:00:00Z`) + DAY);
      const decided = plan.kind === 'open' ? {} : { decidedByName: TEAM.name, decidedAt };
      const [row] = await app.db
        .insert(bankLines)
        .values({
          ...bankLineValues(statement!.id, 'GBP', line),
          status: plan.kind === 'open' ? 'open' : plan.kind === 'ignored' ? 'ignored' : 'confirmed',
          assignedInvestmentId: plan.kind === 'payment' || plan.kind === 'payout' ? plan.investment.id : null,
          ignoredReason: plan.kind === 'ignored' ? plan.reason : null,
          ...decided,
        })
        .returning();
      if (plan.kind === 'payment') {
        await recordLedgerEntry(
          app.db,
          { investmentId: plan.investment.id, kind: 'payment', amount: line.amount, valueDate: line.date, source: 'bank_line', sourceId: row!.id },
          TEAM,
        );
        // Matured and paid-out investments: their profit or loss, as closing their cycle credited it.
        if (plan.investment.status !== 'active' && plan.investment.status !== 'awaiting_payment')
          await recordOpeningLedger(app.db, { ...plan.investment, status: 'matured' }, TEAM, 'Credited when the cycle closed');
      }
      if (plan.kind === 'payout') {
        const investment = plan.investment;
        const [account] = await app.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, investment.userId));
        const [batch] = await app.db
          .insert(payoutBatches)
          .values({ status: 'sent', sentOn: line.date, createdByName: TEAM.name, createdAt: new Date(Date.parse(`${line.date}T09:00:00Z`) - DAY) })
          .returning();
        await app.db.insert(payoutBatchItems).values({
          batchId: batch!.id,
          investmentId: investment.id,
          amountPence: -line.amount,
          holderName: account?.holderName ?? 'Investor',
          sortCode: account?.sortCode ?? null,
          accountNumber: account?.accountNumber ?? null,
          iban: account?.iban ?? null,
          bic: account?.bic ?? null,
        });
        await app.db.update(bankLines).set({ payoutBatchId: batch!.id }).where(eq(bankLines.id, row!.id));
        await recordLedgerEntry(
          app.db,
          { investmentId: investment.id, kind: 'payout', amount: -line.amount, valueDate: line.date, source: 'payout_batch', sourceId: batch!.id },
          TEAM,
        );
      }
    }
  }
  // Anything the statements did not cover (none on the demo data) still gets the entries its status implies.
  for (const { investment } of rows) await recordOpeningLedger(app.db, investment, TEAM, 'Bank transfer seen on the statement');
}
