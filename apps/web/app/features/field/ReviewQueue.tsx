import { useState, type FormEvent } from 'react';
import { AlertTriangle } from 'lucide-react';
import {
  CYCLE_UPDATE_BODY_MAX,
  FIELD_COMMENT_MAX,
  FIELD_RECORD_KIND_LABELS,
  FIELD_REVIEW_MESSAGES,
  FIELD_REVIEW_STATUS_LABELS,
  describeRecord,
  fieldPhotoUrl,
  formatStaffDateTime,
  groupDigits,
  type FieldErrors,
  type FieldRecord,
  type ReviewFilter,
  type ReviewRecord,
} from '@app/contract';
import { api, ApiError, errorMessage } from '../../lib/api';
import { CardSection } from '../../ui/CardSection';
import { Field } from '../../ui/Field';
import { QueryState } from '../../ui/QueryState';
import { TableHead } from '../../ui/TableHead';
import { toast } from '../../ui/Toaster';
import { ToggleGroup } from '../../ui/admin/ToggleGroup';
import { useInvalidate } from '../../ui/admin/query';
import { cycleKeys } from '../cycles/api';
import { reviewKeys, useReviewQueue } from './review-api';

/** Field errors of a refused call, or the toast with the server's message. */
function refused(error: unknown, fallback: string, setErrors: (errors: FieldErrors) => void) {
  if (error instanceof ApiError && error.errors && Object.keys(error.errors).length) setErrors(error.errors);
  toast.error(errorMessage(error, fallback));
}

/** Metres between two positions (haversine): how far a record was made from the others. */
function metresBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(h)));
}

/**
 * Where the records were made, as a table: with no map tiles offline, a plot without a base map
 * says little, while each position's distance from the middle of the others shows the one made
 * somewhere else (and a table reads the same to a screen reader).
 */
