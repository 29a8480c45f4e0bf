import { describe, expect, it } from 'vitest';
import { waitingFor } from './dashboard.ts';
import { investingRefusal, INVESTMENT_MESSAGES, maturityReasonNeeded } from './investments.ts';

describe('waitingFor', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('counts whole days from a timestamp or a date', () => {
    expect(waitingFor('2026-11-25T08:00:00Z', now)).toBe('today');
    expect(waitingFor('2026-11-24T11:00:00Z', now)).toBe('1 day');
    expect(waitingFor('2026-11-13', now)).toBe('12 days');
  });
});

describe('maturing by hand', () => {
  it('needs a reason outside a cycle or before the expected maturity date', () => {
    expect(maturityReasonNeeded({ cycleId: null, expectedMaturityAt: '2026-01-01' }, '2026-11-25')).toBe('no_cycle');
    expect(maturityReasonNeeded({ cycleId: 'c', expectedMaturityAt: '2026-12-01' }, '2026-11-25')).toBe('early');
    expect(maturityReasonNeeded({ cycleId: 'c', expectedMaturityAt: '2026-11-25' }, '2026-11-25')).toBeNull();
  });
});

describe('who may place a request', () => {
  it('refuses every status but verified, with its own message', () => {
    expect(investingRefusal('verified')).toBeNull();
    expect(investingRefusal('suspended')).toBe(INVESTMENT_MESSAGES.suspended);
    expect(investingRefusal('pending')).toBe(INVESTMENT_MESSAGES.awaitingVerification);
    expect(investingRefusal('rejected')).toBe(INVESTMENT_MESSAGES.notVerified);
  });
});
