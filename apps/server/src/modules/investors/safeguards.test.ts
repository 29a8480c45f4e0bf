import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import {
  AMOUNT_INPUT_MESSAGES,
  CHECK_QUESTION_COUNT,
  INVEST_GATE_MESSAGES,
  INVESTMENT_MESSAGES,
  investorCategoryStatements,
  SAFEGUARD_MESSAGES,
  SAFEGUARDS_WORDING_VERSION,
  formatDateTime,
} from '@app/contract';
import type { UserRow } from '../../db/schema/users.ts';
import {
  checkAttempts,
  checkQuestionVersions,
  investments,
  investorCategoryDeclarations,
  investorDocumentViews,
  investorProfiles,
} from '../../db/schema/investments.ts';
import { activityLog, mailOutbox } from '../../db/schema/platform.ts';
import { sessionHeaders, signInAs, useTestApp } from '../../testing/app.ts';
import { createPlan, SIGNED, VERIFY, verifiedInvestor } from '../../testing/investments.ts';
import { openRound } from '../../testing/rounds.ts';
import { outboxMails } from '../../testing/outbox.ts';

/**
 * The safeguards before a first investment, through the API: each gate of POST /investor/investments
 * and its message, the category, the check (server-marked, retake a day later, valid a year), the
 * cooling-off, the restricted investor's 10% limit over a rolling year, and the staff tools.
 * Time moves with fake Date (the database keeps its own clock, used only for request times).
 */

// Thresholds other than the defaults, to show the category follows the configuration.
const t = useTestApp({ roles: ['admin'], env: { HIGH_NET_WORTH_INCOME: '150000', HIGH_NET_WORTH_NET_ASSETS: '400000' } });
const HIGH_NET_WORTH = { annualIncome: 150_000_00, netAssets: 400_000_00 };
const STATEMENTS = investorCategoryStatements(HIGH_NET_WORTH);
const { admin } = t.as;
const { inject } = t;
let planId: string;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A verified investor (as staff's review would leave them) at `verifiedAt`. */
const verifiedInvestorAt = (verifiedAt = new Date(Date.now() - 10 * DAY)) => verifiedInvestor(t.app, { reviewedAt: verifiedAt, safeguards: false });

/** A request signed as the agreement asks: the profile's legal name and the current template version. */
const request = (headers: Record<string, string>, units = 1) =>
  inject('POST', '/investor/investments', headers, {
    planId,
    units,
    acceptTerms: true,
    ...SIGNED,
  });
const declare = (headers: Record<string, string>, body: Record<string, unknown> = { category: 'sophisticated', confirm: true }) =>
  inject('POST', '/investor/safeguards/category', headers, body);

/** Takes the check, answering every question right (or the first one wrong). */
async function takeCheck(headers: Record<string, string>, userId: string, options: { wrong?: boolean } = {}) {
  const started = await inject('POST', '/investor/safeguards/check', headers, {});
  expect(started.statusCode, started.body).toBe(201);
  const { id } = started.json().data;
  const [row] = await t.app.db
    .select()
    .from(checkAttempts)
    .where(and(eq(checkAttempts.id, id), eq(checkAttempts.userId, userId)));
  const answers = row!.questions.map((question) => question.correct);
  if (options.wrong) answers[0] = (answers[0]! + 1) % row!.questions[0]!.options.length;
  return inject('POST', `/investor/safeguards/check/${id}`, headers, { answers });
}

/** Category and check done at `at` (fake time), back to `now` after. */
async function completeStepsAt(user: UserRow, at: Date, now: Date, body?: Record<string, unknown>) {
  vi.setSystemTime(at);
  const headers = await sessionHeaders(t.app, user);
  expect((await declare(headers, body)).statusCode).toBe(201);
  expect((await takeCheck(headers, user.id)).json().data.passed).toBe(true);
  vi.setSystemTime(now);
  return sessionHeaders(t.app, user);
}

const expectGate = (res: { statusCode: number; json: () => { success: boolean; message: string; step: string } }, step: string, message: string) => {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ success: false, step, message });
};

