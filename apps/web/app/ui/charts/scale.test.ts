import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { linearScale, tickStep, timeScale } from './scale';

const value = fc.double({ min: -1e7, max: 1e7, noNaN: true, noDefaultInfinity: true });

describe('the axis of a chart', () => {
  it('holds every value between round ends, with two to seven evenly spaced ticks from end to end', () => {
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 40 }), fc.boolean(), (values, fromZero) => {
        const scale = linearScale(values, { fromZero });
        // The ends snap a value within a billionth of a step onto the round tick (float noise), so a
        // value may sit that far outside them.
        const slack = scale.step * 1e-9 + 1e-6;
        for (const v of values) {
          expect(scale.low).toBeLessThanOrEqual(v + slack);
          expect(scale.high).toBeGreaterThanOrEqual(v - slack);
          expect(scale.at(v)).toBeGreaterThanOrEqual(-1e-9);
          expect(scale.at(v)).toBeLessThanOrEqual(1 + 1e-9);
        }
        if (fromZero) expect(scale.low <= 0 && scale.high >= 0).toBe(true);
        expect(scale.ticks[0]).toBe(scale.low);
        expect(scale.ticks.at(-1)).toBe(scale.high);
        expect(scale.ticks.length).toBeGreaterThanOrEqual(2);
        expect(scale.ticks.length).toBeLessThanOrEqual(8);
        scale.ticks.slice(1).forEach((tick, i) => expect(tick - scale.ticks[i]!).toBeCloseTo(scale.step, 6));
        expect(scale.at(scale.low)).toBe(0);
        expect(scale.at(scale.high)).toBe(1);
      }),
    );
  });

  it('never places a larger value lower', () => {
    fc.assert(
      fc.property(fc.array(value, { minLength: 1 }), value, value, (values, a, b) => {
        const scale = linearScale([...values, a, b]);
        if (a < b) expect(scale.at(a)).toBeLessThanOrEqual(scale.at(b));
      }),
    );
  });

  it('writes its ticks as round numbers', () => {
    expect(linearScale([0, 4800]).ticks).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(linearScale([1.2, 2.05], { fromZero: false }).ticks).toEqual([1.2, 1.4, 1.6, 1.8, 2, 2.2]);
    expect(linearScale([0, 0.3], { minimumSpan: 0.1 }).ticks).toEqual([0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3]);
    expect(linearScale([]).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(tickStep(24)).toBe(5);
  });

  it('puts dated points between the first and last day', () => {
    const axis = timeScale(['2026-03-01', '2026-03-11', '2026-03-06']);
    expect([axis.first, axis.last]).toEqual(['2026-03-01', '2026-03-11']);
    expect(axis.at('2026-03-06')).toBe(0.5);
    expect(timeScale(['2026-03-01']).at('2026-03-01')).toBe(0.5);
  });
});
