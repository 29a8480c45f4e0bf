import { useState, type FormEvent, type ReactNode } from 'react';
import { MapPin, Plus, X } from 'lucide-react';
import {
  averageWeightGrams,
  DEATH_CAUSES,
  fieldRecordInput,
  FIELD_LIMITS,
  parseAmount,
  type FieldCycle,
  type FieldRecordDetails,
  type FieldRecordKind,
  type FieldPosition,
} from '@app/contract';
import { Field } from '../../ui/Field';
import { keepRecord, type DeviceRecord } from './device-store';
import { PhotoPicker, type PickedPhoto } from './PhotoPicker';
import { inWords, type FieldWords } from './words';

/** Digits as typed on a Bengali keyboard (০-৯) read as the digits they are. */
export function latinDigits(text: string) {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6)).trim();
}
const wholeNumber = (text: string) => (latinDigits(text) === '' ? undefined : Number(latinDigits(text)));
/** Taka typed as "1,250.50": poisha, or NaN for the schema to refuse with its message. */
function poisha(text: string) {
  if (latinDigits(text) === '') return undefined;
  const parsed = parseAmount(latinDigits(text));
  return 'pence' in parsed ? parsed.pence : Number.NaN;
}
const kilogramsToGrams = (text: string) => (latinDigits(text) === '' ? undefined : Math.round(Number(latinDigits(text).replace(/,/g, '')) * 1000));

type Values = Record<string, string>;

/** The kind's details from what the officer typed, for the contract's schema to judge. */
function detailsOf(kind: FieldRecordKind, values: Values, weights: string[]): unknown {
  switch (kind) {
    case 'headcount':
      return { kind, count: wholeNumber(values.count ?? '') };
    case 'death':
      return { kind, count: wholeNumber(values.count ?? ''), cause: values.cause || undefined, causeNote: values.causeNote?.trim() || undefined };
    case 'weighing':
      return { kind, weightsGrams: weights.map((weight) => wholeNumber(weight)) };
    case 'feed':
      return { kind, feed: values.feed?.trim() ?? '', quantityGrams: kilogramsToGrams(values.quantity ?? ''), costPoisha: poisha(values.cost ?? '') };
    case 'vet':
      return { kind, treatment: values.treatment?.trim() ?? '', medicine: values.medicine?.trim() ?? '', costPoisha: poisha(values.cost ?? '') };
    case 'sale':
      return { kind, animals: wholeNumber(values.animals ?? ''), pricePoisha: poisha(values.price ?? '') };
    case 'photo':
      return { kind, caption: values.caption?.trim() ?? '' };
  }
}

/** What an earlier version said, as the form's text (an edit starts from it). */
function valuesOf(details: FieldRecordDetails | undefined): { values: Values; weights: string[] } {
  if (!details) return { values: {}, weights: [''] };
  const text = (value: number | undefined) => (value === undefined ? '' : String(value));
  const taka = (minor: number) => (minor / 100).toFixed(2);
  switch (details.kind) {
    case 'headcount':
      return { values: { count: text(details.count) }, weights: [''] };
    case 'death':
      return { values: { count: text(details.count), cause: details.cause, causeNote: details.causeNote ?? '' }, weights: [''] };
    case 'weighing':
      return { values: {}, weights: details.weightsGrams.map(String) };
    case 'feed':
      return { values: { feed: details.feed, quantity: String(details.quantityGrams / 1000), cost: taka(details.costPoisha) }, weights: [''] };
    case 'vet':
      return { values: { treatment: details.treatment, medicine: details.medicine ?? '', cost: taka(details.costPoisha) }, weights: [''] };
    case 'sale':
      return { values: { animals: text(details.animals), price: taka(details.pricePoisha) }, weights: [''] };
    case 'photo':
      return { values: { caption: details.caption }, weights: [''] };
  }
}

/** The schema's messages by the form's field names ("details.count" -> "count"). */
function errorsOf(words: FieldWords, issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const [first, second, third] = issue.path.map(String);
    const key = first === 'details' ? (second === 'weightsGrams' && third !== undefined ? `weight-${third}` : (second ?? 'details')) : (first ?? 'form');
    errors[key] ??= inWords(words, issue.message);
  }
  return errors;
}