beforeAll(async () => {
  planId = (await createPlan(t.app)).id;
  await openRound(t.app, planId, { units: 10_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the gates of POST /investor/investments', () => {
  it('refuses each missing step in order, naming it, and lets a fully prepared investor request', async () => {
    const fresh = await signInAs(t.app, 'user');
    expectGate(await request(fresh.headers), 'verification', INVESTMENT_MESSAGES.notVerified);
    await t.app.db.insert(investorProfiles).values({ userId: fresh.user.id, status: 'pending', submittedAt: new Date() });
    expectGate(await request(fresh.headers), 'verification', INVESTMENT_MESSAGES.awaitingVerification);

    const now = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const { user, headers } = await verifiedInvestorAt();
    expectGate(await request(headers), 'category', INVEST_GATE_MESSAGES.category);
    vi.setSystemTime(now.getTime() - 3 * DAY);
    expect((await declare(await sessionHeaders(t.app, user))).statusCode).toBe(201);
    vi.setSystemTime(now);
    expectGate(await request(headers), 'check', INVEST_GATE_MESSAGES.check);
    vi.setSystemTime(now.getTime() - 3 * DAY);
    expect((await takeCheck(await sessionHeaders(t.app, user), user.id)).json().data.passed).toBe(true);
    vi.setSystemTime(now);
    const placed = await request(headers);
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await t.app.db.select().from(investments).where(eq(investments.userId, user.id))).length).toBe(1);
  });

  it('a category or a pass older than 12 months closes the gate again until renewed', async () => {
    const now = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const { user } = await verifiedInvestorAt(new Date(now.getTime() - 800 * DAY));
    await completeStepsAt(user, new Date(now.getTime() - 366 * DAY), now);
    const headers = await sessionHeaders(t.app, user);
    expectGate(await request(headers), 'category', INVEST_GATE_MESSAGES.category);
    vi.setSystemTime(now.getTime() - 2 * DAY);
    expect((await declare(await sessionHeaders(t.app, user))).statusCode).toBe(201);
    vi.setSystemTime(now);
    expectGate(await request(await sessionHeaders(t.app, user)), 'check', INVEST_GATE_MESSAGES.check);
    const status = (await inject('GET', '/investor/safeguards', await sessionHeaders(t.app, user))).json().data;
    expect(status).toMatchObject({ nextStep: 'check', category: { valid: true }, check: { valid: false } });
  });

  it('a first request waits 24 hours after the last step (mailed with the time); later ones do not wait', async () => {
    const now = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const { user } = await verifiedInvestorAt();
    const lastStep = new Date(now.getTime() - 23 * HOUR);
    let headers = await completeStepsAt(user, lastStep, now);
    const opensAt = new Date(lastStep.getTime() + 24 * HOUR);
    expectGate(await request(headers), 'cooling_off', INVEST_GATE_MESSAGES.coolingOff(opensAt));
    const status = (await inject('GET', '/investor/safeguards', headers)).json().data;
    expect(status).toMatchObject({ nextStep: 'cooling_off', coolingOff: { firstInvestment: true, opensAt: opensAt.toISOString() } });
    const [mail] = await outboxMails(t.app, user.email, 'investor-cooling-off');
    expect(mail!.subject).toBe(`You can place your first investment request from ${formatDateTime(opensAt)}`);
    expect(mail!.textBody).toContain(formatDateTime(opensAt));

    vi.setSystemTime(opensAt.getTime() - 1000);
    headers = await sessionHeaders(t.app, user);
    expectGate(await request(headers), 'cooling_off', INVEST_GATE_MESSAGES.coolingOff(opensAt));
    vi.setSystemTime(opensAt);
    headers = await sessionHeaders(t.app, user);
    expect((await request(headers)).statusCode).toBe(201);
    expect((await request(headers)).statusCode).toBe(201);
    expect((await inject('GET', '/investor/safeguards', headers)).json().data).toMatchObject({
      nextStep: 'invest',
      coolingOff: { firstInvestment: false, opensAt: null },
    });
  });

  it('when staff verification is the last step, its transaction mails the cooling-off time', async () => {
    const now = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const { user } = await signInAs(t.app, 'user');
    const documentKey = '00000000-0000-4000-8000-000000000001.pdf';
    await t.app.db.insert(investorProfiles).values({ userId: user.id, status: 'pending', submittedAt: new Date(), idDocumentKey: documentKey });
    await completeStepsAt(user, new Date(now.getTime() - 2 * DAY), now);
    expect(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email))).toEqual([]);
    // The reviewing admin opened the document, as a verify needs.
    const reviewer = (await signInAs(t.app, 'admin')).user;
    await t.app.db.insert(investorDocumentViews).values({ userId: user.id, documentKey, viewedBy: reviewer.id });
    const res = await inject('PATCH', `/investors/${user.id}/verification`, await sessionHeaders(t.app, reviewer), VERIFY);
    expect(res.statusCode, res.body).toBe(200);
    const kinds = (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email))).map((mail) => mail.kind);
    expect(kinds.sort()).toEqual(['investor-cooling-off', 'investor-verified']);
    expectGate(await request(await sessionHeaders(t.app, user)), 'cooling_off', INVEST_GATE_MESSAGES.coolingOff(new Date(now.getTime() + 24 * HOUR)));
  });

  it("refuses a restricted investor's requests above 10% of net assets over a rolling 12 months", async () => {
    const now = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const { user } = await verifiedInvestorAt();
    // £10,000 of net assets: at most £1,000 in 12 months, two units of £500.
    const headers = await completeStepsAt(user, new Date(now.getTime() - 2 * DAY), now, { category: 'restricted', netAssets: '10000', confirm: true });
    expect((await request(headers)).statusCode).toBe(201);
    const second = await request(headers);
    expect(second.statusCode).toBe(201);
    expectGate(await request(headers), 'limit', INVEST_GATE_MESSAGES.limit(100_000, 100_000));
    // A cancelled request counts for nothing.
    expect((await inject('POST', `/investor/investments/${second.json().data.id}/cancel`, headers, {})).statusCode).toBe(200);
    expectGate(await request(headers, 2), 'limit', INVEST_GATE_MESSAGES.limit(100_000, 50_000));
    expect((await request(headers)).statusCode).toBe(201);
    const [oldest] = await t.app.db.select().from(investments).where(eq(investments.userId, user.id)).orderBy(investments.requestedAt).limit(1);
    // 364 days ago still counts; 366 days ago has left the window.
    await t.app.db
      .update(investments)
      .set({ requestedAt: new Date(now.getTime() - 364 * DAY) })
      .where(eq(investments.id, oldest!.id));
    expectGate(await request(headers), 'limit', INVEST_GATE_MESSAGES.limit(100_000, 100_000));
    await t.app.db
      .update(investments)
      .set({ requestedAt: new Date(now.getTime() - 366 * DAY) })
      .where(eq(investments.id, oldest!.id));
    const status = (await inject('GET', '/investor/safeguards', headers)).json().data;
    expect(status.limit).toEqual({ limit: 100_000, used: 50_000, remaining: 50_000 });
    expect((await request(headers)).statusCode).toBe(201);
  });
});

