import PDFDocument from 'pdfkit';
import { asc, eq } from 'drizzle-orm';
import {
  cycleAccountRows,
  ROUNDING_RULE,
  HTML_LANG,
  SITE_NAME,
  bengaliDigits,
  groupDigits,
  inLanguage,
  investmentStatusIn,
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
  type DurationUnit,
  type Language,
  type LedgerEntry,
  type LedgerEntryKind,
} from '@app/contract';
import type { Company } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { cycles } from '../../db/schema/cycles.ts';
import { investments, investorProfiles, type InvestmentRow } from '../../db/schema/investments.ts';
import { users } from '../../db/schema/users.ts';
import { COLOURS, companyLine } from '../../platform/mail-layout.ts';
import { BODY_FONT, BOLD_FONT, useLanguageFonts } from '../../platform/pdf-fonts.ts';
import { m } from '@app/contract/messages';
import { rolloverOf, toInvestment } from '../investments/views.ts';
import { ledgerOf, ledgersOf } from '../ledger/service.ts';
import { agreementRecordOf } from '../agreements/service.ts';
import { investmentAccount } from '../ledger/cycle-account.ts';

/**
 * PDF statements, one per investment and one per investor and UK tax year, printed in the
 * investor's account language (platform/pdf-fonts.ts: Helvetica for English, Noto Sans Bengali for
 * Bengali). Every page carries a running header (company, statement, investor) and "Page n of m";
 * money comes from the ledger, one row per entry.
 */

type Investor = { name: string; address: string[]; language: Language };
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
/** A date as the statement prints it, in its language. */
const printedDate = (value: string | Date | null | undefined, language: Language) => formatDate(value, '—', language);

const printedMoney = (minor: number, currency: Currency, language: Language) =>
  language === 'en' ? formatMoney(minor, currency).replace(MINUS_SIGN, '\u2013') : formatMoney(minor, currency, language);

