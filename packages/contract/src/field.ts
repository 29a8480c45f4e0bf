import { z } from 'zod';
import { IMAGE_WIDTHS } from './constants.ts';
import { labelled } from './labelled.ts';
import { atMostChars, notFoundMessage } from './messages.ts';
import { pageQuery } from './pagination.ts';
import { CYCLE_STATUSES, CYCLE_UNITS_MAX } from './cycles.ts';

/**
 * The field domain (issue 51): field officers' records from the farm, made on a device with no
 * network and synced when it returns. A record is made of versions: each save on the device is a new
 * version with a client-made `versionId` (the idempotency key) under the record's client-made
 * `recordId`. Taka amounts are integer poisha (currency BDT), weights integer grams.
 */

export const { values: FIELD_RECORD_KINDS, labels: FIELD_RECORD_KIND_LABELS } = labelled({
  headcount: 'Headcount',
  death: 'Death',
  weighing: 'Weighing',
  feed: 'Feed',
  vet: 'Vet visit',
  sale: 'Sale',
  photo: 'Photos',
});
export type FieldRecordKind = (typeof FIELD_RECORD_KINDS)[number];

export const { values: DEATH_CAUSES, labels: DEATH_CAUSE_LABELS } = labelled({
  disease: 'Disease',
  injury: 'Injury',
  predator: 'Predator',
  heatStress: 'Heat stress',
  unknown: 'Unknown',
  other: 'Other',
});
export type DeathCause = (typeof DEATH_CAUSES)[number];

/**
 * Where a version stands with staff. Review is staff's (field-review); the officer reads it:
 * a returned version shows "Sent back: <comment>" until the officer sends a new version.
 */
export const { values: FIELD_REVIEW_STATUSES, labels: FIELD_REVIEW_STATUS_LABELS } = labelled({
  submitted: 'Waiting for review',
  returned: 'Sent back',
  published: 'Published',
});
export type FieldReviewStatus = (typeof FIELD_REVIEW_STATUSES)[number];

/** The one currency field amounts are recorded in: taka, in poisha. */
export const FIELD_CURRENCY = 'BDT' as const;

export const FIELD_LIMITS = {
  /** Photos one record may carry. */
  photosPerRecord: 6,
  /** Bytes of one uploaded photo, after the device resized it. */
  photoMaxBytes: 5 * 1024 * 1024,
  /** The longest edge the device resizes a photo to before upload (a 12 MP photo would not cross a 2G link). */
  photoMaxEdge: 1600,
  /** Animals weighed in one sample. */
  weightsMax: 200,
  /** One animal's weight in grams: a chick is tens of grams, a bull below 1.5 tonnes. */
  weightMinGrams: 1,
  weightMaxGrams: 1_500_000,
  /** Feed given at once: up to 100 tonnes. */
  quantityMaxGrams: 100_000_000,
  /** Any one amount: up to ৳100 crore (10^9 taka) in poisha, far below 2^53. */
  amountMaxPoisha: 100_000_000_000,
  shortText: 200,
  longText: 1000,
  /** GPS accuracy beyond 100 km is no position at all. */
  accuracyMaxMetres: 100_000,
} as const;