describe('getting started: the waits overlap', () => {
  it('lets an investor whose ID is under review declare a category and pass the check, and still refuses a request until verified', async () => {
    const pending = await signInAs(t.app, 'user');
    await t.app.db.insert(investorProfiles).values({ userId: pending.user.id, status: 'pending', submittedAt: new Date() });
    const before = (await inject('GET', '/investor/safeguards', pending.headers)).json().data;
    expect(before.steps.map((step: { key: string; state: string }) => `${step.key}:${step.state}`)).toEqual([
      'profile:waiting',
      'category:to_do',
      'check:to_do',
      'cooling_off:to_do',
      'agreement:to_do',
      'payment:to_do',
    ]);
    expect(before.steps[1].action).toEqual({ to: '/portfolio/category', label: 'Declare your category' });
    expect(before.steps[2].action).toEqual({ to: '/portfolio/check', label: 'Take the check' });

    expect((await declare(pending.headers)).statusCode).toBe(201);
    expect((await takeCheck(pending.headers, pending.user.id)).json().data.passed).toBe(true);
    expectGate(await request(pending.headers), 'verification', INVESTMENT_MESSAGES.awaitingVerification);
    const after = (await inject('GET', '/investor/safeguards', pending.headers)).json().data;
    expect(after).toMatchObject({ nextStep: 'verification', category: { valid: true }, check: { valid: true }, coolingOff: { opensAt: null } });
    expect(after.steps.map((step: { state: string }) => step.state)).toEqual(['waiting', 'done', 'done', 'to_do', 'to_do', 'to_do']);
    // No request was made: the gate held.
    expect(await t.app.db.select().from(investments).where(eq(investments.userId, pending.user.id))).toEqual([]);
  });

  it('counts the wait from verification once the other steps are done, then the agreement and the payment', async () => {
    const now = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const { user } = await verifiedInvestorAt(new Date(now.getTime() - 2 * HOUR));
    const headers = await completeStepsAt(user, new Date(now.getTime() - 3 * HOUR), now);
    const waiting = (await inject('GET', '/investor/safeguards', headers)).json().data;
    expect(waiting.steps.map((step: { state: string }) => step.state)).toEqual(['done', 'done', 'done', 'waiting', 'to_do', 'to_do']);
    expect(waiting.steps[3].text).toContain(formatDateTime(new Date(now.getTime() + 22 * HOUR)));
    expect(waiting.steps[4].action).toBeNull();
    vi.setSystemTime(now.getTime() + 23 * HOUR);
    const placed = await request(await sessionHeaders(t.app, user));
    expect(placed.statusCode, placed.body).toBe(201);
    const signed = (await inject('GET', '/investor/safeguards', await sessionHeaders(t.app, user))).json().data;
    expect(signed.steps.map((step: { state: string }) => step.state)).toEqual(['done', 'done', 'done', 'done', 'done', 'waiting']);
    expect(signed.steps[5].action).toEqual({ to: `/portfolio/investments/${placed.json().data.id}`, label: 'See how to pay' });
  });
});

