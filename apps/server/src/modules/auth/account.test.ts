import { describe, expect, it, vi } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { API_PREFIX, AUTH_MESSAGES as M, VERIFICATION_CODE_TTL_S, wrongCodeMessage } from '@app/contract';
import { authCooldowns, authSessions, authTokens } from '../../db/schema/auth.ts';
import { activityLog, mailOutbox } from '../../db/schema/platform.ts';
import { users } from '../../db/schema/users.ts';
import { useTestApp } from '../../testing/app.ts';
import { holdBackgroundWork, settleBackgroundWork } from './after-response.ts';
import { accountMails } from './mails.ts';
import { Browser, codeIn, lastMail, linkTokenIn, makeUser, PASSWORD, signedIn } from '../../testing/auth.ts';

const t = useTestApp({ roles: [] });

const NEW_PASSWORD = 'Fresh-Pass-456';
const userByEmail = async (email: string) => (await t.app.db.select().from(users).where(eq(users.email, email)))[0];

/** A complete registration form for `email`. */
const registration = (email: string) => ({
  name: 'Rahim Uddin',
  email,
  phone: '+447700900123',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  isAgreeToPolicy: true,
});

async function registerOne(email: string) {
  const browser = new Browser(t.app);
  const res = await browser.post('/auth/register', registration(email));
  return { browser, res };
}