export const FIELD_MESSAGES = {
  cycleNotFound: notFoundMessage('Cycle'),
  recordNotFound: notFoundMessage('Record'),
  photoNotFound: notFoundMessage('Photo'),
  versionIdInvalid: 'The record version needs an id made on the device (a UUID)',
  recordIdInvalid: 'The record needs an id made on the device (a UUID)',
  cycleRequired: 'Choose a cycle',
  recordedAtInvalid: 'The time the record was made must be a date and time with its time zone',
  positionInvalid: 'The position must have a latitude from −90 to 90, a longitude from −180 to 180 and an accuracy in metres',
  photoIdInvalid: 'Each photo needs an id made on the device (a UUID)',
  tooManyPhotos: `A record can have at most ${FIELD_LIMITS.photosPerRecord} photos`,
  duplicatePhoto: 'A photo can be added to a record only once',
  kindInvalid: 'Choose what the record is: headcount, death, weighing, feed, vet visit, sale or photos',
  countInvalid: 'Enter the number of animals as a whole number',
  deathCountInvalid: 'Enter how many animals died: a whole number of at least 1',
  causeInvalid: 'Choose the cause of death',
  causeNoteRequired: 'Say what the cause was when you choose "Other"',
  causeNoteTooLong: atMostChars('The cause', FIELD_LIMITS.longText),
  deathPhotoRequired: 'Add a photo of the dead animals',
  weightsRequired: 'Enter the weight of at least one animal',
  tooManyWeights: `Weigh at most ${FIELD_LIMITS.weightsMax} animals in one sample`,
  weightInvalid: `Each weight must be a whole number of grams from ${FIELD_LIMITS.weightMinGrams} to ${FIELD_LIMITS.weightMaxGrams.toLocaleString('en-GB')}`,
  feedRequired: 'Say which feed was given',
  feedTooLong: atMostChars('The feed', FIELD_LIMITS.shortText),
  quantityInvalid: 'Enter the quantity of feed in grams: a whole number of at least 1',
  amountInvalid: 'Enter the amount in taka and poisha, 0 or more',
  treatmentRequired: 'Say what the treatment was',
  treatmentTooLong: atMostChars('The treatment', FIELD_LIMITS.longText),
  medicineTooLong: atMostChars('The medicine', FIELD_LIMITS.shortText),
  saleAnimalsInvalid: 'Enter how many animals were sold: a whole number of at least 1',
  captionRequired: 'Write a caption for the photos',
  captionTooLong: atMostChars('The caption', FIELD_LIMITS.longText),
  photoRequired: 'Add at least one photo',
  /** The same versionId sent again with other content: the device made two saves with one id. */
  versionConflict: 'This version was already received with different content: save it again as a new version',
  /** The recordId belongs to another officer or another cycle. */
  recordNotYours: 'This record belongs to another officer or cycle',
  notAssigned: 'You are not assigned to this cycle',
  cycleNotRunning: 'This cycle is not running: records can no longer be sent to it',
  photoNotYours: 'A photo of this record belongs to another officer or cycle',
  photoNotUploaded: 'A photo of this record has not finished uploading: send the record again once it has',
  recorded: 'Record received',
  alreadyRecorded: 'Record already received',
  // Photo uploads (tus, resumable).
  photoTooLarge: `A photo must be at most ${FIELD_LIMITS.photoMaxBytes / 1024 / 1024} MB`,
  photoNotImage: 'The file is not a JPEG, PNG or WebP photo',
  photoMetadataInvalid: 'The upload must name its photo id (a UUID) and its cycle',
  photoTakenAtInvalid: 'The time the photo was taken must be a date and time with its time zone',
  photoExists: 'This photo was already uploaded',
  uploadOffsetMismatch: 'The upload offset does not match what the server has received',
  uploadLengthInvalid: 'The upload must state its length in bytes',
  uploadContentType: 'A photo upload is sent as application/offset+octet-stream',
  // Assignments (staff).
  officerRequired: 'Choose a field officer',
  notAnOfficer: 'This user is not an active field officer',
  officerAssigned: 'Field officer assigned to the cycle',
  officerUnassigned: 'Field officer removed from the cycle',
  alreadyAssigned: 'This field officer is already assigned to the cycle',
  assignmentNotFound: 'This field officer is not assigned to the cycle',
  assignRunningOnly: 'Field officers can be assigned only to a cycle that is funding or running',
  // The plan's expectations on a cycle (staff form).
  startingHeadcountInvalid: 'The starting headcount must be a whole number of at least 1',
  expectedMortalityInvalid: 'Expected mortality must be a percentage from 0 to 100 with at most two decimals',
  expectedWeightInvalid: 'Each expected weight needs a week from 0 to 104 and a weight in grams',
  expectedWeightsDuplicateWeek: 'Give each week one expected weight',
  feedBudgetInvalid: 'The feed budget must be an amount in taka, 0 or more',
} as const;

/**
 * The average of a weighed sample in whole grams, rounded half up: the one place it is computed.
 * The officer never types it and the device never sends it; the server stores what this returns.
 */
export function averageWeightGrams(weights: readonly number[]): number {
  if (weights.length === 0) throw new RangeError('averageWeightGrams needs at least one weight');
  let sum = 0;
  for (const weight of weights) sum += weight;
  return Math.floor((2 * sum + weights.length) / (2 * weights.length));
}

const int = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).max(max, { error: tooLong, abort: true }).trim().min(1, { error: required });
const poisha = int(FIELD_MESSAGES.amountInvalid, 0, FIELD_LIMITS.amountMaxPoisha);