describe('investor category', () => {
  it('validates each category with the contract messages and records the statement and wording version', async () => {
    const { user, headers } = await verifiedInvestorAt();
    const restricted = await declare(headers, { category: 'restricted', confirm: true });
    expect(restricted.statusCode).toBe(400);
    expect(restricted.json().errors).toEqual({ netAssets: SAFEGUARD_MESSAGES.netAssetsRequired() });
    // The default thresholds (£100,000 income, £250,000 net assets) are not enough where the configuration sets higher ones.
    const poor = await declare(headers, { category: 'high_net_worth', annualIncome: 149_999, netAssets: 399_999, confirm: true });
    expect(poor.json().errors).toEqual({ annualIncome: SAFEGUARD_MESSAGES.highNetWorthBelow(HIGH_NET_WORTH)() });
    expect(SAFEGUARD_MESSAGES.highNetWorthBelow(HIGH_NET_WORTH)()).toContain('£150,000.00 or more, or net assets of £400,000.00');
    const status = await inject('GET', '/investor/safeguards', headers);
    expect(status.json().data.highNetWorth).toEqual(HIGH_NET_WORTH);
    const unconfirmed = await declare(headers, { category: 'sophisticated' });
    expect(unconfirmed.json().errors).toEqual({ confirm: SAFEGUARD_MESSAGES.confirmRequired() });
    expect((await declare(headers, { category: 'nobody', confirm: true })).json().errors).toEqual({ category: SAFEGUARD_MESSAGES.categoryRequired() });
    expect(await t.app.db.select().from(investorCategoryDeclarations).where(eq(investorCategoryDeclarations.userId, user.id))).toEqual([]);

    const rich = await declare(headers, { category: 'high_net_worth', annualIncome: '150000', confirm: true });
    expect(rich.statusCode).toBe(201);
    expect(rich.json()).toMatchObject({
      message: SAFEGUARD_MESSAGES.categoryDeclared,
      data: { category: { category: 'high_net_worth', annualIncome: 15_000_000, valid: true }, highNetWorth: HIGH_NET_WORTH },
    });
    const [row] = await t.app.db.select().from(investorCategoryDeclarations).where(eq(investorCategoryDeclarations.userId, user.id));
    expect(row).toMatchObject({ statement: STATEMENTS.high_net_worth, wordingVersion: SAFEGUARDS_WORDING_VERSION, netAssets: null });
    expect(row!.statement).toContain('annual income of £150,000.00 or more, or net assets of £400,000.00 or more');
  });

  it('reads amounts as people type them ("80,000", "£80,000", "80000.00") and says why it refuses others', async () => {
    const { user, headers } = await verifiedInvestorAt();
    const refused = await declare(headers, { category: 'restricted', netAssets: '80,000.123', confirm: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ netAssets: AMOUNT_INPUT_MESSAGES.tooManyDecimals() });
    const words = await declare(headers, { category: 'restricted', netAssets: 'eighty thousand', confirm: true });
    expect(words.json().errors).toEqual({ netAssets: AMOUNT_INPUT_MESSAGES.invalid() });

    for (const netAssets of ['80,000', '£80,000', '80000.00', ' 80 000 ']) {
      const answer = await declare(headers, { category: 'restricted', netAssets, confirm: true });
      expect(answer.statusCode, netAssets).toBe(201);
      expect(answer.json().data.category).toMatchObject({ category: 'restricted', netAssets: 8_000_000 });
    }
    const rows = await t.app.db.select().from(investorCategoryDeclarations).where(eq(investorCategoryDeclarations.userId, user.id));
    expect(rows.map((row) => row.netAssets)).toEqual([8_000_000, 8_000_000, 8_000_000, 8_000_000]);
  });
});