describe('register and verify', () => {
  it('registers an unverified user and mails a 6-digit code stored hashed', async () => {
    const { res } = await registerOne('new.person@example.test');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Registration successful! Please verify your email.' });
    const user = await userByEmail('new.person@example.test');
    expect(user).toMatchObject({ isVerified: false, userStatus: 'active', userRole: 'user' });
    const mail = await lastMail(t.app, 'new.person@example.test');
    const code = codeIn(mail!.textBody)!;
    expect(code).toMatch(/^\d{6}$/);
    const [token] = await t.app.db.select().from(authTokens).where(eq(authTokens.userId, user!.id));
    expect(token!.tokenHash).not.toContain(code);
    expect(token!.expiresAt.getTime() - token!.createdAt.getTime()).toBeCloseTo(10 * 60_000, -3);
  });

  it('rejects bad registrations with field messages', async () => {
    const browser = new Browser(t.app);
    const bad = await browser.post('/auth/register', {
      name: 'A',
      email: 'x',
      phone: '123',
      password: 'weakpass',
      confirmPassword: 'other',
      isAgreeToPolicy: false,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      name: 'Name must be at least 2 characters',
      email: 'Email is invalid',
      phone: 'Phone number must be at least 8 characters',
      password: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      isAgreeToPolicy: 'You must agree to the policies',
    });
    const mismatch = await browser.post('/auth/register', {
      name: 'Abc',
      email: 'a@b.co',
      phone: '12345678',
      password: PASSWORD,
      confirmPassword: 'Other-Pass-1',
      isAgreeToPolicy: true,
    });
    expect(mismatch.json().errors.confirmPassword).toBe('Passwords do not match');
  });

  it('answers a taken address exactly like a new one and mails its owner instead', async () => {
    const fresh = await registerOne('first.comer@example.test');
    const owner = await makeUser(t.app, { email: 'taken.address@example.test', name: 'Amina Owner' });
    const before = await userByEmail('taken.address@example.test');
    const taken = await registerOne('taken.address@example.test');
    expect({ status: taken.res.statusCode, body: taken.res.json() }).toEqual({ status: fresh.res.statusCode, body: fresh.res.json() });
    expect(taken.res.cookies).toEqual(fresh.res.cookies);
    expect(await userByEmail('taken.address@example.test')).toEqual(before);
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, owner.email));
    expect(mails.map((mail) => mail.kind)).toEqual(['registration-attempted']);
    expect(mails[0]!.textBody).toContain('Hello Amina Owner');
    expect(mails[0]!.textBody).toContain(`${t.app.config.publicUrl}/login`);
    expect(mails[0]!.textBody).toContain(`${t.app.config.publicUrl}/forgot-password`);
    // Repeated attempts do not flood the owner's inbox, and still answer alike.
    const again = await registerOne('taken.address@example.test');
    expect(again.res.json()).toEqual(fresh.res.json());
    expect(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, owner.email))).toHaveLength(1);
  });

  it('says a wrong code is wrong with the tries left, stops after five, and verifies with the right one', async () => {
    await registerOne('tries@example.test');
    const code = codeIn((await lastMail(t.app, 'tries@example.test'))!.textBody)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const browser = new Browser(t.app);
    const first = await browser.post('/auth/verify-email', { email: 'tries@example.test', code: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({
      success: false,
      message: 'That code is not right. You have 4 tries left.',
      errors: { code: 'That code is not right. You have 4 tries left.' },
      attemptsLeft: 4,
    });
    expect(first.json().message).toBe(wrongCodeMessage(4));
    for (const left of [3, 2]) {
      expect((await browser.post('/auth/verify-email', { email: 'tries@example.test', code: wrong })).json().message).toBe(wrongCodeMessage(left));
    }
    expect((await browser.post('/auth/verify-email', { email: 'tries@example.test', code: wrong })).json().message).toBe(
      'That code is not right. You have 1 try left.',
    );
    const last = await browser.post('/auth/verify-email', { email: 'tries@example.test', code: wrong });
    expect(last.json().message).toBe(M.codeTriesUsedUp);
    const blocked = await browser.post('/auth/verify-email', { email: 'tries@example.test', code });
    expect(blocked.json().message).toBe(M.codeTriesUsedUp);
    expect((await userByEmail('tries@example.test'))!.isVerified).toBe(false);
    expect(browser.cookies.has('access_token')).toBe(false);
  });

  it('answers a pending account, an unknown address and a verified one alike: tries left, used up, expired, and a resend starts over', async () => {
    await registerOne('pending.alike@example.test');
    await registerOne('verified.alike@example.test');
    const verifiedCode = codeIn((await lastMail(t.app, 'verified.alike@example.test'))!.textBody)!;
    const browser = new Browser(t.app);
    expect((await browser.post('/auth/verify-email', { email: 'verified.alike@example.test', code: verifiedCode })).statusCode).toBe(200);
    const pendingCode = codeIn((await lastMail(t.app, 'pending.alike@example.test'))!.textBody)!;
    const wrong = pendingCode === '000000' || verifiedCode === '000000' ? '999999' : '000000';
    const addresses = ['pending.alike@example.test', 'nobody.here@example.test', 'verified.alike@example.test'];
    const answersTo = async (email: string, tries: number) => {
      const answers = [];
      for (let i = 0; i < tries; i++) {
        const answer = await new Browser(t.app).post('/auth/verify-email', { email, code: wrong });
        answers.push({ status: answer.statusCode, body: answer.json() });
      }
      return answers;
    };
    const sequences = await Promise.all(addresses.map((email) => answersTo(email, 6)));
    expect(sequences[0]!.map((answer) => answer.body.message)).toEqual([4, 3, 2, 1, 0, 0].map(wrongCodeMessage));
    expect(sequences[1]).toEqual(sequences[0]);
    expect(sequences[2]).toEqual(sequences[0]);

    // A code's lifetime later, every one of them has expired; a resend starts each over.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + VERIFICATION_CODE_TTL_S * 1000 + 1000 });
    try {
      const expired = await Promise.all(addresses.map((email) => answersTo(email, 1)));
      for (const answers of expired)
        expect(answers).toEqual([{ status: 400, body: { success: false, message: M.codeExpired, errors: { code: M.codeExpired } } }]);
      // The resend cooldown is kept by the database's clock, which fake timers do not move.
      await t.app.db.delete(authCooldowns);
      for (const email of addresses) expect((await new Browser(t.app).post('/auth/resend-verification', { email })).statusCode).toBe(200);
      await settleBackgroundWork();
      const restarted = await Promise.all(addresses.map((email) => answersTo(email, 1)));
      for (const answers of restarted) expect(answers[0]!.body.message).toBe(wrongCodeMessage(4));
    } finally {
      vi.useRealTimers();
    }
  });

  it('verifies with the right code once and signs the person in, as login does; the code cannot be reused', async () => {
    await registerOne('ok@example.test');
    const code = codeIn((await lastMail(t.app, 'ok@example.test'))!.textBody)!;
    const browser = new Browser(t.app);
    const bad = await browser.post('/auth/verify-email', { email: 'ok@example.test', code: '12ab' });
    expect(bad.json().errors.code).toBe('Verification code must be 6 digits');
    const res = await browser.post('/auth/verify-email', { email: 'ok@example.test', code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Email verified successfully!', user: { email: 'ok@example.test', isVerified: true } });
    // The same cookies a sign-in sets: no second password entry.
    const names = (res.cookies as { name: string }[]).map((cookie) => cookie.name).sort();
    expect(names).toEqual(expect.arrayContaining(['access_token', 'refresh_token']));
    const me = await browser.get('/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ email: 'ok@example.test', isVerified: true });
    const row = await userByEmail('ok@example.test');
    expect(row!.isVerified).toBe(true);
    expect(row!.lastLogin).not.toBeNull();
    const sessions = await t.app.db.select().from(authSessions).where(eq(authSessions.userId, row!.id));
    expect(sessions).toHaveLength(1);
    // A new browser that knows the spent code gets nothing.
    const stranger = new Browser(t.app);
    const again = await stranger.post('/auth/verify-email', { email: 'ok@example.test', code });
    expect(again.statusCode).toBe(400);
    expect(stranger.cookies.has('access_token')).toBe(false);
  });

  it('does not sign in an account that may not sign in without more (suspended)', async () => {
    await registerOne('held@example.test');
    const code = codeIn((await lastMail(t.app, 'held@example.test'))!.textBody)!;
    await t.app.db.update(users).set({ userStatus: 'suspended' }).where(eq(users.email, 'held@example.test'));
    const browser = new Browser(t.app);
    const res = await browser.post('/auth/verify-email', { email: 'held@example.test', code });
    expect(res.json()).toEqual({ success: true, message: 'Email verified successfully!' });
    expect(browser.cookies.has('access_token')).toBe(false);
  });

  it('says an expired code expired', async () => {
    await registerOne('late@example.test');
    const code = codeIn((await lastMail(t.app, 'late@example.test'))!.textBody)!;
    const user = await userByEmail('late@example.test');
    await t.app.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user!.id));
    const res = await new Browser(t.app).post('/auth/verify-email', { email: 'late@example.test', code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.codeExpired);
    expect((await userByEmail('late@example.test'))!.isVerified).toBe(false);
  });

  it('keeps a same-site return path in the mailed link and refuses any other', async () => {
    const browser = new Browser(t.app);
    const body = (email: string, returnPath: unknown) => ({ ...registration(email), returnPath });
    for (const [i, bad] of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/\t/evil.example', 'portfolio', 42].entries()) {
      const res = await browser.post('/auth/register', body(`return${i}@example.test`, bad));
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().errors).toEqual({ returnPath: M.returnPathInvalid() });
      expect(await userByEmail(`return${i}@example.test`)).toBeUndefined();
    }
    const res = await browser.post('/auth/register', body('return.ok@example.test', '/portfolio/invest/abc?units=2'));
    expect(res.statusCode).toBe(201);
    expect((await lastMail(t.app, 'return.ok@example.test'))!.textBody).toContain(
      '/verify-email?email=return.ok%40example.test&redirect=%2Fportfolio%2Finvest%2Fabc%3Funits%3D2',
    );
    const resend = await browser.post('/auth/resend-verification', { email: 'return.ok@example.test', returnPath: '//evil.example' });
    expect(resend.statusCode).toBe(400);
    expect(resend.json().errors).toEqual({ returnPath: M.returnPathInvalid() });
  });

  it('keeps the 300 s resend cooldown silently (the same answer as any address), then sends a fresh code', async () => {
    await registerOne('resend@example.test');
    const browser = new Browser(t.app);
    const before = (await lastMail(t.app, 'resend@example.test'))!.id;
    const early = await browser.post('/auth/resend-verification', { email: 'resend@example.test' });
    expect(early.json()).toEqual({ success: true, message: 'Verification code resent! Please check your email.' });
    await settleBackgroundWork();
    expect((await lastMail(t.app, 'resend@example.test'))!.id).toBe(before);
    const invalid = await browser.post('/auth/resend-verification', { email: 'nope' });
    expect(invalid.json().errors.email).toBe('Please enter a valid email address');
    await t.app.db.execute(`UPDATE auth_cooldowns SET until = now() - interval '1 second'` as any);
    const old = codeIn((await lastMail(t.app, 'resend@example.test'))!.textBody)!;
    const res = await browser.post('/auth/resend-verification', { email: 'resend@example.test' });
    expect(res.json()).toEqual({ success: true, message: 'Verification code resent! Please check your email.' });
    await settleBackgroundWork();
    const fresh = codeIn((await lastMail(t.app, 'resend@example.test'))!.textBody)!;
    if (fresh !== old) {
      const stale = await browser.post('/auth/verify-email', { email: 'resend@example.test', code: old });
      expect(stale.statusCode).toBe(400);
    }
    expect((await browser.post('/auth/verify-email', { email: 'resend@example.test', code: fresh })).statusCode).toBe(200);
    // Unknown addresses get the same answer.
    const unknown = await new Browser(t.app).post('/auth/resend-verification', { email: 'ghost@example.test' });
    expect(unknown.json()).toEqual(res.json());
  });
});

describe('lockout', () => {
  it('locks after five failures for 15 minutes, tells only the owner (by mail), and releases after its time', async () => {
    const user = await makeUser(t.app);
    const browser = new Browser(t.app);
    const unknown = await browser.post('/auth/login', { email: 'no-such-person@example.test', password: 'Wrong-Pass-1' });
    for (let i = 0; i < 5; i++) {
      const res = await browser.post('/auth/login', { email: user.email, password: 'Wrong-Pass-1' });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: unknown.statusCode, body: unknown.json() });
      await settleBackgroundWork();
    }
    expect(unknown.statusCode).toBe(401);
    const row = await userByEmail(user.email);
    expect(row!.failedLoginAttempts).toBe(5);
    expect(row!.accountLockUntil!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await lastMail(t.app, user.email))!).toMatchObject({ kind: 'account-locked' });
    // Even the right password is refused while locked, with the same answer as a wrong one.
    const locked = await browser.post('/auth/login', { email: user.email, password: PASSWORD });
    expect({ status: locked.statusCode, body: locked.json() }).toEqual({ status: unknown.statusCode, body: unknown.json() });
    await t.app.db
      .update(users)
      .set({ accountLockUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const after = await browser.post('/auth/login', { email: user.email, password: PASSWORD });
    expect(after.statusCode).toBe(200);
    expect((await userByEmail(user.email))!).toMatchObject({ failedLoginAttempts: 0, accountLockUntil: null });
  });

  it('counts every failure even when they come in parallel or before the last one is written, so a guesser still meets the lock', async () => {
    const user = await makeUser(t.app);
    const guesses = await Promise.all(Array.from({ length: 5 }, () => new Browser(t.app).post('/auth/login', { email: user.email, password: 'Wrong-Pass-1' })));
    expect(guesses.map((res) => res.statusCode)).toEqual([401, 401, 401, 401, 401]);
    await settleBackgroundWork();
    const row = await userByEmail(user.email);
    expect(row!.failedLoginAttempts).toBe(5);
    expect(row!.accountLockUntil!.getTime()).toBeGreaterThan(Date.now());
    expect((await new Browser(t.app).post('/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(401);
  });

  it('does the same work for a wrong password as for an unknown address, counting the failure after answering', async () => {
    const user = await makeUser(t.app);
    const writes = vi.spyOn(t.app.db, 'update');
    try {
      const unknown = await new Browser(t.app).post('/auth/login', { email: 'no-one-at-all@example.test', password: 'Wrong-Pass-1' });
      const beforeAnswer = { unknown: writes.mock.calls.length };
      const wrong = await new Browser(t.app).post('/auth/login', { email: user.email, password: 'Wrong-Pass-1' });
      // The answer is out before the failure is written: no write made a known address slower.
      expect({ ...beforeAnswer, wrong: writes.mock.calls.length }).toEqual({ unknown: 0, wrong: 0 });
      expect(wrong.json()).toEqual(unknown.json());
      await settleBackgroundWork();
      expect((await userByEmail(user.email))!.failedLoginAttempts).toBe(1);
    } finally {
      writes.mockRestore();
    }
  });
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown emails, then holds a 1 hour cooldown', async () => {
    const user = await makeUser(t.app);
    const known = await new Browser(t.app).post('/auth/forgot-password', { email: user.email });
    const unknown = await new Browser(t.app).post('/auth/forgot-password', { email: 'stranger@example.test' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: 'If an account exists, a password reset email will be sent.' });
    expect(unknown.json()).toEqual(known.json());
    for (const email of [user.email, 'stranger@example.test']) {
      const again = await new Browser(t.app).post('/auth/forgot-password', { email });
      expect(again.statusCode).toBe(429);
      expect(again.json().message).toContain('wait 1 hour');
    }
    const invalid = await new Browser(t.app).post('/auth/forgot-password', { email: '' });
    expect(invalid.json().errors.email).toBe('Email is required');
  });

  it('does the account lookup and mail only after answering, so timing says nothing', async () => {
    const user = await makeUser(t.app);
    const release = holdBackgroundWork();
    try {
      const known = await new Browser(t.app).post('/auth/forgot-password', { email: user.email });
      const unknown = await new Browser(t.app).post('/auth/forgot-password', { email: 'nobody-timing@example.test' });
      expect(known.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      // Both answers are out, and the address has not been looked up yet: no reset link exists.
      expect(await t.app.db.select().from(authTokens).where(eq(authTokens.userId, user.id))).toHaveLength(0);
    } finally {
      release();
    }
    await settleBackgroundWork();
    expect(await t.app.db.select().from(authTokens).where(eq(authTokens.userId, user.id))).toHaveLength(1);
  });

  it('mails a single-use reset link that signs every session out', async () => {
    const { user, browser } = await signedIn(t.app);
    await new Browser(t.app).post('/auth/forgot-password', { email: user.email });
    await settleBackgroundWork();
    const mail = await lastMail(t.app, user.email);
    expect(mail!.textBody).toContain('http://localhost:3000/reset-password/');
    const token = linkTokenIn(mail!.textBody, 'reset-password')!;
    const weak = await new Browser(t.app).post(`/auth/reset-password/${token}`, { password: 'weak', confirmPassword: 'weak' });
    expect(weak.statusCode).toBe(400);
    const res = await new Browser(t.app).post(`/auth/reset-password/${token}`, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.json()).toEqual({ success: true, message: 'Password reset successfully!' });
    expect((await browser.get('/auth/me')).statusCode).toBe(401);
    const reuse = await new Browser(t.app).post(`/auth/reset-password/${token}`, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(M.resetLinkInvalid);
    expect((await new Browser(t.app).post('/auth/login', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses an expired reset link', async () => {
    const user = await makeUser(t.app);
    await new Browser(t.app).post('/auth/forgot-password', { email: user.email });
    await settleBackgroundWork();
    const token = linkTokenIn((await lastMail(t.app, user.email))!.textBody, 'reset-password')!;
    await t.app.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user.id));
    const res = await new Browser(t.app).post(`/auth/reset-password/${token}`, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect((await new Browser(t.app).post('/auth/reset-password/garbage', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(400);
  });
});

describe('change password', () => {
  it('checks the current password and the spec rules, then revokes every session', async () => {
    const { user, browser } = await signedIn(t.app);
    const other = new Browser(t.app);
    await other.post('/auth/login', { email: user.email, password: PASSWORD });
    const wrong = await browser.post('/auth/change-password', { currentPassword: 'Nope-Pass-1', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.currentPassword).toBe('Current password is incorrect');
    const same = await browser.post('/auth/change-password', { currentPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD });
    expect(same.json().errors.newPassword).toBe('New password must be different from current password');
    const empty = await browser.post('/auth/change-password', {});
    expect(empty.json().errors).toMatchObject({ currentPassword: 'Current password is required', newPassword: 'New password is required' });
    const res = await browser.post('/auth/change-password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.json()).toEqual({ success: true, message: 'Password changed successfully! Please login again.' });
    expect((await browser.get('/auth/me')).statusCode).toBe(401);
    expect((await other.get('/auth/me')).statusCode).toBe(401);
    const sessions = await t.app.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(sessions.every((s) => s.revokedAt)).toBe(true);
    expect((await userByEmail(user.email))!.passwordChangedAt).not.toBeNull();
  });

  it('needs a signed-in, verified user', async () => {
    expect((await new Browser(t.app).post('/auth/change-password', {})).statusCode).toBe(401);
  });
});

describe('profile', () => {
  it('updates the profile; a changed email waits in newEmail until its code is verified', async () => {
    const { user, browser } = await signedIn(t.app);
    const res = await browser.put('/auth/update-profile', {
      name: 'Renamed Person',
      email: 'moved@example.test',
      phone: '+8801711000000',
      dateOfBirth: '1990-05-01',
      gender: 'female',
      address: { city: 'Sylhet', country: 'Bangladesh' },
      emergencyContact: { name: 'Kin', phone: '+8801711000001', email: '' },
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Profile updated successfully', emailChangePending: true });
    expect(body.user).toMatchObject({ name: 'Renamed Person', email: user.email, newEmail: 'moved@example.test', gender: 'female' });
    expect(body.user.address.city).toBe('Sylhet');
    const code = codeIn((await lastMail(t.app, 'moved@example.test'))!.textBody)!;
    const verified = await new Browser(t.app).post('/auth/verify-email', { email: 'moved@example.test', code });
    expect(verified.statusCode).toBe(200);
    const me = (await browser.get('/auth/me')).json().user;
    expect(me).toMatchObject({ email: 'moved@example.test', newEmail: null });
  });

  it('validates profile fields and refuses an email in use', async () => {
    const { browser } = await signedIn(t.app);
    const taken = await makeUser(t.app);
    const bad = await browser.put('/auth/update-profile', {
      name: 'X',
      phone: '123',
      dateOfBirth: '2999-01-01',
      emergencyContact: { email: 'bad', phone: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      name: 'Name must be at least 2 characters',
      phone: 'Phone number must be at least 8 characters',
      dateOfBirth: 'Date of birth cannot be in the future',
      'emergencyContact.email': 'Emergency contact email is invalid',
      'emergencyContact.phone': 'Emergency contact phone must be at least 8 characters',
    });
    const dup = await browser.put('/auth/update-profile', { name: 'Valid Name', email: taken.email, password: PASSWORD });
    expect(dup.statusCode).toBe(409);
  });

  it('commits a profile change, its activity entry, the ended sessions and the new address code together, or none of them when the mail cannot be queued', async () => {
    const { user, browser } = await signedIn(t.app);
    expect((await new Browser(t.app).post('/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200);
    const change = (email: string) => browser.put('/auth/update-profile', { name: 'Renamed Person', email, password: PASSWORD });
    const traces = async (email: string) => ({
      row: (await t.app.db.select().from(users).where(eq(users.id, user.id)))[0]!,
      entries: (
        await t.app.db
          .select()
          .from(activityLog)
          .where(and(eq(activityLog.entityId, user.id), eq(activityLog.action, 'update')))
      ).length,
      mails: (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length,
      ended: (
        await t.app.db
          .select()
          .from(authSessions)
          .where(and(eq(authSessions.userId, user.id), isNotNull(authSessions.revokedAt)))
      ).length,
    });

    const outboxDown = vi.spyOn(accountMails, 'newEmailCode').mockRejectedValueOnce(new Error('outbox unavailable'));
    const failed = await change('lost@example.test');
    outboxDown.mockRestore();
    expect(failed.statusCode).toBe(500);
    const nothing = await traces('lost@example.test');
    expect(nothing.row).toMatchObject({ name: user.name, newEmail: null });
    expect([nothing.entries, nothing.mails, nothing.ended]).toEqual([0, 0, 0]);

    expect((await change('kept@example.test')).statusCode).toBe(200);
    const all = await traces('kept@example.test');
    expect(all.row).toMatchObject({ name: 'Renamed Person', newEmail: 'kept@example.test' });
    // The other sign-in ends with the change; this one stays.
    expect([all.entries, all.mails, all.ended]).toEqual([1, 1, 1]);
  });

  it('uploads a profile image by content, re-encoded, and refuses other files', async () => {
    const { browser } = await signedIn(t.app);
    const upload = (bytes: Buffer | Uint8Array, name: string, type: string) =>
      browser.upload('/auth/upload-profile-image', { profileImage: { name, data: bytes, type } });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2f6b3a' } })
      .png()
      .toBuffer();
    const res = await upload(png, 'me.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Profile image updated successfully' });
    expect(body.profileImage).toMatch(/^\/api\/v1\/uploads\/profiles\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: body.profileImage });
    expect(served.statusCode).toBe(200);
    const fake = await upload(Buffer.from('not really an image'), 'evil.png', 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Please select an image file');
    const huge = await upload(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]), 'big.png', 'image/png');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('Image size should be less than 5MB');
    expect((await t.app.inject({ method: 'POST', url: `${API_PREFIX}/auth/upload-profile-image`, headers: new Browser(t.app).headers() })).statusCode).toBe(
      401,
    );
  });
});

describe('mail', () => {
  it('goes through the outbox', async () => {
    const rows = await t.app.db.select().from(mailOutbox);
    expect(rows.length).toBeGreaterThan(0);
  });
});
