import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  averageWeightGrams,
  currentHeadcount,
  headcountOnDevice,
  cycleFieldPlanSchema,
  DEATH_CAUSES,
  FIELD_RECORD_KINDS,
  FIELD_REVIEW_STATUSES,
  FIELD_LIMITS,
  FIELD_MESSAGES,
  fieldRecordDetails,
  fieldRecordFigures,
  fieldRecordInput,
} from './field.ts';
import { m } from './paraglide/messages.js';

const weight = fc.integer({ min: FIELD_LIMITS.weightMinGrams, max: FIELD_LIMITS.weightMaxGrams });
const weights = fc.array(weight, { minLength: 1, maxLength: FIELD_LIMITS.weightsMax });

describe('averageWeightGrams', () => {
  it('is the mean rounded half up to a whole gram, between the lightest and the heaviest', () => {
    fc.assert(
      fc.property(weights, (sample) => {
        const average = averageWeightGrams(sample);
        const sum = sample.reduce((total, grams) => total + grams, 0);
        expect(Number.isInteger(average)).toBe(true);
        expect(average).toBeGreaterThanOrEqual(Math.min(...sample));
        expect(average).toBeLessThanOrEqual(Math.max(...sample));
        // Within half a gram of the exact mean, and a tie goes up.
        expect(Math.abs(average * sample.length - sum) * 2).toBeLessThanOrEqual(sample.length);
        if ((sum * 2) % sample.length === 0 && ((sum * 2) / sample.length) % 2 === 1) expect(average).toBe(((sum * 2) / sample.length + 1) / 2);
      }),
    );
  });

  it('does not depend on the order the animals were weighed in, and a flock of one weight averages that weight', () => {
    fc.assert(
      fc.property(weights, (sample) => {
        expect(averageWeightGrams([...sample].reverse())).toBe(averageWeightGrams(sample));
        expect(averageWeightGrams([...sample].sort((a, b) => a - b))).toBe(averageWeightGrams(sample));
      }),
    );
    fc.assert(
      fc.property(weight, fc.integer({ min: 1, max: FIELD_LIMITS.weightsMax }), (grams, n) => {
        expect(averageWeightGrams(Array<number>(n).fill(grams))).toBe(grams);
      }),
    );
    expect(averageWeightGrams([1200, 1301])).toBe(1251);
    expect(averageWeightGrams([1, 2])).toBe(2);
    expect(() => averageWeightGrams([])).toThrow(RangeError);
  });
});

const uuid = fc.uuid({ version: 4 });
const text = (max: number) => fc.string({ minLength: 1, maxLength: max }).filter((value) => value.trim().length > 0);
const poisha = fc.integer({ min: 0, max: FIELD_LIMITS.amountMaxPoisha });
const validDetails = fc.oneof(
  fc.record({ kind: fc.constant('headcount' as const), count: fc.integer({ min: 0, max: 1_000_000 }) }),
  fc.record({
    kind: fc.constant('death' as const),
    count: fc.integer({ min: 1, max: 1_000_000 }),
    cause: fc.constantFrom(...DEATH_CAUSES),
    causeNote: text(FIELD_LIMITS.longText),
  }),
  fc.record({ kind: fc.constant('weighing' as const), weightsGrams: weights }),
  fc.record({
    kind: fc.constant('feed' as const),
    feed: text(FIELD_LIMITS.shortText),
    quantityGrams: fc.integer({ min: 1, max: FIELD_LIMITS.quantityMaxGrams }),
    costPoisha: poisha,
  }),
  fc.record({ kind: fc.constant('vet' as const), treatment: text(FIELD_LIMITS.longText), medicine: text(FIELD_LIMITS.shortText), costPoisha: poisha }),
  fc.record({ kind: fc.constant('sale' as const), animals: fc.integer({ min: 1, max: 1_000_000 }), pricePoisha: poisha }),
  fc.record({ kind: fc.constant('photo' as const), caption: text(FIELD_LIMITS.longText) }),
);
const validVersion = fc.record({
  versionId: uuid,
  recordId: uuid,
  cycleId: uuid,
  recordedAt: fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((date) => date.toISOString()),
  position: fc.option(
    fc.record({
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
      accuracyMetres: fc.double({ min: 0, max: 100_000, noNaN: true }),
    }),
  ),
  photoIds: fc.uniqueArray(uuid, { minLength: 1, maxLength: FIELD_LIMITS.photosPerRecord }),
  details: validDetails,
});