function locate(): Promise<FieldPosition | null> {
  return new Promise((resolve) => {
    if (!navigator.geolocation) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracyMetres: Math.round(coords.accuracy) }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  });
}

function TextField({
  label,
  name,
  values,
  set,
  error,
  numeric,
  multiline,
}: {
  label: ReactNode;
  name: string;
  values: Values;
  set: (name: string, value: string) => void;
  error?: string;
  numeric?: 'numeric' | 'decimal';
  multiline?: boolean;
}) {
  return (
    <Field label={label} error={error}>
      {(props) =>
        multiline ? (
          <textarea {...props} rows={3} className="input min-h-12 text-base" value={values[name] ?? ''} onChange={(event) => set(name, event.target.value)} />
        ) : (
          <input
            {...props}
            className="input min-h-12 text-base"
            inputMode={numeric}
            value={values[name] ?? ''}
            onChange={(event) => set(name, event.target.value)}
          />
        )
      }
    </Field>
  );
}

/**
 * One record's form, sized for a phone. Saving checks it with the contract's schema (the same rules
 * the server applies), then keeps it on the phone with its photos; sending is the queue's job. An
 * edit of an earlier version is a new version of the same record: a new versionId, never an overwrite.
 */
export function RecordForm({
  words,
  cycle,
  kind,
  officerId,
  earlier,
  onDone,
}: {
  words: FieldWords;
  cycle: FieldCycle;
  kind: FieldRecordKind;
  officerId: string;
  earlier?: DeviceRecord;
  onDone: (saved: boolean) => void;
}) {
  const start = valuesOf(earlier?.details);
  const [values, setValues] = useState<Values>(start.values);
  const [weights, setWeights] = useState<string[]>(start.weights);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [position, setPosition] = useState<FieldPosition | null>(earlier?.position ?? null);
  const [positionNote, setPositionNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const f = words.fields;

  const typedWeights = weights.map((weight) => wholeNumber(weight)).filter((weight): weight is number => Number.isInteger(weight) && weight! > 0);
  const average = typedWeights.length ? averageWeightGrams(typedWeights) : null;

  const askPosition = async () => {
    const found = await locate();
    setPosition(found);
    setPositionNote(found ? f.positionFound : f.positionRefused);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const keptPhotoIds = earlier?.photoIds ?? [];
    const input = {
      versionId: crypto.randomUUID(),
      recordId: earlier?.recordId ?? crypto.randomUUID(),
      cycleId: cycle.id,
      recordedAt: new Date().toISOString(),
      position,
      photoIds: [...keptPhotoIds, ...photos.map((photo) => photo.photoId)],
      details: detailsOf(kind, values, weights),
    };
    const parsed = fieldRecordInput.safeParse(input);
    if (!parsed.success) {
      setErrors(errorsOf(words, parsed.error.issues));
      return;
    }
    setSaving(true);
    const record: DeviceRecord = {
      ...parsed.data,
      version: (earlier?.version ?? 0) + 1,
      officerId,
      savedAt: new Date().toISOString(),
      state: 'waiting',
    };
    await keepRecord(
      record,
      photos.map((photo) => ({ ...photo, cycleId: cycle.id, officerId, takenAt: record.recordedAt, uploaded: false })),
    );
    onDone(true);
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5">
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {words.fixErrors}
        </p>
      )}
      {(kind === 'headcount' || kind === 'death') && (
        <TextField label={kind === 'death' ? f.deaths : f.count} name="count" values={values} set={set} error={errors.count} numeric="numeric" />
      )}
      {kind === 'death' && (
        <>
          <fieldset>
            <legend className="label">{f.cause}</legend>
            <div className="grid grid-cols-2 gap-2">
              {DEATH_CAUSES.map((cause) => (
                <label
                  key={cause}
                  className="flex min-h-12 items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 text-base has-[:checked]:border-forest-700 has-[:checked]:bg-forest-50"
                >
                  <input type="radio" name="cause" value={cause} checked={values.cause === cause} onChange={() => set('cause', cause)} className="h-5 w-5" />
                  {words.causes[cause]}
                </label>
              ))}
            </div>
            {errors.cause && (
              <p className="field-error" role="alert">
                {errors.cause}
              </p>
            )}
          </fieldset>
          {values.cause === 'other' && <TextField label={f.causeNote} name="causeNote" values={values} set={set} error={errors.causeNote} multiline />}
        </>
      )}
      {kind === 'weighing' && (
        <fieldset className="space-y-3">
          <legend className="label">{f.weights}</legend>
          {weights.map((weight, index) => (
            <div key={index} className="flex items-end gap-2">
              <div className="flex-1">
                <Field label={f.weight(index + 1)} error={errors[`weight-${index}`]}>
                  {(props) => (
                    <input
                      {...props}
                      className="input min-h-12 text-base"
                      inputMode="numeric"
                      value={weight}
                      onChange={(event) => setWeights((current) => current.map((other, i) => (i === index ? event.target.value : other)))}
                    />
                  )}
                </Field>
              </div>
              {weights.length > 1 && (
                <button
                  type="button"
                  className="btn btn-ghost h-12 w-12 p-0"
                  aria-label={f.removeWeight(index + 1)}
                  onClick={() => setWeights((current) => current.filter((_, i) => i !== index))}
                >
                  <X className="h-5 w-5" aria-hidden="true" />
                </button>
              )}
            </div>
          ))}
          {errors.weightsGrams && (
            <p className="field-error" role="alert">
              {errors.weightsGrams}
            </p>
          )}
          <button type="button" className="btn btn-outline min-h-12 w-full" onClick={() => setWeights((current) => [...current, ''])}>
            <Plus className="h-5 w-5" aria-hidden="true" />
            {f.addWeight}
          </button>
          <p className="rounded-lg bg-wheat-100 p-3 text-base" aria-live="polite">
            {f.average}: <output className="font-semibold">{average === null ? '–' : words.grams(average)}</output>
          </p>
        </fieldset>
      )}
      {kind === 'feed' && (
        <>
          <TextField label={f.feed} name="feed" values={values} set={set} error={errors.feed} />
          <TextField label={f.quantity} name="quantity" values={values} set={set} error={errors.quantityGrams} numeric="decimal" />
        </>
      )}
      {kind === 'vet' && (
        <>
          <TextField label={f.treatment} name="treatment" values={values} set={set} error={errors.treatment} />
          <TextField label={f.medicine} name="medicine" values={values} set={set} error={errors.medicine} />
        </>
      )}
      {(kind === 'feed' || kind === 'vet') && <TextField label={f.cost} name="cost" values={values} set={set} error={errors.costPoisha} numeric="decimal" />}
      {kind === 'sale' && (
        <>
          <TextField label={f.animalsSold} name="animals" values={values} set={set} error={errors.animals} numeric="numeric" />
          <TextField label={f.price} name="price" values={values} set={set} error={errors.pricePoisha} numeric="decimal" />
        </>
      )}
      {kind === 'photo' && <TextField label={f.caption} name="caption" values={values} set={set} error={errors.caption} multiline />}
      <PhotoPicker
        words={words}
        photos={photos}
        onChange={setPhotos}
        max={FIELD_LIMITS.photosPerRecord - (earlier?.photoIds.length ?? 0)}
        error={errors.photoIds ?? errors.details}
      />
      <div>
        <button type="button" className="btn btn-outline min-h-12 w-full" onClick={() => void askPosition()}>
          <MapPin className="h-5 w-5" aria-hidden="true" />
          {f.position}
        </button>
        <p className="mt-1 text-sm text-muted" role="status">
          {positionNote || f.positionHelp}
        </p>
      </div>
      <div className="flex gap-3">
        <button type="submit" className="btn btn-primary min-h-12 flex-1 text-base" disabled={saving}>
          {words.save}
        </button>
        <button type="button" className="btn btn-ghost min-h-12 text-base" onClick={() => onDone(false)}>
          {words.cancel}
        </button>
      </div>
    </form>
  );
}