/** The record's own content, by kind. */
export const fieldRecordDetails = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('headcount'), count: int(FIELD_MESSAGES.countInvalid, 0, CYCLE_UNITS_MAX) }),
    z.object({
      kind: z.literal('death'),
      count: int(FIELD_MESSAGES.deathCountInvalid, 1, CYCLE_UNITS_MAX),
      cause: z.enum(DEATH_CAUSES, { error: FIELD_MESSAGES.causeInvalid }),
      causeNote: z
        .string({ error: FIELD_MESSAGES.causeNoteRequired })
        .max(FIELD_LIMITS.longText, { error: FIELD_MESSAGES.causeNoteTooLong, abort: true })
        .trim()
        .optional()
        .transform((value) => (value ? value : undefined)),
    }),
    z.object({
      kind: z.literal('weighing'),
      weightsGrams: z
        .array(int(FIELD_MESSAGES.weightInvalid, FIELD_LIMITS.weightMinGrams, FIELD_LIMITS.weightMaxGrams), { error: FIELD_MESSAGES.weightsRequired })
        .min(1, { error: FIELD_MESSAGES.weightsRequired })
        .max(FIELD_LIMITS.weightsMax, { error: FIELD_MESSAGES.tooManyWeights }),
    }),
    z.object({
      kind: z.literal('feed'),
      feed: text(FIELD_MESSAGES.feedRequired, FIELD_LIMITS.shortText, FIELD_MESSAGES.feedTooLong),
      quantityGrams: int(FIELD_MESSAGES.quantityInvalid, 1, FIELD_LIMITS.quantityMaxGrams),
      costPoisha: poisha,
    }),
    z.object({
      kind: z.literal('vet'),
      treatment: text(FIELD_MESSAGES.treatmentRequired, FIELD_LIMITS.longText, FIELD_MESSAGES.treatmentTooLong),
      medicine: z
        .string()
        .max(FIELD_LIMITS.shortText, { error: FIELD_MESSAGES.medicineTooLong, abort: true })
        .trim()
        .optional()
        .transform((value) => (value ? value : undefined)),
      costPoisha: poisha,
    }),
    z.object({ kind: z.literal('sale'), animals: int(FIELD_MESSAGES.saleAnimalsInvalid, 1, CYCLE_UNITS_MAX), pricePoisha: poisha }),
    z.object({ kind: z.literal('photo'), caption: text(FIELD_MESSAGES.captionRequired, FIELD_LIMITS.longText, FIELD_MESSAGES.captionTooLong) }),
  ],
  { error: FIELD_MESSAGES.kindInvalid },
);
export type FieldRecordDetails = z.output<typeof fieldRecordDetails>;
/** The details as a device writes them (optional notes may be left out). */
export type FieldRecordDetailsInput = z.input<typeof fieldRecordDetails>;

const position = z
  .object({
    latitude: z
      .number({ error: FIELD_MESSAGES.positionInvalid })
      .min(-90, { error: FIELD_MESSAGES.positionInvalid })
      .max(90, { error: FIELD_MESSAGES.positionInvalid }),
    longitude: z
      .number({ error: FIELD_MESSAGES.positionInvalid })
      .min(-180, { error: FIELD_MESSAGES.positionInvalid })
      .max(180, { error: FIELD_MESSAGES.positionInvalid }),
    accuracyMetres: z
      .number({ error: FIELD_MESSAGES.positionInvalid })
      .min(0, { error: FIELD_MESSAGES.positionInvalid })
      .max(FIELD_LIMITS.accuracyMaxMetres, { error: FIELD_MESSAGES.positionInvalid }),
  })
  .nullable();
export type FieldPosition = z.output<typeof position>;

/** A device time with its offset ("2026-12-07T09:30:00+06:00"), kept as the instant it names. */
export const deviceTime = (message: string) => z.iso.datetime({ offset: true, error: message });

