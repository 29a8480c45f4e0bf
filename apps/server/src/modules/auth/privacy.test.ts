import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { AUTH_MESSAGES as M } from '@app/contract';
import { authSessions, authTwoFactor } from '../../db/schema/auth.ts';
import { activityLog, appSettings } from '../../db/schema/platform.ts';
import { users } from '../../db/schema/users.ts';
import { expectRolledBackWithoutActivity } from '../../testing/activity.ts';
import { useTestApp } from '../../testing/app.ts';
import { describeUserAgent } from './device.ts';
import { Browser, makeUser, PASSWORD, signedIn } from '../../testing/auth.ts';

const t = useTestApp({ roles: [] });

describe('sessions', () => {
  it('lists sessions with device, address, last use and the current flag; signs out one or all others', async () => {
    const { user, browser } = await signedIn(t.app);
    const phone = new Browser(t.app);
    await phone.call(
      'POST',
      '/auth/login',
      { email: user.email, password: PASSWORD },
      {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      },
    );
    const tablet = new Browser(t.app);
    await tablet.post('/auth/login', { email: user.email, password: PASSWORD });
    const res = await browser.get('/auth/sessions');
    expect(res.statusCode).toBe(200);
    const sessions = res.json().sessions;
    expect(sessions).toHaveLength(3);
    const current = sessions.find((s: any) => s.current);
    expect(current).toMatchObject({ browser: 'Chrome', os: 'Windows', device: 'Desktop', ipAddress: browser.ip });
    expect(sessions.find((s: any) => s.os === 'iOS')).toMatchObject({ browser: 'Safari', device: 'Mobile' });
    expect(sessions.filter((s: any) => s.current)).toHaveLength(1);

    const iphone = sessions.find((s: any) => s.os === 'iOS');
    const one = await browser.delete(`/auth/sessions/${iphone.id}`);
    expect(one.json()).toEqual({ success: true, message: M.sessionRevoked });
    expect((await phone.get('/auth/me')).statusCode).toBe(401);

    const others = await browser.post('/auth/sessions/revoke-others');
    expect(others.json()).toMatchObject({ success: true, message: M.otherSessionsRevoked, revoked: 1 });
    expect((await tablet.get('/auth/me')).statusCode).toBe(401);
    expect((await browser.get('/auth/me')).statusCode).toBe(200);
  });

  it("cannot end someone else's session", async () => {
    const a = await signedIn(t.app);
    const b = await signedIn(t.app);
    const [theirs] = (await b.browser.get('/auth/sessions')).json().sessions;
    expect((await a.browser.delete(`/auth/sessions/${theirs.id}`)).statusCode).toBe(404);
    expect((await b.browser.get('/auth/me')).statusCode).toBe(200);
  });

  it('signing out the current session clears the cookies', async () => {
    const { browser } = await signedIn(t.app);
    const [mine] = (await browser.get('/auth/sessions')).json().sessions;
    await browser.delete(`/auth/sessions/${mine.id}`);
    expect(browser.cookies.has('access_token')).toBe(false);
  });

  it('describes user agents', () => {
    expect(describeUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36')).toEqual({
      device: 'Mobile',
      browser: 'Chrome',
      os: 'Android',
    });
    expect(describeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0; rv:121.0) Gecko/20100101 Firefox/121.0')).toEqual({
      device: 'Desktop',
      browser: 'Firefox',
      os: 'macOS',
    });
    expect(describeUserAgent(null).browser).toBe('Unknown browser');
  });
});

