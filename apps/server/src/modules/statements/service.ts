import PDFDocument from 'pdfkit';
import { and, asc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import { INVESTMENT_STATUS_LABELS, SITE_NAME, countOf, formatDate, formatMoney, type Investment } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { cycles } from '../../db/schema/cycles.ts';
import { investments, type InvestmentRow } from '../../db/schema/investing.ts';
import { users } from '../../db/schema/users.ts';
import { toInvestment } from '../investments/service.ts';

/**
 * PDF statements, drawn with pdfkit's built-in Helvetica (no font files, no network): one per
 * investment, and one per investor and calendar year.
 */

type Owner = { name: string; email: string };

const GREEN = '#2f5d3a';
const MUTED = '#5b6152';
function render(draw: (doc: PDFKit.PDFDocument) => void, title: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: SITE_NAME } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

function header(doc: PDFKit.PDFDocument, title: string, owner: Owner) {
  doc.font('Helvetica-Bold').fontSize(18).fillColor(GREEN).text(SITE_NAME);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text('Halal, profit-sharing farm investments');
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(15).fillColor('#1f2a1f').text(title);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Prepared for ${owner.name} (${owner.email}) on ${formatDate(new Date())}`);
  doc.moveDown();
}

function rows(doc: PDFKit.PDFDocument, pairs: [string, string][]) {
  for (const [label, value] of pairs) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, 56, y, { width: 190 });
    doc.font('Helvetica').fontSize(10).fillColor('#1f2a1f').text(value, 250, y, { width: 290 });
    doc.moveDown(0.4);
  }
  doc.x = 56;
}

function section(doc: PDFKit.PDFDocument, title: string) {
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(GREEN).text(title, 56);
  doc.moveDown(0.3);
}

function footer(doc: PDFKit.PDFDocument) {
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      'Profit is shared 50/50 with the partner farmer; figures are the investor\u2019s share. No interest is paid or charged. Your capital is at risk: see /risk and /shariah on our website.',
      56,
      undefined,
      { width: 480 },
    );
}

function investmentBlock(doc: PDFKit.PDFDocument, investment: Investment, cycle: { name: string; location: string; closedOn: string | null } | null) {
  const money = (minor: number) => formatMoney(minor, investment.plan.currency);
  rows(doc, [
    ['Reference', investment.reference],
    ['Status', INVESTMENT_STATUS_LABELS[investment.status]],
    ['Plan', `${investment.plan.title} (snapshot at request)`],
    ['Amount per unit', money(investment.plan.amountPerUnit)],
    ['Projected profit per unit', money(investment.plan.profitPerUnit)],
    [
      'Duration',
      countOf(investment.plan.duration, { one: investment.plan.durationUnit.toLowerCase(), other: `${investment.plan.durationUnit.toLowerCase()}s` }),
    ],
    ['Units', String(investment.units)],
    ['Cycle', cycle ? `${cycle.name}, ${cycle.location}` : 'Not yet assigned'],
  ]);
  section(doc, 'Dates');
  rows(doc, [
    ['Requested', formatDate(investment.requestedAt)],
    ['Started (payment received)', formatDate(investment.startedAt)],
    ['Expected maturity', formatDate(investment.expectedMaturityAt)],
    ['Matured', formatDate(investment.maturedAt)],
    ['Paid out', formatDate(investment.paidAt)],
  ]);
  section(doc, 'Payments and profit');
  const payout = investment.status === 'paid_out' ? investment.amount + (investment.actualProfit ?? 0) : null;
  rows(doc, [
    [
      'Paid in by bank transfer',
      investment.startedAt ? `${money(investment.amount)} (received ${formatDate(investment.startedAt)})` : `${money(investment.amount)} (not yet received)`,
    ],
    ['Projected profit', money(investment.expectedProfit)],
    ['Actual profit', investment.actualProfit === null ? 'Known when the cycle closes' : money(investment.actualProfit)],
    ['Payout (capital and profit)', payout === null ? 'Not yet paid' : `${money(payout)} on ${formatDate(investment.paidAt)}`],
  ]);
}

async function cyclesOf(db: Db, rows: InvestmentRow[]) {
  const ids = [...new Set(rows.map((row) => row.cycleId).filter((id): id is string => Boolean(id)))];
  if (!ids.length) return new Map<string, { name: string; location: string; closedOn: string | null; expectedEndDate: string }>();
  const found = await db
    .select({ id: cycles.id, name: cycles.name, location: cycles.location, closedOn: cycles.closedOn, expectedEndDate: cycles.expectedEndDate })
    .from(cycles)
    .where(inArray(cycles.id, ids));
  return new Map(found.map((c) => [c.id, c]));
}

async function ownerOf(db: Db, userId: string): Promise<Owner> {
  const [owner] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return owner ?? { name: 'Investor', email: '' };
}

export async function investmentStatement(db: Db, row: InvestmentRow): Promise<{ pdf: Buffer; filename: string }> {
  const [owner, cycleMap] = await Promise.all([ownerOf(db, row.userId), cyclesOf(db, [row])]);
  const investment = toInvestment(row, undefined, row.cycleId ? (cycleMap.get(row.cycleId)?.expectedEndDate ?? null) : null);
  const pdf = await render((doc) => {
    header(doc, `Investment statement ${investment.reference}`, owner);
    investmentBlock(doc, investment, row.cycleId ? (cycleMap.get(row.cycleId) ?? null) : null);
    footer(doc);
  }, `Statement ${investment.reference}`);
  return { pdf, filename: `statement-${investment.reference}.pdf` };
}

/** Every investment of the investor that was requested, started, matured or paid in the year. */
export async function yearlyStatement(db: Db, userId: string, year: number): Promise<{ pdf: Buffer; filename: string }> {
  const from = new Date(Date.UTC(year, 0, 1));
  const to = new Date(Date.UTC(year + 1, 0, 1));
  const fromDay = `${year}-01-01`;
  const toDay = `${year + 1}-01-01`;
  const list = await db
    .select()
    .from(investments)
    .where(
      and(
        eq(investments.userId, userId),
        or(
          and(gte(investments.requestedAt, from), lt(investments.requestedAt, to)),
          and(gte(investments.startedAt, fromDay), lt(investments.startedAt, toDay)),
          and(gte(investments.maturedAt, from), lt(investments.maturedAt, to)),
          and(gte(investments.paidAt, fromDay), lt(investments.paidAt, toDay)),
        ),
      ),
    )
    .orderBy(asc(investments.requestedAt));
  const [owner, cycleMap] = await Promise.all([ownerOf(db, userId), cyclesOf(db, list)]);
  const views = list.map((row) => toInvestment(row, undefined, row.cycleId ? (cycleMap.get(row.cycleId)?.expectedEndDate ?? null) : null));
  const inYear = (value: string | null) => Boolean(value && value.slice(0, 4) === String(year));
  const pdf = await render((doc) => {
    header(doc, `Yearly statement ${year}`, owner);
    const total = (pick: (i: Investment) => number) => views.reduce((sum, i) => sum + pick(i), 0);
    const currency = views[0]?.plan.currency ?? 'GBP';
    rows(doc, [
      ['Investments in the statement', String(views.length)],
      [
        'Paid in during the year',
        formatMoney(
          total((i) => (inYear(i.startedAt) ? i.amount : 0)),
          currency,
        ),
      ],
      [
        'Profit recorded during the year',
        formatMoney(
          total((i) => (inYear(i.maturedAt) ? (i.actualProfit ?? 0) : 0)),
          currency,
        ),
      ],
      [
        'Paid out during the year',
        formatMoney(
          total((i) => (inYear(i.paidAt) ? i.amount + (i.actualProfit ?? 0) : 0)),
          currency,
        ),
      ],
    ]);
    if (!views.length) {
      doc.moveDown().font('Helvetica').fontSize(10).fillColor(MUTED).text(`You had no investment activity in ${year}.`);
    }
    for (const [index, investment] of views.entries()) {
      if (index > 0 || doc.y > 600) doc.addPage();
      else doc.moveDown();
      section(doc, `${investment.reference} \u2014 ${investment.plan.title}`);
      const row = list[index]!;
      investmentBlock(doc, investment, row.cycleId ? (cycleMap.get(row.cycleId) ?? null) : null);
    }
    footer(doc);
  }, `Yearly statement ${year}`);
  return { pdf, filename: `statement-${year}.pdf` };
}