/** POST /field/records: one version of a record, as the device saved it. */
export const fieldRecordInput = z
  .object({
    versionId: z.uuid({ error: FIELD_MESSAGES.versionIdInvalid }),
    recordId: z.uuid({ error: FIELD_MESSAGES.recordIdInvalid }),
    cycleId: z.uuid({ error: FIELD_MESSAGES.cycleRequired }),
    recordedAt: deviceTime(FIELD_MESSAGES.recordedAtInvalid),
    position: position.default(null),
    photoIds: z
      .array(z.uuid({ error: FIELD_MESSAGES.photoIdInvalid }), { error: FIELD_MESSAGES.photoIdInvalid })
      .max(FIELD_LIMITS.photosPerRecord, { error: FIELD_MESSAGES.tooManyPhotos })
      .default([]),
    details: fieldRecordDetails,
  })
  .superRefine((record, ctx) => {
    if (new Set(record.photoIds).size !== record.photoIds.length) ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.duplicatePhoto, path: ['photoIds'] });
    const { details } = record;
    if (details.kind === 'death') {
      if (details.cause === 'other' && !details.causeNote)
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.causeNoteRequired, path: ['details', 'causeNote'] });
      if (!record.photoIds.length) ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.deathPhotoRequired, path: ['photoIds'] });
    }
    if (details.kind === 'photo' && !record.photoIds.length) ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.photoRequired, path: ['photoIds'] });
  });
export type FieldRecordInput = z.output<typeof fieldRecordInput>;
/** One version as the device sends it. */
export type FieldRecordVersion = z.input<typeof fieldRecordInput>;

/**
 * The figures of a record the lists, charts and reconciliation sum, derived here once: the animals it
 * counts (headcount, deaths, sold), its amount in poisha (feed and vet costs, sale price) and a
 * weighing's average.
 */
export function fieldRecordFigures(details: FieldRecordDetails): {
  animalCount: number | null;
  amountPoisha: number | null;
  averageWeightGrams: number | null;
} {
  switch (details.kind) {
    case 'headcount':
    case 'death':
      return { animalCount: details.count, amountPoisha: null, averageWeightGrams: null };
    case 'weighing':
      return { animalCount: details.weightsGrams.length, amountPoisha: null, averageWeightGrams: averageWeightGrams(details.weightsGrams) };
    case 'feed':
    case 'vet':
      return { animalCount: null, amountPoisha: details.costPoisha, averageWeightGrams: null };
    case 'sale':
      return { animalCount: details.animals, amountPoisha: details.pricePoisha, averageWeightGrams: null };
    case 'photo':
      return { animalCount: null, amountPoisha: null, averageWeightGrams: null };
  }
}

/**
 * A cycle's headcount now, from the latest version of each of its records: the latest headcount's
 * count less the deaths and sales recorded after it or, before any headcount, `start` less every
 * death and sale; never below zero. One function, so the server and the device (with records still
 * waiting to be sent) say the same number.
 */
export function currentHeadcount(start: number, records: readonly { kind: FieldRecordKind; animalCount: number | null; recordedAt: string }[]): number {
  let count = start;
  let since = -Infinity;
  for (const record of records) {
    const at = Date.parse(record.recordedAt);
    if (record.kind === 'headcount' && record.animalCount !== null && at >= since) {
      count = record.animalCount;
      since = at;
    }
  }
  let lost = 0;
  for (const record of records) {
    if ((record.kind === 'death' || record.kind === 'sale') && Date.parse(record.recordedAt) > since) lost += record.animalCount ?? 0;
  }
  return Math.max(0, count - lost);
}

/** A record that moves the headcount (a headcount, a death, a sale), as the field app counts it. */
export const countingRecordView = z.object({
  recordId: z.string(),
  versionId: z.string(),
  kind: z.enum(['headcount', 'death', 'sale']),
  animalCount: z.number().int().nullable(),
  recordedAt: z.string(),
});
export type CountingRecord = z.infer<typeof countingRecordView>;

/** A version kept on the phone, as far as the headcount needs it. */
export type DeviceCountingVersion = {
  recordId: string;
  versionId: string;
  version: number;
  recordedAt: string;
  details: FieldRecordDetails;
  state: 'waiting' | 'sending' | 'sent' | 'rejected';
};

/**
 * The headcount the phone shows: currentHeadcount over the server's latest versions (from the last
 * sync) with the versions made on this phone laid over them, so a death recorded offline lowers it at
 * once. A version kept here replaces the synced one of its record (it is newer: an edit, or not yet
 * synced back); one the server refused counts for nothing.
 */
