import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { API_PREFIX, bengaliDigits, STATEMENT_MESSAGES, TAX_PACK_CREDIT_DESCRIPTION, ZAKAT_MESSAGES, ZAKAT_NOTE, londonDay, taxYearOf } from '@app/contract';
import { investmentPlans } from '../../db/schema/content.ts';
import { users } from '../../db/schema/users.ts';
import { investments, investorProfiles, type InvestmentRow } from '../../db/schema/investments.ts';
import { recordLedgerEntry, type NewLedgerEntry } from '../ledger/service.ts';
import { anonymousHeaders, signInAs, useTestApp } from '../../testing/app.ts';
import { SIGNED, createPlan, verifiedInvestor } from '../../testing/investments.ts';
import { openRound } from '../../testing/rounds.ts';
import { investmentStatement } from './service.ts';
import { clock } from '../../platform/clock.ts';

const t = useTestApp({ roles: ['admin'] });
const { admin } = t.as;
let investor: Awaited<ReturnType<typeof signInAs>>;
let cattle: InvestmentRow;

const staff = { id: crypto.randomUUID(), name: 'Ledger Tester', role: 'admin' as const };

async function invest(reference: string, planTitle: string, userId: string) {
  const [plan] = await t.app.db
    .insert(investmentPlans)
    .values({
      title: planTitle,
      package: 'Cattle',
      product: 'Cattle',
      description: 'Bulls',
      investmentAmount: 1200,
      investmentProfit: 210,
      duration: 6,
      order: 1,
    })
    .returning();
  const [row] = await t.app.db
    .insert(investments)
    .values({
      reference,
      userId,
      planId: plan!.id,
      planTitle,
      amountPerUnit: 120_000,
      profitPerUnit: 21_000,
      duration: 6,
      durationUnit: 'Month',
      currency: 'GBP',
      units: 2,
      status: 'paid_out',
      startedAt: '2025-04-05',
      maturedAt: new Date('2025-10-05T00:00:00Z'),
      paidAt: '2025-10-01',
      actualProfit: 43_500,
    })
    .returning();
  return row!;
}

const entry = (investmentId: string, kind: NewLedgerEntry['kind'], amount: number, valueDate: string) =>
  recordLedgerEntry(t.app.db, { investmentId, kind, amount, valueDate, source: 'staff', reason: 'Statement test' }, staff);

const textOf = async (pdf: Buffer) => new PDFParse({ data: new Uint8Array(pdf) }).getText();

/**
 * A Bengali PDF's text as a reader copies it: each text's ActualText (its letters as written), which
 * poppler's pdftotext reads (pdf.js reads the shaped glyphs, in visual order). One string per page.
 */
