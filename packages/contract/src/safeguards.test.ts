import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GETTING_STARTED_STEPS,
  INVEST_GATE_MESSAGES,
  gettingStartedOpen,
  gettingStartedSteps,
  restrictedLimit,
  restrictedLimitRefusal,
  type FirstInvestmentProgress,
  type SafeguardStatus,
} from './safeguards.ts';

describe("the restricted investor's 10% rule", () => {
  it('refuses exactly when used + amount passes 10% of net assets, with the server’s message', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.integer({ min: 0, max: 2_000_000_00 }),
        fc.integer({ min: 0, max: 2_000_000_00 }),
        (netAssets, used, amount) => {
          const limit = restrictedLimit(netAssets);
          const refusal = restrictedLimitRefusal({ limit, used }, amount);
          expect(refusal === null).toBe(used + amount <= limit);
          if (refusal) expect(refusal).toBe(INVEST_GATE_MESSAGES.limit(limit, used));
        },
      ),
    );
  });

  it('never refuses an investor without a limit; the edge is allowed, a penny more is not', () => {
    expect(restrictedLimitRefusal(null, 1_000_000_00)).toBeNull();
    expect(restrictedLimitRefusal({ limit: 100_000, used: 50_000 }, 50_000)).toBeNull();
    expect(restrictedLimitRefusal({ limit: 100_000, used: 50_000 }, 50_001)).toContain('this request can be at most £500.00');
  });
});

const NOW = new Date('2026-12-07T12:00:00Z');
const base: SafeguardStatus = {
  verification: { status: 'not_submitted', completedAt: null },
  category: { category: null, netAssets: null, annualIncome: null, declaredAt: null, expiresAt: null, valid: false },
  check: { passedAt: null, expiresAt: null, valid: false, lastResult: null, retakeAt: null },
  coolingOff: { firstInvestment: true, opensAt: null },
  limit: null,
  nextStep: 'verification',
  wordingVersion: 'v1',
};
const none: FirstInvestmentProgress = { signed: false, paid: false, awaitingPaymentId: null };
const statesOf = (status: SafeguardStatus, progress = none) => gettingStartedSteps(status, progress, NOW).map((step) => step.state);

describe('getting started steps', () => {
  it('lists every step once, in order', () => {
    expect(gettingStartedSteps(base, none, NOW).map((step) => step.key)).toEqual([...GETTING_STARTED_STEPS]);
    expect(GETTING_STARTED_STEPS).toEqual(['profile', 'category', 'check', 'cooling_off', 'agreement', 'payment']);
  });

  it('opens the category and the check while the ID is under review', () => {
    const steps = gettingStartedSteps({ ...base, verification: { status: 'pending', completedAt: null } }, none, NOW);
    expect(steps.map((step) => step.state)).toEqual(['waiting', 'to_do', 'to_do', 'to_do', 'to_do', 'to_do']);
    expect(steps[1]!.action?.to).toBe('/portfolio/category');
    expect(steps[2]!.action?.to).toBe('/portfolio/check');
    // The agreement has no link until every gate is open.
    expect(steps[4]!.action).toBeNull();
  });

  it('waits for the cooling-off, then opens the agreement; the payment waits on the request; all done hides the list', () => {
    const ready: SafeguardStatus = {
      ...base,
      verification: { status: 'verified', completedAt: '2026-12-01T10:00:00Z' },
      category: {
        ...base.category,
        category: 'restricted',
        netAssets: 1_000_000,
        declaredAt: '2026-12-06T10:00:00Z',
        expiresAt: '2027-12-06T10:00:00Z',
        valid: true,
      },
      check: { ...base.check, passedAt: '2026-12-06T18:00:00Z', expiresAt: '2027-12-06T18:00:00Z', valid: true },
      coolingOff: { firstInvestment: true, opensAt: '2026-12-07T18:00:00Z' },
      nextStep: 'cooling_off',
    };
    expect(statesOf(ready)).toEqual(['done', 'done', 'done', 'waiting', 'to_do', 'to_do']);
    const open = { ...ready, coolingOff: { firstInvestment: true, opensAt: '2026-12-07T11:00:00Z' } };
    expect(statesOf(open)).toEqual(['done', 'done', 'done', 'done', 'to_do', 'to_do']);
    expect(gettingStartedSteps(open, none, NOW)[4]!.action).toEqual({ to: '/investment-plans', label: 'Choose a plan' });
    const asked = { signed: true, paid: false, awaitingPaymentId: 'abc' };
    expect(statesOf({ ...open, coolingOff: { firstInvestment: false, opensAt: null } }, asked)).toEqual(['done', 'done', 'done', 'done', 'done', 'waiting']);
    const steps = gettingStartedSteps(
      { ...open, coolingOff: { firstInvestment: false, opensAt: null } },
      { signed: true, paid: true, awaitingPaymentId: null },
      NOW,
    );
    expect(gettingStartedOpen(steps)).toBe(false);
    expect(steps.every((step) => step.action === null)).toBe(true);
  });

  it('asks a rejected profile to be corrected and a failed check to wait for its retake', () => {
    const steps = gettingStartedSteps(
      { ...base, verification: { status: 'rejected', completedAt: null }, check: { ...base.check, retakeAt: '2026-12-08T09:00:00Z' } },
      none,
      NOW,
    );
    expect(steps[0]).toMatchObject({ state: 'to_do', action: { to: '/portfolio/verify' } });
    expect(steps[2]).toMatchObject({ state: 'waiting', text: 'You can take the check again from 8 December 2026, 09:00.' });
  });
});