export function headcountOnDevice(start: number, synced: readonly CountingRecord[], device: readonly DeviceCountingVersion[]): number {
  const latest = new Map<string, { kind: FieldRecordKind; animalCount: number | null; recordedAt: string }>();
  for (const record of synced) latest.set(record.recordId, record);
  const newestHere = new Map<string, DeviceCountingVersion>();
  for (const version of device) {
    const seen = newestHere.get(version.recordId);
    if (!seen || seen.version < version.version) newestHere.set(version.recordId, version);
  }
  const known = new Set(synced.map((record) => record.versionId));
  for (const version of newestHere.values()) {
    // Already in the synced list as it is: nothing newer to lay over it.
    if (version.state === 'rejected' || known.has(version.versionId)) continue;
    latest.set(version.recordId, { kind: version.details.kind, animalCount: fieldRecordFigures(version.details).animalCount, recordedAt: version.recordedAt });
  }
  return currentHeadcount(start, [...latest.values()]);
}

/** One stored version of a record as the officer (and staff) read it. */
export const fieldRecordView = z.object({
  id: z.string(),
  versionId: z.string(),
  recordId: z.string(),
  version: z.number().int(),
  cycleId: z.string(),
  officerId: z.string(),
  officerName: z.string(),
  kind: z.enum(FIELD_RECORD_KINDS),
  recordedAt: z.string(),
  receivedAt: z.string(),
  position: z.object({ latitude: z.number(), longitude: z.number(), accuracyMetres: z.number() }).nullable(),
  photoIds: z.array(z.string()),
  details: fieldRecordDetails,
  averageWeightGrams: z.number().int().nullable(),
  animalCount: z.number().int().nullable(),
  amountPoisha: z.number().int().nullable(),
  currency: z.literal(FIELD_CURRENCY),
  reviewStatus: z.enum(FIELD_REVIEW_STATUSES),
  staffComment: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type FieldRecord = z.infer<typeof fieldRecordView>;

/** GET /field/records: the officer's records in one cycle, the latest version of each, newest received first. */
export const fieldRecordsQuery = z.object({ cycleId: z.uuid({ error: FIELD_MESSAGES.cycleRequired }), ...pageQuery(50) });

/** The plan's expectations a cycle may carry (staff's cycle form): what records are compared against. */
export const expectedWeightPoint = z.object({
  week: int(FIELD_MESSAGES.expectedWeightInvalid, 0, 104),
  grams: int(FIELD_MESSAGES.expectedWeightInvalid, FIELD_LIMITS.weightMinGrams, FIELD_LIMITS.weightMaxGrams),
});
export type ExpectedWeightPoint = z.infer<typeof expectedWeightPoint>;

/**
 * PUT /cycles/:id/field-plan: the cycle's farm plan. Mortality is in basis points (hundredths of a
 * percent: 5% is 500), the feed budget in poisha; each is optional (null: the plan does not say).
 */
export const cycleFieldPlanSchema = z
  .object({
    startingHeadcount: int(FIELD_MESSAGES.startingHeadcountInvalid, 1, CYCLE_UNITS_MAX).nullable().default(null),
    expectedMortalityBasisPoints: int(FIELD_MESSAGES.expectedMortalityInvalid, 0, 10_000).nullable().default(null),
    expectedWeights: z
      .array(expectedWeightPoint, { error: FIELD_MESSAGES.expectedWeightInvalid })
      .max(105, { error: FIELD_MESSAGES.expectedWeightInvalid })
      .default([]),
    feedBudgetPoisha: int(FIELD_MESSAGES.feedBudgetInvalid, 0, FIELD_LIMITS.amountMaxPoisha).nullable().default(null),
  })
  .superRefine((plan, ctx) => {
    const weeks = plan.expectedWeights.map((point) => point.week);
    if (new Set(weeks).size !== weeks.length) ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.expectedWeightsDuplicateWeek, path: ['expectedWeights'] });
  })
  .transform((plan) => ({ ...plan, expectedWeights: [...plan.expectedWeights].sort((a, b) => a.week - b.week) }));
export type CycleFieldPlan = z.output<typeof cycleFieldPlanSchema>;
export const cycleFieldPlanView = z.object({
  startingHeadcount: z.number().int().nullable(),
  expectedMortalityBasisPoints: z.number().int().nullable(),
  expectedWeights: z.array(z.object({ week: z.number().int(), grams: z.number().int() })),
  feedBudgetPoisha: z.number().int().nullable(),
});