describe('a record version', () => {
  it('accepts every well-formed version of every kind, and its figures are derived, never taken', () => {
    fc.assert(
      fc.property(validVersion, (version) => {
        const parsed = fieldRecordInput.safeParse(version);
        expect(parsed.success).toBe(true);
        const figures = fieldRecordFigures(parsed.data!.details);
        if (version.details.kind === 'weighing') expect(figures.averageWeightGrams).toBe(averageWeightGrams(version.details.weightsGrams));
        else expect(figures.averageWeightGrams).toBeNull();
      }),
    );
  });

  it('answers anything at all with a result, never an exception, and refuses what is not a record', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = fieldRecordDetails.safeParse(value);
        if (parsed.success) expect(['headcount', 'death', 'weighing', 'feed', 'vet', 'sale', 'photo']).toContain(parsed.data.kind);
        expect(fieldRecordInput.safeParse(value).success).toBe(false);
      }),
    );
  });

  it('refuses a weight out of bounds or not whole, and a death without its photo', () => {
    fc.assert(
      fc.property(
        validVersion,
        fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: FIELD_LIMITS.weightMaxGrams + 1 }), fc.double({ min: 1.01, max: 1000, noInteger: true })),
        (version, bad) => {
          const parsed = fieldRecordInput.safeParse({ ...version, details: { kind: 'weighing', weightsGrams: [1000, bad] } });
          expect(parsed.success).toBe(false);
          expect(parsed.error!.issues[0]!.message).toBe(FIELD_MESSAGES.weightInvalid);
        },
      ),
    );
    fc.assert(
      fc.property(validVersion, (version) => {
        const parsed = fieldRecordInput.safeParse({ ...version, photoIds: [], details: { kind: 'death', count: 1, cause: 'predator' } });
        expect(parsed.error!.issues.map((issue) => issue.message)).toContain(FIELD_MESSAGES.deathPhotoRequired);
      }),
    );
  });
});

describe('currentHeadcount', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 1, day)).toISOString();
  it('takes deaths and sales off the start, or off the latest count recorded before them', () => {
    expect(currentHeadcount(100, [])).toBe(100);
    expect(
      currentHeadcount(100, [
        { kind: 'death', animalCount: 3, recordedAt: at(2) },
        { kind: 'sale', animalCount: 7, recordedAt: at(3) },
      ]),
    ).toBe(90);
    expect(
      currentHeadcount(100, [
        { kind: 'death', animalCount: 3, recordedAt: at(2) },
        { kind: 'headcount', animalCount: 95, recordedAt: at(4) },
        { kind: 'death', animalCount: 1, recordedAt: at(5) },
        { kind: 'headcount', animalCount: 99, recordedAt: at(1) },
      ]),
    ).toBe(94);
    // The same instant in another offset is the same time.
    expect(
      currentHeadcount(10, [
        { kind: 'headcount', animalCount: 8, recordedAt: '2026-02-01T12:00:00+06:00' },
        { kind: 'death', animalCount: 1, recordedAt: '2026-02-01T06:00:00Z' },
      ]),
    ).toBe(8);
  });

  it('never goes below zero and does not depend on the order records arrive in', () => {
    const record = fc.record({
      kind: fc.constantFrom('headcount' as const, 'death' as const, 'sale' as const),
      animalCount: fc.integer({ min: 0, max: 500 }),
      recordedAt: fc.integer({ min: 1, max: 28 }).map(at),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.uniqueArray(record, { selector: (r) => r.recordedAt, maxLength: 20 }), (start, records) => {
        const count = currentHeadcount(start, records);
        expect(count).toBeGreaterThanOrEqual(0);
        expect(currentHeadcount(start, [...records].reverse())).toBe(count);
      }),
    );
  });
});

