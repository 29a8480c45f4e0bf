import PDFDocument from 'pdfkit';
import { asc, eq } from 'drizzle-orm';
import {
  cycleAccountRows,
  ROUNDING_RULE,
  INVESTMENT_STATUS_LABELS,
  LEDGER_ENTRY_LABELS,
  SITE_NAME,
  TAX_YEAR_NOTE,
  TAX_PACK_CORRECTION_DESCRIPTION,
  TAX_PACK_CREDIT_DESCRIPTION,
  isProvisionalTaxYear,
  londonDay,
  provisionalNote,
  zakatHolding,
  type ZakatStatement,
  countOf,
  countryName,
  formatDate,
  formatMoney,
  MINUS_SIGN,
  taxYearDays,
  taxYearLabel,
  unitsText,
  rolloverFact,
  type Currency,
  type LedgerEntry,
  type LedgerEntryKind,
} from '@app/contract';
import type { Company } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { cycles } from '../../db/schema/cycles.ts';
import { investments, investorProfiles, type InvestmentRow } from '../../db/schema/investments.ts';
import { users } from '../../db/schema/users.ts';
import { COLOURS, companyLine } from '../../platform/mail-layout.ts';
import { rolloverOf, toInvestment } from '../investments/views.ts';
import { ledgerOf, ledgersOf } from '../ledger/service.ts';
import { agreementRecordOf } from '../agreements/service.ts';
import { investmentAccount } from '../ledger/cycle-account.ts';

/**
 * PDF statements, drawn with pdfkit's built-in Helvetica (no font files, no network): one per
 * investment and one per investor and UK tax year. Every page carries a running header (company,
 * statement, investor) and "Page n of m"; money comes from the ledger, one row per entry.
 */

type Investor = { name: string; address: string[] };
type Frame = { title: string; period: string; investor: Investor; company: Company };
/** One ledger entry as a statement line: signed pence from the investor's side. */
type Line = { day: string; description: string; amount: number };

const { green: GREEN, ink: INK, muted: MUTED, line: RULE } = COLOURS;
const LEFT = 56;
const RIGHT = 539;
const MARGINS = { top: 86, bottom: 72, left: LEFT, right: 595 - RIGHT };

/**
 * An amount as the PDF prints it. pdfkit's built-in Helvetica is WinAnsi-encoded, which has no
 * minus sign (U+2212 comes out as a stray quote), so its nearest glyph, the en dash, stands in.
 */
const printedMoney = (minor: number, currency: Currency) => formatMoney(minor, currency).replace(MINUS_SIGN, '\u2013');

async function render(frame: Frame, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGINS,
    bufferPages: true,
    info: { Title: `${frame.title}, ${frame.period}`, Author: frame.company.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    pageFrame(doc, frame, index - start + 1, count);
  }
  doc.end();
  return done;
}

/** The running header and footer, drawn in the page margins once the page count is known. */
function pageFrame(doc: PDFKit.PDFDocument, frame: Frame, page: number, pages: number) {
  const bottom = doc.page.margins.bottom;
  // Text below the bottom margin would otherwise start a new page.
  doc.page.margins.bottom = 0;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(GREEN).text(frame.company.name, LEFT, 36, { continued: true, lineBreak: false });
  doc.font('Helvetica').fillColor(MUTED).text(`  ·  ${frame.title}`, { lineBreak: false });
  doc.text(frame.investor.name, 380, 36, { width: RIGHT - 380, align: 'right', lineBreak: false, ellipsis: true });
  doc.moveTo(LEFT, 52).lineTo(RIGHT, 52).strokeColor(RULE).lineWidth(0.7).stroke();
  const footerY = doc.page.height - 52;
  doc
    .moveTo(LEFT, footerY - 8)
    .lineTo(RIGHT, footerY - 8)
    .strokeColor(RULE)
    .lineWidth(0.7)
    .stroke();
  doc.font('Helvetica').fontSize(7.5).fillColor(MUTED).text(companyLine(frame.company), LEFT, footerY, { width: 380 });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(`Page ${page} of ${pages}`, 440, footerY, { width: RIGHT - 440, align: 'right', lineBreak: false });
  doc.page.margins.bottom = bottom;
}