/** `draw` runs in the investor's language: the catalogue's messages speak it while the statement is drawn. */
async function render(frame: Frame, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const { language } = frame.investor;
  const doc = new PDFDocument({
    lang: HTML_LANG[language],
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
  useLanguageFonts(doc, language);
  inLanguage(language, () => {
    draw(doc);
    const { start, count } = doc.bufferedPageRange();
    for (let index = start; index < start + count; index++) {
      doc.switchToPage(index);
      pageFrame(doc, frame, index - start + 1, count);
    }
  });
  doc.end();
  return done;
}

/** The running header and footer, drawn in the page margins once the page count is known. */
function pageFrame(doc: PDFKit.PDFDocument, frame: Frame, page: number, pages: number) {
  const bottom = doc.page.margins.bottom;
  // Text below the bottom margin would otherwise start a new page.
  doc.page.margins.bottom = 0;
  doc.font(BOLD_FONT).fontSize(9).fillColor(GREEN).text(frame.company.name, LEFT, 36, { continued: true, lineBreak: false });
  doc.font(BODY_FONT).fillColor(MUTED).text(`  ·  ${frame.title}`, { lineBreak: false });
  doc.text(frame.investor.name, 380, 36, { width: RIGHT - 380, align: 'right', lineBreak: false, ellipsis: true });
  doc.moveTo(LEFT, 52).lineTo(RIGHT, 52).strokeColor(RULE).lineWidth(0.7).stroke();
  const footerY = doc.page.height - 52;
  doc
    .moveTo(LEFT, footerY - 8)
    .lineTo(RIGHT, footerY - 8)
    .strokeColor(RULE)
    .lineWidth(0.7)
    .stroke();
  doc.font(BODY_FONT).fontSize(7.5).fillColor(MUTED).text(companyLine(frame.company, frame.investor.language), LEFT, footerY, { width: 380 });
  doc
    .font(BODY_FONT)
    .fontSize(8)
    .fillColor(MUTED)
    .text(m.pdf_page_of({ page: groupDigits(page, frame.investor.language), pages: groupDigits(pages, frame.investor.language) }), 440, footerY, {
      width: RIGHT - 440,
      align: 'right',
      lineBreak: false,
    });
  doc.page.margins.bottom = bottom;
}

/** First page: the company as letterhead, the investor's name and postal address, the statement's title. */
function opening(doc: PDFKit.PDFDocument, frame: Frame) {
  doc.font(BOLD_FONT).fontSize(18).fillColor(GREEN).text(frame.company.name, LEFT, MARGINS.top);
  doc.font(BODY_FONT).fontSize(9).fillColor(MUTED).text(frame.company.address);
  doc.text(m.pdf_registered({ registeredIn: frame.company.registeredIn, number: frame.company.number }));
  doc.moveDown(1.5);
  doc.font(BODY_FONT).fontSize(10).fillColor(INK).text(frame.investor.name);
  for (const line of frame.investor.address) doc.text(line);
  doc.moveDown(1.5);
  doc.font(BOLD_FONT).fontSize(15).fillColor(INK).text(frame.title);
  doc
    .font(BODY_FONT)
    .fontSize(10)
    .fillColor(MUTED)
    .text(m.pdf_prepared_on({ period: frame.period, date: printedDate(new Date(), frame.investor.language) }));
  doc.moveDown();
}

function facts(doc: PDFKit.PDFDocument, pairs: [string, string][]) {
  for (const [label, value] of pairs) {
    const y = doc.y;
    doc.font(BODY_FONT).fontSize(10).fillColor(MUTED).text(label, LEFT, y, { width: 190 });
    const labelEnd = doc.y;
    doc
      .font(BODY_FONT)
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
  doc.font(BOLD_FONT).fontSize(12).fillColor(GREEN).text(title, LEFT);
  doc.moveDown(0.3);
}

function note(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(1);
  doc
    .font(BODY_FONT)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(text, LEFT, undefined, { width: RIGHT - LEFT });
}

const COLUMNS = [
  { title: () => m.pdf_column_date(), x: LEFT, width: 78, align: 'left' },
  { title: () => m.pdf_column_description(), x: LEFT + 82, width: 181, align: 'left' },
  { title: () => m.pdf_column_money_in(), x: LEFT + 267, width: 70, align: 'right' },
  { title: () => m.pdf_column_money_out(), x: LEFT + 341, width: 70, align: 'right' },
  { title: () => m.pdf_column_balance(), x: LEFT + 415, width: RIGHT - LEFT - 415, align: 'right' },
] as const;

/**
 * The transaction table: an opening balance, one row per entry (money in, money out, running
 * balance) and the closing balance. Its header is repeated on every page it runs onto.
 */
function transactions(doc: PDFKit.PDFDocument, lines: Line[], opening: { day: string; balance: number } | null, currency: Currency, language: Language) {
  const money = (pence: number) => printedMoney(pence, currency, language);
  const date = (day: string) => printedDate(day, language);
  const head = () => {
    const y = doc.y;
    doc.font(BOLD_FONT).fontSize(9).fillColor(MUTED);
    for (const column of COLUMNS) doc.text(column.title(), column.x, y, { width: column.width, align: column.align });
    doc
      .moveTo(LEFT, doc.y + 2)
      .lineTo(RIGHT, doc.y + 2)
      .strokeColor(RULE)
      .lineWidth(0.7)
      .stroke();
    doc.y += 6;
  };
  const row = (cells: [string, string, string, string, string], bold = false) => {
    doc.font(bold ? BOLD_FONT : BODY_FONT).fontSize(9);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: COLUMNS[i]!.width })));
    if (doc.y + height > doc.page.height - MARGINS.bottom) {
      doc.addPage();
      head();
      doc.font(bold ? BOLD_FONT : BODY_FONT).fontSize(9);
    }
    const y = doc.y;
    doc.fillColor(INK);
    cells.forEach((cell, i) => doc.text(cell, COLUMNS[i]!.x, y, { width: COLUMNS[i]!.width, align: COLUMNS[i]!.align }));
    doc.y = y + height + 5;
  };
  head();
  let balance = opening?.balance ?? 0;
  if (opening) row([date(opening.day), m.pdf_opening_balance(), '', '', money(balance)]);
  for (const line of lines) {
    balance += line.amount;
    row([date(line.day), line.description, line.amount > 0 ? money(line.amount) : '', line.amount < 0 ? money(-line.amount) : '', money(balance)]);
  }
  if (!lines.length) row(['', m.pdf_no_money_moved(), '', '', '']);
  row(['', m.pdf_closing_balance(), '', '', money(balance)], true);
  doc.x = LEFT;
}