/**
 * GET /field/cycles: a cycle the officer is assigned to, with what the forms need offline.
 * `currentHeadcount` is the latest headcount record's count less the deaths and sales recorded
 * after it, or, before any headcount, the starting headcount (the cycle's units when the plan does
 * not give one) less every death and sale; returned versions count too (they are the officer's
 * latest word until replaced).
 */
export const fieldCycleView = z.object({
  id: z.string(),
  name: z.string(),
  planTitle: z.string(),
  location: z.string(),
  startDate: z.string(),
  expectedEndDate: z.string(),
  status: z.enum(CYCLE_STATUSES),
  units: z.number().int(),
  currentHeadcount: z.number().int(),
  /** The latest version of each headcount, death and sale: the phone lays its unsent records over them. */
  countingRecords: z.array(countingRecordView),
  plan: cycleFieldPlanView,
});
export type FieldCycle = z.infer<typeof fieldCycleView>;

/** A field officer assigned to a cycle (staff's cycle page). */
export const fieldAssignmentView = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  assignedAt: z.string(),
  assignedByName: z.string().nullable(),
});
export type FieldAssignment = z.infer<typeof fieldAssignmentView>;
/** GET /field/officers: the active field officers an admin may assign. */
export const fieldOfficerOptionView = z.object({ id: z.string(), name: z.string(), email: z.string() });
/** POST /field/cycles/:id/officers. */
export const assignFieldOfficerSchema = z.object({ userId: z.uuid({ error: FIELD_MESSAGES.officerRequired }) });

export const { values: FIELD_PHOTO_STATUSES, labels: FIELD_PHOTO_STATUS_LABELS } = labelled({
  uploading: 'Uploading',
  ready: 'Ready',
  published: 'Published',
});
export type FieldPhotoStatus = (typeof FIELD_PHOTO_STATUSES)[number];

/**
 * The tus upload's metadata (Upload-Metadata, each value base64): `photoId` (client-made UUID),
 * `cycleId`, optional `takenAt` (device time), and optional `latitude`/`longitude`/`accuracyMetres`
 * only when the officer allowed the position (the server never reads GPS out of the file: it strips it).
 */
export const fieldPhotoMetadata = z.object({
  photoId: z.uuid({ error: FIELD_MESSAGES.photoMetadataInvalid }),
  cycleId: z.uuid({ error: FIELD_MESSAGES.photoMetadataInvalid }),
  takenAt: deviceTime(FIELD_MESSAGES.photoTakenAtInvalid).optional(),
  latitude: z.coerce
    .number({ error: FIELD_MESSAGES.positionInvalid })
    .min(-90, { error: FIELD_MESSAGES.positionInvalid })
    .max(90, { error: FIELD_MESSAGES.positionInvalid })
    .optional(),
  longitude: z.coerce
    .number({ error: FIELD_MESSAGES.positionInvalid })
    .min(-180, { error: FIELD_MESSAGES.positionInvalid })
    .max(180, { error: FIELD_MESSAGES.positionInvalid })
    .optional(),
  accuracyMetres: z.coerce
    .number({ error: FIELD_MESSAGES.positionInvalid })
    .min(0, { error: FIELD_MESSAGES.positionInvalid })
    .max(FIELD_LIMITS.accuracyMaxMetres, { error: FIELD_MESSAGES.positionInvalid })
    .optional(),
});
export type FieldPhotoMetadata = z.output<typeof fieldPhotoMetadata>;

/** A stored photo: its processed variants are read through GET /field/photos/:id/image?width=. */
export const fieldPhotoView = z.object({
  id: z.string(),
  cycleId: z.string(),
  officerId: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  takenAt: z.string().nullable(),
  status: z.enum(FIELD_PHOTO_STATUSES),
  url: z.string(),
});
export type FieldPhoto = z.infer<typeof fieldPhotoView>;

/** POST /field/photos (tus creation): the upload and how far it is (a photo already stored is complete). */
export const fieldUploadView = z.object({ id: z.string(), offset: z.number().int(), length: z.number().int() });
/** GET /field/photos/:id/image?width=: a srcset width (IMAGE_WIDTHS), or the full size when absent. */
const WIDTHS = IMAGE_WIDTHS.map(String) as [string, ...string[]];
export const fieldPhotoImageQuery = z.object({ width: z.enum(WIDTHS, { error: `Choose a width of ${WIDTHS.join(', ')}` }).optional() });
/** The tus protocol version the photo uploads speak. */
export const TUS_VERSION = '1.0.0';