describe('headcountOnDevice', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 1, day)).toISOString();
  const synced = [
    { recordId: 'count', versionId: 'count-1', kind: 'headcount' as const, animalCount: 95, recordedAt: at(2) },
    { recordId: 'death', versionId: 'death-1', kind: 'death' as const, animalCount: 2, recordedAt: at(3) },
  ];
  const here = (recordId: string, versionId: string, version: number, count: number, state: 'waiting' | 'sending' | 'sent' | 'rejected') => ({
    recordId,
    versionId,
    version,
    recordedAt: at(4),
    details: { kind: 'death' as const, count, cause: 'disease' as const, causeNote: undefined },
    state,
  });

  it('counts the synced records and the deaths recorded on the phone but not sent yet', () => {
    expect(headcountOnDevice(100, synced, [])).toBe(93);
    expect(headcountOnDevice(100, synced, [here('offline', 'offline-1', 1, 5, 'waiting')])).toBe(88);
    // Sent but not in the last sync's list yet: still counted, once.
    expect(headcountOnDevice(100, synced, [here('offline', 'offline-1', 1, 5, 'sent')])).toBe(88);
    // Refused by the server: counts for nothing.
    expect(headcountOnDevice(100, synced, [here('offline', 'offline-1', 1, 5, 'rejected')])).toBe(93);
  });

  it('lays an edit made on the phone over the synced version of its record, and counts a synced version once', () => {
    const edit = { ...here('death', 'death-2', 2, 4, 'waiting'), recordedAt: at(3) };
    expect(headcountOnDevice(100, synced, [edit])).toBe(91);
    const same = { ...here('death', 'death-1', 1, 2, 'sent'), recordedAt: at(3) };
    expect(headcountOnDevice(100, synced, [same])).toBe(93);
    // Without a synced list (a new phone, offline): the start less what the phone holds.
    expect(headcountOnDevice(100, [], [here('offline', 'offline-1', 1, 5, 'waiting')])).toBe(95);
  });
});

describe('the farm plan', () => {
  it('sorts expected weights by week and refuses a week given twice', () => {
    expect(
      cycleFieldPlanSchema
        .parse({
          expectedWeights: [
            { week: 3, grams: 900 },
            { week: 1, grams: 200 },
          ],
        })
        .expectedWeights.map((point) => point.week),
    ).toEqual([1, 3]);
    expect(
      cycleFieldPlanSchema.safeParse({
        expectedWeights: [
          { week: 3, grams: 900 },
          { week: 3, grams: 200 },
        ],
      }).error!.issues[0]!.message,
    ).toBe(FIELD_MESSAGES.expectedWeightsDuplicateWeek);
  });
});

describe('the field app’s words in the catalogue', () => {
  const keyOf = (name: string) => `field_message_${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
  const officerMessages = Object.keys(FIELD_MESSAGES).filter((name) => keyOf(name) in m) as (keyof typeof FIELD_MESSAGES)[];

  it('says the rules’ messages an officer meets in the contract’s own English, and in Bengali with Bengali digits', () => {
    expect(officerMessages.length).toBeGreaterThan(20);
    for (const name of officerMessages) {
      const message = (m as unknown as Record<string, (inputs: object, options: { locale: 'en' | 'bn' }) => string>)[keyOf(name)];
      expect(message({}, { locale: 'en' }), name).toBe(FIELD_MESSAGES[name]);
      expect(message({}, { locale: 'bn' }), name).toMatch(/^[^A-Za-z0-9]*$/);
    }
  });

  it('names every record kind, death cause and review status', () => {
    for (const [prefix, values] of [
      ['field_kind_', FIELD_RECORD_KINDS],
      ['field_cause_', DEATH_CAUSES],
      ['field_review_', FIELD_REVIEW_STATUSES],
    ] as const) {
      const named = Object.keys(m).filter((key) => key.startsWith(prefix));
      expect(named.sort(), prefix).toEqual(values.map((value) => prefix + value.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)).sort());
    }
  });

  it('counts in English with the singular for one, and in Bengali digits', () => {
    expect(m.field_waiting_to_send({ count: '1' }, { locale: 'en' })).toBe('1 record waiting to send');
    expect(m.field_waiting_to_send({ count: '1,234' }, { locale: 'en' })).toBe('1,234 records waiting to send');
    expect(m.field_waiting_to_send({ count: '৩' }, { locale: 'bn' })).toBe('৩টি রেকর্ড পাঠানোর অপেক্ষায়');
  });
});
