import type { FastifyPluginAsync } from 'fastify';
import {
  ADMIN_ROLES,
  ID_DOCUMENT_MAX_BYTES,
  INVESTOR_MESSAGES,
  INVESTOR_STATUS_LABELS,
  SAFEGUARD_MESSAGES,
  categoryDeclarationSchema,
  categoryDeclarationSchemaFor,
  checkAnswersSchema,
  checkAttemptView,
  checkQuestionSchema,
  checkQuestionView,
  checkResultView,
  investorListResponse,
  investorProfileSchema,
  investorProfileView,
  investorReviewView,
  investorsQuerySchema,
  investorSuspensionSchema,
  investorVerificationSchema,
  safeguardRecordView,
  investorSafeguardsView,
  type CsvColumn,
  decimalOfMinor,
} from '@app/contract';
import { z } from 'zod';
import { signedInActorOf } from '../../platform/activity.ts';
import { badRequest, idParam, notFound, ok, okList, parse } from '../../platform/http.ts';
import { deleteDocument, readMultipart, sendDocument, storeDocument, type FileRule } from '../../platform/uploads.ts';
import { INVESTOR_MAIL_LIMIT } from './mails.ts';
import { clock } from '../../platform/clock.ts';
import { sendCsv } from '../../platform/csv-export.ts';
import * as safeguards from './safeguards.ts';
import * as investors from './service.ts';

/**
 * Investor verification (the guideline's step 3). Investors (role user) keep their own profile;
 * admins and super admins review it. The ID document is private: only they can download it.
 */

const investorOnly = { access: ['user'] } as const;
const staff = { access: ADMIN_ROLES };
const profileAnswer = { response: { data: investorProfileView } };
const reviewAnswer = { response: { data: investorReviewView } };
const safeguardsAnswer = { response: { data: investorSafeguardsView } };

/** Who a row of either safeguards export is about. */
const INVESTOR_COLUMNS: CsvColumn<{ name: string; email: string }>[] = [
  ['Investor', (row) => row.name],
  ['Email', (row) => row.email],
];

/** A category declaration as both safeguards exports give it: the category and the figures declared for it. */
const DECLARATION_COLUMNS: CsvColumn<{ category: string; netAssets: number | null; annualIncome: number | null }>[] = [
  ['Category', (row) => row.category],
  ['Net assets', (row) => decimalOfMinor(row.netAssets)],
  ['Annual income', (row) => decimalOfMinor(row.annualIncome)],
];

const SAFEGUARD_CSV_COLUMNS: CsvColumn<safeguards.SafeguardExportRow>[] = [
  ...INVESTOR_COLUMNS,
  ['Verification', (row) => INVESTOR_STATUS_LABELS[row.verification as keyof typeof INVESTOR_STATUS_LABELS] ?? row.verification],
  ...DECLARATION_COLUMNS,
  ['Category declared', (row) => row.declaredAt],
  ['Wording version', (row) => row.wordingVersion],
  ['Last check', (row) => row.lastCheckAt],
  ['Last check score', (row) => row.lastCheckScore],
  ['Check passed', (row) => row.passedAt],
];

const SAFEGUARD_HISTORY_COLUMNS: CsvColumn<safeguards.SafeguardHistoryRow>[] = [
  ...INVESTOR_COLUMNS,
  ['Record', (row) => row.record],
  ['At', (row) => row.at],
  ['Wording version', (row) => row.wording],
  ...DECLARATION_COLUMNS,
  ['Statement', (row) => row.statement],
  ['Result', (row) => row.result],
  ['Answers', (row) => row.answers],
];

/** GET /investors/:userId/id-document?inline=1: shown on the review page rather than downloaded. */
const idDocumentQuerySchema = z.object({ inline: z.enum(['1']).optional().catch(undefined) });

const idDocumentRule: FileRule = {
  kind: 'document',
  maxBytes: ID_DOCUMENT_MAX_BYTES,
  tooLargeMessage: INVESTOR_MESSAGES.documentTooLarge,
  wrongTypeMessage: INVESTOR_MESSAGES.documentType,
  documentTypes: { pdf: ['.pdf'], jpg: ['.jpg', '.jpeg'], png: ['.png'] },
};

