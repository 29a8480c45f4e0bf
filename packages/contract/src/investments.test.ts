import { describe, expect, it } from 'vitest';
import {
  INVESTMENT_MESSAGES,
  INVESTMENT_PIPELINE,
  INVESTMENT_REFERENCE_PATTERN,
  INVESTMENT_STATUSES,
  INVESTMENT_TRANSITIONS,
  INVESTOR_CANCELLABLE,
  INVESTOR_MESSAGES,
  OPEN_INVESTMENT_STATUSES,
  ageOn,
  canMoveInvestment,
  formatInvestmentReference,
  investFormPath,
  investHandOffPath,
  investmentRequestSchema,
  investmentStatusSchema,
  investorProfileSchema,
} from './investments.ts';
import { COUNTRIES, countryName } from './countries.ts';
import { isRealDate } from './validation.ts';
import { addDuration, formatMoney, toMinor, unitsFromQuery } from './money.ts';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('investment transitions', () => {
  it('allows exactly the pipeline moves and cancelling before active', () => {
    const allowed = INVESTMENT_STATUSES.flatMap((from) => INVESTMENT_STATUSES.filter((to) => canMoveInvestment(from, to)).map((to) => `${from}>${to}`));
    expect(allowed.sort()).toEqual(
      [
        'requested>contacted',
        'contacted>awaiting_payment',
        'awaiting_payment>active',
        'active>matured',
        'matured>paid_out',
        'requested>cancelled',
        'contacted>cancelled',
        'awaiting_payment>cancelled',
      ].sort(),
    );
  });

  it('never moves backwards, skips a step or leaves a final status', () => {
    expect(canMoveInvestment('requested', 'active')).toBe(false);
    expect(canMoveInvestment('active', 'cancelled')).toBe(false);
    expect(canMoveInvestment('paid_out', 'matured')).toBe(false);
    expect(INVESTMENT_TRANSITIONS.paid_out).toEqual([]);
    expect(INVESTMENT_TRANSITIONS.cancelled).toEqual([]);
    for (const status of INVESTMENT_STATUSES) expect(canMoveInvestment(status, status)).toBe(false);
  });

  it('follows the pipeline order, and open statuses are all but the final ones', () => {
    for (let i = 0; i + 1 < INVESTMENT_PIPELINE.length; i++) expect(canMoveInvestment(INVESTMENT_PIPELINE[i]!, INVESTMENT_PIPELINE[i + 1]!)).toBe(true);
    expect([...OPEN_INVESTMENT_STATUSES].sort()).toEqual(INVESTMENT_STATUSES.filter((s) => s !== 'paid_out' && s !== 'cancelled').sort());
    for (const status of INVESTOR_CANCELLABLE) expect(canMoveInvestment(status, 'cancelled')).toBe(true);
  });
});

describe('investment reference', () => {
  it('is BBV-year-five digits, growing past 99999', () => {
    expect(formatInvestmentReference(2026, 42)).toBe('BBV-2026-00042');
    expect(formatInvestmentReference(2027, 123456)).toBe('BBV-2027-123456');
    expect(formatInvestmentReference(2026, 42)).toMatch(INVESTMENT_REFERENCE_PATTERN);
    expect('BBV-26-00042').not.toMatch(INVESTMENT_REFERENCE_PATTERN);
    expect('BBV-2026-0042').not.toMatch(INVESTMENT_REFERENCE_PATTERN);
  });
});

describe('money and dates', () => {
  it('keeps pence exact and formats them', () => {
    expect(toMinor(55.5)).toBe(5550);
    expect(toMinor(0.29)).toBe(29);
    expect(formatMoney(100_000)).toBe('£1,000.00');
    expect(formatMoney(5550)).toBe('£55.50');
  });

  it('adds plan durations, clamping month ends', () => {
    expect(addDuration('2026-01-05', 5, 'Week')).toBe('2026-02-09');
    expect(addDuration('2026-01-31', 1, 'Month')).toBe('2026-02-28');
    expect(addDuration('2028-01-31', 1, 'Month')).toBe('2028-02-29');
    expect(addDuration('2026-03-15', 1, 'Year')).toBe('2027-03-15');
    expect(addDuration('2026-12-30', 3, 'Day')).toBe('2027-01-02');
  });

  it('reads real dates and whole years of age', () => {
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2025-02-29')).toBe(false);
    expect(isRealDate('2025-2-3')).toBe(false);
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
  });
});

