import { ANIMALS_ROUNDING, fieldPhotoUrl, formatDate, formatMoney, groupDigits, type InvestorFarm } from '@app/contract';
import { BarChart, LineChart } from '../../ui/charts/Charts';

const ACTUAL = 'var(--color-forest-600)';
const PLAN = 'var(--color-earth-600)';
const taka = (poisha: number) => formatMoney(poisha, 'BDT');
const grams = (value: number) => `${groupDigits(value)} g`;

function HeadcountChart({ farm }: { farm: InvestorFarm }) {
  const points = farm.headcount;
  const last = points.at(-1)!;
  const planned = points.filter((point) => point.plannedHeadcount !== null);
  return (
    <LineChart
      name="headcount"
      title="Headcount and deaths against the plan"
      description={`${groupDigits(farm.startingHeadcount)} animals at the start, ${groupDigits(last.headcount)} on ${formatDate(last.day)} after ${groupDigits(last.deathsToDate)} deaths.${
        last.plannedHeadcount !== null
          ? ` The plan expects ${groupDigits(last.plannedHeadcount)} by then (${farm.expectedMortalityPercent}% mortality over the cycle).`
          : ' The plan gives no expected mortality.'
      }`}
      series={[
        { key: 'actual', label: 'Headcount recorded', color: ACTUAL, points: points.map((point) => ({ day: point.day, value: point.headcount })) },
        ...(planned.length
          ? [
              {
                key: 'plan',
                label: 'Headcount the plan expects',
                color: PLAN,
                dashed: true,
                points: planned.map((point) => ({ day: point.day, value: point.plannedHeadcount! })),
              },
            ]
          : []),
      ]}
      fromZero={false}
      format={groupDigits}
      dayLabel={formatDate}
      table={{
        caption: 'Headcount and deaths by date, against the plan',
        head: ['Date', 'Headcount', 'Deaths so far', 'Plan expects'],
        rows: points.map((point) => [
          formatDate(point.day),
          groupDigits(point.headcount),
          groupDigits(point.deathsToDate),
          point.plannedHeadcount === null ? '—' : groupDigits(point.plannedHeadcount),
        ]),
      }}
    />
  );
}

function WeightChart({ farm }: { farm: InvestorFarm }) {
  const planned = farm.weights.filter((point) => point.plannedGrams !== null);
  const last = farm.weights.at(-1)!;
  return (
    <LineChart
      name="weight"
      title="Average weight over time"
      description={`${farm.weights.length === 1 ? 'One weighing' : `${farm.weights.length} weighings`}; the latest, on ${formatDate(last.day)}, averaged ${grams(last.averageGrams)}${
        last.plannedGrams !== null ? ` against ${grams(last.plannedGrams)} in the plan` : ''
      }.`}
      series={[
        { key: 'actual', label: 'Average weight weighed', color: ACTUAL, points: farm.weights.map((point) => ({ day: point.day, value: point.averageGrams })) },
        ...(planned.length
          ? [
              {
                key: 'plan',
                label: 'Weight the plan expects',
                color: PLAN,
                dashed: true,
                points: planned.map((point) => ({ day: point.day, value: point.plannedGrams! })),
              },
            ]
          : []),
      ]}
      format={grams}
      dayLabel={formatDate}
      table={{
        caption: 'Average weight by weighing, against the plan',
        head: ['Date', 'Average weight', 'Animals weighed', 'Plan expects'],
        rows: farm.weights.map((point) => [
          formatDate(point.day),
          grams(point.averageGrams),
          groupDigits(point.animalsWeighed),
          point.plannedGrams === null ? '—' : grams(point.plannedGrams),
        ]),
      }}
    />
  );
}

function CostChart({ farm }: { farm: InvestorFarm }) {
  const { feedPoisha, vetPoisha, budgetPoisha } = farm.costs;
  const total = feedPoisha + vetPoisha;
  const bars = [
    { key: 'feed', label: 'Feed', value: feedPoisha, color: ACTUAL },
    { key: 'vet', label: 'Vet', value: vetPoisha, color: ACTUAL },
    { key: 'total', label: 'Feed and vet to date', value: total, color: 'var(--color-forest-800)' },
    ...(budgetPoisha !== null ? [{ key: 'budget', label: 'Budget for the cycle', value: budgetPoisha, color: PLAN }] : []),
  ];
  return (
    <BarChart
      name="costs"
      title="Costs to date against the budget"
      description={`Feed ${taka(feedPoisha)} and vet ${taka(vetPoisha)}: ${taka(total)} to date${
        budgetPoisha !== null ? `, ${Math.round((total / Math.max(budgetPoisha, 1)) * 100)}% of the ${taka(budgetPoisha)} budget` : '; the plan gives no budget'
      }.`}
      bars={bars}
      format={taka}
      table={{ caption: 'Costs to date and the budget, in taka', head: ['Cost', 'Amount'], rows: bars.map((bar) => [bar.label, taka(bar.value)]) }}
    />
  );
}

/**
 * The farm an investment runs on, from the records staff published: the investor's share of the
 * animals, the charts (each with its table) and the photos. Plain markup and SVG: the server draws it.
 */
export function FarmReport({ farm }: { farm: InvestorFarm }) {
  return (
    <section id="farm" aria-labelledby="farm-heading" className="card space-y-6 p-5 sm:p-6" data-farm-report>
      <div>
        <h2 id="farm-heading" className="font-display text-lg font-semibold text-forest-900">
          On the farm
        </h2>
        <p className="mt-1 text-sm text-muted">
          {farm.cycle.name} · {farm.cycle.location}. From the records the field officers made and our staff checked and published.
        </p>
      </div>
      <div className="rounded-lg bg-forest-50 p-4 text-forest-950">
        <p className="text-lg font-semibold">{farm.share.headline}</p>
        <p className="mt-1 text-sm">{farm.share.working}</p>
        <p className="sr-only">Rounded {ANIMALS_ROUNDING}.</p>
      </div>
      <HeadcountChart farm={farm} />
      {farm.weights.length > 0 ? <WeightChart farm={farm} /> : <p className="text-sm text-muted">No weighing has been published yet.</p>}
      <CostChart farm={farm} />
      {farm.photos.length > 0 && (
        <div>
          <h3 className="font-sans text-base font-semibold text-forest-900">Photos from the farm</h3>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {farm.photos.map((photo) => (
              <li key={photo.id}>
                <figure className="m-0">
                  <img
                    src={fieldPhotoUrl(photo.id, 480)}
                    srcSet={`${fieldPhotoUrl(photo.id, 480)} 480w, ${fieldPhotoUrl(photo.id, 960)} 960w`}
                    sizes="(min-width: 640px) 200px, 45vw"
                    alt={photo.alt}
                    width={480}
                    height={360}
                    loading="lazy"
                    className="aspect-[4/3] h-auto w-full rounded-lg object-cover"
                  />
                  <figcaption className="mt-1 text-xs text-muted">
                    {photo.caption} · {photo.village} · {formatDate(photo.takenAt)}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