async function investorOf(db: Db, userId: string): Promise<Investor> {
  const [row] = await db
    .select({
      name: users.name,
      language: users.language,
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
  if (!row) return { name: m.pdf_investor(), address: [], language: 'en' };
  const cityLine = [row.city, row.postcode].filter(Boolean).join(' ');
  return {
    name: row.legalName || row.name,
    language: row.language,
    address: [row.line1, row.line2, cityLine, countryName(row.country)].filter((line): line is string => Boolean(line)),
  };
}

type Labelled = { reference: string; planTitle: string };

/** The kind an entry counts as: a correction counts as the kind it corrects. */
function countedKind(entry: LedgerEntry, kinds: Map<string, LedgerEntryKind>): LedgerEntryKind {
  return entry.kind === 'reversal' && entry.reversesId ? (kinds.get(entry.reversesId) ?? 'reversal') : entry.kind;
}

/** Each kind of ledger entry in the statement's language (the catalogue's English is LEDGER_ENTRY_LABELS'). */
const ENTRY_WORDS: Record<LedgerEntryKind, () => string> = {
  payment: m.pdf_ledger_payment,
  profit: m.pdf_ledger_profit,
  loss: m.pdf_ledger_loss,
  payout: m.pdf_ledger_payout,
  refund: m.pdf_ledger_refund,
  reversal: m.pdf_ledger_reversal,
  transfer_in: m.pdf_ledger_transfer_in,
  transfer_out: m.pdf_ledger_transfer_out,
};

function describe(entry: LedgerEntry, investment: Pick<Labelled, 'reference'>, kinds: Map<string, LedgerEntryKind>): string {
  // A rollover's transfer names the other investment ("Rolled over into BB-2026-0042"), as its entry's reason records it.
  if ((entry.kind === 'transfer_in' || entry.kind === 'transfer_out') && entry.reason) return `${entry.reason}, ${investment.reference}`;
  const what = entry.kind === 'reversal' ? m.pdf_correction_of({ what: ENTRY_WORDS[countedKind(entry, kinds)]().toLowerCase() }) : ENTRY_WORDS[entry.kind]();
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

/** A plan's length: "6 months", or in Bengali "৬ মাস" (Bengali nouns take no plural after a number). */
function durationText(count: number, unit: DurationUnit, language: Language) {
  if (language === 'en') return countOf(count, { one: unit.toLowerCase(), other: `${unit.toLowerCase()}s` });
  const words: Record<DurationUnit, () => string> = { Day: m.pdf_unit_day, Week: m.pdf_unit_week, Month: m.pdf_unit_month, Year: m.pdf_unit_year };
  return `${groupDigits(count, language)} ${words[unit]()}`;
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
  const { language } = investor;
  const money = (minor: number) => printedMoney(minor, investment.plan.currency, language);
  const date = (value: string | null) => printedDate(value, language);
  const kinds = new Map(ledger.entries.map((entry) => [entry.id, entry.kind]));
  const entries = [...ledger.entries].sort(byValueDate);
  const frame: Frame = { title: m.pdf_investment_statement({}, { locale: language }), period: investment.reference, investor, company };
  const pdf = await render(frame, (doc) => {
    opening(doc, frame);
    facts(doc, [
      [m.pdf_reference(), investment.reference],
      ...(input.agreement
        ? ([
            [m.pdf_agreement(), m.pdf_agreement_accepted({ reference: input.agreement.reference, date: date(input.agreement.acceptedAt) })],
            [m.pdf_agreement_sha(), fingerprint(input.agreement.sha256)],
          ] as [string, string][])
        : []),
      [m.pdf_status(), investmentStatusIn(investment.status, language)],
      [m.pdf_plan(), investment.plan.title],
      [m.pdf_units(), language === 'en' ? unitsText(investment.units) : groupDigits(investment.units, language)],
      [m.pdf_amount_per_unit(), money(investment.plan.amountPerUnit)],
      [m.pdf_amount_invested(), money(investment.amount)],
      [m.pdf_projected_profit(), money(investment.expectedProfit)],
      [m.pdf_actual_profit(), investment.actualProfit === null ? m.pdf_known_at_close() : money(investment.actualProfit)],
      [m.pdf_duration(), durationText(investment.plan.duration, investment.plan.durationUnit, language)],
      [m.pdf_farm_cycle(), cycle ? `${cycle.name}, ${cycle.location}` : m.pdf_not_assigned()],
      [m.pdf_requested(), date(investment.requestedAt)],
      [m.pdf_started(), date(investment.startedAt)],
      [m.pdf_expected_maturity(), date(investment.expectedMaturityAt)],
      [m.pdf_matured(), date(investment.maturedAt)],
      [m.pdf_paid_out(), date(investment.paidAt)],
      // The rollover in the words the investment page uses, so both ends' statements agree.
      ...(rollover ? [rolloverFact(rollover, investment.plan.currency)] : []),
    ]);
    if (account) {
      // The closed cycle's account and this investment's share, as the investment page and the mail show it.
      section(doc, m.pdf_account_of_cycle({ cycle: account.cycle.name, date: date(account.cycle.closedOn) }));
      facts(
        doc,
        cycleAccountRows(account.account, { share: account.share }).map((row) => [row.label, row.value.replaceAll(MINUS_SIGN, '\u2013')]),
      );
      note(doc, ROUNDING_RULE);
    }
    section(doc, m.pdf_transactions());
    transactions(
      doc,
      entries.map((entry) => ({ day: entry.valueDate, description: describe(entry, investment, kinds), amount: entry.amount })),
      null,
      investment.plan.currency,
      language,
    );
    note(doc, m.pdf_investment_closing_note({ site: SITE_NAME }));
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
  const { language } = investor;
  const money = (pence: number) => printedMoney(pence, currency, language);
  const date = (value: string) => printedDate(value, language);
  const label = language === 'en' ? taxYearLabel(startYear) : bengaliDigits(taxYearLabel(startYear));
  const frame: Frame = {
    title: (provisional ? m.pdf_provisional_tax_year_statement : m.pdf_tax_year_statement)({ label }, { locale: language }),
    period: m.pdf_period_to({ from: date(from), to: date(to) }, { locale: language }),
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
        .font(BOLD_FONT)
        .fontSize(10)
        .fillColor(INK)
        .text(language === 'en' ? provisionalNote(startYear) : m.pdf_provisional_note({ date: date(to) }), LEFT, undefined, { width: RIGHT - LEFT });
    section(doc, m.pdf_summary());
    facts(doc, [
      [m.pdf_profit_credited_in_year(), money(sumOf(['profit', 'loss']))],
      [m.pdf_payouts_in_year(), money(-sumOf(['payout', 'refund']) || 0)],
      [m.pdf_paid_in_in_year(), money(sumOf(['payment']))],
      [
        provisional ? m.pdf_balance_on({ date: date(minDay(londonDay(now), to)) }) : m.pdf_balance_on_5_april(),
        money(openingBalance + inYear.reduce((sum, { entry }) => sum + entry.amount, 0)),
      ],
    ]);
    if (profitBy.size) {
      section(doc, m.pdf_profit_by_investment());
      facts(
        doc,
        rows.filter((row) => profitBy.has(row.id)).map((row) => [`${row.reference} (${row.planTitle})`, money(profitBy.get(row.id)!)]),
      );
    }
    if (agreements.length) {
      section(doc, m.pdf_agreements());
      facts(
        doc,
        agreements.flatMap(({ investment, agreement }) => [
          [`${investment.reference} (${investment.planTitle})`, m.pdf_agreement_accepted({ reference: agreement.reference, date: date(agreement.acceptedAt) })],
          ['SHA-256', fingerprint(agreement.sha256)],
        ]),
      );
    }
    note(doc, language === 'en' ? TAX_YEAR_NOTE : m.pdf_tax_year_note());
    section(doc, m.pdf_transactions());
    transactions(
      doc,
      inYear.map(({ investment, entry }) => ({ day: entry.valueDate, description: describe(entry, investment, kinds), amount: entry.amount })),
      { day: from, balance: openingBalance },
      currency,
      language,
    );
    note(doc, m.pdf_tax_year_closing_note());
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