describe('the appropriateness check', () => {
  it('shows one question per topic without the answers, marks on the server, explains a failure and opens a retake 24 hours later', async () => {
    const now = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const { user, headers } = await verifiedInvestorAt();
    const started = await inject('POST', '/investor/safeguards/check', headers, {});
    const attempt = started.json().data;
    expect(attempt.questions).toHaveLength(CHECK_QUESTION_COUNT);
    expect(Object.keys(attempt.questions[0]).sort()).toEqual(['options', 'prompt']);
    expect(started.body).not.toMatch(/correct|explanation/i);
    const [row] = await t.app.db.select().from(checkAttempts).where(eq(checkAttempts.id, attempt.id));
    expect(new Set(row!.questions.map((q) => q.questionId)).size).toBe(CHECK_QUESTION_COUNT);
    expect(started.statusCode).toBe(201);
    // Starting again gives back the same open attempt: nothing new is created, so 200.
    const resumed = await inject('POST', '/investor/safeguards/check', headers, {});
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data).toEqual(attempt);
    expect((await inject('POST', `/investor/safeguards/check/${attempt.id}`, headers, { answers: [0] })).json().message).toBe(
      SAFEGUARD_MESSAGES.answersRequired(),
    );
    const other = await verifiedInvestorAt();
    expect((await inject('POST', `/investor/safeguards/check/${attempt.id}`, other.headers, { answers: row!.questions.map(() => 0) })).statusCode).toBe(404);

    const answers = row!.questions.map((question) => question.correct);
    answers[2] = (answers[2]! + 1) % row!.questions[2]!.options.length;
    const failed = await inject('POST', `/investor/safeguards/check/${attempt.id}`, headers, { answers });
    expect(failed.json()).toMatchObject({
      message: SAFEGUARD_MESSAGES.checkFailed,
      data: { passed: false, score: CHECK_QUESTION_COUNT - 1, total: CHECK_QUESTION_COUNT },
    });
    const marked = failed.json().data.questions[2];
    expect(marked).toMatchObject({ chosen: answers[2], correct: row!.questions[2]!.correct, explanation: row!.questions[2]!.explanation });
    const retakeAt = new Date(now.getTime() + 24 * HOUR);
    expect(failed.json().data.retakeAt).toBe(retakeAt.toISOString());
    expect((await inject('POST', `/investor/safeguards/check/${attempt.id}`, headers, { answers })).json().message).toBe(SAFEGUARD_MESSAGES.attemptSubmitted);

    const locked = await inject('POST', '/investor/safeguards/check', headers, {});
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(SAFEGUARD_MESSAGES.retakeLocked(retakeAt));
    vi.setSystemTime(retakeAt.getTime() - 1000);
    expect((await inject('POST', '/investor/safeguards/check', await sessionHeaders(t.app, user), {})).statusCode).toBe(409);
    vi.setSystemTime(retakeAt);
    const again = await sessionHeaders(t.app, user);
    const passed = await takeCheck(again, user.id);
    expect(passed.json()).toMatchObject({ message: SAFEGUARD_MESSAGES.checkPassed, data: { passed: true, retakeAt: null } });
    const done = await inject('POST', '/investor/safeguards/check', again, {});
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(SAFEGUARD_MESSAGES.alreadyPassed);
    expect((await inject('GET', '/investor/safeguards', again)).json().data.check).toMatchObject({
      valid: true,
      passedAt: retakeAt.toISOString(),
      expiresAt: new Date(retakeAt.getTime() + 365 * DAY).toISOString(),
    });
  });
});

