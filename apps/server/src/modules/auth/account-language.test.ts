import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { users } from '../../db/schema/users.ts';
import { mailOutbox } from '../../db/schema/platform.ts';
import { useTestApp } from '../../testing/app.ts';
import { Browser, PASSWORD, signedIn } from '../../testing/auth.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink.ts';
import { settleBackgroundWork } from './after-response.ts';

/** Issue 50: an account keeps its language, chosen at sign-up from the page's language and changeable on the profile; its mails are written in it. */
const t = useTestApp({ roles: [] });
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'রহিম উদ্দিন',
  email,
  phone: '+447700900123',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  isAgreeToPolicy: true,
  ...extra,
});
const languageOf = async (email: string) => (await t.app.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]?.language;

/** The mail to `to` as a mail client reads it, after real SMTP delivery: decoded subject, text and HTML. */
async function deliveredTo(to: string) {
  await sink.deliver(t.app);
  const raw = sink.received.filter((mail) => mail.to.includes(to)).at(-1);
  if (!raw) throw new Error(`no mail reached ${to}`);
  const parsed = await simpleParser(raw.raw);
  return { subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '' };
}

describe('the account language', () => {
  it('makes a Bengali account from the Bengali sign-up page, and mails its verification code in Bengali', async () => {
    const browser = new Browser(t.app);
    const res = await browser.post('/auth/register', registration('bengali.signup@example.test', { language: 'bn' }));
    expect(res.statusCode).toBe(201);
    expect(await languageOf('bengali.signup@example.test')).toBe('bn');
    const mail = await deliveredTo('bengali.signup@example.test');
    expect(mail.subject).toBe('আপনার Breadbasket Ventures যাচাইকরণ কোড');
    expect(mail.text).toContain('প্রিয় রহিম উদ্দিন,');
    expect(mail.text).toContain('আপনার ইমেইল ঠিকানা নিশ্চিত করতে যাচাইকরণ পাতায় এই কোডটি লিখুন:');
    expect(mail.text).toMatch(/আপনার কোড: \d{6}/);
    expect(mail.text).toContain('/bn/verify-email?email=bengali.signup%40example.test');
    expect(mail.html).toContain('lang="bn"');
  });

  it("takes the page's language from the API client's Accept-Language when the form does not say it", async () => {
    const browser = new Browser(t.app);
    const res = await browser.call('POST', '/auth/register', registration('header.signup@example.test'), { 'accept-language': 'bn' });
    expect(res.statusCode).toBe(201);
    expect(await languageOf('header.signup@example.test')).toBe('bn');
    // An English page (and any other language asked for) makes an English account, with the English mail.
    await new Browser(t.app).call('POST', '/auth/register', registration('english.signup@example.test'), { 'accept-language': 'fr-FR, en;q=0.5' });
    expect(await languageOf('english.signup@example.test')).toBe('en');
    expect((await deliveredTo('english.signup@example.test')).subject).toBe('Your Breadbasket Ventures verification code');
  });

  it('refuses a language that is not English or Bengali with 400 and creates nothing', async () => {
    const res = await new Browser(t.app).post('/auth/register', registration('klingon.signup@example.test', { language: 'tlh' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.language).toBe('Please choose English or Bengali');
    expect(await languageOf('klingon.signup@example.test')).toBeUndefined();
    expect(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'klingon.signup@example.test'))).toHaveLength(0);
  });

  it('is shown on the account and changed on the profile; the next mail follows it', async () => {
    const { user, browser } = await signedIn(t.app, { name: 'Amina Rahman' });
    expect((await browser.get('/auth/me')).json().user.language).toBe('en');
    const bad = await browser.put('/auth/update-profile', { name: 'Amina Rahman', language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(await languageOf(user.email)).toBe('en');
    const changed = await browser.put('/auth/update-profile', { name: 'Amina Rahman', language: 'bn' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.language).toBe('bn');
    expect(await languageOf(user.email)).toBe('bn');
    await new Browser(t.app).post('/auth/forgot-password', { email: user.email });
    await settleBackgroundWork();
    const mail = await deliveredTo(user.email);
    expect(mail.subject).toBe('আপনার Breadbasket Ventures পাসওয়ার্ড রিসেট করুন');
    expect(mail.text).toContain('লিংকটি একবারই কাজ করে এবং ১ ঘণ্টা পর এর মেয়াদ শেষ হবে।');
    expect(mail.text).toMatch(/\/bn\/reset-password\/[A-Za-z0-9_-]+/);
    // Back to English: the mails are English again.
    await browser.put('/auth/update-profile', { name: 'Amina Rahman', language: 'en' });
    expect(await languageOf(user.email)).toBe('en');
  });

  it('needs a signed-in account to change it: 401 anonymous', async () => {
    const res = await new Browser(t.app).put('/auth/update-profile', { name: 'Nobody', language: 'bn' });
    expect(res.statusCode).toBe(401);
  });
});
