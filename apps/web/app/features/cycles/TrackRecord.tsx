import { formatMoney, returnPercent, type TrackRecord } from '@app/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';

const TrackRecordChart = lazy(() => import('./TrackRecordChart'));

const day = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-2 font-display text-3xl font-semibold text-forest-900">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-muted">{hint}</dd>}
    </div>
  );
}

/** The summary, the chart (after hydration) and the table every reader gets. */
export function TrackRecordView({ record }: { record: TrackRecord }) {
  const { summary, cycles } = record;
  const [showChart, setShowChart] = useState(false);
  useEffect(() => setShowChart(cycles.length > 0), [cycles.length]);
  return (
    <div className="space-y-12">
      <section aria-labelledby="summary-heading">
        <h2 id="summary-heading" className="font-display text-2xl font-semibold text-forest-900">
          Summary
        </h2>
        <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Stat label="Cycles completed" value={String(summary.cyclesRun)} />
          <Stat label="Average projected return" value={`${summary.averageProjectedPercent}%`} hint="Investors' share per unit, per cycle" />
          <Stat label="Average actual return" value={`${summary.averageActualPercent}%`} hint="Investors' share per unit, per cycle" />
          <Stat
            label="Below projection / losses"
            value={`${summary.belowProjection} / ${summary.losses}`}
            hint={`${summary.belowProjection} of ${summary.cyclesRun} cycles did worse than projected; ${summary.losses} made a loss`}
          />
        </dl>
      </section>

      {cycles.length > 0 && (
        <section aria-labelledby="chart-heading">
          <h2 id="chart-heading" className="font-display text-2xl font-semibold text-forest-900">
            Projected and actual return per cycle
          </h2>
          <p className="mt-2 text-sm text-muted">
            The investors&rsquo; return per unit as a percentage of the unit amount. The table below gives the same figures.
          </p>
          <div className="mt-5 overflow-x-auto rounded-2xl border border-forest-100 bg-white p-3 sm:p-5" aria-hidden="true">
            {/* Eight or more bars need about 600 px; narrower screens scroll the chart sideways. */}
            <div className="min-h-[340px] min-w-[600px]">
              {showChart && (
                <Suspense fallback={null}>
                  <TrackRecordChart cycles={cycles} />
                </Suspense>
              )}
            </div>
          </div>
        </section>
      )}

      <section aria-labelledby="cycles-heading">
        <h2 id="cycles-heading" className="font-display text-2xl font-semibold text-forest-900">
          Every closed cycle
        </h2>
        {cycles.length === 0 ? (
          <p className="mt-4 text-muted">No cycle has closed yet. The results of each cycle appear here as soon as it ends.</p>
        ) : (
          <div
            className="mt-5 overflow-x-auto rounded-2xl border border-forest-100 bg-white"
            tabIndex={0}
            role="region"
            aria-label="Table of closed cycles, scrolls sideways"
          >
            <table className="w-full min-w-[760px] text-left text-sm">
              <thead className="bg-forest-50 text-forest-900">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Cycle
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Dates
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Unit
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Projected per unit
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Actual per unit
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Mortality
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-forest-100">
                {cycles.map((c) => {
                  const below = c.profitPerUnitPence < c.projectedProfitPerUnitPence;
                  return (
                    <tr key={c.id}>
                      <th scope="row" className="px-4 py-3 font-normal">
                        <span className="block font-semibold text-ink">{c.name}</span>
                        <span className="block text-muted">
                          {c.planTitle} · {c.location}
                        </span>
                      </th>
                      <td className="whitespace-nowrap px-4 py-3 text-ink/90">
                        {day(c.startDate)} – {day(c.closedOn)}
                      </td>
                      <td className="px-4 py-3 text-right tabular-nums">{formatMoney(c.amountPerUnitPence, c.currency)}</td>
                      <td className="px-4 py-3 text-right tabular-nums">
                        {formatMoney(c.projectedProfitPerUnitPence, c.currency)}
                        <span className="block text-xs text-muted">{returnPercent(c.projectedProfitPerUnitPence, c.amountPerUnitPence)}%</span>
                      </td>
                      <td
                        className={`px-4 py-3 text-right tabular-nums font-semibold ${c.profitPerUnitPence < 0 ? 'text-red-800' : below ? 'text-earth-700' : 'text-forest-800'}`}
                      >
                        {formatMoney(c.profitPerUnitPence, c.currency)}
                        <span className="block text-xs font-normal">
                          {returnPercent(c.profitPerUnitPence, c.amountPerUnitPence)}%
                          {c.profitPerUnitPence < 0 ? ' (loss)' : below ? ' (below projection)' : ''}
                        </span>
                      </td>
                      <td className="px-4 py-3 text-right tabular-nums">
                        {c.mortalityPercent}%<span className="block text-xs text-muted">{c.animalsLost} lost</span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <p className="rounded-2xl bg-wheat-100 p-6 text-ink/90">
        Past results do not guarantee future returns, and your capital is at risk. Read{' '}
        <Link to="/risk" className="font-medium text-forest-800 underline">
          the risks
        </Link>{' '}
        and{' '}
        <Link to="/shariah" className="font-medium text-forest-800 underline">
          how we share profit and loss
        </Link>{' '}
        before you invest.
      </p>
    </div>
  );
}