describe('the retake lock in parallel', () => {
  const start = (headers: Record<string, string>) => inject('POST', '/investor/safeguards/check', headers, {});
  const attemptsOf = (userId: string) => t.app.db.select().from(checkAttempts).where(eq(checkAttempts.userId, userId));
  const rightAnswers = (row: typeof checkAttempts.$inferSelect) => row.questions.map((question) => question.correct);
  const wrongAnswers = (row: typeof checkAttempts.$inferSelect) =>
    row.questions.map((question, index) => (index === 0 ? (question.correct + 1) % question.options.length : question.correct));

  it('20 starts at once open one attempt: one 201, the others give back that same attempt', async () => {
    const { user, headers } = await verifiedInvestorAt();
    const started = await Promise.all(Array.from({ length: 20 }, () => start(headers)));
    expect(started.map((res) => res.statusCode).sort((a, b) => b - a)).toEqual([201, ...Array<number>(19).fill(200)]);
    expect(new Set(started.map((res) => res.json().data.id)).size).toBe(1);
    expect(await attemptsOf(user.id)).toHaveLength(1);
  });

  it('a failed attempt’s answers do not pass an attempt opened beside it: its submission is refused until the retake opens', async () => {
    const now = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const { user, headers } = await verifiedInvestorAt();
    const first = (await start(headers)).json().data;
    // Failing the first while more starts run: whatever they open may not pass with the answers the failure shows.
    const [failed, ...others] = await Promise.all([
      inject('POST', `/investor/safeguards/check/${first.id}`, headers, {
        answers: wrongAnswers((await attemptsOf(user.id))[0]!),
      }),
      ...Array.from({ length: 5 }, () => start(headers)),
    ]);
    expect(failed.json().data.passed).toBe(false);
    const retakeAt = new Date(now.getTime() + 24 * HOUR);
    for (const res of others) expect([200, 409]).toContain(res.statusCode);
    // An attempt opened beside the failure (as a start that read before it would): its submission checks the lock again.
    const opened = (await attemptsOf(user.id)).find((row) => !row.submittedAt);
    const [second] = opened
      ? [opened]
      : await t.app.db
          .insert(checkAttempts)
          .values({ userId: user.id, questions: (await attemptsOf(user.id))[0]!.questions, startedAt: now })
          .returning();
    const refused = await inject('POST', `/investor/safeguards/check/${second!.id}`, headers, { answers: rightAnswers(second!) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: SAFEGUARD_MESSAGES.retakeLocked(retakeAt) });
    const [still] = await t.app.db.select().from(checkAttempts).where(eq(checkAttempts.id, second!.id));
    expect(still!.submittedAt).toBeNull();
    expect((await inject('GET', '/investor/safeguards', headers)).json().data.check).toMatchObject({ valid: false, retakeAt: retakeAt.toISOString() });
  });

  it('one open attempt per investor is a database rule', async () => {
    const { user } = await verifiedInvestorAt();
    const [row] = await t.app.db.select().from(checkAttempts).limit(1);
    await t.app.db.insert(checkAttempts).values({ userId: user.id, questions: row!.questions });
    await expect(t.app.db.insert(checkAttempts).values({ userId: user.id, questions: row!.questions })).rejects.toThrow();
  });
});