function Positions({ records, village }: { records: ReviewRecord[]; village: string }) {
  const placed = records.filter((record): record is ReviewRecord & { position: NonNullable<FieldRecord['position']> } => record.position !== null);
  if (!placed.length) return <p className="text-sm text-muted">None of these records carries a position.</p>;
  const middle = {
    latitude: placed.reduce((sum, record) => sum + record.position.latitude, 0) / placed.length,
    longitude: placed.reduce((sum, record) => sum + record.position.longitude, 0) / placed.length,
  };
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-forest-800 underline">Where these records were made ({placed.length})</summary>
      {/* Focusable, so the table scrolls sideways from the keyboard on a narrow screen. */}
      <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label="Positions of the records">
        <table className="w-full min-w-[32rem] border-collapse text-left">
          <caption className="mb-1 text-left text-muted">Positions the officers’ phones gave, and how far each is from the middle of them ({village}).</caption>
          <TableHead
            columns={['Record', 'Latitude', 'Longitude', 'Accuracy', 'From the middle']}
            cellClassName="border-b border-stone-300 py-1 pr-3 font-semibold"
          />
          <tbody>
            {placed.map((record) => (
              <tr key={record.id}>
                <th scope="row" className="border-b border-stone-200 py-1 pr-3 font-normal">
                  {FIELD_RECORD_KIND_LABELS[record.kind]} · {formatStaffDateTime(record.recordedAt)}
                </th>
                <td className="border-b border-stone-200 py-1 pr-3 tabular-nums">{record.position.latitude.toFixed(5)}</td>
                <td className="border-b border-stone-200 py-1 pr-3 tabular-nums">{record.position.longitude.toFixed(5)}</td>
                <td className="border-b border-stone-200 py-1 pr-3 tabular-nums">±{groupDigits(Math.round(record.position.accuracyMetres))} m</td>
                <td className="border-b border-stone-200 py-1 pr-3 tabular-nums">{groupDigits(metresBetween(middle, record.position))} m</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function SendBackForm({ record, cycleId, onDone }: { record: ReviewRecord; cycleId: string; onDone: () => void }) {
  const invalidate = useInvalidate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      await api.post(`/field/cycles/${cycleId}/records/${record.id}/send-back`, { comment: new FormData(event.currentTarget).get('comment') });
      toast.success(FIELD_REVIEW_MESSAGES.sentBack);
      onDone();
      await invalidate(reviewKeys.all);
    } catch (error) {
      refused(error, 'Failed to send the record back', setErrors);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form method="post" onSubmit={submit} className="mt-3 space-y-2 rounded-lg bg-stone-50 p-3">
      <Field label="Comment for the officer" required error={errors.comment}>
        {(props) => <textarea {...props} name="comment" rows={2} maxLength={FIELD_COMMENT_MAX} className="input" />}
      </Field>
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {busy ? 'Sending...' : 'Send back'}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function RecordCard({ record, cycleId, chosen, onChoose }: { record: ReviewRecord; cycleId: string; chosen: boolean; onChoose: (on: boolean) => void }) {
  const [sending, setSending] = useState(false);
  const waiting = record.reviewStatus === 'submitted';
  const title = `${FIELD_RECORD_KIND_LABELS[record.kind]} by ${record.officerName}`;
  return (
    <li className={`rounded-lg border p-4 ${record.againstPlan.length ? 'border-orange-300 bg-orange-50/40' : 'border-stone-200'}`} data-record={record.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-sans text-sm font-semibold text-ink">
            {title}
            {record.version > 1 && <span className="font-normal text-muted"> · version {record.version}</span>}
          </h3>
          <p className="text-sm text-ink">{describeRecord(record.details, record.averageWeightGrams)}</p>
          <p className="text-xs text-muted">
            Made {formatStaffDateTime(record.recordedAt)} (phone’s clock) · received {formatStaffDateTime(record.receivedAt)} ·{' '}
            {FIELD_REVIEW_STATUS_LABELS[record.reviewStatus]}
          </p>
        </div>
        {waiting && (
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="h-4 w-4" checked={chosen} onChange={(event) => onChoose(event.target.checked)} />
            Include in the update
          </label>
        )}
      </div>
      {record.againstPlan.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-orange-950">
          {record.againstPlan.map((note) => (
            <li key={note} className="flex items-start gap-1.5">
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>{note}</span>
            </li>
          ))}
        </ul>
      )}
      {record.staffComment && <p className="mt-2 text-sm text-ink">Sent back: “{record.staffComment}”</p>}
      {record.photos.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {record.photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={fieldPhotoUrl(photo.id)} target="_blank" rel="noreferrer">
                <img
                  src={fieldPhotoUrl(photo.id, 480)}
                  alt={`Photo ${i + 1} of the ${FIELD_RECORD_KIND_LABELS[record.kind].toLowerCase()} record by ${record.officerName}`}
                  width={120}
                  height={90}
                  loading="lazy"
                  className="h-[90px] w-[120px] rounded object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {record.earlier.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-forest-800 underline">Earlier versions ({record.earlier.length})</summary>
          <ol className="mt-1 space-y-1 pl-4 text-muted">
            {record.earlier.map((earlier) => (
              <li key={earlier.id}>
                Version {earlier.version}, received {formatStaffDateTime(earlier.receivedAt)}: {describeRecord(earlier.details, earlier.averageWeightGrams)}
                {earlier.staffComment && ` · sent back: “${earlier.staffComment}”`}
              </li>
            ))}
          </ol>
        </details>
      )}
      {waiting && !sending && (
        <button type="button" className="btn btn-outline btn-sm mt-3" onClick={() => setSending(true)} aria-label={`Send back the ${title.toLowerCase()}`}>
          Send back
        </button>
      )}
      {sending && <SendBackForm record={record} cycleId={cycleId} onDone={() => setSending(false)} />}
    </li>
  );
}

function PublishForm({ cycleId, chosen, onPublished }: { cycleId: string; chosen: string[]; onPublished: () => void }) {
  const invalidate = useInvalidate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setErrors({});
    try {
      await api.post(`/field/cycles/${cycleId}/publish`, { versionIds: chosen, body: data.get('body'), bodyBn: data.get('bodyBn') });
      toast.success(FIELD_REVIEW_MESSAGES.published);
      form.reset();
      onPublished();
      await invalidate(reviewKeys.all);
      await invalidate(cycleKeys.detail(cycleId));
    } catch (error) {
      refused(error, 'Failed to publish the records', setErrors);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form method="post" onSubmit={submit} className="space-y-3 rounded-lg border border-forest-200 bg-forest-50/50 p-4" aria-labelledby="publish-heading">
      <h3 id="publish-heading" className="font-sans text-sm font-semibold text-forest-900">
        {chosen.length ? `Publish ${chosen.length === 1 ? '1 record' : `${chosen.length} records`} as an update` : 'Publish records as an update'}
      </h3>
      {chosen.length === 0 && <p className="text-sm text-ink">Tick “Include in the update” on the records to publish.</p>}
      <p className="text-sm text-muted">Investors in this cycle are mailed and see the records’ figures and photos on their investment page.</p>
      {errors.versionIds && <p className="field-error">{errors.versionIds}</p>}
      <Field label="Update for investors (English)" required error={errors.body}>
        {(props) => <textarea {...props} name="body" rows={3} maxLength={CYCLE_UPDATE_BODY_MAX} className="input" />}
      </Field>
      <Field label="The same in Bengali" hint="Optional until the Bengali pages are out; kept with the update." error={errors.bodyBn}>
        {(props) => <textarea {...props} name="bodyBn" rows={3} maxLength={CYCLE_UPDATE_BODY_MAX} lang="bn" className="input" />}
      </Field>
      <button type="submit" className="btn btn-primary" disabled={busy || chosen.length === 0}>
        {busy ? 'Publishing...' : 'Publish as an update'}
      </button>
    </form>
  );
}

const FILTERS: ReviewFilter[] = ['submitted', 'returned', 'published', 'all'];

/** The cycle's records from the field: what arrived, against the plan, to send back or publish to investors. */
export function ReviewQueue({ cycleId, canPublish }: { cycleId: string; canPublish: boolean }) {
  const [status, setStatus] = useState<ReviewFilter>('submitted');
  const [chosen, setChosen] = useState<string[]>([]);
  const query = useReviewQueue(cycleId, status);
  const counts = query.data?.counts;
  return (
    <CardSection id="field-records-heading" title="Records from the field" titleClassName="mb-3">
      <div className="space-y-4">
        <ToggleGroup
          label="Show records"
          value={status}
          onChange={(next) => {
            setStatus(next);
            setChosen([]);
          }}
          options={FILTERS.map((value) => ({
            value,
            label: value === 'all' ? 'All' : `${FIELD_REVIEW_STATUS_LABELS[value]}${counts ? ` (${counts[value]})` : ''}`,
          }))}
        />
        <QueryState query={query} loading="Loading the records..." failure="Failed to load the records">
          {(queue) =>
            queue.records.length === 0 ? (
              <p className="text-sm text-muted">No records here.</p>
            ) : (
              <>
                <Positions records={queue.records} village={queue.location} />
                <ul className="space-y-3">
                  {queue.records.map((record) => (
                    <RecordCard
                      key={record.id}
                      record={record}
                      cycleId={cycleId}
                      chosen={chosen.includes(record.id)}
                      onChoose={(on) => setChosen((list) => (on ? [...list, record.id] : list.filter((id) => id !== record.id)))}
                    />
                  ))}
                </ul>
                {canPublish && status === 'submitted' && <PublishForm cycleId={cycleId} chosen={chosen} onPublished={() => setChosen([])} />}
              </>
            )
          }
        </QueryState>
      </div>
    </CardSection>
  );
}
