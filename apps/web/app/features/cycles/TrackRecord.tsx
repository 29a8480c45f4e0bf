import { annualisedFormulaIn, capitalAtRiskIn, lossRuleIn, formatDate, groupDigits, formatMoney, returnPercent, type TrackRecord } from '@app/contract';
import { m } from '@app/contract/messages';
import { useLanguage, useLocalPath } from '../../lib/language';
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
  const language = useLanguage();
  const to = useLocalPath();
  const say = { locale: language };
  const n = (value: number) => groupDigits(value, language);
  const date = (value: string) => formatDate(value, '—', language);
  const cyclesOf = (count: number) => m.public_returns_cycles({ count, shown: n(count) }, say);
  const unitsOf = (count: number) => m.public_record_units({ count, shown: n(count) }, say);
  // The sentence with its two links as placeholders, so each language places them its own way.
  const [closingBefore, , closingMiddle, , closingAfter] = m
    .public_record_closing({ risks: '\u0000risks\u0000', shariah: '\u0000shariah\u0000' }, say)
    .split('\u0000');
  return (
    <div className="space-y-12">
      <section aria-labelledby="summary-heading">
        <h2 id="summary-heading" className="font-display text-2xl font-semibold text-forest-900">
          {m.public_record_summary({}, say)}
        </h2>
        <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {summary.latest && (
            <Stat
              label={m.public_record_latest({}, say)}
              value={`${n(summary.latest.returnPercent)}%`}
              hint={m.public_record_latest_hint(
                { name: summary.latest.name, date: date(summary.latest.closedOn), percent: n(summary.latest.annualisedPercent) },
                say,
              )}
            />
          )}
          <Stat
            label={m.public_record_recent({}, say)}
            value={summary.lastTwelveMonths.cycles > 0 ? `${n(summary.lastTwelveMonths.averageReturnPercent)}%` : '–'}
            hint={
              summary.lastTwelveMonths.cycles > 0
                ? m.public_record_recent_hint(
                    {
                      cycles: cyclesOf(summary.lastTwelveMonths.cycles),
                      date: date(summary.lastTwelveMonths.since),
                      percent: n(summary.lastTwelveMonths.averageAnnualisedPercent),
                    },
                    say,
                  )
                : m.public_returns_recent_none({ date: date(summary.lastTwelveMonths.since) }, say)
            }
          />
          <Stat label={m.public_record_completed({}, say)} value={n(summary.cyclesRun)} />
          <Stat label={m.public_record_avg_projected({}, say)} value={`${n(summary.averageProjectedPercent)}%`} hint={m.public_record_share_hint({}, say)} />
          <Stat label={m.public_record_avg_actual({}, say)} value={`${n(summary.averageActualPercent)}%`} hint={m.public_record_share_hint({}, say)} />
          <Stat
            label={m.public_record_below({}, say)}
            value={`${n(summary.belowProjection)} / ${n(summary.losses)}`}
            hint={m.public_record_below_hint({ below: n(summary.belowProjection), cycles: cyclesOf(summary.cyclesRun), losses: n(summary.losses) }, say)}
          />
        </dl>
        <p className="mt-4 text-sm text-ink/90">
          <strong className="font-semibold">{m.public_plan_profit_hint_risk({ risk: capitalAtRiskIn(language) }, say)}</strong> {lossRuleIn(language)}{' '}
          {annualisedFormulaIn(language)}
        </p>
      </section>

      {cycles.length > 0 && (
        <section aria-labelledby="chart-heading">
          <h2 id="chart-heading" className="font-display text-2xl font-semibold text-forest-900">
            {m.public_record_chart_title({}, say)}
          </h2>
          <p className="mt-2 text-sm text-muted">{m.public_record_chart_lead({}, say)}</p>
          <div className="mt-5 rounded-2xl border border-forest-100 bg-white p-4 sm:p-6">
            <TrackRecordChart cycles={cycles} tableId={TABLE_ID} />
          </div>
        </section>
      )}

      <section aria-labelledby="cycles-heading">
        <h2 id="cycles-heading" className="font-display text-2xl font-semibold text-forest-900">
          {m.public_returns_every_cycle({}, say)}
        </h2>
        {cycles.length === 0 ? (
          <p className="mt-4 text-muted">{m.public_record_none({}, say)}</p>
        ) : (
          <div
            className="mt-5 sm:overflow-x-auto sm:rounded-2xl sm:border sm:border-forest-100 sm:bg-white"
            tabIndex={0}
            role="region"
            aria-label={m.public_record_table({}, say)}
          >
            {/* Phones: each row is a card of label/value pairs, so nothing scrolls sideways. Wider: a table of seven columns. */}
            <table id={TABLE_ID} className="block w-full text-left text-sm sm:table sm:min-w-[860px]">
              <caption className="sr-only">{m.public_record_caption({}, say)}</caption>
              <TableHead
                className="sr-only bg-forest-50 text-forest-900 sm:not-sr-only sm:table-header-group"
                cellClassName="px-4 py-3 font-semibold"
                columns={[
                  m.public_record_col_cycle({}, say),
                  m.public_record_col_dates({}, say),
                  ...[
                    m.public_record_col_raised({}, say),
                    m.public_record_col_unit({}, say),
                    m.public_record_col_projected({}, say),
                    m.public_record_col_actual({}, say),
                    m.public_record_col_mortality({}, say),
                  ].map((label) => ({
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
                          to={to(`/track-record/${c.id}`)}
                          className="block font-semibold text-forest-800 underline"
                          aria-label={m.public_record_account_of({ name: c.name }, say)}
                        >
                          {c.name}
                        </Link>
                        <span className="block text-muted">
                          {c.planTitle} · {c.location}
                        </span>
                      </th>
                      <td className="col-span-2 text-ink/90 sm:whitespace-nowrap sm:px-4 sm:py-3">
                        <CellLabel>{m.public_record_col_dates({}, say)}</CellLabel>
                        {date(c.startDate)} – {date(c.closedOn)}
                      </td>
                      <td className="order-2 tabular-nums sm:px-4 sm:py-3 sm:text-right">
                        <CellLabel>{m.public_record_col_raised({}, say)}</CellLabel>
                        {/* A cycle whose investments were never linked to it (run before rounds were recorded) says so, not "0 raised". */}
                        {c.raisedUnits > 0 ? (
                          <>
                            {m.public_record_raised_of({ raised: n(c.raisedUnits), target: unitsOf(c.targetUnits) }, say)}
                            <span className="block text-xs text-muted">{m.public_record_raised_paid({}, say)}</span>
                          </>
                        ) : (
                          <>
                            {unitsOf(c.targetUnits)}
                            <span className="block text-xs text-muted">{m.public_record_raised_unknown({}, say)}</span>
                          </>
                        )}
                      </td>
                      <td className="order-2 tabular-nums sm:px-4 sm:py-3 sm:text-right">
                        <CellLabel>{m.public_record_col_unit({}, say)}</CellLabel>
                        {formatMoney(c.amountPerUnitPence, c.currency, language)}
                      </td>
                      <td className="order-1 tabular-nums sm:px-4 sm:py-3 sm:text-right">
                        <CellLabel>{m.public_record_col_projected({}, say)}</CellLabel>
                        {formatMoney(c.projectedProfitPerUnitPence, c.currency, language)}
                        <span className="block text-xs text-muted">{n(returnPercent(c.projectedProfitPerUnitPence, c.amountPerUnitPence))}%</span>
                      </td>
                      <td
                        className={`order-1 tabular-nums font-semibold sm:px-4 sm:py-3 sm:text-right ${c.profitPerUnitPence < 0 ? 'text-red-800' : below ? 'text-earth-700' : 'text-forest-800'}`}
                      >
                        <CellLabel>{m.public_record_col_actual({}, say)}</CellLabel>
                        {formatMoney(c.profitPerUnitPence, c.currency, language)}
                        <span className="block text-xs font-normal">
                          {n(c.returnPercent)}%
                          {c.profitPerUnitPence < 0 ? m.public_record_loss({}, say) : below ? m.public_record_below_projection({}, say) : ''}
                          <br />
                          {m.public_record_annual_over(
                            { percent: n(c.annualisedPercent), days: m.public_returns_days({ count: c.days, shown: n(c.days) }, say) },
                            say,
                          )}
                        </span>
                      </td>
                      <td className="order-2 tabular-nums sm:px-4 sm:py-3 sm:text-right">
                        <CellLabel>{m.public_record_col_mortality({}, say)}</CellLabel>
                        {n(c.mortalityPercent)}%<span className="block text-xs text-muted">{m.public_record_lost({ count: n(c.animalsLost) }, say)}</span>
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
        {closingBefore}
        <Link to={to('/risk')} className="font-medium text-forest-800 underline">
          {m.public_record_closing_risks({}, say)}
        </Link>
        {closingMiddle}
        <Link to={to('/shariah')} className="font-medium text-forest-800 underline">
          {m.public_record_closing_shariah({}, say)}
        </Link>
        {closingAfter}
      </p>
    </div>
  );
}
