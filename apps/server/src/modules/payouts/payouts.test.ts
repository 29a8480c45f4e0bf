import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { AUTH_MESSAGES, PAYOUT_BATCH_MESSAGES, PAYOUT_HOLD_MS, PAYOUT_MESSAGES as M, payeeNameNotice } from '@app/contract';
import { payoutAccounts } from '../../db/schema/payouts.ts';
import { investorProfiles } from '../../db/schema/investments.ts';
import { activityLog, mailOutbox } from '../../db/schema/platform.ts';
import { expectRolledBackWithoutActivity, expectRolledBackWithoutMail } from '../../testing/activity.ts';
import { anonymousHeaders, signInAs, useTestApp } from '../../testing/app.ts';
import { PASSWORD, signedIn } from '../../testing/auth.ts';
import { createPlan, insertInvestment } from '../../testing/investments.ts';
import { payoutCandidates } from '../banking/payout-batches.ts';
import { payoutAccountFor } from './service.ts';
import { outboxMails } from '../../testing/outbox.ts';

const t = useTestApp({ roles: [] });
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  admin = await signedIn(t.app, { role: 'admin' });
});

const uk = { kind: 'uk', holderName: 'Amina Rahman', sortCode: '12-34-56', accountNumber: '12345678' };
const international = { kind: 'international', holderName: 'Karim Uddin', iban: 'AE07 0331 2345 6789 0123 456', bic: 'EBILAEAD' };
const totp = (secret: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

const rowsOf = (userId: string) => t.app.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
const mailsTo = (email: string) => outboxMails(t.app, email, 'payout-account-changed');

describe('payout account routes: access', () => {
  it('answers 401 to anonymous callers and 403 to roles outside the list', async () => {
    const anonymous = anonymousHeaders();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/investor/payout-account', headers: anonymous })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/investor/payout-account', headers: anonymous, payload: uk })).statusCode).toBe(401);
    const moderator = await signInAs(t.app, 'moderator');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/investor/payout-account', headers: moderator.headers })).statusCode).toBe(403);
    const { user } = await signedIn(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/investors/${user.id}/payout-accounts`, headers: moderator.headers })).statusCode).toBe(403);
    const investor = await signedIn(t.app);
    expect((await investor.browser.get(`/investors/${user.id}/payout-accounts`)).statusCode).toBe(403);
  });
});

describe('the investor gives a payout account', () => {
  it('refuses an invalid account with field messages and changes nothing', async () => {
    const { user, browser } = await signedIn(t.app);
    const short = await browser.post('/investor/payout-account', { ...uk, sortCode: '12345', password: PASSWORD });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ sortCode: M.sortCode });
    const badIban = await browser.post('/investor/payout-account', { ...international, iban: 'AE08 0331 2345 6789 0123 456', password: PASSWORD });
    expect(badIban.json().errors).toEqual({ iban: M.iban });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('asks for the current password; a wrong one changes nothing and mails nothing', async () => {
    const { user, browser } = await signedIn(t.app);
    const none = await browser.post('/investor/payout-account', uk);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ password: M.passwordRequired });
    const wrong = await browser.post('/investor/payout-account', { ...uk, password: 'Wrong-Pass-9' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: AUTH_MESSAGES.passwordWrong });
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('keeps every change as a new row, shows it masked, logs it and mails the investor', async () => {
    const { user, browser } = await signedIn(t.app, { name: 'Karim Uddin' });
    expect((await browser.get('/investor/payout-account')).json()).toMatchObject({ success: true, data: null, history: [] });

    const first = await browser.post('/investor/payout-account', { ...uk, holderName: 'Karim Uddin', password: PASSWORD });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ message: M.saved, data: { kind: 'uk', masked: 'Sort code 12-34-56, account ••••5678', current: true } });
    expect(first.body).not.toContain('12345678');

    const second = await browser.post('/investor/payout-account', { ...international, password: PASSWORD });
    expect(second.json().data).toMatchObject({ kind: 'international', masked: 'IBAN AE•• •••• 3456', bic: 'EBILAEAD' });

    const read = (await browser.get('/investor/payout-account')).json();
    expect(read.data.id).toBe(second.json().data.id);
    expect(read.history.map((entry: { masked: string; current: boolean }) => [entry.masked, entry.current])).toEqual([
      ['IBAN AE•• •••• 3456', true],
      ['Sort code 12-34-56, account ••••5678', false],
    ]);
    // The first row is kept as it was: history, not an edit.
    const stored = await rowsOf(user.id);
    expect(stored).toHaveLength(2);
    expect(stored.find((row) => row.kind === 'uk')).toMatchObject({ sortCode: '123456', accountNumber: '12345678', iban: null });

    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.textBody).join('\n')).toContain('IBAN AE•• •••• 3456');
    expect(mails[0]!.textBody).not.toContain('12345678');
    expect(mails[0]!.textBody).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const logged = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'payout-account'), eq(activityLog.entityId, user.id)));
    expect(logged.map((entry) => entry.summary)).toContain(`${user.name} changed their payout account to IBAN AE•• •••• 3456`);
    expect(JSON.stringify(logged)).not.toContain('AE070331');
    // The investor's data download lists the accounts, masked like the profile.
    const exported = (await browser.get('/auth/export-data')).json().data.payoutAccounts;
    expect(exported.map((entry: { masked: string }) => entry.masked)).toEqual(['IBAN AE•• •••• 3456', 'Sort code 12-34-56, account ••••5678']);
    expect(JSON.stringify(exported)).not.toContain('12345678');
  });

  it('with two-factor on, asks for the authenticator code instead of the password', async () => {
    const { user, browser } = await signedIn(t.app);
    const { secret } = (await browser.post('/auth/2fa/setup')).json();
    expect((await browser.post('/auth/2fa/enable', { code: totp(secret) })).statusCode).toBe(200);

    const passwordOnly = await browser.post('/investor/payout-account', { ...uk, password: PASSWORD });
    expect(passwordOnly.json().errors).toEqual({ totpCode: M.codeRequired });
    const wrong = await browser.post('/investor/payout-account', { ...uk, totpCode: '000000' === totp(secret, Date.now() + 30_000) ? '111111' : '000000' });
    expect(wrong.json().errors).toEqual({ totpCode: AUTH_MESSAGES.twoFactorInvalid });
    expect(await rowsOf(user.id)).toEqual([]);
    const good = await browser.post('/investor/payout-account', { ...uk, totpCode: totp(secret, Date.now() + 30_000) });
    expect(good.statusCode, good.body).toBe(201);
  });

  it('commits the account, its log entry and its mail together or not at all', async () => {
    const { browser } = await signedIn(t.app);
    const tables = [payoutAccounts, activityLog, mailOutbox];
    await expectRolledBackWithoutActivity(t.app, tables, () => browser.post('/investor/payout-account', { ...uk, password: PASSWORD }));
    await expectRolledBackWithoutMail(t.app, tables, () => browser.post('/investor/payout-account', { ...uk, password: PASSWORD }));
  });
});

describe('the 72-hour hold', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds payouts to a changed account for 72 hours from the change (injected clock)', async () => {
    const { user, browser } = await signedIn(t.app, { name: 'Amina Rahman' });
    const saved = (await browser.post('/investor/payout-account', { ...uk, password: PASSWORD })).json().data;
    const changedAt = new Date(saved.createdAt).getTime();
    expect(new Date(saved.onHoldUntil).getTime()).toBe(changedAt + PAYOUT_HOLD_MS);

    const justBefore = await payoutAccountFor(t.app.db, user.id, new Date(changedAt + PAYOUT_HOLD_MS - 1));
    expect(justBefore).toMatchObject({ onHold: true, masked: 'Sort code 12-34-56, account ••••5678' });
    expect(justBefore!.account.accountNumber).toBe('12345678');
    const after = await payoutAccountFor(t.app.db, user.id, new Date(changedAt + PAYOUT_HOLD_MS));
    expect(after).toMatchObject({ onHold: false, onHoldUntil: null });

    // A later change starts a new hold, whatever the age of the previous account.
    const later = new Date(changedAt + 2 * PAYOUT_HOLD_MS);
    await t.app.db
      .insert(payoutAccounts)
      .values({ userId: user.id, kind: 'uk', holderName: 'Amina Rahman', sortCode: '654321', accountNumber: '87654321', createdAt: later });
    expect(await payoutAccountFor(t.app.db, user.id, new Date(later.getTime() + 1000))).toMatchObject({
      onHold: true,
      masked: 'Sort code 65-43-21, account ••••4321',
    });
    expect(await payoutAccountFor(t.app.db, admin.user.id)).toBeNull();
  });

  it('keeps a matured investment out of payout batches until 72 hours after the change (fake clock)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const changedAt = new Date('2026-03-02T14:30:00Z');
    vi.setSystemTime(changedAt);
    const { user, browser } = await signedIn(t.app, { name: 'Amina Rahman' });
    const { investment } = await insertInvestment(t.app, await createPlan(t.app), 'matured', { userId: user.id });
    expect((await browser.post('/investor/payout-account', { ...uk, password: PASSWORD })).statusCode).toBe(201);
    const candidate = async () => (await payoutCandidates(t.app.db, { page: 1, limit: 100 })).data.find((item) => item.investmentId === investment.id)!;

    expect(await candidate()).toMatchObject({ problem: 'account_on_hold', onHoldUntil: '2026-03-05T14:30:00.000Z' });
    vi.setSystemTime(changedAt.getTime() + PAYOUT_HOLD_MS - 1000);
    expect((await candidate()).problem).toBe('account_on_hold');
    vi.setSystemTime(changedAt.getTime() + PAYOUT_HOLD_MS);
    expect((await candidate()).problem).toBeNull();
    expect(await candidate()).toMatchObject({ account: { holderName: 'Amina Rahman', sortCode: '123456', accountNumber: '••••5678' } });
  });

  it('staff confirm the current account early with a reason, which is logged; nothing else can be confirmed', async () => {
    const { user, browser } = await signedIn(t.app, { name: 'Karim Uddin' });
    const old = (await browser.post('/investor/payout-account', { ...uk, password: PASSWORD })).json().data;
    const current = (await browser.post('/investor/payout-account', { ...international, password: PASSWORD })).json().data;
    const confirm = (id: string, body: unknown) => admin.browser.post(`/investors/${user.id}/payout-accounts/${id}/confirm`, body);

    const noReason = await confirm(current.id, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: M.reasonRequired });
    expect((await confirm(old.id, { reason: 'Called the investor' })).statusCode).toBe(404);
    expect((await payoutAccountFor(t.app.db, user.id))!.onHold).toBe(true);

    const done = await confirm(current.id, { reason: 'Called the investor on their known number' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: M.confirmed, data: { onHoldUntil: null, confirmedBy: admin.user.name } });
    expect((await payoutAccountFor(t.app.db, user.id))!.onHold).toBe(false);
    expect((await confirm(current.id, { reason: 'Again' })).statusCode).toBe(409);

    const history = (await admin.browser.get(`/investors/${user.id}/payout-accounts`)).json().data;
    expect(history[0]).toMatchObject({ id: current.id, confirmReason: 'Called the investor on their known number', current: true });
    const [entry] = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'payout-account'), eq(activityLog.actorId, admin.user.id), eq(activityLog.entityId, user.id)));
    expect(entry!.summary).toBe('Confirmed payout account IBAN AE•• •••• 3456 before the end of its hold: Called the investor on their known number');
  });
});

describe('Confirmation of Payee on the holder name', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks the holder name against the legal name when the account is saved, and tells the investor at once', async () => {
    const { user, browser } = await signedIn(t.app, { name: 'Amina R' });
    // The legal name from verification is the one compared, not the account's display name.
    await t.app.db.insert(investorProfiles).values({ userId: user.id, legalName: 'Amina Rahman' });
    const match = await browser.post('/investor/payout-account', { ...uk, holderName: 'MRS AMINA RAHMAN', password: PASSWORD });
    expect(match.json().data).toMatchObject({ nameCheck: 'match', nameSuggestion: null, nameHeld: false });

    const close = await browser.post('/investor/payout-account', { ...uk, holderName: 'A. Rahman', password: PASSWORD });
    expect(close.statusCode, close.body).toBe(201);
    expect(close.json().data).toMatchObject({ nameCheck: 'close_match', nameSuggestion: 'Amina Rahman', nameHeld: true });
    expect(payeeNameNotice(close.json().data)).toBe(M.nameCloseMatch('Amina Rahman'));
    expect(close.json().message).toBe(M.nameCloseMatch('Amina Rahman'));
    const [mail] = (await mailsTo(user.email)).slice(-1);
    expect(mail!.textBody).toContain('Close match: did you mean Amina Rahman?');

    const none = await browser.post('/investor/payout-account', { ...uk, holderName: 'John Smith', password: PASSWORD });
    expect(none.json().data).toMatchObject({ nameCheck: 'no_match', nameSuggestion: null, nameHeld: true });
    const rows = await rowsOf(user.id);
    expect(rows.map((row) => [row.holderName, row.nameCheck, row.nameCheckedAgainst]).sort()).toEqual([
      ['A. Rahman', 'close_match', 'Amina Rahman'],
      ['John Smith', 'no_match', 'Amina Rahman'],
      ['MRS AMINA RAHMAN', 'match', 'Amina Rahman'],
    ]);
    const [logged] = await t.app.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.entity, 'payout-account'),
          eq(activityLog.summary, `${user.name} changed their payout account to Sort code 12-34-56, account ••••5678 (holder name: no match)`),
        ),
      );
    expect(logged).toBeDefined();
    // Staff see the flag beside the account.
    const history = (await admin.browser.get(`/investors/${user.id}/payout-accounts`)).json().data;
    expect(history[0]).toMatchObject({ holderName: 'John Smith', nameCheck: 'no_match', nameHeld: true, current: true });
  });

  it('holds payouts to a close or no match past the 72 hours until staff confirm it with a reason; the investor is mailed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const changedAt = new Date('2026-04-02T10:00:00Z');
    vi.setSystemTime(changedAt);
    const { user, browser } = await signedIn(t.app, { name: 'Amina Rahman' });
    const { investment } = await insertInvestment(t.app, await createPlan(t.app), 'matured', { userId: user.id });
    const saved = (await browser.post('/investor/payout-account', { ...uk, holderName: 'John Smith', password: PASSWORD })).json().data;
    const candidate = async () => (await payoutCandidates(t.app.db, { page: 1, limit: 100 })).data.find((item) => item.investmentId === investment.id)!;

    vi.setSystemTime(changedAt.getTime() + 2 * PAYOUT_HOLD_MS);
    expect(await candidate()).toMatchObject({ problem: 'name_unconfirmed', nameCheck: 'no_match', onHoldUntil: null });
    const refused = await admin.browser.post('/ledger/payout-batches', { investmentIds: [investment.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PAYOUT_BATCH_MESSAGES.nameUnconfirmed(investment.reference));

    const confirmed = await admin.browser.post(`/investors/${user.id}/payout-accounts/${saved.id}/confirm`, {
      reason: 'Joint account with her husband, statement seen',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ nameCheck: 'no_match', nameHeld: false, confirmReason: 'Joint account with her husband, statement seen' });
    expect(await candidate()).toMatchObject({ problem: null, nameCheck: 'no_match' });
    const [entry] = await t.app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'payout-account'), eq(activityLog.actorId, admin.user.id), eq(activityLog.entityId, user.id)));
    expect(entry!.summary).toBe(
      'Confirmed payout account Sort code 12-34-56, account ••••5678 whose holder name was a no match for Amina Rahman: Joint account with her husband, statement seen',
    );
    const mails = await outboxMails(t.app, user.email, 'payout-account-confirmed');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('Sort code 12-34-56, account ••••5678');
    expect((await admin.browser.post(`/investors/${user.id}/payout-accounts/${saved.id}/confirm`, { reason: 'Again' })).statusCode).toBe(409);
    const created = await admin.browser.post('/ledger/payout-batches', { investmentIds: [investment.id] });
    expect(created.statusCode, created.body).toBe(201);
  });
});
