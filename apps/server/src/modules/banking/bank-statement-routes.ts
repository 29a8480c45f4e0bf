import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  ADMIN_ROLES,
  BANK_STATEMENT_MESSAGES,
  STATEMENT_MAX_BYTES,
  assignLineSchema,
  bankAccountSchema,
  bankAccountView,
  bankLinesQuerySchema,
  bankLinesResponse,
  bankMappingSchema,
  bankMappingView,
  bankStatementsQuerySchema,
  bankStatementsResponse,
  confirmLinesSchema,
  ignoreLineSchema,
  linesConfirmedView,
  statementImportView,
  statementUploadFieldsSchema,
} from '@app/contract';
import { z } from 'zod';
import { HttpError, badRequest, idParam, ok, okList, parse } from '../../platform/http.ts';
import { BODY_UNREADABLE } from '../../platform/input.ts';
import * as statements from './bank-statements.ts';
import { bankTies, listStatements } from './statement-balances.ts';
import { actorOf, type Actor } from '../../platform/activity.ts';
import type { Deps } from '../../platform/unit-of-work.ts';
import type { Db } from '../../db/client.ts';

/** Bank statements in (issue 27): admins and super admins only, like the money they record. */
const staff = { access: ADMIN_ROLES };
/** Writes whose success is only the message. */
const messageOnly = { response: {} };
const STATEMENT_EXTENSIONS = ['.csv', '.ofx', '.qfx', '.txt'];

/**
 * The uploaded statement: one file within the size limit, a text file by content (no known binary
 * signature, no NUL bytes) and by name. The text is UTF-8, or Windows-1252 as older OFX exports are.
 */
async function readStatementUpload(request: FastifyRequest): Promise<{ filename: string; text: string; fields: z.output<typeof statementUploadFieldsSchema> }> {
  if (!request.isMultipart()) throw badRequest(BANK_STATEMENT_MESSAGES.fileRequired, { file: BANK_STATEMENT_MESSAGES.fileRequired });
  let buffer: Buffer | undefined;
  let filename = 'statement';
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: STATEMENT_MAX_BYTES, files: 1 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw badRequest(`Unexpected file field "${part.fieldname}".`, { [part.fieldname]: 'Unexpected file' });
      }
      filename = path.basename(part.filename || 'statement');
      buffer = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest(BANK_STATEMENT_MESSAGES.fileTooLarge, { file: BANK_STATEMENT_MESSAGES.fileTooLarge });
    throw badRequest(BODY_UNREADABLE);
  }
  if (!buffer || buffer.length === 0) throw badRequest(BANK_STATEMENT_MESSAGES.fileRequired, { file: BANK_STATEMENT_MESSAGES.fileRequired });
  const wrongType = badRequest(BANK_STATEMENT_MESSAGES.wrongType, { file: BANK_STATEMENT_MESSAGES.wrongType });
  if (!STATEMENT_EXTENSIONS.includes(path.extname(filename).toLowerCase()) || buffer.includes(0) || (await fileTypeFromBuffer(buffer))) throw wrongType;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    text = new TextDecoder('windows-1252').decode(buffer);
  }
  return { filename, text, fields: parse(statementUploadFieldsSchema, fields) };
}

