import crypto from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import {
  CHECK_QUESTION_COUNT,
  CHECK_RETAKE_HOURS,
  CHECK_TOPICS,
  COOLING_OFF_HOURS,
  INVEST_GATE_MESSAGES,
  investingRefusal,
  INVESTOR_CATEGORY_LABELS,
  HIGH_NET_WORTH_THRESHOLDS,
  investorCategoryStatements,
  INVESTOR_MESSAGES,
  SAFEGUARD_MESSAGES,
  SAFEGUARDS_WORDING_VERSION,
  SAFEGUARD_VALIDITY_DAYS,
  formatDateTime,
  groupDigits,
  languageInScope,
  restrictedLimit,
  restrictedLimitRefusal,
  gettingStartedSteps,
  type FirstInvestmentProgress,
  type GettingStartedStep,
  investmentAmount,
  planTerms,
  type CheckAttempt,
  type CheckQuestion,
  type CheckResult,
  type InvestorCategory,
  type SafeguardRecord,
  type SafeguardStatus,
  type SafeguardStep,
  checkQuestionSchema,
  type categoryDeclarationSchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { investmentPlans } from '../../db/schema/content.ts';
import {
  checkAttempts,
  checkQuestions,
  checkQuestionVersions,
  investmentAmountSql,
  investments,
  investorCategoryDeclarations,
  investorProfiles,
  type AttemptQuestion,
  type CheckAttemptRow,
  type CheckQuestionRow,
  type InvestorCategoryDeclarationRow,
} from '../../db/schema/investments.ts';
import { users } from '../../db/schema/users.ts';
import type { SignedInActor } from '../../platform/activity.ts';
import { work, type Deps, type UnitOfWork } from '../../platform/unit-of-work.ts';
import { HttpError, badRequestIn, conflict, notFound } from '../../platform/http.ts';
import { pageUrl, type Mailer, sendToInvestor, type InvestorAddressee } from '../../platform/mail.ts';
import { m } from '@app/contract/messages';
import { findProfile, ownerOf } from './service.ts';
import { keysetBatches } from '../../platform/pagination.ts';

/**
 * The safeguards before a first investment (architecture: investors = verification, category,
 * appropriateness): the investor category, the appropriateness check, the cooling-off, and the
 * gate `assertMayInvest` that the investment request passes first. Every declaration and attempt
 * is a new row with its time and wording, never edited, so the record stands for an audit.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const VALIDITY = SAFEGUARD_VALIDITY_DAYS * DAY;
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);
const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

type Investor = { id: string; name: string; email: string };

/** A 403 naming the step still missing, in the envelope's `step` too, so a client can point to it. */
const gateClosed = (step: SafeguardStep, message: string) => new HttpError(403, message, undefined, { step });

async function latestDeclaration(db: Db, userId: string): Promise<InvestorCategoryDeclarationRow | undefined> {
  const [row] = await db
    .select()
    .from(investorCategoryDeclarations)
    .where(eq(investorCategoryDeclarations.userId, userId))
    .orderBy(desc(investorCategoryDeclarations.declaredAt))
    .limit(1);
  return row;
}

async function latestSubmitted(db: Db, userId: string, passedOnly = false): Promise<CheckAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(checkAttempts)
    .where(and(eq(checkAttempts.userId, userId), isNotNull(checkAttempts.submittedAt), passedOnly ? eq(checkAttempts.passed, true) : undefined))
    .orderBy(desc(checkAttempts.submittedAt))
    .limit(1);
  return row;
}

export function toCheckResult(row: CheckAttemptRow): CheckResult {
  const answers = row.answers ?? [];
  return {
    id: row.id,
    passed: row.passed === true,
    score: row.score ?? 0,
    total: row.questions.length,
    submittedAt: iso(row.submittedAt)!,
    retakeAt: row.passed || !row.submittedAt ? null : iso(later(row.submittedAt, CHECK_RETAKE_HOURS * HOUR)),
    questions: row.questions.map((question, index) => ({
      prompt: question.prompt,
      options: question.options,
      chosen: answers[index] ?? -1,
      correct: question.correct,
      explanation: question.explanation,
    })),
  };
}