describe('staff', () => {
  it('edit the question bank (admins, logged, versioned); an attempt keeps the wording it showed', async () => {
    const { headers } = await verifiedInvestorAt();
    const started = (await inject('POST', '/investor/safeguards/check', headers, {})).json().data;
    const bank = (await inject('GET', '/check-questions', admin)).json().data as { id: string; prompt: string; version: number; topic: string }[];
    expect(bank.length).toBeGreaterThanOrEqual(8);
    const [row] = await t.app.db.select().from(checkAttempts).where(eq(checkAttempts.id, started.id));
    const shown = row!.questions[0]!;
    const edited = bank.find((question) => question.id === shown.questionId)!;
    const body = { topic: edited.topic, prompt: 'Reworded question?', options: ['Right', 'Wrong'], correctOption: 0, explanation: 'Because.', isActive: true };
    const saved = await inject('PUT', `/check-questions/${edited.id}`, admin, body);
    expect(saved.json()).toMatchObject({ message: SAFEGUARD_MESSAGES.questionSaved, data: { prompt: 'Reworded question?', version: edited.version + 1 } });
    const versions = await t.app.db.select().from(checkQuestionVersions).where(eq(checkQuestionVersions.questionId, edited.id));
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
    const [entry] = await t.app.db.select().from(activityLog).where(eq(activityLog.entityId, edited.id)).orderBy(desc(activityLog.createdAt));
    expect(entry).toMatchObject({ entity: 'check-question', action: 'update' });
    const result = await inject('POST', `/investor/safeguards/check/${started.id}`, headers, { answers: row!.questions.map((q) => q.correct) });
    expect(result.json().data.questions[0].prompt).toBe(shown.prompt);
    expect(shown.prompt).not.toBe('Reworded question?');

    const invalid = await inject('PUT', `/check-questions/${edited.id}`, admin, { ...body, correctOption: 2 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ correctOption: SAFEGUARD_MESSAGES.correctRequired });
    const created = await inject('POST', '/check-questions', admin, { ...body, prompt: 'A new one?' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ version: 1, isActive: true });
    // Switching questions off stops where the check would be left with too few.
    const active = ((await inject('GET', '/check-questions', admin)).json().data as { id: string; isActive: boolean }[]).filter((q) => q.isActive);
    const off = async (id: string) => inject('PUT', `/check-questions/${id}`, admin, { ...body, isActive: false });
    for (const question of active.slice(0, active.length - CHECK_QUESTION_COUNT)) expect((await off(question.id)).statusCode).toBe(200);
    const refused = await off(active.at(-1)!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SAFEGUARD_MESSAGES.tooFewActive(CHECK_QUESTION_COUNT));
    await t.app.db.execute(sql`update check_questions set is_active = true`);
  });

  it("see an investor's category and checks, and export everyone's as CSV, a line each and as the full audit trail", async () => {
    const now = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const { user } = await verifiedInvestorAt();
    await completeStepsAt(user, new Date(now.getTime() - 2 * DAY), now, { category: 'restricted', netAssets: 20000, confirm: true });
    const record = (await inject('GET', `/investors/${user.id}/safeguards`, await sessionHeaders(t.app, (await signInAs(t.app, 'admin')).user))).json().data;
    expect(record.declarations).toEqual([
      {
        category: 'restricted',
        netAssets: 2_000_000,
        annualIncome: null,
        wordingVersion: SAFEGUARDS_WORDING_VERSION,
        declaredAt: new Date(now.getTime() - 2 * DAY).toISOString(),
      },
    ]);
    expect(record.attempts).toHaveLength(1);
    expect(record.attempts[0]).toMatchObject({ passed: true, score: CHECK_QUESTION_COUNT });
    expect(record.status).toMatchObject({ nextStep: 'invest', limit: { limit: 200_000, used: 0 } });
    vi.useRealTimers();
    expect((await inject('GET', `/investors/${crypto.randomUUID()}/safeguards`, admin)).statusCode).toBe(404);

    const csv = await inject('GET', '/investors/safeguards/export.csv', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Investor,Email,Verification,Category,Net assets,Annual income,Category declared,Wording version,Last check,Last check score,Check passed',
    );
    const line = lines.find((l) => l.includes(user.email))!;
    expect(line).toContain(`Restricted investor,20000.00,,`);
    // The declaration's time and wording version come with it, from the same latest declaration.
    expect(line).toMatch(/Restricted investor,20000\.00,,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,[^,]+,/);
    expect(line).toContain(`${CHECK_QUESTION_COUNT}/${CHECK_QUESTION_COUNT}`);

    // The audit trail: every declaration and every marked check, with the wording given and the answers.
    const history = await inject('GET', '/investors/safeguards/history.csv', admin);
    expect(history.statusCode).toBe(200);
    expect(history.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(history.body.replace(/^\ufeff/, '')) as string[][];
    expect(rows[0]).toEqual([
      'Investor',
      'Email',
      'Record',
      'At',
      'Wording version',
      'Category',
      'Net assets',
      'Annual income',
      'Statement',
      'Result',
      'Answers',
    ]);
    const mine = rows.filter((row) => row[1] === user.email);
    expect(mine.map((row) => row[2])).toEqual(['Category declaration', 'Appropriateness check']);
    expect(mine[0]!.slice(3, 9)).toEqual([
      new Date(now.getTime() - 2 * DAY).toISOString(),
      SAFEGUARDS_WORDING_VERSION,
      'Restricted investor',
      '20000.00',
      '',
      STATEMENTS.restricted,
    ]);
    const [attempt] = await t.app.db.select().from(checkAttempts).where(eq(checkAttempts.userId, user.id));
    expect(mine[1]![4]).toBe(attempt!.questions.map((q) => `${q.questionId} v${q.version}`).join('; '));
    expect(mine[1]![9]).toBe(`passed, ${CHECK_QUESTION_COUNT} of ${CHECK_QUESTION_COUNT}`);
    expect(mine[1]![10]).toBe(attempt!.questions.map((q) => `${q.prompt} → ${q.options[q.correct]} (right)`).join(' | '));
  });
});
