import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './dates.ts';
import { paymentDueOn, roundProgress, PAYMENT_DUE_DAYS } from './rounds.ts';

const day = fc.integer({ min: 0, max: 3650 }).map((n) => addDays('2025-01-01', n));

describe('roundProgress', () => {
  it('reads the figures of a round: units left, percentages rounded down, days left, open', () => {
    const round = { units: 10, minimumUnits: 6, reservedUnits: 7, paidUnits: 5, fundingOpensOn: '2026-12-01', fundingClosesOn: '2026-12-20' };
    expect(roundProgress(round, '2026-12-07')).toEqual({
      unitsLeft: 3,
      percentFunded: 50,
      percentReserved: 70,
      daysLeft: 13,
      fullyReserved: false,
      reachedMinimum: false,
      open: true,
    });
    expect(roundProgress(round, '2026-11-30').open).toBe(false);
    expect(roundProgress(round, '2026-12-20')).toMatchObject({ daysLeft: 0, open: true });
    expect(roundProgress(round, '2026-12-21')).toMatchObject({ daysLeft: null, open: false });
    expect(roundProgress({ ...round, reservedUnits: 10 }, '2026-12-07')).toMatchObject({ unitsLeft: 0, fullyReserved: true, open: false });
    expect(roundProgress({ ...round, units: 3, paidUnits: 2, minimumUnits: 2 }, '2026-12-07')).toMatchObject({ percentFunded: 66, reachedMinimum: true });
  });

  it('never shows more than the round, nor 100% before every unit is paid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat(200_000), fc.nat(200_000), day, day, day, (units, reserved, paid, opens, length, today) => {
        const closes = addDays(opens, daysBetween('2025-01-01', length) % 90);
        const progress = roundProgress(
          { units, minimumUnits: 1, reservedUnits: reserved, paidUnits: paid, fundingOpensOn: opens, fundingClosesOn: closes },
          today,
        );
        expect(progress.unitsLeft).toBe(Math.max(0, units - reserved));
        expect(progress.percentFunded).toBeLessThanOrEqual(100);
        expect(progress.percentFunded === 100).toBe(paid >= units);
        if (progress.open) expect(today >= opens && today <= closes && progress.unitsLeft > 0).toBe(true);
      }),
    );
  });
});

describe('paymentDueOn', () => {
  it('gives a week to pay, never past the round’s closing day', () => {
    expect(paymentDueOn('2026-12-07', '2026-12-31')).toBe(addDays('2026-12-07', PAYMENT_DUE_DAYS));
    expect(paymentDueOn('2026-12-07', '2026-12-09')).toBe('2026-12-09');
  });
});
