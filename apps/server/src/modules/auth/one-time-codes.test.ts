import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { useTestApp } from '../../testing/app.ts';
import { Browser, PASSWORD, signedIn } from '../../testing/auth.ts';

const t = useTestApp({ roles: [] });

const totp = (secret: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

async function withTwoFactor(role: 'user' | 'admin' = 'user') {
  const signed = await signedIn(t.app, { role });
  const { secret } = (await signed.browser.post('/auth/2fa/setup')).json();
  const enable = await signed.browser.post('/auth/2fa/enable', { code: totp(secret) });
  expect(enable.statusCode).toBe(200);
  return { ...signed, secret, recoveryCodes: enable.json().recoveryCodes as string[] };
}

const parallelSignIns = (email: string, totpCode: string, n = 4) =>
  Promise.all(Array.from({ length: n }, () => new Browser(t.app).post('/auth/login', { email, password: PASSWORD, totpCode })));

describe('one-time codes are used once, even in parallel', () => {
  it('four parallel sign-ins with one authenticator code open one session', async () => {
    const { user, secret } = await withTwoFactor();
    const answers = await parallelSignIns(user.email, totp(secret, Date.now() + 30_000));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401]);
  });

  it('four parallel sign-ins with one recovery code open one session', async () => {
    const { user, recoveryCodes } = await withTwoFactor();
    const answers = await parallelSignIns(user.email, recoveryCodes[0]!);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401]);
  });

  it('a password reset link resets once when sent four times at once', async () => {
    const { user } = await signedIn(t.app);
    const { issueLinkToken } = await import('./tokens.ts');
    const token = await issueLinkToken(t.app.db, user.id, 'reset-password', user.email, 3600);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        new Browser(t.app).post(`/auth/reset-password/${token}`, { password: `Fresh-Pass-${i}9`, confirmPassword: `Fresh-Pass-${i}9` }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400]);
  });
});
