import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PASSKEY_MESSAGES as M } from '@app/contract';
import { authPasskeyChallenges } from '../../db/schema/auth.ts';
import { useTestApp } from '../../testing/app.ts';
import { prunePasskeyChallenges } from './passkeys.ts';
import { Browser, PASSWORD, signedIn } from '../../testing/auth.ts';

/**
 * Passkey ceremonies up to what a test can do without an authenticator: the options, their one-time
 * challenges and every refusal. Registration and sign-in with a real (virtual) authenticator run in
 * Playwright (e2e/tests/passkeys.spec.ts).
 */
const t = useTestApp({ roles: [] });

const fakeAnswer = (id = 'AAAA') => ({ id, rawId: id, type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' } });

describe('passkeys', () => {
  it('gives registration options bound to this site and the account, with user verification required', async () => {
    const { user, browser } = await signedIn(t.app);
    const res = await browser.post('/auth/passkeys/options', { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const { options } = res.json();
    expect(options).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: user.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const stored = await t.app.db.select().from(authPasskeyChallenges).where(eq(authPasskeyChallenges.userId, user.id));
    expect(stored.map((row) => row.challenge)).toEqual([options.challenge]);
    // A second request replaces the unfinished one.
    await browser.post('/auth/passkeys/options', { password: PASSWORD });
    expect(await t.app.db.select().from(authPasskeyChallenges).where(eq(authPasskeyChallenges.userId, user.id))).toHaveLength(1);
  });

  it('refuses a registration answer that does not verify, and its challenge cannot be tried again', async () => {
    const { browser } = await signedIn(t.app);
    expect((await browser.post('/auth/passkeys', { name: 'Phone', response: fakeAnswer() })).json().message).toBe(M.responseInvalid);
    await browser.post('/auth/passkeys/options', { password: PASSWORD });
    const forged = await browser.post('/auth/passkeys', {
      name: 'Phone',
      response: { ...fakeAnswer(), response: { clientDataJSON: 'e30', attestationObject: 'AA' } },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(M.notVerified);
    const again = await browser.post('/auth/passkeys', {
      name: 'Phone',
      response: { ...fakeAnswer(), response: { clientDataJSON: 'e30', attestationObject: 'AA' } },
    });
    expect(again.json().message).toBe(M.challengeExpired);
    expect((await browser.post('/auth/passkeys', { name: ' ', response: fakeAnswer() })).json().errors.name).toBe(M.nameRequired);
    expect((await browser.get('/auth/passkeys')).json().data).toEqual([]);
  });

  it('signs in nobody with an unknown credential or challenge, and says the same whoever asks', async () => {
    const anonymous = new Browser(t.app);
    const { options, challengeId } = (await anonymous.post('/auth/passkeys/sign-in/options')).json();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    const unknown = await anonymous.post('/auth/passkeys/sign-in', { challengeId, response: fakeAnswer(crypto.randomBytes(16).toString('base64url')) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(M.unknown);
    const replay = await anonymous.post('/auth/passkeys/sign-in', { challengeId, response: fakeAnswer() });
    expect(replay.json().message).toBe(M.challengeExpired);
    expect((await anonymous.post('/auth/passkeys/sign-in', { challengeId: 'nope', response: fakeAnswer() })).statusCode).toBe(400);
    expect(anonymous.cookies.has('access_token')).toBe(false);
  });

  it('housekeeping drops challenges whose time is up', async () => {
    await new Browser(t.app).post('/auth/passkeys/sign-in/options');
    const later = new Date(Date.now() + 10 * 60 * 1000);
    expect(await prunePasskeyChallenges(t.app.db, later)).toBeGreaterThan(0);
    expect(await t.app.db.select().from(authPasskeyChallenges)).toEqual([]);
  });
});
