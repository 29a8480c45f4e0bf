import { ANNUALISED_FORMULA, CAPITAL_AT_RISK, LOSS_RULE, countOf, formatDate, groupDigits, formatMoney, returnPercent, type TrackRecord } from '@app/contract';
import { Link } from 'react-router';
import { TableHead } from '../../ui/TableHead';
import { TrackRecordChart } from './TrackRecordChart';

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-2 font-display text-3xl font-semibold text-forest-900">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-muted">{hint}</dd>}
    </div>
  );
}

const TABLE_ID = 'closed-cycles';

/** On phones each row stands as a card, so every cell names its column itself (screen readers have the header). */
function CellLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="block text-xs font-medium uppercase tracking-wide text-muted sm:hidden">
      {children}
    </span>
  );
}

/** The summary, the chart and the table: all server-rendered, none needs a script. */
export function TrackRecordView({ record }: { record: TrackRecord }) {
  const { summary, cycles } = record;
  return (
    <div className="space-y-12">
      <section aria-labelledby="summary-heading">
        <h2 id="summary-heading" className="font-display text-2xl font-semibold text-forest-900">
          Summary
        </h2>
        <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {summary.latest && (
            <Stat
              label="Latest closed cycle"
              value={`${summary.latest.returnPercent}%`}
              hint={`${summary.latest.name}, closed ${formatDate(summary.latest.closedOn)}: ${summary.latest.annualisedPercent}% a year annualised`}
            />
          )}
          <Stat
            label="Average return, last 12 months"
            value={summary.lastTwelveMonths.cycles > 0 ? `${summary.lastTwelveMonths.averageReturnPercent}%` : '–'}
            hint={
              summary.lastTwelveMonths.cycles > 0
                ? `${countOf(summary.lastTwelveMonths.cycles, { one: 'cycle', other: 'cycles' })} closed since ${formatDate(summary.lastTwelveMonths.since)}: ${summary.lastTwelveMonths.averageAnnualisedPercent}% a year annualised`
                : `No cycle closed since ${formatDate(summary.lastTwelveMonths.since)}`
            }
          />
          <Stat label="Cycles completed" value={String(summary.cyclesRun)} />
          <Stat label="Average projected return" value={`${summary.averageProjectedPercent}%`} hint="Investors' share per unit, per cycle" />
          <Stat label="Average actual return" value={`${summary.averageActualPercent}%`} hint="Investors' share per unit, per cycle" />
          <Stat
            label="Below projection / losses"
            value={`${summary.belowProjection} / ${summary.losses}`}
            hint={`${groupDigits(summary.belowProjection)} of ${countOf(summary.cyclesRun, { one: 'cycle', other: 'cycles' })} did worse than projected; ${groupDigits(summary.losses)} made a loss`}
          />
        </dl>
        <p className="mt-4 text-sm text-ink/90">
          <strong className="font-semibold">{CAPITAL_AT_RISK}.</strong> {LOSS_RULE} {ANNUALISED_FORMULA}
        </p>
      </section>

      {cycles.length > 0 && (
        <section aria-labelledby="chart-heading">
          <h2 id="chart-heading" className="font-display text-2xl font-semibold text-forest-900">
            Projected and actual return per cycle
          </h2>
          <p className="mt-2 text-sm text-muted">The investors&rsquo; return per unit as a percentage of the unit amount.</p>
          <div className="mt-5 rounded-2xl border border-forest-100 bg-white p-4 sm:p-6">
            <TrackRecordChart cycles={cycles} tableId={TABLE_ID} />
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
            className="mt-5 sm:overflow-x-auto sm:rounded-2xl sm:border sm:border-forest-100 sm:bg-white"
            tabIndex={0}
            role="region"
            aria-label="Table of closed cycles"
          >
            {/* Phones: each row is a card of label/value pairs, so nothing scrolls sideways. Wider: a table of seven columns. */}
            <table id={TABLE_ID} className="block w-full text-left text-sm sm:table sm:min-w-[860px]">
              <caption className="sr-only">
                Every closed cycle: dates, units raised of the round's target, unit amount, projected and actual return per unit, and mortality
              </caption>
              <TableHead
                className="sr-only bg-forest-50 text-forest-900 sm:not-sr-only sm:table-header-group"
                cellClassName="px-4 py-3 font-semibold"
                columns={[
                  'Cycle',
                  'Dates',
                  ...['Raised', 'Unit', 'Projected per unit', 'Actual per unit', 'Mortality'].map((label) => ({
                    label,
                    className: 'px-4 py-3 text-right font-semibold',
                  })),
                ]}
              />
              <tbody className="block space-y-4 sm:table-row-group sm:space-y-0 sm:divide-y sm:divide-forest-100">
                {cycles.map((c) => {
                  const below = c.profitPerUnitPence < c.projectedProfitPerUnitPence;
                  return (
                    <tr
                      key={c.id}
                      className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl border border-forest-100 bg-white p-4 sm:table-row sm:rounded-none sm:border-0 sm:p-0"
                    >
                      <th scope="row" className="col-span-2 font-normal sm:px-4 sm:py-3">
                        <Link
                          to={`/track-record/${c.id}`}
                          className="block font-semibold text-forest-800 underline"
                          aria-label={`${c.name}: the cycle’s account`}
                        >
                          {c.name}
                        </Link>
                        <span className="block text-muted">
                          {c.planTitle} · {c.location}
                        </span>
                      </th>
                      <td className="col-span-2 text-ink/90 sm:whitespace-nowrap sm:px-4 sm:py-3">
                        <CellLabel>Dates</CellLabel>
                        {formatDate(c.startDate)} – {formatDate(c.closedOn)}
                      </td>
                      <td className="order-2 tabular-nums sm:px-4 sm:py-3 sm:text-right">
                        <CellLabel>Raised</CellLabel>
                        {/* A cycle whose investments were never linked to it (run before rounds were recorded) says so, not "0 raised". */}
                        {c.raisedUnits > 0 ? (
                          <>
                            {groupDigits(c.raisedUnits)} of {countOf(c.targetUnits, { one: 'unit', other: 'units' })}
                            <span className="block text-xs text-muted">paid of the round&rsquo;s target</span>
                          </>
                        ) : (
                          <>
                            {countOf(c.targetUnits, { one: 'unit', other: 'units' })}
                            <span className="block text-xs text-muted">target; units raised not recorded</span>
                          </>
                        )}
                      </td>
                      <td className="order-2 tabular-nums sm:px-4 sm:py-3 sm:text-right">
                        <CellLabel>Unit</CellLabel>
                        {formatMoney(c.amountPerUnitPence, c.currency)}
                      </td>
                      <td className="order-1 tabular-nums sm:px-4 sm:py-3 sm:text-right">
                        <CellLabel>Projected per unit</CellLabel>
                        {formatMoney(c.projectedProfitPerUnitPence, c.currency)}
                        <span className="block text-xs text-muted">{returnPercent(c.projectedProfitPerUnitPence, c.amountPerUnitPence)}%</span>
                      </td>
                      <td
                        className={`order-1 tabular-nums font-semibold sm:px-4 sm:py-3 sm:text-right ${c.profitPerUnitPence < 0 ? 'text-red-800' : below ? 'text-earth-700' : 'text-forest-800'}`}
                      >
                        <CellLabel>Actual per unit</CellLabel>
                        {formatMoney(c.profitPerUnitPence, c.currency)}
                        <span className="block text-xs font-normal">
                          {c.returnPercent}%{c.profitPerUnitPence < 0 ? ' (loss)' : below ? ' (below projection)' : ''}
                          <br />
                          {c.annualisedPercent}% a year over {c.days} days
                        </span>
                      </td>
                      <td className="order-2 tabular-nums sm:px-4 sm:py-3 sm:text-right">
                        <CellLabel>Mortality</CellLabel>
                        {c.mortalityPercent}%<span className="block text-xs text-muted">{groupDigits(c.animalsLost)} lost</span>
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