/** The sum in pence of the investor's requests in the rolling 12 months that were not cancelled. */
async function requestedInLastYear(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${investmentAmountSql}), 0)` })
    .from(investments)
    .where(and(eq(investments.userId, userId), ne(investments.status, 'cancelled'), gt(investments.requestedAt, later(now, -VALIDITY))));
  return Number(row?.total ?? 0);
}

async function hasInvested(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(investments).where(eq(investments.userId, userId));
  return Number(row?.total ?? 0) > 0;
}

/**
 * Where the investor stands on each step, and the next one to do. The reads run one after another: a request
 * asks inside its transaction, and one connection cannot run two queries at once (pg warns, and will refuse).
 */
export async function safeguardStatus(db: Db, userId: string, now: Date): Promise<SafeguardStatus> {
  const profile = await findProfile(db, userId);
  const declaration = await latestDeclaration(db, userId);
  const passed = await latestSubmitted(db, userId, true);
  const last = await latestSubmitted(db, userId);
  const invested = await hasInvested(db, userId);
  const verifiedAt = profile?.status === 'verified' ? (profile.reviewedAt ?? profile.updatedAt) : null;
  const categoryExpires = declaration ? later(declaration.declaredAt, VALIDITY) : null;
  const categoryValid = !!categoryExpires && categoryExpires > now;
  const checkExpires = passed?.submittedAt ? later(passed.submittedAt, VALIDITY) : null;
  const checkValid = !!checkExpires && checkExpires > now;
  const lastResult = last ? toCheckResult(last) : null;
  const retakeAt = !checkValid && lastResult?.retakeAt && new Date(lastResult.retakeAt) > now ? lastResult.retakeAt : null;
  const completedAt =
    verifiedAt && categoryValid && checkValid
      ? new Date(Math.max(verifiedAt.getTime(), declaration!.declaredAt.getTime(), passed!.submittedAt!.getTime()))
      : null;
  const opensAt = !invested && completedAt ? later(completedAt, COOLING_OFF_HOURS * HOUR) : null;
  const limit = categoryValid && declaration!.category === 'restricted' ? restrictedLimit(declaration!.netAssets ?? 0) : null;
  const used = limit === null ? 0 : await requestedInLastYear(db, userId, now);
  const nextStep: SafeguardStatus['nextStep'] = !verifiedAt
    ? 'verification'
    : !categoryValid
      ? 'category'
      : !checkValid
        ? 'check'
        : opensAt && opensAt > now
          ? 'cooling_off'
          : 'invest';
  return {
    verification: { status: profile?.status ?? 'not_submitted', completedAt: iso(verifiedAt) },
    category: {
      category: declaration?.category ?? null,
      netAssets: declaration?.netAssets ?? null,
      annualIncome: declaration?.annualIncome ?? null,
      declaredAt: iso(declaration?.declaredAt),
      expiresAt: iso(categoryExpires),
      valid: categoryValid,
    },
    check: { passedAt: iso(passed?.submittedAt), expiresAt: iso(checkExpires), valid: checkValid, lastResult, retakeAt },
    coolingOff: { firstInvestment: !invested, opensAt: iso(opensAt) },
    limit: limit === null ? null : { limit, used, remaining: Math.max(0, limit - used) },
    nextStep,
    wordingVersion: SAFEGUARDS_WORDING_VERSION,
  };
}

/**
 * Every gate before an investment request, in order: verification, category, check, cooling-off,
 * then the restricted investor's 10% limit. Run inside the request's transaction, after a lock on
 * the investor, so two requests at once cannot both fit under the limit.
 */
export async function assertMayInvest(tx: Db, investor: Investor, request: { planId: string; units: number }, now: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invest:${investor.id}`}))`);
  const status = await safeguardStatus(tx, investor.id, now);
  const unverified = investingRefusal(status.verification.status);
  if (unverified) throw gateClosed('verification', unverified);
  if (!status.category.valid) throw gateClosed('category', INVEST_GATE_MESSAGES.category);
  if (!status.check.valid) throw gateClosed('check', INVEST_GATE_MESSAGES.check);
  if (status.nextStep === 'cooling_off') throw gateClosed('cooling_off', INVEST_GATE_MESSAGES.coolingOff(status.coolingOff.opensAt!));
  if (status.limit) {
    const [plan] = await tx.select().from(investmentPlans).where(eq(investmentPlans.id, request.planId));
    const amount = plan ? investmentAmount({ units: request.units, ...planTerms(plan) }) : 0;
    const refusal = restrictedLimitRefusal(status.limit, amount);
    if (refusal) throw gateClosed('limit', refusal);
  }
}

/** Where the first investment stands: a request signed (not cancelled), money arrived, a request awaiting payment. */
export async function firstInvestmentProgress(db: Db, userId: string): Promise<FirstInvestmentProgress> {
  const rows = await db
    .select({ id: investments.id, status: investments.status })
    .from(investments)
    .where(and(eq(investments.userId, userId), ne(investments.status, 'cancelled')))
    .orderBy(asc(investments.requestedAt));
  const paid = rows.some((row) => row.status === 'active' || row.status === 'matured' || row.status === 'paid_out');
  return { signed: rows.length > 0, paid, awaitingPaymentId: paid ? null : (rows[0]?.id ?? null) };
}

/** Every step to a first investment for this investor, in order, with its state (the invest page and the portfolio show them). */
export async function gettingStarted(
  db: Db,
  userId: string,
  status: SafeguardStatus,
  now: Date,
): Promise<{ progress: FirstInvestmentProgress; steps: GettingStartedStep[] }> {
  const progress = await firstInvestmentProgress(db, userId);
  return { progress, steps: gettingStartedSteps(status, progress, now) };
}

// ------------------------------------------------------------ mails

/**
 * Once the last step is done, a first-time investor is told when they may place their first
 * request (sent now, naming the time, rather than held back a day).
 */
async function mailCoolingOff(mailer: Mailer, investor: Investor & InvestorAddressee, now: Date) {
  const status = await safeguardStatus(mailer.db, investor.id, now);
  if (status.nextStep === 'cooling_off') await coolingOffMail(mailer, investor, status.coolingOff.opensAt!);
}

/** The mail naming when a first-time investor's first request opens (also a sample in testing/mail-samples.ts). */
export async function coolingOffMail(mailer: Mailer, investor: InvestorAddressee, opensAtIso: string) {
  await sendToInvestor(mailer, investor, () => {
    const language = languageInScope();
    const time = formatDateTime(opensAtIso, '—', language);
    return {
      kind: 'investor-cooling-off',
      subject: m.mail_cooling_off_subject({ time }),
      content: {
        heading: m.mail_cooling_off_heading(),
        greeting: m.mail_greeting({ name: investor.name }),
        body: [m.mail_cooling_off_thanks(), m.mail_cooling_off_body({ time, hours: groupDigits(COOLING_OFF_HOURS, language) }), m.mail_cooling_off_no_rush()],
        button: { label: m.mail_open_portfolio_button(), url: pageUrl(mailer, investor, '/portfolio') },
        riskWarning: true,
      },
    };
  });
}

/** Called in the transaction of a step that may be the last one (verification by staff, category, check). */
export async function afterSafeguardStep(mailer: Mailer, investor: Investor & InvestorAddressee, now: Date) {
  await mailCoolingOff(mailer, investor, now);
}

// ------------------------------------------------------------ investor category

/** After the investor's own step that may be their last: the cooling-off mail, to the address they have now. */
async function afterOwnStep(uow: UnitOfWork, investor: SignedInActor, now: Date) {
  const owner = await ownerOf(uow.tx, investor.id);
  if (owner) await afterSafeguardStep(uow, owner, now);
}

export async function declareCategory(deps: Deps, investor: SignedInActor, input: z.output<typeof categoryDeclarationSchema>, now: Date) {
  const category: InvestorCategory = input.category;
  return work(deps, investor, async (uow) => {
    const [row] = await uow.tx
      .insert(investorCategoryDeclarations)
      .values({
        userId: investor.id,
        category,
        netAssets: category === 'sophisticated' ? null : input.netAssets,
        annualIncome: category === 'high_net_worth' ? input.annualIncome : null,
        statement: investorCategoryStatements(deps.config.highNetWorth)[category],
        wordingVersion: SAFEGUARDS_WORDING_VERSION,
        declaredAt: now,
      })
      .returning();
    await afterOwnStep(uow, investor, now);
    return row!;
  });
}

// ------------------------------------------------------------ appropriateness check

const randomIndex = (length: number) => crypto.randomInt(length);
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** One active question per topic (others fill in for a topic with none), options and order shuffled. */
function drawQuestions(bank: CheckQuestionRow[]): AttemptQuestion[] {
  const chosen: CheckQuestionRow[] = [];
  for (const topic of CHECK_TOPICS) {
    const ofTopic = bank.filter((question) => question.topic === topic);
    if (ofTopic.length) chosen.push(ofTopic[randomIndex(ofTopic.length)]!);
  }
  for (const question of shuffled(bank)) if (chosen.length < CHECK_QUESTION_COUNT && !chosen.includes(question)) chosen.push(question);
  return shuffled(chosen).map((question) => {
    const order = shuffled(question.options.map((_, index) => index));
    return {
      questionId: question.id,
      version: question.version,
      prompt: question.prompt,
      options: order.map((index) => question.options[index]!),
      correct: order.indexOf(question.correctOption),
      explanation: question.explanation,
    };
  });
}

const toAttempt = (row: CheckAttemptRow): CheckAttempt => ({
  id: row.id,
  startedAt: row.startedAt.toISOString(),
  questions: row.questions.map(({ prompt, options }) => ({ prompt, options })),
});

/**
 * The investor's row, locked for the check's transaction: a start and a submission of the same
 * investor take turns, so a start never reads the lock before a failure commits and opens beside it.
 */
async function lockInvestor(tx: Db, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The refusal while a pass is valid or the retake is not open yet, else null. */
function retakeRefusal(status: SafeguardStatus) {
  if (status.check.valid) return conflict(SAFEGUARD_MESSAGES.alreadyPassed);
  if (status.check.retakeAt) return conflict(SAFEGUARD_MESSAGES.retakeLocked(status.check.retakeAt));
  return null;
}

const openAttemptOf = async (db: Db, userId: string) =>
  (
    await db
      .select()
      .from(checkAttempts)
      .where(and(eq(checkAttempts.userId, userId), isNull(checkAttempts.submittedAt)))
  )[0];

/**
 * Opens an attempt (or gives back the one still open, `created` false), unless a pass is valid or
 * the retake is not open yet. One open attempt per investor is a unique index: of starts at once,
 * one insert wins and the others give back its attempt.
 */
export async function startCheck(db: Db, userId: string, now: Date): Promise<{ attempt: CheckAttempt; created: boolean }> {
  return db.transaction(async (tx) => {
    await lockInvestor(tx, userId);
    const refusal = retakeRefusal(await safeguardStatus(tx, userId, now));
    if (refusal) throw refusal;
    const open = await openAttemptOf(tx, userId);
    if (open) return { attempt: toAttempt(open), created: false };
    const bank = await tx.select().from(checkQuestions).where(eq(checkQuestions.isActive, true));
    const [row] = await tx
      .insert(checkAttempts)
      .values({ userId, questions: drawQuestions(bank), startedAt: now })
      .onConflictDoNothing()
      .returning();
    if (row) return { attempt: toAttempt(row), created: true };
    return { attempt: toAttempt((await openAttemptOf(tx, userId))!), created: false };
  });
}

/** Marks an attempt on the server: every answer must be right to pass. */
export async function submitCheck(deps: Deps, investor: SignedInActor, attemptId: string, answers: number[], now: Date): Promise<CheckResult> {
  return work(deps, investor, async (uow) => {
    const { tx } = uow;
    await lockInvestor(tx, investor.id);
    const [row] = await tx
      .select()
      .from(checkAttempts)
      .where(and(eq(checkAttempts.id, attemptId), eq(checkAttempts.userId, investor.id)))
      .for('update');
    if (!row) throw notFound(SAFEGUARD_MESSAGES.attemptNotFound);
    if (row.submittedAt) throw conflict(SAFEGUARD_MESSAGES.attemptSubmitted);
    // The lock again, as it stands now: an attempt opened beside a failure may not pass with the answers that failure showed.
    const refusal = retakeRefusal(await safeguardStatus(tx, investor.id, now));
    if (refusal) throw refusal;
    if (answers.length !== row.questions.length || answers.some((answer, index) => answer >= row.questions[index]!.options.length))
      throw badRequestIn(SAFEGUARD_MESSAGES.answersRequired, { answers: SAFEGUARD_MESSAGES.answersRequired });
    const score = row.questions.filter((question, index) => question.correct === answers[index]).length;
    const [marked] = await tx
      .update(checkAttempts)
      .set({ answers, score, passed: score === row.questions.length, submittedAt: now })
      .where(eq(checkAttempts.id, row.id))
      .returning();
    if (marked!.passed) await afterOwnStep(uow, investor, now);
    return toCheckResult(marked!);
  });
}

// ------------------------------------------------------------ staff

/** What staff see on the investor detail. */
export async function safeguardRecord(db: Db, userId: string, now: Date): Promise<SafeguardRecord> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!owner) throw notFound(INVESTOR_MESSAGES.notFound);
  const [status, declarations, attempts] = await Promise.all([
    safeguardStatus(db, userId, now),
    db
      .select()
      .from(investorCategoryDeclarations)
      .where(eq(investorCategoryDeclarations.userId, userId))
      .orderBy(desc(investorCategoryDeclarations.declaredAt)),
    db
      .select()
      .from(checkAttempts)
      .where(and(eq(checkAttempts.userId, userId), isNotNull(checkAttempts.submittedAt)))
      .orderBy(desc(checkAttempts.submittedAt)),
  ]);
  return {
    status,
    declarations: declarations.map((row) => ({
      category: row.category,
      netAssets: row.netAssets,
      annualIncome: row.annualIncome,
      wordingVersion: row.wordingVersion,
      declaredAt: row.declaredAt.toISOString(),
    })),
    attempts: attempts.map((row) => ({ ...toCheckResult(row), startedAt: row.startedAt.toISOString() })),
  };
}

export type SafeguardExportRow = {
  name: string;
  email: string;
  verification: string;
  category: string;
  netAssets: number | null;
  annualIncome: number | null;
  declaredAt: string | null;
  wordingVersion: string | null;
  lastCheckAt: string | null;
  lastCheckScore: string;
  passedAt: string | null;
};

const EXPORT_BATCH = 500;

type LatestDeclaration = { category: InvestorCategory; netAssets: number | null; annualIncome: number | null; declaredAt: string; wordingVersion: string };

/** Every investor account with its latest declaration and check, a batch at a time (keyset on the user id). */
export async function* safeguardBatches(db: Db, batchSize = EXPORT_BATCH): AsyncGenerator<SafeguardExportRow[]> {
  const batches = keysetBatches(batchSize, (after: { id: string } | undefined) =>
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        verification: investorProfiles.status,
        // The latest declaration in one lookup, as the latest check below.
        declaration: sql<
          string | null
        >`(select json_build_object('category', category, 'netAssets', net_assets, 'annualIncome', annual_income, 'declaredAt', declared_at, 'wordingVersion', wording_version)::text from investor_category_declarations d where d.user_id = ${users.id} order by declared_at desc limit 1)`,
        lastCheck: sql<
          string | null
        >`(select json_build_object('at', submitted_at, 'score', score, 'total', jsonb_array_length(questions))::text from check_attempts a where a.user_id = ${users.id} and submitted_at is not null order by submitted_at desc limit 1)`,
        passedAt: sql<string | null>`(select max(submitted_at) from check_attempts a where a.user_id = ${users.id} and passed)`,
      })
      .from(users)
      .leftJoin(investorProfiles, eq(investorProfiles.userId, users.id))
      .where(and(eq(users.userRole, 'user'), after ? gt(users.id, after.id) : undefined))
      .orderBy(asc(users.id))
      .limit(batchSize),
  );
  for await (const rows of batches)
    yield rows.map((row) => {
      const last = row.lastCheck ? (JSON.parse(row.lastCheck) as { at: string; score: number; total: number }) : null;
      const declared = row.declaration ? (JSON.parse(row.declaration) as LatestDeclaration) : null;
      return {
        name: row.name,
        email: row.email,
        verification: row.verification ?? 'not_submitted',
        category: declared ? INVESTOR_CATEGORY_LABELS[declared.category] : '',
        netAssets: declared?.netAssets ?? null,
        annualIncome: declared?.annualIncome ?? null,
        declaredAt: declared ? new Date(declared.declaredAt).toISOString() : null,
        wordingVersion: declared?.wordingVersion ?? null,
        lastCheckAt: last ? new Date(last.at).toISOString() : null,
        lastCheckScore: last ? `${last.score}/${last.total}` : '',
        passedAt: row.passedAt ? new Date(row.passedAt).toISOString() : null,
      };
    });
}

/** One line of the audit trail: a category declaration or a marked check, as the investor gave it. */
export type SafeguardHistoryRow = {
  name: string;
  email: string;
  record: 'Category declaration' | 'Appropriateness check';
  at: string;
  wording: string;
  category: string;
  netAssets: number | null;
  annualIncome: number | null;
  statement: string;
  result: string;
  answers: string;
};

const answerLine = (question: AttemptQuestion, chosen: number | undefined) => {
  const answer = chosen === undefined ? '(none)' : (question.options[chosen] ?? '(none)');
  return `${question.prompt} → ${answer} (${chosen === question.correct ? 'right' : 'wrong'})`;
};

/**
 * Every declaration and every marked check of every investor, oldest first per investor, with the
 * wording they were given (the category statement and its version, each question's version) and
 * their answers: the audit trail behind the one-line-per-investor export. A batch of investors at a time.
 */
export async function* safeguardHistoryBatches(db: Db, batchSize = EXPORT_BATCH): AsyncGenerator<SafeguardHistoryRow[]> {
  const batches = keysetBatches(batchSize, (after: { id: string } | undefined) =>
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.userRole, 'user'), after ? gt(users.id, after.id) : undefined))
      .orderBy(asc(users.id))
      .limit(batchSize),
  );
  for await (const people of batches) {
    const ids = people.map((person) => person.id);
    const [declarations, attempts] = await Promise.all([
      db.select().from(investorCategoryDeclarations).where(inArray(investorCategoryDeclarations.userId, ids)),
      db
        .select()
        .from(checkAttempts)
        .where(and(inArray(checkAttempts.userId, ids), isNotNull(checkAttempts.submittedAt))),
    ]);
    const rows: SafeguardHistoryRow[] = [];
    for (const person of people) {
      const lines: (SafeguardHistoryRow & { time: number })[] = [];
      for (const row of declarations.filter((d) => d.userId === person.id))
        lines.push({
          time: row.declaredAt.getTime(),
          name: person.name,
          email: person.email,
          record: 'Category declaration',
          at: row.declaredAt.toISOString(),
          wording: row.wordingVersion,
          category: INVESTOR_CATEGORY_LABELS[row.category],
          netAssets: row.netAssets,
          annualIncome: row.annualIncome,
          statement: row.statement,
          result: '',
          answers: '',
        });
      for (const row of attempts.filter((a) => a.userId === person.id))
        lines.push({
          time: row.submittedAt!.getTime(),
          name: person.name,
          email: person.email,
          record: 'Appropriateness check',
          at: row.submittedAt!.toISOString(),
          wording: row.questions.map((question) => `${question.questionId} v${question.version}`).join('; '),
          category: '',
          netAssets: null,
          annualIncome: null,
          statement: '',
          result: `${row.passed ? 'passed' : 'not passed'}, ${row.score ?? 0} of ${row.questions.length}`,
          answers: row.questions.map((question, index) => answerLine(question, row.answers?.[index])).join(' | '),
        });
      rows.push(...lines.sort((a, b) => a.time - b.time).map(({ time: _time, ...line }) => line));
    }
    if (rows.length) yield rows;
  }
}

export const toCheckQuestion = (row: CheckQuestionRow): CheckQuestion => ({
  id: row.id,
  topic: row.topic,
  prompt: row.prompt,
  options: row.options,
  correctOption: row.correctOption,
  explanation: row.explanation,
  isActive: row.isActive,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listQuestions(db: Db): Promise<CheckQuestion[]> {
  const rows = await db.select().from(checkQuestions).orderBy(asc(checkQuestions.topic), asc(checkQuestions.createdAt));
  return rows.map(toCheckQuestion);
}

type QuestionFields = z.output<typeof checkQuestionSchema>;

/** Staff add a question: the question, its first version and the activity entry. */
export async function createQuestion(deps: Deps, actor: SignedInActor, fields: QuestionFields): Promise<CheckQuestion> {
  return work(deps, actor, async (uow) => {
    const [row] = await uow.tx.insert(checkQuestions).values(fields).returning();
    await uow.tx.insert(checkQuestionVersions).values({ questionId: row!.id, version: 1, ...fields, editedBy: actor.name });
    await uow.activity({
      action: 'create',
      entity: 'check-question',
      entityId: row!.id,
      summary: `Added appropriateness question “${fields.prompt}”`,
    });
    return toCheckQuestion(row!);
  });
}

/**
 * Staff edit a question: a new version (attempts already made keep the wording they showed), its
 * activity entry. Switching one off is refused when the check would have too few questions.
 */
export async function updateQuestion(deps: Deps, actor: SignedInActor, id: string, fields: QuestionFields): Promise<CheckQuestion> {
  return work(deps, actor, async (uow) => {
    const { tx } = uow;
    const [before] = await tx.select().from(checkQuestions).where(eq(checkQuestions.id, id)).for('update');
    if (!before) throw notFound(SAFEGUARD_MESSAGES.questionNotFound);
    if (before.isActive && !fields.isActive) {
      const [active] = await tx.select({ total: count() }).from(checkQuestions).where(eq(checkQuestions.isActive, true));
      if (Number(active!.total) - 1 < CHECK_QUESTION_COUNT) throw conflict(SAFEGUARD_MESSAGES.tooFewActive(CHECK_QUESTION_COUNT));
    }
    const version = before.version + 1;
    const [row] = await tx
      .update(checkQuestions)
      .set({ ...fields, version, updatedAt: new Date() })
      .where(eq(checkQuestions.id, id))
      .returning();
    await tx.insert(checkQuestionVersions).values({ questionId: id, version, ...fields, editedBy: actor.name });
    await uow.activity({
      action: 'update',
      entity: 'check-question',
      entityId: id,
      summary: `Edited appropriateness question “${fields.prompt}” (version ${version})`,
      changes: { before: { version: before.version, isActive: before.isActive }, after: { version, isActive: fields.isActive } },
    });
    return toCheckQuestion(row!);
  });
}

/** The demo investors and the e2e investor start with every step done long ago (seed and test fixtures). */
export async function recordCompletedSafeguards(
  db: Db,
  userId: string,
  at: Date,
  category: InvestorCategory = 'sophisticated',
  netAssetsPence: number | null = null,
) {
  await db.insert(investorCategoryDeclarations).values({
    userId,
    category,
    netAssets: netAssetsPence,
    // Seed and test investors are restricted or sophisticated: statements the thresholds do not change.
    statement: investorCategoryStatements(HIGH_NET_WORTH_THRESHOLDS)[category],
    wordingVersion: SAFEGUARDS_WORDING_VERSION,
    declaredAt: at,
  });
  const bank = await db.select().from(checkQuestions).where(eq(checkQuestions.isActive, true));
  const questions = drawQuestions(bank);
  await db.insert(checkAttempts).values({
    userId,
    questions,
    answers: questions.map((question) => question.correct),
    score: questions.length,
    passed: true,
    startedAt: at,
    submittedAt: at,
  });
}
