import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { AUTH_MESSAGES as M, PASSKEY_MESSAGES, PAYOUT_HOLD_MS } from '@app/contract';
import { authPasskeys } from '../../db/schema/auth.ts';
import { payoutAccounts } from '../../db/schema/payouts.ts';
import { users } from '../../db/schema/users.ts';
import { useTestApp } from '../../testing/app.ts';
import { outboxMails } from '../../testing/outbox.ts';
import { payoutAccountOf } from '../banking/payout-accounts.ts';
import { Browser, codeIn, lastMail, linkTokenIn, PASSWORD, signedIn } from '../../testing/auth.ts';

const t = useTestApp({ roles: [] });

const totp = (secret: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });
const uniqueEmail = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@example.test`;

async function turnOnTwoFactor(browser: Browser) {
  const { secret } = (await browser.post('/auth/2fa/setup')).json();
  const enable = await browser.post('/auth/2fa/enable', { code: totp(secret) });
  expect(enable.statusCode).toBe(200);
  return { secret, recoveryCodes: enable.json().recoveryCodes as string[] };
}

const undoTokenIn = (text: string) => /\/undo-email-change\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('changing the email from a session', () => {
  it('needs the password: a session alone changes nothing and mails no one', async () => {
    const { user, browser } = await signedIn(t.app);
    const to = uniqueEmail('taker');
    const none = await browser.put('/auth/update-profile', { name: user.name, email: to });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ success: false, errors: { password: M.emailChangePasswordRequired } });
    const wrong = await browser.put('/auth/update-profile', { name: user.name, email: to, password: 'Wrong-Pass-9' });
    expect(wrong.json().errors).toEqual({ password: M.passwordWrong });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.newEmail).toBeNull();
    expect(await outboxMails(t.app, to, 'new-email-verification')).toEqual([]);
    // Other fields still save without it.
    expect((await browser.put('/auth/update-profile', { name: 'Renamed Person' })).statusCode).toBe(200);
  });

  it('with two-factor on needs a code instead, spent once', async () => {
    const { user, browser } = await signedIn(t.app);
    const { secret } = await turnOnTwoFactor(browser);
    const to = uniqueEmail('coded');
    const passwordOnly = await browser.put('/auth/update-profile', { name: user.name, email: to, password: PASSWORD });
    expect(passwordOnly.json().errors).toEqual({ totpCode: M.emailChangeCodeRequired });
    const code = totp(secret, Date.now() + 30_000);
    expect((await browser.put('/auth/update-profile', { name: user.name, email: to, totpCode: code })).json().emailChangePending).toBe(true);
    const replay = await browser.put('/auth/update-profile', { name: user.name, email: uniqueEmail('again'), totpCode: code });
    expect(replay.json().errors).toEqual({ totpCode: M.twoFactorInvalid });
  });

  it('ends the other sessions, tells the old address with an undo link, and holds payouts 72 hours', async () => {
    const { user, browser } = await signedIn(t.app);
    const other = new Browser(t.app);
    await other.post('/auth/login', { email: user.email, password: PASSWORD });
    await t.app.db.insert(payoutAccounts).values({
      userId: user.id,
      kind: 'uk',
      holderName: 'Old Holder',
      sortCode: '123456',
      accountNumber: '12345678',
      createdAt: new Date(Date.now() - 10 * 24 * 3600_000),
    });
    expect((await payoutAccountOf(t.app.db, user.id))!.onHoldUntil).toBeNull();

    const to = uniqueEmail('moved');
    const asked = await browser.put('/auth/update-profile', { name: user.name, email: to, password: PASSWORD });
    expect(asked.json()).toMatchObject({ success: true, emailChangePending: true });
    expect((await other.get('/auth/me')).statusCode).toBe(401);
    expect((await browser.get('/auth/me')).statusCode).toBe(200);

    const code = codeIn((await lastMail(t.app, to))!.textBody)!;
    expect((await new Browser(t.app).post('/auth/verify-email', { email: to, code })).statusCode).toBe(200);
    const [notice] = await outboxMails(t.app, user.email, 'email-changed');
    expect(notice!.textBody).toContain(to);
    const hold = (await payoutAccountOf(t.app.db, user.id))!.onHoldUntil!;
    expect(Math.abs(hold.getTime() - (Date.now() + PAYOUT_HOLD_MS))).toBeLessThan(60_000);

    // The taker asks for a reset link at the new address; the owner undoes the change from the old one.
    const forgot = await new Browser(t.app).post('/auth/forgot-password', { email: to });
    expect(forgot.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const takerReset = linkTokenIn((await lastMail(t.app, to))!.textBody, 'reset-password')!;
    expect(takerReset).toBeTruthy();

    const undoToken = undoTokenIn(notice!.textBody)!;
    const undo = await new Browser(t.app).post(`/auth/undo-email-change/${undoToken}`);
    expect(undo.json()).toMatchObject({ success: true, message: M.emailChangeUndone });
    const [restored] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(restored!.email).toBe(user.email);
    expect((await browser.get('/auth/me')).statusCode).toBe(401);
    const taker = await new Browser(t.app).post(`/auth/reset-password/${takerReset}`, { password: 'Taker-Pass-99', confirmPassword: 'Taker-Pass-99' });
    expect(taker.statusCode).toBe(400);
    // The owner is sent a fresh reset link at the restored address.
    const ownerReset = linkTokenIn((await lastMail(t.app, user.email))!.textBody, 'reset-password');
    expect(ownerReset).toBeTruthy();
    expect((await new Browser(t.app).post(`/auth/undo-email-change/${undoToken}`)).json()).toMatchObject({ success: false, message: M.undoLinkInvalid() });
  });
});

describe('two-factor sign-in is guarded and told', () => {
  it('turning it off needs a current code or a recovery code, not the password; on and off each mail the owner', async () => {
    const { user, browser } = await signedIn(t.app);
    const { secret, recoveryCodes } = await turnOnTwoFactor(browser);
    expect(await outboxMails(t.app, user.email, 'two-factor-on')).toHaveLength(1);
    const withPassword = await browser.post('/auth/2fa/disable', { password: PASSWORD });
    expect(withPassword.statusCode).toBe(400);
    expect((await browser.get('/auth/me')).json().user.twoFactorEnabled).toBe(true);
    const wrong = await browser.post('/auth/2fa/disable', { code: totp(secret, Date.now() - 300_000) });
    expect(wrong.json().errors).toEqual({ code: M.twoFactorInvalid });
    expect((await browser.post('/auth/2fa/disable', { code: recoveryCodes[0] })).json().message).toBe(M.twoFactorDisabled);
    expect(await outboxMails(t.app, user.email, 'two-factor-off')).toHaveLength(1);
    expect(await outboxMails(t.app, user.email, 'recovery-code-used')).toHaveLength(1);
    void secret;
  });

  it('the profile shows the recovery codes left; using one mails the owner', async () => {
    const { user, browser } = await signedIn(t.app);
    const { recoveryCodes } = await turnOnTwoFactor(browser);
    expect((await browser.get('/auth/me')).json().user.recoveryCodesLeft).toBe(10);
    expect((await new Browser(t.app).post('/auth/login', { email: user.email, password: PASSWORD, totpCode: recoveryCodes[3] })).statusCode).toBe(200);
    expect((await browser.get('/auth/me')).json().user.recoveryCodesLeft).toBe(9);
    const [mail] = await outboxMails(t.app, user.email, 'recovery-code-used');
    expect(mail!.textBody).toContain('9 codes are left');
  });

  it('every signed-in role may turn it on', async () => {
    for (const role of ['editor', 'employee'] as const) {
      const { browser } = await signedIn(t.app, { role });
      await turnOnTwoFactor(browser);
    }
  });
});

describe('passkeys are guarded and told', () => {
  it('adding one asks for the password (or a code when two-factor is on)', async () => {
    const { browser } = await signedIn(t.app);
    const none = await browser.post('/auth/passkeys/options', {});
    expect(none.json()).toMatchObject({ success: false, errors: { password: PASSKEY_MESSAGES.passwordRequired } });
    expect((await browser.post('/auth/passkeys/options', { password: 'Wrong-Pass-9' })).statusCode).toBe(400);
    expect((await browser.post('/auth/passkeys/options', { password: PASSWORD })).statusCode).toBe(200);
    const { secret } = await turnOnTwoFactor(browser);
    expect((await browser.post('/auth/passkeys/options', { password: PASSWORD })).json().errors).toEqual({ totpCode: PASSKEY_MESSAGES.codeRequired });
    expect((await browser.post('/auth/passkeys/options', { totpCode: totp(secret, Date.now() + 30_000) })).statusCode).toBe(200);
  });

  it('removing one mails the owner', async () => {
    const { user, browser } = await signedIn(t.app);
    const [passkey] = await t.app.db
      .insert(authPasskeys)
      .values({ userId: user.id, credentialId: `cred-${user.id}`, publicKey: 'AAAA', name: 'Old phone' })
      .returning();
    expect((await browser.delete(`/auth/passkeys/${passkey!.id}`)).statusCode).toBe(200);
    const [mail] = await outboxMails(t.app, user.email, 'passkey-removed');
    expect(mail!.textBody).toContain('Old phone');
  });
});

describe('nothing tells whether an address waits for a code', () => {
  it('resend-verification answers a pending address within its wait as it answers any other', async () => {
    const pending = uniqueEmail('pending');
    expect(
      (
        await new Browser(t.app).post('/auth/register', {
          name: 'Pending Person',
          email: pending,
          phone: '01712345678',
          password: PASSWORD,
          confirmPassword: PASSWORD,
          isAgreeToPolicy: true,
        })
      ).statusCode,
    ).toBe(201);
    const unknown = uniqueEmail('nobody');
    const answers = await Promise.all([pending, unknown].map((email) => new Browser(t.app).post('/auth/resend-verification', { email })));
    expect(answers.map((r) => [r.statusCode, r.json().message])).toEqual([
      [200, M.verificationResent],
      [200, M.verificationResent],
    ]);
  });
});

describe('the own account', () => {
  it('GET /auth/me carries what the account pages show, not the lockout counters or who changed it', async () => {
    const { browser } = await signedIn(t.app);
    const { user } = (await browser.get('/auth/me')).json();
    for (const key of ['failedLoginAttempts', 'accountLockUntil', 'createdBy', 'updatedBy', 'passwordChangedAt']) expect(user).not.toHaveProperty(key);
    expect(user).toMatchObject({ twoFactorEnabled: false });
    expect(user).toHaveProperty('email');
  });
});