const investorRoutes: FastifyPluginAsync = async (app) => {
  // ------------------------------------------------------------ the investor's own profile
  app.get('/investor/profile', { config: { ...investorOnly, openapi: profileAnswer } }, async (request) => {
    const user = request.user!;
    return ok(investors.toInvestorProfile(user, await investors.findProfile(app.db, user.id)));
  });

  app.put(
    '/investor/profile',
    { config: { ...investorOnly, rateLimit: INVESTOR_MAIL_LIMIT, openapi: { body: investorProfileSchema, ...profileAnswer } } },
    async (request) => {
      const user = request.user!;
      const fields = parse(investorProfileSchema, request.body);
      const { row, identityChanged, newDocument } = await investors.saveOwnProfile(app.deps, signedInActorOf(request), fields);
      const message = newDocument ? INVESTOR_MESSAGES.newDocumentNeeded : identityChanged ? INVESTOR_MESSAGES.backToReview : INVESTOR_MESSAGES.saved;
      return ok(investors.toInvestorProfile(user, row), message);
    },
  );

  app.post(
    '/investor/profile/id-document',
    { config: { ...investorOnly, rateLimit: INVESTOR_MAIL_LIMIT, multipart: true, openapi: profileAnswer } },
    async (request) => {
      const user = request.user!;
      const { files } = await readMultipart(request, { document: idDocumentRule });
      const file = files.document;
      if (!file) throw badRequest(INVESTOR_MESSAGES.documentRequired, { document: INVESTOR_MESSAGES.documentRequired });
      const key = await storeDocument(app.storage, file);
      const { row, previousKey, backToReview } = await investors.setOwnIdDocument(app.deps, signedInActorOf(request), key, file.filename);
      if (previousKey && previousKey !== key) await deleteDocument(app.storage, previousKey);
      return ok(investors.toInvestorProfile(user, row), backToReview ? INVESTOR_MESSAGES.backToReview : INVESTOR_MESSAGES.documentSaved);
    },
  );

  app.post('/investor/profile/submit', { config: { ...investorOnly, rateLimit: INVESTOR_MAIL_LIMIT, openapi: profileAnswer } }, async (request) => {
    const user = request.user!;
    const row = await investors.submitOwnProfile(app.deps, signedInActorOf(request));
    return ok(investors.toInvestorProfile(user, row), INVESTOR_MESSAGES.submitted);
  });

  // ------------------------------------------------------------ the safeguards before investing
  // The investor's screens state and check the high-net-worth thresholds of this server's configuration.
  const investorSafeguards = async (userId: string) => {
    const now = clock.now();
    const status = await safeguards.safeguardStatus(app.db, userId, now);
    return { ...status, highNetWorth: app.config.highNetWorth, ...(await safeguards.gettingStarted(app.db, userId, status, now)) };
  };
  const declarationSchema = categoryDeclarationSchemaFor(app.config.highNetWorth);

  app.get('/investor/safeguards', { config: { ...investorOnly, openapi: safeguardsAnswer } }, async (request) =>
    ok(await investorSafeguards(signedInActorOf(request).id)),
  );

  app.post(
    '/investor/safeguards/category',
    { config: { ...investorOnly, rateLimit: INVESTOR_MAIL_LIMIT, openapi: { body: categoryDeclarationSchema, ...safeguardsAnswer } } },
    async (request, reply) => {
      const input = parse(declarationSchema, request.body);
      await safeguards.declareCategory(app.deps, signedInActorOf(request), input, clock.now());
      return reply.status(201).send(ok(await investorSafeguards(signedInActorOf(request).id), SAFEGUARD_MESSAGES.categoryDeclared));
    },
  );

  // 201 when a new attempt is drawn, 200 when the one still open is given back.
  app.post('/investor/safeguards/check', { config: { ...investorOnly, openapi: { response: { data: checkAttemptView } } } }, async (request, reply) => {
    const { attempt, created } = await safeguards.startCheck(app.db, signedInActorOf(request).id, clock.now());
    return reply.status(created ? 201 : 200).send(ok(attempt));
  });

  app.post(
    '/investor/safeguards/check/:id',
    { config: { ...investorOnly, rateLimit: INVESTOR_MAIL_LIMIT, openapi: { body: checkAnswersSchema, response: { data: checkResultView } } } },
    async (request) => {
      const id = idParam(request.params, SAFEGUARD_MESSAGES.attemptNotFound);
      const { answers } = parse(checkAnswersSchema, request.body);
      const result = await safeguards.submitCheck(app.deps, signedInActorOf(request), id, answers, clock.now());
      return ok(result, result.passed ? SAFEGUARD_MESSAGES.checkPassed : SAFEGUARD_MESSAGES.checkFailed);
    },
  );

  // ------------------------------------------------------------ staff: safeguards and the question bank
  app.get('/investors/safeguards/export.csv', { config: { ...staff, openapi: { produces: 'text/csv' } } }, async (_request, reply) => {
    const date = new Date().toISOString().slice(0, 10);
    return sendCsv(reply, `investor-safeguards-${date}.csv`, SAFEGUARD_CSV_COLUMNS, safeguards.safeguardBatches(app.db));
  });

  app.get('/investors/safeguards/history.csv', { config: { ...staff, openapi: { produces: 'text/csv' } } }, async (_request, reply) => {
    const date = new Date().toISOString().slice(0, 10);
    return sendCsv(reply, `investor-safeguards-history-${date}.csv`, SAFEGUARD_HISTORY_COLUMNS, safeguards.safeguardHistoryBatches(app.db));
  });

  app.get('/investors/:userId/safeguards', { config: { ...staff, openapi: { response: { data: safeguardRecordView } } } }, async (request) => {
    const userId = idParam(request.params, INVESTOR_MESSAGES.notFound, 'userId');
    return ok(await safeguards.safeguardRecord(app.db, userId, clock.now()));
  });

  app.get('/check-questions', { config: { ...staff, openapi: { response: { data: z.array(checkQuestionView) } } } }, async () =>
    ok(await safeguards.listQuestions(app.db)),
  );

  app.post(
    '/check-questions',
    { config: { ...staff, openapi: { body: checkQuestionSchema, response: { data: checkQuestionView } } } },
    async (request, reply) => {
      const fields = parse(checkQuestionSchema, request.body);
      return reply.status(201).send(ok(await safeguards.createQuestion(app.deps, signedInActorOf(request), fields), SAFEGUARD_MESSAGES.questionCreated));
    },
  );

  app.put('/check-questions/:id', { config: { ...staff, openapi: { body: checkQuestionSchema, response: { data: checkQuestionView } } } }, async (request) => {
    const id = idParam(request.params, SAFEGUARD_MESSAGES.questionNotFound);
    const fields = parse(checkQuestionSchema, request.body);
    return ok(await safeguards.updateQuestion(app.deps, signedInActorOf(request), id, fields), SAFEGUARD_MESSAGES.questionSaved);
  });

  // ------------------------------------------------------------ staff review
  app.get('/investors', { config: { ...staff, openapi: { query: investorsQuerySchema, response: investorListResponse } } }, async (request) => {
    const query = parse(investorsQuerySchema, request.query);
    return okList(await investors.listProfiles(app.db, query));
  });

  app.get('/investors/:userId', { config: { ...staff, openapi: reviewAnswer } }, async (request) => {
    const userId = idParam(request.params, INVESTOR_MESSAGES.notFound, 'userId');
    const owner = await investors.ownerOf(app.db, userId);
    if (!owner) throw notFound(INVESTOR_MESSAGES.notFound);
    return ok(await investors.investorReviewFor(app.db, owner, await investors.findProfile(app.db, userId), request.user!.id));
  });

  // Opening the document is recorded (a verify needs it). `?inline=1` answers it to be shown on the
  // review page (an image, or a PDF in a frame of this site); without it, as a download.
  app.get(
    '/investors/:userId/id-document',
    { config: { ...staff, openapi: { query: idDocumentQuerySchema, produces: 'application/octet-stream' } } },
    async (request, reply) => {
      const userId = idParam(request.params, INVESTOR_MESSAGES.notFound, 'userId');
      const { inline } = parse(idDocumentQuerySchema, request.query);
      const document = await investors.openIdDocument(app.deps, signedInActorOf(request), userId);
      return sendDocument(reply, app.storage, document.key, document.name, { inline: inline === '1' });
    },
  );

  app.patch('/investors/:userId/verification', { config: { ...staff, openapi: { body: investorVerificationSchema, ...reviewAnswer } } }, async (request) => {
    const userId = idParam(request.params, INVESTOR_MESSAGES.notFound, 'userId');
    const { decision, reason, checks, note } = parse(investorVerificationSchema, request.body);
    const actor = signedInActorOf(request);
    const { owner, row } = await investors.decideProfile(app.deps, actor, userId, {
      decision,
      reason: reason ?? null,
      checks: checks ?? null,
      note: note ?? null,
    });
    return ok(
      await investors.investorReviewFor(app.db, owner, row, actor.id),
      decision === 'verified' ? INVESTOR_MESSAGES.verified : INVESTOR_MESSAGES.rejected,
    );
  });

  app.post('/investors/:userId/suspension', { config: { ...staff, openapi: { body: investorSuspensionSchema, ...reviewAnswer } } }, async (request) => {
    const userId = idParam(request.params, INVESTOR_MESSAGES.notFound, 'userId');
    const { reason } = parse(investorSuspensionSchema, request.body);
    const { owner, row } = await investors.suspendInvestor(app.deps, signedInActorOf(request), userId, reason);
    return ok(await investors.investorReview(app.db, owner, row), INVESTOR_MESSAGES.suspended);
  });

  app.delete('/investors/:userId/suspension', { config: { ...staff, openapi: reviewAnswer } }, async (request) => {
    const userId = idParam(request.params, INVESTOR_MESSAGES.notFound, 'userId');
    const { owner, row } = await investors.reinstateInvestor(app.deps, signedInActorOf(request), userId);
    return ok(await investors.investorReview(app.db, owner, row), INVESTOR_MESSAGES.reinstated);
  });
};

export default investorRoutes;