describe('GDPR', () => {
  it('exports all the user data as a JSON download without secrets', async () => {
    const { user, browser } = await signedIn(t.app, { isVerified: false });
    const res = await browser.get('/auth/export-data');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const body = res.json();
    expect(body.data.account).toMatchObject({ id: user.id, email: user.email });
    expect(body.data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash|tokenHash/);
    for (const key of ['activity', 'emailsSentToYou', 'jobApplications', 'contactMessages', 'workPlans']) expect(Array.isArray(body.data[key])).toBe(true);
  });

  it('deletes the own account only with the password', async () => {
    const { user, browser } = await signedIn(t.app);
    const wrong = await browser.post('/auth/delete-account', { password: 'Nope-Nope-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toBe(M.passwordWrong);
    const res = await browser.post('/auth/delete-account', { password: PASSWORD });
    expect(res.json()).toEqual({ success: true, message: M.accountDeleted });
    expect(await t.app.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect((await browser.get('/auth/me')).statusCode).toBe(401);
  });

  it('keeps the last superAdmin', async () => {
    const { browser } = await signedIn(t.app, { role: 'superAdmin' });
    const res = await browser.post('/auth/delete-account', { password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.lastSuperAdmin);
  });
});

const totp = (secret: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

describe('two-factor sign-in', () => {
  it('sets up with a QR and a code, then asks for a code (or a single-use recovery code) at sign-in', async () => {
    const { user, browser } = await signedIn(t.app, { role: 'moderator' });
    const setup = await browser.post('/auth/2fa/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(qrSvg).toMatch(/^<svg/);
    const [stored] = await t.app.db.select().from(authTwoFactor).where(eq(authTwoFactor.userId, user.id));
    expect(stored!.secret).not.toContain(secret);

    expect((await browser.post('/auth/2fa/enable', { code: '000000' === totp(secret) ? '111111' : '000000' })).statusCode).toBe(400);
    // Kept, so the replay below sends this very code even if a 30 s step ends in between.
    const enableCode = totp(secret);
    const enable = await browser.post('/auth/2fa/enable', { code: enableCode });
    expect(enable.json()).toMatchObject({ success: true, message: M.twoFactorEnabled });
    const recoveryCodes: string[] = enable.json().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect((await browser.get('/auth/me')).json().user.twoFactorEnabled).toBe(true);

    const noCode = await new Browser(t.app).post('/auth/login', { email: user.email, password: PASSWORD });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toMatchObject({ message: M.twoFactorRequired, twoFactorRequired: true });
    // The code used to enable cannot be replayed; the next step's code works.
    const replay = await new Browser(t.app).post('/auth/login', { email: user.email, password: PASSWORD, totpCode: enableCode });
    expect(replay.statusCode).toBe(401);
    const next = await new Browser(t.app).post('/auth/login', { email: user.email, password: PASSWORD, totpCode: totp(secret, Date.now() + 30_000) });
    expect(next.statusCode).toBe(200);
    const recovery = await new Browser(t.app).post('/auth/login', { email: user.email, password: PASSWORD, totpCode: recoveryCodes[0] });
    expect(recovery.statusCode).toBe(200);
    const again = await new Browser(t.app).post('/auth/login', { email: user.email, password: PASSWORD, totpCode: recoveryCodes[0] });
    expect(again.statusCode).toBe(401);

    // Off with a code (here a recovery code), never the password alone.
    const passwordOnly = await browser.post('/auth/2fa/disable', { password: PASSWORD });
    expect(passwordOnly.statusCode).toBe(400);
    expect((await browser.post('/auth/2fa/disable', { code: recoveryCodes[1] })).json().message).toBe(M.twoFactorDisabled);
    expect((await new Browser(t.app).post('/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('investors turn it on and off the same way and then sign in with the code; editors and employees may too', async () => {
    const { user, browser } = await signedIn(t.app, { role: 'user' });
    const { secret } = (await browser.post('/auth/2fa/setup')).json();
    const enable = await browser.post('/auth/2fa/enable', { code: totp(secret) });
    const recoveryCodes: string[] = enable.json().recoveryCodes;
    expect(enable.json()).toMatchObject({ success: true, message: M.twoFactorEnabled });
    expect((await browser.get('/auth/me')).json().user.twoFactorEnabled).toBe(true);

    const noCode = await new Browser(t.app).post('/auth/login', { email: user.email, password: PASSWORD });
    expect(noCode.json()).toMatchObject({ message: M.twoFactorRequired, twoFactorRequired: true });
    const wrongCode = await new Browser(t.app).post('/auth/login', { email: user.email, password: PASSWORD, totpCode: '12345x' });
    expect(wrongCode.statusCode).toBe(401);
    const withCode = await new Browser(t.app).post('/auth/login', { email: user.email, password: PASSWORD, totpCode: totp(secret, Date.now() + 30_000) });
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().user.twoFactorEnabled).toBe(true);

    expect((await browser.post('/auth/2fa/disable', { password: PASSWORD })).statusCode).toBe(400);
    expect((await browser.get('/auth/me')).json().user.twoFactorEnabled).toBe(true);
    expect((await browser.post('/auth/2fa/disable', { code: recoveryCodes[0] })).json().message).toBe(M.twoFactorDisabled);
    expect((await new Browser(t.app).post('/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200);

    for (const role of ['editor', 'employee'] as const) {
      const staff = await signedIn(t.app, { role });
      expect((await staff.browser.post('/auth/2fa/setup')).statusCode).toBe(200);
    }
  });

  it('a superAdmin can require it for staff: unenrolled staff reach only me and the setup', async () => {
    const boss = await signedIn(t.app, { role: 'superAdmin' });
    const refused = await boss.browser.put('/auth/security-settings', { requireStaffTwoFactor: true });
    expect(refused.statusCode).toBe(400);
    const { secret } = (await boss.browser.post('/auth/2fa/setup')).json();
    await boss.browser.post('/auth/2fa/enable', { code: totp(secret) });
    const saved = await boss.browser.put('/auth/security-settings', { requireStaffTwoFactor: true });
    expect(saved.json()).toMatchObject({ success: true, requireStaffTwoFactor: true });
    expect((await boss.browser.get('/auth/security-settings')).json().settings).toEqual({ requireStaffTwoFactor: true });

    const admin = await makeUser(t.app, { role: 'admin' });
    const browser = new Browser(t.app);
    const login = await browser.post('/auth/login', { email: admin.email, password: PASSWORD });
    expect(login.json()).toMatchObject({ success: true, twoFactorSetupRequired: true });
    expect((await browser.get('/auth/me')).statusCode).toBe(200);
    const blocked = await browser.get('/auth/users');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().twoFactorSetupRequired).toBe(true);
    const setup = (await browser.post('/auth/2fa/setup')).json();
    expect((await browser.post('/auth/2fa/enable', { code: totp(setup.secret) })).statusCode).toBe(200);
    expect((await browser.get('/auth/users')).statusCode).toBe(200);
    expect((await browser.post('/auth/2fa/disable', { code: '000000' })).json().message).toBe(M.twoFactorStillRequired);
    // Plain users are not affected.
    const { browser: investor } = await signedIn(t.app, { role: 'user' });
    expect((await investor.get('/auth/sessions')).statusCode).toBe(200);
    await boss.browser.put('/auth/security-settings', { requireStaffTwoFactor: false });
  });
});

describe('activity entries', () => {
  const tables = [users, authSessions, authTwoFactor, appSettings, activityLog];

  it('commit with the write or not at all: delete the own account', async () => {
    const { browser } = await signedIn(t.app);
    await expectRolledBackWithoutActivity(t.app, tables, () => browser.post('/auth/delete-account', { password: PASSWORD }));
  });

  it('commit with the write or not at all: turn two-factor on, off, and require it for staff', async () => {
    const { browser } = await signedIn(t.app, { role: 'superAdmin' });
    const { secret } = (await browser.post('/auth/2fa/setup')).json();
    await expectRolledBackWithoutActivity(t.app, tables, () => browser.post('/auth/2fa/enable', { code: totp(secret) }));
    const enable = await browser.post('/auth/2fa/enable', { code: totp(secret) });
    expect(enable.statusCode).toBe(200);
    await expectRolledBackWithoutActivity(t.app, tables, () => browser.put('/auth/security-settings', { requireStaffTwoFactor: true }));
    // The recovery code is spent in the write's transaction: a refused write keeps it.
    await expectRolledBackWithoutActivity(t.app, tables, () => browser.post('/auth/2fa/disable', { code: enable.json().recoveryCodes[0] }));
  });
});
