import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import {
  ADMIN_ROLES,
  INVESTMENT_MESSAGES,
  INVESTOR_MESSAGES,
  STATEMENT_MESSAGES,
  TAX_PACK_README,
  londonDay,
  decimalOfMinor,
  statementTaxYears,
  taxYearLabel,
  toCsv,
  zakatQuerySchema,
  ZAKAT_MESSAGES,
  zakatStatementView,
  type CsvColumn,
} from '@app/contract';
import { users } from '../../db/schema/users.ts';
import { signedInActorOf } from '../../platform/activity.ts';
import { badRequest, idParam, notFound, ok, parse } from '../../platform/http.ts';
import { clock } from '../../platform/clock.ts';
import { findInvestment, ownInvestment } from '../investments/service.ts';
import * as statements from './service.ts';

/** Every statement is a PDF download. */
const pdfDownload = { produces: 'application/pdf' };

const send = (reply: FastifyReply, { pdf, filename }: { pdf: Buffer; filename: string }) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);

/** The pack's CSV: one line per profit credit, amounts in pounds and pence as a spreadsheet reads them. */
const CREDIT_COLUMNS: CsvColumn<statements.TaxYearCredit>[] = [
  ['Date', (credit) => credit.day],
  ['Investment reference', (credit) => credit.reference],
  ['Description', (credit) => credit.description],
  ['Amount', (credit) => decimalOfMinor(credit.amount)],
  ['Currency', (credit) => credit.currency],
];

/**
 * A zip of whole files, streamed as fflate writes it: the PDF stored as it is (already compressed),
 * text deflated. The reply starts before the last file is compressed.
 */
function zipStream(files: { name: string; data: Uint8Array; compress: boolean }[], mtime: Date) {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  for (const file of files) {
    const entry = file.compress ? new ZipDeflate(file.name, { level: 6 }) : new ZipPassThrough(file.name);
    entry.mtime = mtime;
    zip.add(entry);
    entry.push(file.data, true);
  }
  zip.end();
  return out;
}

/** The start year of `:startYear` (`2025` for 2025/26): 400 when not a year, 404 outside the venture's tax years. */
function taxYear(params: unknown): number {
  const text = String((params as { startYear?: string }).startYear ?? '');
  if (!/^\d{4}$/.test(text)) throw badRequest(STATEMENT_MESSAGES.badTaxYear);
  const year = Number(text);
  if (!statementTaxYears().includes(year)) throw notFound(STATEMENT_MESSAGES.noTaxYear);
  return year;
}

/**
 * PDF statements: the investor's own investment and tax year, and staff for any investment and any
 * investor's tax year. The tax year (6 April to 5 April) replaced the calendar-year statement: it is
 * the period UK investors report profit for.
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/investor/investments/:id/statement.pdf', { config: { access: ['user'], openapi: pdfDownload } }, async (request, reply) => {
    const row = await ownInvestment(app.db, signedInActorOf(request).id, idParam(request.params, INVESTMENT_MESSAGES.notFound));
    return send(reply, await statements.statementOfInvestment(app.db, app.config.company, row));
  });
  app.get('/investor/statements/tax-year/:startYear', { config: { access: ['user'], openapi: pdfDownload } }, async (request, reply) => {
    return send(reply, await statements.taxYearStatement(app.db, app.config.company, signedInActorOf(request).id, taxYear(request.params), clock.now()));
  });
  // The pack for the investor's accountant: the tax-year statement, a CSV of each profit credit and a README.
  app.get(
    '/investor/statements/tax-year/:startYear/pack.zip',
    { config: { access: ['user'], openapi: { produces: 'application/zip' } } },
    async (request, reply) => {
      const userId = signedInActorOf(request).id;
      const year = taxYear(request.params);
      const now = clock.now();
      const [statement, credits] = [
        await statements.taxYearStatement(app.db, app.config.company, userId, year, now),
        await statements.taxYearCredits(app.db, userId, year),
      ];
      const name = `tax-year-pack-${year}-${String((year + 1) % 100).padStart(2, '0')}`;
      const stream = zipStream(
        [
          { name: `${name}/tax-year-statement.pdf`, data: new Uint8Array(statement.pdf), compress: false },
          { name: `${name}/profit-credits.csv`, data: strToU8(toCsv(CREDIT_COLUMNS, credits)), compress: true },
          { name: `${name}/README.txt`, data: strToU8(TAX_PACK_README(taxYearLabel(year))), compress: true },
        ],
        now,
      );
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${name}.zip"`)
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
  // The zakat statement: what the investor's holdings were worth on a day they pick (today by default).
  app.get(
    '/investor/zakat',
    { config: { access: ['user'], openapi: { query: zakatQuerySchema, response: { data: zakatStatementView } } } },
    async (request) => {
      const { date } = parse(zakatQuerySchema, request.query);
      const today = londonDay(clock.now());
      if (date && date > today) throw badRequest(ZAKAT_MESSAGES.inFuture, { date: ZAKAT_MESSAGES.inFuture });
      return ok(await statements.zakatStatement(app.db, signedInActorOf(request).id, date ?? today));
    },
  );
  // The same tax-year statement for staff who may open the investor in the back office.
  app.get('/investors/:userId/statements/tax-year/:startYear', { config: { access: ADMIN_ROLES, openapi: pdfDownload } }, async (request, reply) => {
    const userId = idParam(request.params, INVESTOR_MESSAGES.notFound, 'userId');
    const year = taxYear(request.params);
    const [investor] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!investor) throw notFound(INVESTOR_MESSAGES.notFound);
    return send(reply, await statements.taxYearStatement(app.db, app.config.company, userId, year, clock.now()));
  });
  app.get('/investments/:id/statement.pdf', { config: { access: ADMIN_ROLES, openapi: pdfDownload } }, async (request, reply) => {
    const row = await findInvestment(app.db, idParam(request.params, INVESTMENT_MESSAGES.notFound));
    if (!row) throw notFound(INVESTMENT_MESSAGES.notFound);
    return send(reply, await statements.statementOfInvestment(app.db, app.config.company, row));
  });
};

export default routes;
