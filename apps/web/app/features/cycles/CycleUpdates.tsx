import { useQuery } from '@tanstack/react-query';
import { formatDate, formatMoney, groupDigits, updateBodyIn, type Cycle, type CycleUpdate, type Language } from '@app/contract';
import { useLanguage } from '../../lib/language';
import { api } from '../../lib/api';
import { QueryState } from '../../ui/QueryState';
import { UploadedPhoto } from '../../ui/UploadedPhoto';

export type InvestorCycle = { cycle: Omit<Cycle, 'investmentCount'>; updates: CycleUpdate[] };

/** The updates, each in the reader's language where staff wrote it in Bengali (staff's own screens read English). */
export function UpdateList({ updates, currency, language = 'en' }: { updates: CycleUpdate[]; currency: Cycle['currency']; language?: Language }) {
  if (!updates.length) return <p className="text-sm text-muted">No updates yet. The field team posts news and photos as the cycle goes on.</p>;
  return (
    <ol className="space-y-6">
      {updates.map((update) => {
        const body = updateBodyIn(update, language);
        return (
          <li key={update.id} className="border-l-2 border-forest-200 pl-4">
            <p className="text-xs font-semibold uppercase tracking-wide text-earth-600">
              <time dateTime={update.publishedAt}>{formatDate(update.publishedAt, '—', language)}</time>
            </p>
            <p className="mt-1 whitespace-pre-line text-sm text-ink" lang={body.language === language ? undefined : body.language === 'bn' ? 'bn' : 'en-GB'}>
              {body.text}
            </p>
            {(update.averageWeightKg !== null || update.mortalityCount !== null || update.feedCostPence !== null) && (
              <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted">
                {update.averageWeightKg !== null && (
                  <div>
                    <dt className="inline">Average weight: </dt>
                    <dd className="inline font-semibold text-ink">{update.averageWeightKg} kg</dd>
                  </div>
                )}
                {update.mortalityCount !== null && (
                  <div>
                    <dt className="inline">Mortality: </dt>
                    <dd className="inline font-semibold text-ink">{groupDigits(update.mortalityCount)}</dd>
                  </div>
                )}
                {update.feedCostPence !== null && (
                  <div>
                    <dt className="inline">Feed cost: </dt>
                    <dd className="inline font-semibold text-ink">{formatMoney(update.feedCostPence, currency)}</dd>
                  </div>
                )}
              </dl>
            )}
            {update.photos.length > 0 && (
              <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
                {update.photos.map((photo) => (
                  <li key={photo.url}>
                    <a href={photo.url} target="_blank" rel="noreferrer">
                      <UploadedPhoto src={photo.url} frame="photo" sizes="(min-width: 640px) 200px, 45vw" alt={photo.alt} className="rounded-lg" />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The investor's view of the cycle their investment runs in: its facts and the field updates. */
export function CycleUpdates({ cycleId, initial }: { cycleId: string; initial?: InvestorCycle }) {
  const language = useLanguage();
  const query = useQuery({
    queryKey: ['investor', 'cycles', cycleId],
    initialData: initial,
    queryFn: async () => (await api.get<{ data: InvestorCycle }>(`/investor/cycles/${cycleId}`)).data,
  });
  return (
    <section aria-labelledby="cycle-heading" className="card p-5 sm:p-6">
      <h2 id="cycle-heading" className="font-display text-lg font-semibold text-forest-900">
        From the farm
      </h2>
      <QueryState query={query} loading="Loading the cycle..." failure="Failed to load the cycle updates">
        {(cycleUpdates) => (
          <>
            <p className="mb-5 mt-1 text-sm text-muted">
              {cycleUpdates.cycle.name} · {cycleUpdates.cycle.location} · {formatDate(cycleUpdates.cycle.startDate)} to{' '}
              {cycleUpdates.cycle.closedOn ? `${formatDate(cycleUpdates.cycle.closedOn)} (closed)` : `about ${formatDate(cycleUpdates.cycle.expectedEndDate)}`}
            </p>
            <UpdateList updates={cycleUpdates.updates} currency={cycleUpdates.cycle.currency} language={language} />
          </>
        )}
      </QueryState>
    </section>
  );
}