/** First page: the company as letterhead, the investor's name and postal address, the statement's title. */
function opening(doc: PDFKit.PDFDocument, frame: Frame) {
  doc.font('Helvetica-Bold').fontSize(18).fillColor(GREEN).text(frame.company.name, LEFT, MARGINS.top);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(frame.company.address);
  doc.text(`Registered in ${frame.company.registeredIn}, company number ${frame.company.number}`);
  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(10).fillColor(INK).text(frame.investor.name);
  for (const line of frame.investor.address) doc.text(line);
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(15).fillColor(INK).text(frame.title);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${frame.period}. Prepared on ${formatDate(new Date())}.`);
  doc.moveDown();
}

function facts(doc: PDFKit.PDFDocument, pairs: [string, string][]) {
  for (const [label, value] of pairs) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, LEFT, y, { width: 190 });
    const labelEnd = doc.y;
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(value, 250, y, { width: RIGHT - 250 });
    doc.y = Math.max(doc.y, labelEnd);
    doc.moveDown(0.3);
  }
  doc.x = LEFT;
}

function section(doc: PDFKit.PDFDocument, title: string) {
  if (doc.y > doc.page.height - MARGINS.bottom - 60) doc.addPage();
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(GREEN).text(title, LEFT);
  doc.moveDown(0.3);
}

function note(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(1);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(text, LEFT, undefined, { width: RIGHT - LEFT });
}

const COLUMNS = [
  { title: 'Date', x: LEFT, width: 78, align: 'left' },
  { title: 'Description', x: LEFT + 82, width: 181, align: 'left' },
  { title: 'Money in', x: LEFT + 267, width: 70, align: 'right' },
  { title: 'Money out', x: LEFT + 341, width: 70, align: 'right' },
  { title: 'Balance', x: LEFT + 415, width: RIGHT - LEFT - 415, align: 'right' },
] as const;

/**
 * The transaction table: an opening balance, one row per entry (money in, money out, running
 * balance) and the closing balance. Its header is repeated on every page it runs onto.
 */
function transactions(doc: PDFKit.PDFDocument, lines: Line[], opening: { day: string; balance: number } | null, currency: Currency) {
  const money = (pence: number) => printedMoney(pence, currency);
  const head = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
    for (const column of COLUMNS) doc.text(column.title, column.x, y, { width: column.width, align: column.align });
    doc
      .moveTo(LEFT, doc.y + 2)
      .lineTo(RIGHT, doc.y + 2)
      .strokeColor(RULE)
      .lineWidth(0.7)
      .stroke();
    doc.y += 6;
  };
  const row = (cells: [string, string, string, string, string], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: COLUMNS[i]!.width })));
    if (doc.y + height > doc.page.height - MARGINS.bottom) {
      doc.addPage();
      head();
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    }
    const y = doc.y;
    doc.fillColor(INK);
    cells.forEach((cell, i) => doc.text(cell, COLUMNS[i]!.x, y, { width: COLUMNS[i]!.width, align: COLUMNS[i]!.align }));
    doc.y = y + height + 5;
  };
  head();
  let balance = opening?.balance ?? 0;
  if (opening) row([formatDate(opening.day), 'Opening balance', '', '', money(balance)]);
  for (const line of lines) {
    balance += line.amount;
    row([formatDate(line.day), line.description, line.amount > 0 ? money(line.amount) : '', line.amount < 0 ? money(-line.amount) : '', money(balance)]);
  }
  if (!lines.length) row(['', 'No money moved in this period.', '', '', '']);
  row(['', 'Closing balance', '', '', money(balance)], true);
  doc.x = LEFT;
}

async function investorOf(db: Db, userId: string): Promise<Investor> {
  const [row] = await db
    .select({
      name: users.name,
      legalName: investorProfiles.legalName,
      line1: investorProfiles.addressLine1,
      line2: investorProfiles.addressLine2,
      city: investorProfiles.city,
      postcode: investorProfiles.postcode,
      country: investorProfiles.country,
    })
    .from(users)
    .leftJoin(investorProfiles, eq(investorProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return { name: 'Investor', address: [] };
  const cityLine = [row.city, row.postcode].filter(Boolean).join(' ');
  return {
    name: row.legalName || row.name,
    address: [row.line1, row.line2, cityLine, countryName(row.country)].filter((line): line is string => Boolean(line)),
  };
}

type Labelled = { reference: string; planTitle: string };

/** The kind an entry counts as: a correction counts as the kind it corrects. */
function countedKind(entry: LedgerEntry, kinds: Map<string, LedgerEntryKind>): LedgerEntryKind {
  return entry.kind === 'reversal' && entry.reversesId ? (kinds.get(entry.reversesId) ?? 'reversal') : entry.kind;
}

function describe(entry: LedgerEntry, investment: Pick<Labelled, 'reference'>, kinds: Map<string, LedgerEntryKind>): string {
  // A rollover's transfer names the other investment ("Rolled over into BB-2026-0042"), as its entry's reason records it.
  if ((entry.kind === 'transfer_in' || entry.kind === 'transfer_out') && entry.reason) return `${entry.reason}, ${investment.reference}`;
  const what = entry.kind === 'reversal' ? `Correction of ${LEDGER_ENTRY_LABELS[countedKind(entry, kinds)].toLowerCase()}` : LEDGER_ENTRY_LABELS[entry.kind];
  return `${what}, ${investment.reference}`;
}

/** Ledger entries in value-date order (then as recorded), so the running balance reads as the money moved. */
const byValueDate = (a: LedgerEntry, b: LedgerEntry) => a.valueDate.localeCompare(b.valueDate) || a.createdAt.localeCompare(b.createdAt);

export type InvestmentStatementInput = {
  investment: InvestmentRow;
  /** The accepted Mudarabah agreement: its reference, day of acceptance and the SHA-256 of its PDF, printed when present. */
  agreement?: { reference: string; acceptedAt: string; sha256: string } | null;
};

/** An investment's statement citing its accepted agreement (reference and SHA-256 of the signed PDF). */
export async function statementOfInvestment(db: Db, company: Company, row: InvestmentRow) {
  return investmentStatement(db, company, { investment: row, agreement: await agreementRecordOf(db, row.id, { forStaff: false }) });
}

/** A SHA-256 in groups of eight, so it wraps between groups and can be compared by eye with the file's. */
const fingerprint = (sha256: string) => sha256.match(/.{1,8}/g)!.join(' ');

export async function investmentStatement(db: Db, company: Company, input: InvestmentStatementInput): Promise<{ pdf: Buffer; filename: string }> {
  const row = input.investment;
  const [investor, ledger, rollover, cycle] = await Promise.all([
    investorOf(db, row.userId),
    ledgerOf(db, row.id),
    rolloverOf(db, row),
    row.cycleId
      ? db
          .select({ name: cycles.name, location: cycles.location, expectedEndDate: cycles.expectedEndDate })
          .from(cycles)
          .where(eq(cycles.id, row.cycleId))
          .then((found) => found[0] ?? null)
      : null,
  ]);
  const account = await investmentAccount(db, row);
  // An assigned investment matures when its cycle is expected to end.
  const investment = toInvestment(row, undefined, cycle?.expectedEndDate ?? null);
  const money = (minor: number) => printedMoney(minor, investment.plan.currency);
  const kinds = new Map(ledger.entries.map((entry) => [entry.id, entry.kind]));
  const entries = [...ledger.entries].sort(byValueDate);
  const frame: Frame = { title: 'Investment statement', period: investment.reference, investor, company };
  const pdf = await render(frame, (doc) => {
    opening(doc, frame);
    facts(doc, [
      ['Reference', investment.reference],
      ...(input.agreement
        ? ([
            ['Agreement', `${input.agreement.reference}, accepted on ${formatDate(input.agreement.acceptedAt)}`],
            ['Agreement SHA-256', fingerprint(input.agreement.sha256)],
          ] as [string, string][])
        : []),
      ['Status', INVESTMENT_STATUS_LABELS[investment.status]],
      ['Plan', investment.plan.title],
      ['Units', unitsText(investment.units)],
      ['Amount per unit', money(investment.plan.amountPerUnit)],
      ['Amount invested', money(investment.amount)],
      ['Projected profit', money(investment.expectedProfit)],
      ['Actual profit', investment.actualProfit === null ? 'Known when the cycle closes' : money(investment.actualProfit)],
      [
        'Duration',
        countOf(investment.plan.duration, { one: investment.plan.durationUnit.toLowerCase(), other: `${investment.plan.durationUnit.toLowerCase()}s` }),
      ],
      ['Farm cycle', cycle ? `${cycle.name}, ${cycle.location}` : 'Not yet assigned'],
      ['Requested', formatDate(investment.requestedAt)],
      ['Started', formatDate(investment.startedAt)],
      ['Expected maturity', formatDate(investment.expectedMaturityAt)],
      ['Matured', formatDate(investment.maturedAt)],
      ['Paid out', formatDate(investment.paidAt)],
      // The rollover in the words the investment page uses, so both ends' statements agree.
      ...(rollover ? [rolloverFact(rollover, investment.plan.currency)] : []),
    ]);
    if (account) {
      // The closed cycle's account and this investment's share, as the investment page and the mail show it.
      section(doc, `The account of ${account.cycle.name}, closed on ${formatDate(account.cycle.closedOn)}`);
      facts(
        doc,
        cycleAccountRows(account.account, { share: account.share }).map((row) => [row.label, row.value.replaceAll(MINUS_SIGN, '\u2013')]),
      );
      note(doc, ROUNDING_RULE);
    }
    section(doc, 'Transactions');
    transactions(
      doc,
      entries.map((entry) => ({ day: entry.valueDate, description: describe(entry, investment, kinds), amount: entry.amount })),
      null,
      investment.plan.currency,
    );
    note(
      doc,
      `Profit is shared 50/50 with the partner farmer; the figures are your share. No interest is paid or charged. Your capital is at risk: read the Risk and Shariah pages on the ${SITE_NAME} website.`,
    );
  });
  return { pdf, filename: `statement-${investment.reference}.pdf` };
}

/**
 * The UK tax-year statement: every ledger entry of the investor's investments with a value date from
 * 6 April to 5 April, the profit credited and the payouts sent in that year, and the tax note.
 */
export async function taxYearStatement(
  db: Db,
  company: Company,
  userId: string,
  startYear: number,
  now: Date = new Date(),
): Promise<{ pdf: Buffer; filename: string }> {
  const provisional = isProvisionalTaxYear(startYear, now);
  const { from, to } = taxYearDays(startYear);
  const [investor, ledgers] = await Promise.all([investorOf(db, userId), investorLedgers(db, userId)]);
  const rows = ledgers.map(({ investment }) => investment);
  const all = ledgers.flatMap(({ investment, entries }) => entries.map((entry) => ({ investment, entry })));
  const kinds = new Map(all.map(({ entry }) => [entry.id, entry.kind]));
  const inYear = all.filter(({ entry }) => entry.valueDate >= from && entry.valueDate <= to).sort((a, b) => byValueDate(a.entry, b.entry));
  const openingBalance = all.filter(({ entry }) => entry.valueDate < from).reduce((sum, { entry }) => sum + entry.amount, 0);
  const sumOf = (counted: LedgerEntryKind[]) =>
    inYear.filter(({ entry }) => counted.includes(countedKind(entry, kinds))).reduce((sum, { entry }) => sum + entry.amount, 0);
  const currency: Currency = rows[0]?.currency ?? 'GBP';
  const money = (pence: number) => printedMoney(pence, currency);
  const label = taxYearLabel(startYear);
  const frame: Frame = {
    title: `${provisional ? 'Provisional tax-year statement' : 'Tax-year statement'} ${label}`,
    period: `${formatDate(from)} to ${formatDate(to)}`,
    investor,
    company,
  };
  const profitBy = new Map<string, number>();
  for (const { investment, entry } of inYear) {
    const kind = countedKind(entry, kinds);
    if (kind === 'profit' || kind === 'loss') profitBy.set(investment.id, (profitBy.get(investment.id) ?? 0) + entry.amount);
  }
  // Each investment with money in the year, cited by its accepted agreement.
  const moved = rows.filter((row) => inYear.some(({ investment }) => investment.id === row.id));
  const agreements = (
    await Promise.all(moved.map(async (investment) => ({ investment, agreement: await agreementRecordOf(db, investment.id, { forStaff: false }) })))
  ).filter((item): item is { investment: (typeof rows)[number]; agreement: NonNullable<typeof item.agreement> } => item.agreement !== null);
  const pdf = await render(frame, (doc) => {
    opening(doc, frame);
    if (provisional)
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor(INK)
        .text(provisionalNote(startYear), LEFT, undefined, { width: RIGHT - LEFT });
    section(doc, 'Summary');
    facts(doc, [
      ['Profit credited in the tax year', money(sumOf(['profit', 'loss']))],
      ['Payouts sent in the tax year', money(-sumOf(['payout', 'refund']) || 0)],
      ['Paid in during the tax year', money(sumOf(['payment']))],
      [
        provisional ? `Balance held for you on ${formatDate(minDay(londonDay(now), to))}` : 'Balance held for you on 5 April',
        money(openingBalance + inYear.reduce((sum, { entry }) => sum + entry.amount, 0)),
      ],
    ]);
    if (profitBy.size) {
      section(doc, 'Profit by investment');
      facts(
        doc,
        rows.filter((row) => profitBy.has(row.id)).map((row) => [`${row.reference} (${row.planTitle})`, money(profitBy.get(row.id)!)]),
      );
    }
    if (agreements.length) {
      section(doc, 'Agreements');
      facts(
        doc,
        agreements.flatMap(({ investment, agreement }) => [
          [`${investment.reference} (${investment.planTitle})`, `${agreement.reference}, accepted on ${formatDate(agreement.acceptedAt)}`],
          ['SHA-256', fingerprint(agreement.sha256)],
        ]),
      );
    }
    note(doc, TAX_YEAR_NOTE);
    section(doc, 'Transactions');
    transactions(
      doc,
      inYear.map(({ investment, entry }) => ({ day: entry.valueDate, description: describe(entry, investment, kinds), amount: entry.amount })),
      { day: from, balance: openingBalance },
      currency,
    );
    note(doc, 'Profit is shared 50/50 with the partner farmer; the figures are your share. No interest is paid or charged.');
  });
  return { pdf, filename: `tax-year-statement-${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}.pdf` };
}

const minDay = (a: string, b: string) => (a < b ? a : b);

/** The investor's investments, oldest reference first, each with its ledger's entries (two queries in all). */
async function investorLedgers(db: Db, userId: string) {
  const rows = await db
    .select({ id: investments.id, reference: investments.reference, planTitle: investments.planTitle, currency: investments.currency })
    .from(investments)
    .where(eq(investments.userId, userId))
    .orderBy(asc(investments.reference));
  const ledgers = await ledgersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((investment) => ({ investment, entries: ledgers.get(investment.id)!.entries }));
}

/** One profit credit of a tax year as the pack's CSV lists it (signed pence; a correction is negative). */
export type TaxYearCredit = { day: string; reference: string; description: string; amount: number; currency: Currency };

/** Each profit credit with a value date in the tax year, and each correction of one, in value-date order. */
export async function taxYearCredits(db: Db, userId: string, startYear: number): Promise<TaxYearCredit[]> {
  const { from, to } = taxYearDays(startYear);
  const credits: (TaxYearCredit & { createdAt: string })[] = [];
  for (const { investment: row, entries } of await investorLedgers(db, userId)) {
    const kinds = new Map(entries.map((entry) => [entry.id, entry.kind]));
    for (const entry of entries) {
      if (entry.valueDate < from || entry.valueDate > to || countedKind(entry, kinds) !== 'profit') continue;
      credits.push({
        day: entry.valueDate,
        reference: row.reference,
        description: entry.kind === 'reversal' ? TAX_PACK_CORRECTION_DESCRIPTION : TAX_PACK_CREDIT_DESCRIPTION,
        amount: entry.amount,
        currency: entry.currency,
        createdAt: entry.createdAt,
      });
    }
  }
  return credits.sort((a, b) => a.day.localeCompare(b.day) || a.createdAt.localeCompare(b.createdAt)).map(({ createdAt: _createdAt, ...credit }) => credit);
}

/**
 * The zakat statement: what each investment held for the investor on `day` (ledger entries valued
 * on or before it): capital, and profit credited and not yet paid out. Investments holding nothing are left out.
 */
export async function zakatStatement(db: Db, userId: string, day: string): Promise<ZakatStatement> {
  const lines: ZakatStatement['investments'] = [];
  for (const { investment: row, entries } of await investorLedgers(db, userId)) {
    const holding = zakatHolding(entries, day);
    if (holding.total !== 0) lines.push({ investmentId: row.id, reference: row.reference, planTitle: row.planTitle, currency: row.currency, ...holding });
  }
  const totals = new Map<Currency, ZakatStatement['totals'][number]>();
  for (const line of lines) {
    const total = totals.get(line.currency) ?? { currency: line.currency, capital: 0, profit: 0, total: 0 };
    totals.set(line.currency, { ...total, capital: total.capital + line.capital, profit: total.profit + line.profit, total: total.total + line.total });
  }
  const ordered = [...totals.values()].sort((a, b) => (a.currency === 'GBP' ? -1 : b.currency === 'GBP' ? 1 : a.currency.localeCompare(b.currency)));
  return { date: day, investments: lines, totals: ordered };
}
