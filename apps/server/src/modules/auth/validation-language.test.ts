import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, INVESTOR_MESSAGES, INVESTMENT_MESSAGES, SAFEGUARD_MESSAGES, inLanguage } from '@app/contract';
import { useTestApp } from '../../testing/app.ts';
import { Browser, signedIn } from '../../testing/auth.ts';

/**
 * Issue 50: a schema's 400 speaks the request's language (Accept-Language, which the web's API client
 * sets to its page's), with the same catalogue messages the forms show, and changes nothing.
 */
const t = useTestApp({ roles: [] });
const BENGALI = { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' };
const ENGLISH = { 'accept-language': 'en-GB' };

describe('validation messages in the request language', () => {
  it('answers a sign-up with faults in Bengali when asked, and in English otherwise', async () => {
    const body = { name: 'a', email: 'nobody', phone: '1', password: 'short', confirmPassword: 'other', isAgreeToPolicy: false };
    const bengali = await new Browser(t.app).call('POST', '/auth/register', body, BENGALI);
    expect(bengali.statusCode).toBe(400);
    expect(bengali.json().errors).toMatchObject({
      name: 'নাম কমপক্ষে ২ অক্ষরের হতে হবে',
      email: 'ইমেইল সঠিক নয়',
      phone: 'ফোন নম্বর কমপক্ষে ৮ অক্ষরের হতে হবে',
      password: 'পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে',
      isAgreeToPolicy: 'এগোতে হলে নীতিমালায় সম্মতি দিতে হবে',
    });
    expect(bengali.json().message).toBe(bengali.json().errors.name);
    const english = await new Browser(t.app).call('POST', '/auth/register', body, ENGLISH);
    expect(english.json().errors).toMatchObject({
      name: 'Name must be at least 2 characters',
      email: 'Email is invalid',
      password: 'Password must be at least 8 characters',
      isAgreeToPolicy: 'You must agree to the policies',
    });
    expect(english.json().errors.phone).toBe(inLanguage('en', AUTH_MESSAGES.phoneMin));
  });

  it("a wrong type is said from the catalogue too, never in zod's words", async () => {
    const res = await new Browser(t.app).call('POST', '/auth/login', { email: 'someone@example.test', password: 'Good-Pass-123', rememberMe: 'yes' }, BENGALI);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.rememberMe).toBe('এই তথ্যটি সঠিক নয়');
  });

  it("answers the investor's profile, invest request and category declaration in Bengali", async () => {
    const { browser } = await signedIn(t.app);
    const profile = await browser.call('PUT', '/investor/profile', { legalName: ' ', dateOfBirth: '2020-02-30', country: 'Atlantis' }, BENGALI);
    expect(profile.statusCode).toBe(400);
    expect(profile.json().errors).toMatchObject({
      legalName: inLanguage('bn', INVESTOR_MESSAGES.legalName),
      dateOfBirth: inLanguage('bn', INVESTOR_MESSAGES.dateInvalid),
      country: inLanguage('bn', INVESTOR_MESSAGES.country),
    });
    expect(profile.json().errors.legalName).toBe('আপনার পূর্ণ আইনি নাম লিখুন');

    const invest = await browser.call('POST', '/investor/investments', { planId: 'x', units: 0 }, BENGALI);
    expect(invest.statusCode).toBe(400);
    expect(invest.json().errors).toMatchObject({
      units: 'ইউনিটের সংখ্যা পূর্ণসংখ্যায় লিখুন, কমপক্ষে ১টি',
      acceptTerms: inLanguage('bn', INVESTMENT_MESSAGES.acceptTerms),
    });

    const category = await browser.call('POST', '/investor/safeguards/category', { category: 'high_net_worth', annualIncome: '1000', confirm: false }, BENGALI);
    expect(category.statusCode).toBe(400);
    expect(category.json().errors.confirm).toBe(inLanguage('bn', SAFEGUARD_MESSAGES.confirmRequired));
    // The configured thresholds, in pounds with Bengali digits.
    expect(category.json().errors.annualIncome).toMatch(/^উচ্চ সম্পদশালী.*£[০-৯,]+\.০০ বা তার বেশি/);
  });
});
