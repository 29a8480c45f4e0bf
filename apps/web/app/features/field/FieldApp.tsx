import { useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight, CloudOff, RefreshCw } from 'lucide-react';
import { averageWeightGrams, FIELD_RECORD_KINDS, headcountOnDevice, type FieldCycle, type FieldRecordKind } from '@app/contract';
import type { DeviceRecord } from './device-store';
import { useFieldLanguage } from './language';
import { RecordForm } from './RecordForm';
import { useFieldDevice } from './use-field-device';
import { inWords, type FieldWords } from './words';

type View = { name: 'cycles' } | { name: 'cycle'; cycleId: string } | { name: 'form'; cycleId: string; kind: FieldRecordKind; earlier?: DeviceRecord };

/** Each record's newest version kept on this phone, newest first. */
function latestVersions(records: DeviceRecord[]) {
  const latest = new Map<string, DeviceRecord>();
  for (const record of records) {
    const seen = latest.get(record.recordId);
    if (!seen || seen.version < record.version) latest.set(record.recordId, record);
  }
  return [...latest.values()].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

function summary(words: FieldWords, record: DeviceRecord) {
  const details = record.details;
  switch (details.kind) {
    case 'headcount':
      return words.animals(details.count);
    case 'death':
      return `${words.animals(details.count)}: ${words.causes[details.cause]}`;
    case 'weighing':
      return `${words.fields.average} ${words.grams(averageWeightGrams(details.weightsGrams))}`;
    case 'feed':
      return `${details.feed}, ${words.kilograms(details.quantityGrams)}, ${words.taka(details.costPoisha)}`;
    case 'vet':
      return `${details.treatment}, ${words.taka(details.costPoisha)}`;
    case 'sale':
      return `${words.animals(details.animals)}, ${words.taka(details.pricePoisha)}`;
    case 'photo':
      return details.caption;
  }
}

function RecordRow({ words, record, onEdit }: { words: FieldWords; record: DeviceRecord; onEdit: () => void }) {
  const returned = record.review?.reviewStatus === 'returned';
  return (
    <li className="card p-4" data-record-id={record.recordId}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-semibold">{words.kinds[record.details.kind]}</p>
          <p className="text-sm">{summary(words, record)}</p>
          <p className="mt-1 text-xs text-muted">
            {words.dateTime(record.recordedAt)} · {words.version(record.version)}
          </p>
        </div>
        <span
          className={`badge shrink-0 ${record.state === 'sent' ? 'bg-forest-100 text-forest-800' : record.state === 'rejected' ? 'bg-red-100 text-red-800' : 'bg-wheat-200 text-earth-700'}`}
          data-state={record.state}
        >
          {record.state === 'sent' && record.review ? words.review[record.review.reviewStatus] : words.state[record.state]}
        </span>
      </div>
      {returned && record.review?.staffComment && <p className="mt-2 rounded-lg bg-wheat-100 p-2 text-sm">{words.sentBack(record.review.staffComment)}</p>}
      {record.problem && <p className="mt-2 text-sm text-red-800">{inWords(words, record.problem)}</p>}
      {record.state === 'sent' && record.review?.reviewStatus !== 'published' && (
        <button type="button" className="btn btn-outline mt-3 min-h-12 w-full" onClick={onEdit}>
          {words.edit}
        </button>
      )}
    </li>
  );
}

/**
 * The cycle's headcount on this phone: the last sync's records with the ones kept here laid over them,
 * so a death recorded offline counts at once. A cycle list kept before the records came with it shows
 * the server's number.
 */
function headcountHere(cycle: FieldCycle, records: DeviceRecord[]) {
  const synced = cycle.countingRecords as FieldCycle['countingRecords'] | undefined;
  if (!synced) return cycle.currentHeadcount;
  return headcountOnDevice(
    cycle.plan.startingHeadcount ?? cycle.units,
    synced,
    records.filter((record) => record.cycleId === cycle.id),
  );
}

function CycleCard({ words, cycle, headcount, onOpen }: { words: FieldWords; cycle: FieldCycle; headcount: number; onOpen: () => void }) {
  return (
    <li>
      <button type="button" onClick={onOpen} className="card flex min-h-16 w-full items-center justify-between gap-3 p-4 text-left hover:bg-forest-50">
        <span>
          <span className="block text-lg font-semibold">{cycle.name}</span>
          <span className="block text-sm text-muted">
            {words.village}: {cycle.location} · {words.started} {words.date(cycle.startDate)}
          </span>
          <span className="block text-sm">
            {words.headcount}: <span data-testid="field-headcount">{words.animals(headcount)}</span>
          </span>
        </span>
        <ChevronRight className="h-6 w-6 shrink-0" aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * The field app: the officer's cycles, a cycle's records and the record forms, all from the phone's
 * store, with the send queue's state always in view (a live region says how many wait).
 */
export function FieldApp() {
  const { words, toggle } = useFieldLanguage();
  const device = useFieldDevice();
  const [view, setView] = useState<View>({ name: 'cycles' });
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const snapshot = device.snapshot;
  const officerId = snapshot?.officerId;
  const mine = device.records.filter((record) => record.officerId === officerId);
  const waiting = mine.filter((record) => record.state === 'waiting' || record.state === 'sending').length;
  const cycle = view.name === 'cycles' ? undefined : snapshot?.cycles.find((one) => one.id === view.cycleId);

  // A new screen: focus its heading, so a screen reader and the keyboard start there.
  useEffect(() => heading.current?.focus(), [view]);

  const title =
    view.name === 'form' ? `${words.kinds[view.kind]}${cycle ? `: ${cycle.name}` : ''}` : view.name === 'cycle' && cycle ? cycle.name : words.cyclesHeading;

  return (
    <div className="field-app mx-auto min-h-screen max-w-xl pb-16">
      <header className="sticky top-0 z-10 bg-forest-800 px-4 py-3 text-white">
        <div className="flex items-center justify-between gap-3">
          <p className="font-display text-xl font-semibold">{words.appName}</p>
          <button type="button" onClick={toggle} className="btn min-h-12 border border-white/60 text-white hover:bg-forest-700">
            <span lang={words.language === 'bn' ? 'en-GB' : 'bn-BD'}>{words.otherLanguage}</span>
            <span className="sr-only">: {words.switchLanguage}</span>
          </button>
        </div>
        <div className="mt-2 flex items-center justify-between gap-3 text-sm">
          <p aria-live="polite" role="status" data-testid="field-queue">
            {waiting > 0 ? words.waitingToSend(waiting) : words.allSent}
          </p>
          {device.online ? (
            <button
              type="button"
              className="btn min-h-12 bg-wheat-400 text-forest-950 hover:bg-wheat-300"
              onClick={() => void device.sync()}
              disabled={device.sending}
            >
              <RefreshCw className={`h-4 w-4 ${device.sending ? 'animate-spin' : ''}`} aria-hidden="true" />
              {device.sending ? words.sending : words.sendNow}
            </button>
          ) : (
            <p className="flex items-center gap-1">
              <CloudOff className="h-4 w-4" aria-hidden="true" />
              {words.offline}
            </p>
          )}
        </div>
      </header>

      <main className="space-y-4 px-4 pt-4">
        {device.access === 'signed-out' && (
          <p className="rounded-lg border border-wheat-400 bg-wheat-100 p-3 text-base" role="alert">
            {snapshot ? words.signInAgain : words.signInFirst}{' '}
            <a className="font-semibold text-forest-800 underline" href="/login?redirect=%2Ffield">
              {words.signIn}
            </a>
          </p>
        )}
        {device.access === 'not-officer' && <p className="rounded-lg bg-wheat-100 p-3 text-base">{words.notFieldOfficer}</p>}
        {notice && (
          <p className="rounded-lg bg-forest-50 p-3 text-base text-forest-900" role="status">
            {notice}
          </p>
        )}

        {view.name !== 'cycles' && (
          <button
            type="button"
            className="btn btn-ghost -ml-2 min-h-12 text-base"
            onClick={() => setView(view.name === 'form' ? { name: 'cycle', cycleId: view.cycleId } : { name: 'cycles' })}
          >
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
            {words.back}
          </button>
        )}
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
          {title}
        </h1>

        {view.name === 'cycles' &&
          (!snapshot ? (
            <p>{device.access === 'checking' ? words.loading : device.access === 'offline' ? words.signInFirst : ''}</p>
          ) : snapshot.cycles.length === 0 ? (
            <p>{words.noCycles}</p>
          ) : (
            <>
              <p className="text-sm text-muted">{words.lastSynced(words.dateTime(snapshot.syncedAt))}</p>
              <ul className="space-y-3">
                {snapshot.cycles.map((one) => (
                  <CycleCard
                    key={one.id}
                    words={words}
                    cycle={one}
                    headcount={headcountHere(one, device.records)}
                    onOpen={() => setView({ name: 'cycle', cycleId: one.id })}
                  />
                ))}
              </ul>
            </>
          ))}

        {view.name === 'cycle' && cycle && (
          <>
            <p className="text-base">
              {words.village}: {cycle.location} · {words.headcount}:{' '}
              <strong data-testid="field-headcount">{words.animals(headcountHere(cycle, device.records))}</strong>
            </p>
            <section aria-labelledby="new-record">
              <h2 id="new-record" className="mb-2 text-lg font-semibold">
                {words.newRecord}
              </h2>
              <ul className="grid grid-cols-2 gap-3">
                {FIELD_RECORD_KINDS.map((kind) => (
                  <li key={kind}>
                    <button
                      type="button"
                      className="btn btn-primary min-h-16 w-full text-base"
                      onClick={() => {
                        setNotice('');
                        setView({ name: 'form', cycleId: cycle.id, kind });
                      }}
                    >
                      {words.kinds[kind]}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="records">
              <h2 id="records" className="mb-2 text-lg font-semibold">
                {words.recordsHeading}
              </h2>
              {(() => {
                const rows = latestVersions(mine.filter((record) => record.cycleId === cycle.id));
                return rows.length === 0 ? (
                  <p>{words.noRecords}</p>
                ) : (
                  <ul className="space-y-3">
                    {rows.map((record) => (
                      <RecordRow
                        key={record.recordId}
                        words={words}
                        record={record}
                        onEdit={() => setView({ name: 'form', cycleId: cycle.id, kind: record.details.kind, earlier: record })}
                      />
                    ))}
                  </ul>
                );
              })()}
            </section>
          </>
        )}

        {view.name === 'form' && cycle && officerId && (
          <RecordForm
            key={`${view.kind}-${view.earlier?.versionId ?? 'new'}`}
            words={words}
            cycle={cycle}
            kind={view.kind}
            officerId={officerId}
            earlier={view.earlier}
            onDone={(saved) => {
              if (saved) {
                setNotice(words.saved);
                void device.queued();
              }
              setView({ name: 'cycle', cycleId: view.cycleId });
            }}
          />
        )}
      </main>
    </div>
  );
}