const bankStatementRoutes: FastifyPluginAsync = async (app) => {
  /**
   * A kind of record staff keep for the imports (our bank accounts, the banks' CSV layouts): listed,
   * added (201) and edited through one schema, each save answered with `saved`.
   */
  const keptRecords = <S extends z.ZodType, V extends z.ZodType>(
    path: string,
    kept: {
      schema: S;
      view: V;
      list: (db: Db) => Promise<z.output<V>[]>;
      save: (deps: Deps, actor: Actor, id: string | null, fields: z.output<S>) => Promise<z.output<V>>;
      saved: string;
      notFound: string;
    },
  ) => {
    const openapi = { body: kept.schema, response: { data: kept.view } };
    app.get(path, { config: { ...staff, openapi: { response: { data: z.array(kept.view) } } } }, async () => ok(await kept.list(app.db)));
    app.post(path, { config: { ...staff, openapi } }, async (request, reply) => {
      const fields = parse(kept.schema, request.body);
      return reply.status(201).send(ok(await kept.save(app.deps, actorOf(request), null, fields), kept.saved));
    });
    app.put(`${path}/:id`, { config: { ...staff, openapi } }, async (request) => {
      const id = idParam(request.params, kept.notFound);
      const fields = parse(kept.schema, request.body);
      return ok(await kept.save(app.deps, actorOf(request), id, fields), kept.saved);
    });
  };

  keptRecords('/ledger/bank-accounts', {
    schema: bankAccountSchema,
    view: bankAccountView,
    list: statements.listBankAccounts,
    save: statements.saveBankAccount,
    saved: BANK_STATEMENT_MESSAGES.bankAccountSaved,
    notFound: BANK_STATEMENT_MESSAGES.bankAccountNotFound,
  });
  keptRecords('/ledger/bank-mappings', {
    schema: bankMappingSchema,
    view: bankMappingView,
    list: statements.listMappings,
    save: statements.saveMapping,
    saved: BANK_STATEMENT_MESSAGES.mappingSaved,
    notFound: BANK_STATEMENT_MESSAGES.mappingNotFound,
  });

  app.delete('/ledger/bank-mappings/:id', { config: { ...staff, openapi: messageOnly } }, async (request) => {
    const id = idParam(request.params, BANK_STATEMENT_MESSAGES.mappingNotFound);
    await statements.deleteMapping(app.deps, actorOf(request), id);
    return ok(undefined, BANK_STATEMENT_MESSAGES.mappingDeleted);
  });

  app.post(
    '/ledger/bank-statements',
    { config: { ...staff, multipart: true, openapi: { response: { data: statementImportView } } } },
    async (request, reply) => {
      const { filename, text, fields } = await readStatementUpload(request);
      const result = await statements.importStatement(app.deps, actorOf(request), { filename, text }, fields);
      return reply.status(result.added ? 201 : 200).send(ok(result, BANK_STATEMENT_MESSAGES.imported(result)));
    },
  );

  app.get(
    '/ledger/bank-statements',
    { config: { ...staff, openapi: { query: bankStatementsQuerySchema, response: bankStatementsResponse } } },
    async (request) => {
      const page = parse(bankStatementsQuerySchema, request.query);
      const [list, ties] = await Promise.all([listStatements(app.db, page), bankTies(app.db)]);
      return okList({ ...list, ties });
    },
  );

  app.get('/ledger/bank-lines', { config: { ...staff, openapi: { query: bankLinesQuerySchema, response: bankLinesResponse } } }, async (request) => {
    return okList(await statements.listBankLines(app.db, parse(bankLinesQuerySchema, request.query)));
  });

  app.post(
    '/ledger/bank-lines/confirm',
    { config: { ...staff, openapi: { body: confirmLinesSchema, response: { data: linesConfirmedView } } } },
    async (request) => {
      const { lineIds } = parse(confirmLinesSchema, request.body);
      const count = await statements.confirmLines(app.deps, actorOf(request), lineIds);
      return ok({ confirmed: count }, BANK_STATEMENT_MESSAGES.confirmed(count));
    },
  );

  app.post('/ledger/bank-lines/:id/ignore', { config: { ...staff, openapi: { body: ignoreLineSchema, ...messageOnly } } }, async (request) => {
    const id = idParam(request.params, BANK_STATEMENT_MESSAGES.lineNotFound);
    const { reason } = parse(ignoreLineSchema, request.body);
    await statements.ignoreLine(app.deps, actorOf(request), id, reason);
    return ok(undefined, BANK_STATEMENT_MESSAGES.ignored);
  });

  app.post('/ledger/bank-lines/:id/assign', { config: { ...staff, openapi: { body: assignLineSchema, ...messageOnly } } }, async (request) => {
    const id = idParam(request.params, BANK_STATEMENT_MESSAGES.lineNotFound);
    const { reference } = parse(assignLineSchema, request.body);
    await statements.assignLine(app.deps, actorOf(request), id, reference);
    return ok(undefined, BANK_STATEMENT_MESSAGES.assigned);
  });
};

export default bankStatementRoutes;