const copiedText = (pdf: Buffer) =>
  execFileSync(process.env.PDFTOTEXT_PATH ?? '/usr/bin/pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .split('\f')
    .slice(0, -1);

beforeAll(async () => {
  investor = await signInAs(t.app, 'user', { name: 'Amina R' });
  await t.app.db.insert(investorProfiles).values({
    userId: investor.user.id,
    legalName: 'Amina Rahman',
    addressLine1: '12 Orchard Lane',
    city: 'Leeds',
    postcode: 'LS1 4AB',
    country: 'GB',
  });
  cattle = await invest('BBV-2025-77001', 'Qurbani Cattle', investor.user.id);
  // The tax year 2025/26 runs from 6 April 2025 to 5 April 2026, both included.
  await entry(cattle.id, 'payment', 240_000, '2025-04-05'); // before: the opening balance
  await entry(cattle.id, 'profit', 5_000, '2025-04-06'); // first day: in
  await entry(cattle.id, 'payout', 100_000, '2025-10-01');
  await entry(cattle.id, 'profit', 43_500, '2026-04-05'); // last day: in
  await entry(cattle.id, 'profit', 10_000, '2026-04-06'); // next tax year: out
  // Enough lines to run the table onto further pages.
  const chickens = await invest('BBV-2025-77002', 'Broiler Chickens', investor.user.id);
  for (let day = 1; day <= 45; day++) await entry(chickens.id, 'payment', 1_000, `2025-05-${String((day % 28) + 1).padStart(2, '0')}`);
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: API_PREFIX + url, headers });

describe('tax-year statement', () => {
  it('lists the ledger of 6 April to 5 April, with profit, payouts, balances and the tax note', async () => {
    const res = await get('/investor/statements/tax-year/2025', investor.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tax-year-statement-2025-26.pdf"');
    const { text, pages, total } = await textOf(res.rawPayload);
    expect(total).toBeGreaterThan(1);
    // The company, the investor's name and postal address.
    expect(text).toContain('Breadbasket Ventures Ltd');
    expect(text).toContain('Registered in England and Wales, company number 00000000');
    expect(text).toMatch(/Amina Rahman\s+12 Orchard Lane\s+Leeds LS1 4AB\s+United Kingdom/);
    expect(text).toContain('Tax-year statement 2025/26');
    expect(text).toContain('6 April 2025 to 5 April 2026');
    // Summary: profit on 6 April 2025 and 5 April 2026 (£50 + £435), the payout, 45 payments of £10.
    expect(text).toMatch(/Profit credited in the tax year\s+£485.00/);
    expect(text).toMatch(/Payouts sent in the tax year\s+£1,000.00/);
    expect(text).toMatch(/Paid in during the tax year\s+£450.00/);
    expect(text).toMatch(/Balance held for you on 5 April\s+£2,335.00/);
    expect(text).toContain('may be taxable');
    expect(text).toContain('Self Assessment');
    // The table: opening balance from the payment of 5 April 2025, rows in value-date order, in and out columns.
    expect(text).toMatch(/Date\s+Description\s+Money in\s+Money out\s+Balance/);
    expect(text).toMatch(/6 April 2025\s+Opening balance\s+£2,400.00/);
    expect(text).toMatch(/6 April 2025\s+Profit credited, BBV-2025-77001\s+£50.00\s+£2,450.00/);
    expect(text).toMatch(/1 October 2025\s+Payout sent, BBV-2025-77001\s+£1,000.00\s+£1,900.00/);
    expect(text).toMatch(/5 April 2026\s+Profit credited, BBV-2025-77001\s+£435.00\s+£2,335.00/);
    expect(text).toMatch(/Closing balance\s+£2,335.00/);
    expect(text).not.toContain('5 April 2025');
    expect(text).not.toContain('6 April 2026');
    // Every page: the running header and "Page n of m".
    for (const page of pages) {
      expect(page.text).toContain(`Page ${page.num} of ${total}`);
      expect(page.text).toMatch(/Breadbasket Ventures Ltd · Tax-year statement 2025\/26\s+Amina Rahman/);
    }
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|paid_out|snapshot|\/api\//);
  });

  it('gives staff the same statement; 401 anonymous, 403 investor and moderator, 404 unknown investor or year, 400 not a year', async () => {
    const url = `/investors/${investor.user.id}/statements/tax-year/2025`;
    const res = await get(url, admin);
    expect(res.statusCode).toBe(200);
    expect((await textOf(res.rawPayload)).text).toMatch(/Profit credited in the tax year\s+£485.00/);
    expect((await get(url, investor.headers)).statusCode).toBe(403);
    expect((await get(url, (await signInAs(t.app, 'moderator')).headers)).statusCode).toBe(403);
    expect((await get(url, anonymousHeaders())).statusCode).toBe(401);
    expect((await get('/investor/statements/tax-year/2025', anonymousHeaders())).statusCode).toBe(401);
    expect((await get(`/investors/${crypto.randomUUID()}/statements/tax-year/2025`, admin)).statusCode).toBe(404);
    expect((await get(`/investors/${investor.user.id}/statements/tax-year/1999`, admin)).statusCode).toBe(404);
    const future = await get('/investor/statements/tax-year/2099', investor.headers);
    expect(future.statusCode).toBe(404);
    expect(future.json().message).toBe(STATEMENT_MESSAGES.noTaxYear);
    const odd = await get('/investor/statements/tax-year/2025-26', investor.headers);
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe(STATEMENT_MESSAGES.badTaxYear);
  });

  it('gives another investor only their own, empty year', async () => {
    const other = await signInAs(t.app, 'user', { name: 'Other Investor' });
    const { text } = await textOf((await get('/investor/statements/tax-year/2025', other.headers)).rawPayload);
    expect(text).toContain('Other Investor');
    expect(text).toContain('No money moved in this period.');
    expect(text).not.toContain('BBV-2025-77001');
  });
});

describe('provisional tax-year statement', () => {
  it('says Provisional in the title and why while the tax year has not ended; a past year does not', async () => {
    const current = taxYearOf(new Date());
    const { text } = await textOf((await get(`/investor/statements/tax-year/${current}`, investor.headers)).rawPayload);
    expect(text).toContain(`Provisional tax-year statement ${current}/`);
    expect(text).toContain(`Provisional: this tax year ends on 5 April ${current + 1}`);
    const past = await textOf((await get('/investor/statements/tax-year/2025', investor.headers)).rawPayload);
    expect(past.text).not.toContain('Provisional');
  });
});

describe('tax-year pack', () => {
  it("zips the statement, a CSV of each profit credit with the adviser's words, and a no-tax-advice README", async () => {
    const res = await get('/investor/statements/tax-year/2025/pack.zip', investor.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tax-year-pack-2025-26.zip"');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'tax-year-pack-2025-26/README.txt',
      'tax-year-pack-2025-26/profit-credits.csv',
      'tax-year-pack-2025-26/tax-year-statement.pdf',
    ]);
    const pdf = Buffer.from(files['tax-year-pack-2025-26/tax-year-statement.pdf']!);
    expect((await textOf(pdf)).text).toMatch(/Profit credited in the tax year\s+£485.00/);
    // The two credits of 6 April 2025 and 5 April 2026; not the payment, the payout, nor the credit of 6 April 2026.
    expect(strFromU8(files['tax-year-pack-2025-26/profit-credits.csv']!)).toBe(
      'Date,Investment reference,Description,Amount,Currency\r\n' +
        `2025-04-06,BBV-2025-77001,${TAX_PACK_CREDIT_DESCRIPTION},50.00,GBP\r\n` +
        `2026-04-05,BBV-2025-77001,${TAX_PACK_CREDIT_DESCRIPTION},435.00,GBP\r\n`,
    );
    expect(strFromU8(files['tax-year-pack-2025-26/README.txt']!)).toContain('We do not give tax advice');
  });

  it("is the investor's own only; 401 anonymous, 403 staff, 400 not a year, 404 no such year", async () => {
    const other = await signInAs(t.app, 'user', { name: 'Pack Other' });
    const files = unzipSync(new Uint8Array((await get('/investor/statements/tax-year/2025/pack.zip', other.headers)).rawPayload));
    expect(strFromU8(files['tax-year-pack-2025-26/profit-credits.csv']!)).toBe('Date,Investment reference,Description,Amount,Currency\r\n');
    expect((await get('/investor/statements/tax-year/2025/pack.zip', anonymousHeaders())).statusCode).toBe(401);
    expect((await get('/investor/statements/tax-year/2025/pack.zip', admin)).statusCode).toBe(403);
    expect((await get('/investor/statements/tax-year/20x5/pack.zip', investor.headers)).statusCode).toBe(400);
    expect((await get('/investor/statements/tax-year/1999/pack.zip', investor.headers)).statusCode).toBe(404);
  });
});

describe('zakat statement', () => {
  it('values each investment on the day from the ledger up to that day: capital and profit not yet paid out, exact pence', async () => {
    // 5 April 2025: the payment only. 6 April 2025: plus £50 profit. 1 October 2025: the £1,000 payout takes the profit first.
    const on = async (date: string) => (await get(`/investor/zakat?date=${date}`, investor.headers)).json().data;
    const first = await on('2025-04-05');
    expect(first.date).toBe('2025-04-05');
    expect(first.investments).toEqual([expect.objectContaining({ reference: 'BBV-2025-77001', capital: 240_000, profit: 0, total: 240_000 })]);
    expect((await on('2025-04-06')).investments[0]).toMatchObject({ capital: 240_000, profit: 5_000, total: 245_000 });
    const may = await on('2025-05-31');
    expect(may.investments.map((line: { reference: string }) => line.reference)).toEqual(['BBV-2025-77001', 'BBV-2025-77002']);
    expect(may.totals).toEqual([{ currency: 'GBP', capital: 240_000 + 45_000, profit: 5_000, total: 290_000 }]);
    expect((await on('2025-10-01')).investments[0]).toMatchObject({ capital: 145_000, profit: 0, total: 145_000 });
    expect((await on('2026-04-06')).investments[0]).toMatchObject({ capital: 145_000, profit: 53_500, total: 198_500 });
    expect(ZAKAT_NOTE).toContain('We do not give religious or tax advice');
  });

  it('defaults to today; refuses a bad or future date with 400; own data only; 401 anonymous, 403 staff', async () => {
    const today = await get('/investor/zakat', investor.headers);
    expect(today.statusCode).toBe(200);
    expect(today.json().data.date).toBe(londonDay(new Date()));
    for (const date of ['2025-02-30', 'yesterday', '2025-4-6', '2099-01-01']) {
      const res = await get(`/investor/zakat?date=${date}`, investor.headers);
      expect(res.statusCode, date).toBe(400);
    }
    // "Today" is the server's clock (moved in staging and the browser tests), not the machine's.
    const realNow = clock.now;
    clock.now = () => new Date('2025-06-01T12:00:00Z');
    try {
      expect((await get('/investor/zakat?date=2025-06-02', investor.headers)).json()).toMatchObject({
        success: false,
        errors: { date: ZAKAT_MESSAGES.inFuture },
      });
      expect((await get('/investor/zakat?date=2025-06-01', investor.headers)).statusCode).toBe(200);
      expect((await get('/investor/zakat', investor.headers)).json().data.date).toBe('2025-06-01');
    } finally {
      clock.now = realNow;
    }
    const other = await signInAs(t.app, 'user', { name: 'Zakat Other' });
    expect((await get('/investor/zakat?date=2025-05-31', other.headers)).json().data).toEqual({ date: '2025-05-31', investments: [], totals: [] });
    expect((await get('/investor/zakat', anonymousHeaders())).statusCode).toBe(401);
    expect((await get('/investor/zakat', admin)).statusCode).toBe(403);
  });
});

describe('investment statement', () => {
  it('gives the investor their investment with its ledger and no internal words; staff too; others 404', async () => {
    const res = await get(`/investor/investments/${cattle.id}/statement.pdf`, investor.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="statement-BBV-2025-77001.pdf"');
    const { text, pages, total } = await textOf(res.rawPayload);
    expect(text).toMatch(/Status\s+Paid out/);
    expect(text).toMatch(/5 April 2025\s+Payment received, BBV-2025-77001\s+£2,400.00\s+£2,400.00/);
    expect(text).toMatch(/6 April 2026\s+Profit credited, BBV-2025-77001\s+£100.00\s+£1,985.00/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|paid_out|snapshot|\/api\/|\/risk|Agreement/);
    for (const page of pages) expect(page.text).toContain(`Page ${page.num} of ${total}`);
    expect((await get(`/investments/${cattle.id}/statement.pdf`, admin)).statusCode).toBe(200);
    expect((await get(`/investments/${cattle.id}/statement.pdf`, investor.headers)).statusCode).toBe(403);
    expect((await get(`/investor/investments/${cattle.id}/statement.pdf`, (await signInAs(t.app, 'user')).headers)).statusCode).toBe(404);
    expect((await get(`/investor/investments/${cattle.id}/statement.pdf`, anonymousHeaders())).statusCode).toBe(401);
  });

  it('cites the accepted agreement by reference and by the SHA-256 of the very bytes both sides download, on both statements', async () => {
    const plan = await createPlan(t.app);
    await openRound(t.app, plan.id);
    const signer = await verifiedInvestor(t.app);
    const placed = await t.inject('POST', '/investor/investments', signer.headers, { planId: plan.id, units: 2, acceptTerms: true, ...SIGNED });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, reference } = placed.json().data;
    const agreement = await get(`/investor/investments/${id}/agreement`, signer.headers);
    const hash = crypto.createHash('sha256').update(agreement.rawPayload).digest('hex');

    for (const res of [await get(`/investor/investments/${id}/statement.pdf`, signer.headers), await get(`/investments/${id}/statement.pdf`, admin)]) {
      expect(res.statusCode).toBe(200);
      const { text } = await textOf(res.rawPayload);
      expect(text).toMatch(new RegExp(`Agreement\\s+${reference}-A, accepted on \\d{1,2} [A-Z][a-z]+ \\d{4}`));
      // Printed in groups of eight: the same 64 characters once the spaces are dropped.
      const printed = /Agreement SHA-256\s+([0-9a-f\s]+?)\s+Status/.exec(text)![1]!;
      expect(printed.replace(/\s/g, '')).toBe(hash);
      expect(printed).toContain(hash.slice(0, 8) + ' ' + hash.slice(8, 16));
    }

    // The tax-year statement cites the agreement of every investment with money in the year.
    await entry(id, 'payment', 100_000, '2025-06-02');
    const { text } = await textOf((await get('/investor/statements/tax-year/2025', signer.headers)).rawPayload);
    expect(text).toMatch(new RegExp(`Agreements\\s+${reference} \\(Broiler Cycle\\)\\s+${reference}-A, accepted on`));
    expect(/SHA-256\s+([0-9a-f\s]+?)\s+Profit you receive/.exec(text)![1]!.replace(/\s/g, '')).toBe(hash);
  });

  it('prints no agreement lines for an investment without one', async () => {
    const { pdf } = await investmentStatement(t.app.db, t.app.config.company, { investment: cattle, agreement: null });
    expect((await textOf(pdf)).text).not.toContain('Agreement');
  });
});

describe('statements in Bengali (issue 50)', () => {
  let bengali: Awaited<ReturnType<typeof signInAs>>;
  let goats: InvestmentRow;
  beforeAll(async () => {
    bengali = await signInAs(t.app, 'user', { name: 'রহিম উদ্দিন' });
    await t.app.db.update(users).set({ language: 'bn' }).where(eq(users.id, bengali.user.id));
    await t.app.db.insert(investorProfiles).values({
      userId: bengali.user.id,
      legalName: 'রহিম উদ্দিন',
      addressLine1: '3 Brick Lane',
      city: 'London',
      postcode: 'E1 6QL',
      country: 'GB',
    });
    goats = await invest('BBV-2025-77101', 'Goat Fattening', bengali.user.id);
    await entry(goats.id, 'payment', 240_000, '2025-05-01');
    await entry(goats.id, 'profit', 43_500, '2025-10-05');
  });

  it("prints a Bengali account's tax-year statement in Bengali, with Bengali digits and the pounds kept", async () => {
    const res = await get('/investor/statements/tax-year/2025', bengali.headers);
    expect(res.statusCode).toBe(200);
    const pages = copiedText(res.rawPayload);
    const text = pages.join('\n');
    expect(text).toContain('কর-বছরের বিবরণী ২০২৫/২৬');
    expect(text).toContain('৬ এপ্রিল, ২০২৫ থেকে ৫ এপ্রিল, ২০২৬');
    // A reader's copy keeps each text whole but not the table's rows together: the words and figures are checked, not their places.
    for (const words of [
      'কর-বছরে জমা হওয়া লাভ',
      '£৪৩৫.০০',
      'তারিখ',
      'বিবরণ',
      'জমা',
      'খরচ',
      'ব্যালান্স',
      '১ মে, ২০২৫',
      'অর্থ জমা হয়েছে, BBV-2025-77101',
      '£২,৪০০.০০',
      'শেষের ব্যালান্স',
      '£২,৮৩৫.০০',
    ])
      expect(text).toContain(words);
    expect(text).toContain('সেলফ অ্যাসেসমেন্ট');
    pages.forEach((page, index) => expect(page).toContain(`পৃষ্ঠা ${bengaliDigits(String(index + 1))} / ${bengaliDigits(String(pages.length))}`));
    // No English sentence of the English statement is left in it.
    expect(text).not.toMatch(/Opening balance|Closing balance|Profit credited|Money in|Page \d/);
  });

  it("prints a Bengali account's investment statement in Bengali", async () => {
    const { pdf } = await investmentStatement(t.app.db, t.app.config.company, { investment: goats, agreement: null });
    const text = copiedText(pdf).join('\n');
    expect(text).toContain('বিনিয়োগ বিবরণী');
    for (const words of ['অবস্থা', 'পরিশোধিত', 'মেয়াদ', '৬ মাস', 'বিনিয়োগের পরিমাণ', '£২,৪০০.০০', '৫ এপ্রিল, ২০২৫']) expect(text).toContain(words);
    expect(text).toContain('মূলধন ঝুঁকিতে আছে');
  });
});