describe('investor profile rules', () => {
  const valid = {
    legalName: 'Amina Rahman',
    dateOfBirth: '1985-04-12',
    country: 'United Kingdom',
    addressLine1: '12 Brick Lane',
    city: 'London',
    postcode: 'E1 6RF',
    phone: '+44 7700 900111',
    customerType: 'individual',
    idNumber: '123456789',
    sourceOfFunds: 'salary',
  };

  it('accepts a complete individual and refuses under-18s', () => {
    expect(investorProfileSchema.safeParse(valid).success).toBe(true);
    const year = new Date().getUTCFullYear();
    expect(errorsOf(investorProfileSchema.safeParse({ ...valid, dateOfBirth: `${year - 10}-01-01` })).dateOfBirth).toBe(INVESTOR_MESSAGES.underAge());
    expect(errorsOf(investorProfileSchema.safeParse({ ...valid, dateOfBirth: '1990-02-30' })).dateOfBirth).toBe(INVESTOR_MESSAGES.dateInvalid());
  });

  it('stores a UK postcode as Royal Mail writes it, so the server and the form agree', () => {
    const parsed = investorProfileSchema.safeParse({ ...valid, postcode: ' e16rf ' });
    expect(parsed.success && parsed.data.postcode).toBe('E1 6RF');
  });

  it('needs company name and VAT number from a business', () => {
    const errors = errorsOf(investorProfileSchema.safeParse({ ...valid, customerType: 'business' }));
    expect(errors).toMatchObject({ companyName: INVESTOR_MESSAGES.companyName(), vatNumber: INVESTOR_MESSAGES.vatNumber() });
    expect(investorProfileSchema.safeParse({ ...valid, customerType: 'business', companyName: 'Rahman Ltd', vatNumber: 'GB123456789' }).success).toBe(true);
  });

  it('takes the country from the ISO 3166 list, stored by name; older spellings still read as the same country', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map(([code]) => code)).size).toBe(249);
    for (const [typed, stored] of [
      ['United Kingdom', 'United Kingdom'],
      ['united kingdom', 'United Kingdom'],
      ['GB', 'United Kingdom'],
      ['UK', 'United Kingdom'],
      ['United Arab Emirates', 'United Arab Emirates'],
      ['Saudi Arabia', 'Saudi Arabia'],
      ['bangladesh', 'Bangladesh'],
      ['Trinidad & Tobago', 'Trinidad and Tobago'],
    ])
      expect(investorProfileSchema.parse({ ...valid, country: typed }).country).toBe(stored);
    for (const wrong of ['Atlantis', '', 'X'.repeat(10_000)])
      expect(errorsOf(investorProfileSchema.safeParse({ ...valid, country: wrong })).country).toBe(INVESTOR_MESSAGES.country());
    expect(countryName('Narnia')).toBeNull();
  });

  it('checks lengths before patterns', () => {
    expect(errorsOf(investorProfileSchema.safeParse({ ...valid, idNumber: 'A'.repeat(100_000) })).idNumber).toBe('Please use at most 40 characters');
    expect(errorsOf(investorProfileSchema.safeParse({ ...valid, phone: '1'.repeat(100_000) })).phone).toBe(INVESTOR_MESSAGES.phone());
  });
});

describe('the units carried from a plan page', () => {
  it('reads ?units= as a whole number from 1 to the maximum, else 1, and builds both paths with it', () => {
    expect(unitsFromQuery('2')).toBe(2);
    expect(unitsFromQuery('1000')).toBe(1000);
    for (const bad of [null, undefined, '', '0', '-2', '2.5', '1001', '2abc', ' 2', '9'.repeat(50)]) expect(unitsFromQuery(bad)).toBe(1);
    expect(investFormPath('abc', 2)).toBe('/portfolio/invest/abc?units=2');
    expect(investHandOffPath('abc', 2)).toBe('/investment-plans/abc/invest?units=2');
  });
});

describe('investment request and status rules', () => {
  const planId = '6f1c2a34-9d7e-4b1a-8c55-0a1b2c3d4e5f';
  const SIGNED = { agreementName: 'Amina Rahman', agreementAccepted: true, agreementVersion: 1 };

  it('takes whole units from numbers or a form digit string, nothing else', () => {
    expect(investmentRequestSchema.parse({ planId, units: 2, acceptTerms: true, ...SIGNED }).units).toBe(2);
    expect(investmentRequestSchema.parse({ planId, units: '3', acceptTerms: true, ...SIGNED }).units).toBe(3);
    for (const units of [0, 1.5, -1, true, [2], '2.5', '', null, 'two']) {
      expect(errorsOf(investmentRequestSchema.safeParse({ planId, units, acceptTerms: true, ...SIGNED })).units, String(units)).toBe(
        INVESTMENT_MESSAGES.units(),
      );
    }
    expect(errorsOf(investmentRequestSchema.safeParse({ planId, units: 1001, acceptTerms: true, ...SIGNED })).units).toBe(INVESTMENT_MESSAGES.unitsMax());
    expect(errorsOf(investmentRequestSchema.safeParse({ planId, units: 1, acceptTerms: false })).acceptTerms).toBe(INVESTMENT_MESSAGES.acceptTerms());
  });

  it('requires the start date, actual profit and payout date of the moves that record them', () => {
    expect(errorsOf(investmentStatusSchema.safeParse({ status: 'active' })).startedAt).toBe(INVESTMENT_MESSAGES.startedAtRequired);
    expect(errorsOf(investmentStatusSchema.safeParse({ status: 'matured' })).actualProfit).toBe(INVESTMENT_MESSAGES.actualProfitRequired);
    expect(errorsOf(investmentStatusSchema.safeParse({ status: 'paid_out' })).paidAt).toBe(INVESTMENT_MESSAGES.paidAtRequired);
    expect(investmentStatusSchema.safeParse({ status: 'matured', actualProfit: 0 }).success).toBe(true);
    expect(investmentStatusSchema.safeParse({ status: 'matured', actualProfit: 10.5 }).success).toBe(false);
    expect(investmentStatusSchema.safeParse({ status: 'unknown' }).success).toBe(false);
    expect(errorsOf(investmentStatusSchema.safeParse({ status: 'active', startedAt: '2999-01-01' })).startedAt).toBe(INVESTMENT_MESSAGES.dateInFuture);
    expect(investmentStatusSchema.safeParse({ status: 'active', startedAt: new Date().toISOString().slice(0, 10) }).success).toBe(true);
  });
});
