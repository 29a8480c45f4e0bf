import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES as M } from '@app/contract';
import { authRefreshTokens, authSessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { useTestApp } from '../../testing/app.ts';
import { Browser, makeUser, PASSWORD, signedIn } from '../../testing/auth.ts';
import { verifyPassword } from './passwords.ts';

const t = useTestApp({ env: { ADMIN_EMAIL: 'boot@example.test', ADMIN_PASSWORD: 'Boot-Pass-123' }, roles: [] });

describe('login, refresh, logout, me', () => {
  it('signs in with the exact envelope and sets the access and refresh cookies', async () => {
    const user = await makeUser(t.app);
    const browser = new Browser(t.app);
    const res = await browser.post('/auth/login', { email: user.email.toUpperCase(), password: PASSWORD, rememberMe: false });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Login successful!' });
    expect(body.user).toMatchObject({ id: user.id, _id: user.id, email: user.email, userRole: 'user', role: 'user' });
    expect(body.user.passwordHash).toBeUndefined();
    const cookies = res.cookies as any[];
    const access = cookies.find((c) => c.name === 'access_token');
    const refresh = cookies.find((c) => c.name === 'refresh_token');
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 900, path: '/' });
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 7 * 24 * 3600, path: '/api/v1/auth' });
    expect(access.secure).toBeFalsy();
    const me = await browser.get('/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ success: true, user: { id: user.id, userRole: 'user' } });
    // Refresh tokens are stored hashed, never as sent.
    const tokens = await t.app.db.select().from(authRefreshTokens);
    expect(tokens.some((row) => row.tokenHash === refresh.value)).toBe(false);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastLogin).not.toBeNull();
  });

  it('keeps a rememberMe session 30 days', async () => {
    const user = await makeUser(t.app);
    const res = await new Browser(t.app).post('/auth/login', { email: user.email, password: PASSWORD, rememberMe: true });
    expect((res.cookies as any[]).find((c) => c.name === 'refresh_token').maxAge).toBe(30 * 24 * 3600);
  });

  it('answers an unknown email and a wrong password with the same message', async () => {
    const user = await makeUser(t.app);
    const unknown = await new Browser(t.app).post('/auth/login', { email: 'nobody@example.test', password: PASSWORD });
    const wrong = await new Browser(t.app).post('/auth/login', { email: user.email, password: 'Wrong-Pass-1' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ success: false, message: 'Invalid email or password' });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('validates the login payload with the spec messages', async () => {
    const res = await new Browser(t.app).post('/auth/login', { email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { email: 'Email is invalid', password: 'Password must be at least 8 characters' } });
  });

  it('refuses suspended, inactive and pending accounts, saying why', async () => {
    for (const [status, message] of [
      ['suspended', M.accountSuspended],
      ['inactive', M.accountInactive],
      ['pending', M.accountPending],
    ] as const) {
      const user = await makeUser(t.app, { userStatus: status });
      const res = await new Browser(t.app).post('/auth/login', { email: user.email, password: PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(message);
    }
  });

  it('lets an unverified user in only to me and logout', async () => {
    const { browser } = await signedIn(t.app, { isVerified: false });
    expect((await browser.get('/auth/me')).json().user.isVerified).toBe(false);
    expect((await browser.get('/auth/sessions')).statusCode).toBe(403);
    expect((await browser.put('/auth/update-profile', { name: 'Someone' })).statusCode).toBe(403);
    expect((await browser.post('/auth/logout')).statusCode).toBe(200);
  });

  it('rotates the refresh token; reusing an old one revokes the whole family', async () => {
    const { browser } = await signedIn(t.app);
    const first = browser.cookies.get('refresh_token')!;
    const refreshed = await browser.post('/auth/refresh-token');
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ success: true });
    const second = browser.cookies.get('refresh_token')!;
    expect(second).not.toBe(first);

    // Pretend the rotation happened long ago (outside the two-tab grace), then replay the old token.
    await t.app.db.update(authRefreshTokens).set({ rotatedAt: new Date(Date.now() - 60_000) });
    const thief = new Browser(t.app);
    thief.cookies.set('refresh_token', first);
    const replay = await thief.post('/auth/refresh-token');
    expect(replay.statusCode).toBe(401);
    // The family is dead: the legitimate token and access cookie stop working too.
    expect((await browser.get('/auth/me')).statusCode).toBe(401);
    expect((await browser.post('/auth/refresh-token')).statusCode).toBe(401);
  });

  it('tolerates two tabs refreshing at once (grace) without killing the session', async () => {
    const { browser } = await signedIn(t.app);
    const old = browser.cookies.get('refresh_token')!;
    expect((await browser.post('/auth/refresh-token')).statusCode).toBe(200);
    const tab = new Browser(t.app);
    tab.cookies.set('refresh_token', old);
    const res = await tab.post('/auth/refresh-token');
    expect(res.statusCode).toBe(200);
    expect(res.cookies).toEqual([]);
    expect((await browser.get('/auth/me')).statusCode).toBe(200);
  });

  it('refuses a refresh when the session expired', async () => {
    const { user, browser } = await signedIn(t.app);
    await t.app.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, user.id));
    expect((await browser.post('/auth/refresh-token')).statusCode).toBe(401);
    expect((await new Browser(t.app).post('/auth/refresh-token')).statusCode).toBe(401);
  });

  it('logout revokes the session, clears cookies, and works when already signed out', async () => {
    const { browser } = await signedIn(t.app);
    const access = browser.cookies.get('access_token')!;
    const refresh = browser.cookies.get('refresh_token')!;
    const res = await browser.post('/auth/logout');
    expect(res.json()).toEqual({ success: true, message: 'Logged out successfully!' });
    expect(browser.cookies.has('access_token')).toBe(false);
    // The old cookies, replayed, are dead.
    const replay = new Browser(t.app);
    replay.cookies.set('access_token', access);
    replay.cookies.set('refresh_token', refresh);
    expect((await replay.get('/auth/me')).statusCode).toBe(401);
    expect((await replay.post('/auth/refresh-token')).statusCode).toBe(401);
    expect((await new Browser(t.app).post('/auth/logout')).statusCode).toBe(200);
  });

  it('bootstraps the ADMIN_EMAIL superAdmin and restores it at every start', async () => {
    const [admin] = await t.app.db.select().from(users).where(eq(users.email, 'boot@example.test'));
    expect(admin).toMatchObject({ userRole: 'superAdmin', userStatus: 'active', isVerified: true });
    await t.app.db.update(users).set({ userStatus: 'suspended', userRole: 'user', passwordHash: null }).where(eq(users.id, admin!.id));
    const { onReady } = await import('./routes.ts');
    await onReady(t.app);
    const [again] = await t.app.db.select().from(users).where(eq(users.id, admin!.id));
    expect(again).toMatchObject({ userRole: 'superAdmin', userStatus: 'active' });
    expect(await verifyPassword(again!.passwordHash, 'Boot-Pass-123')).toBe(true);
    const res = await new Browser(t.app).post('/auth/login', { email: 'boot@example.test', password: 'Boot-Pass-123' });
    expect(res.json().user.userRole).toBe('superAdmin');
  });

  it('answers 401 without cookies', async () => {
    expect((await new Browser(t.app).get('/auth/me')).statusCode).toBe(401);
  });
});
