import { formatMonthYear, returnPercent, type TrackRecordCycle } from '@app/contract';
import { useId } from 'react';
import { tickStep } from '../../ui/charts/scale';

/** The two bars of every cycle, top to bottom; the legend lists them in the same order. */
const SERIES = [
  { key: 'projected', label: 'Projected return', fill: 'var(--color-earth-400)' },
  { key: 'actual', label: 'Actual return', fill: 'var(--color-forest-600)' },
] as const;

const LABEL_HEIGHT = 20;
const BAR_HEIGHT = 16;
const BAR_GAP = 3;
const GROUP_GAP = 16;
const GROUP_HEIGHT = LABEL_HEIGHT + 2 * BAR_HEIGHT + BAR_GAP + GROUP_GAP;
const AXIS_HEIGHT = 48;
/** Space above the bars for the cycle axis' title. */
const TOP = 28;

/**
 * Projected against actual return per unit, as a percent of the unit amount, oldest cycle first.
 * Plain SVG drawn on the server, so the page shows it before (and without) any script. The bars run
 * sideways and their x positions are percentages of the width, so the chart fits any screen while
 * its text keeps its size; each bar carries its value as text.
 */
export function TrackRecordChart({ cycles, tableId }: { cycles: TrackRecordCycle[]; tableId: string }) {
  const id = useId();
  const rows = [...cycles]
    .sort((a, b) => a.closedOn.localeCompare(b.closedOn))
    .map((c) => ({
      id: c.id,
      label: `${c.name} · ${formatMonthYear(c.closedOn)}`,
      projected: returnPercent(c.projectedProfitPerUnitPence, c.amountPerUnitPence),
      actual: returnPercent(c.profitPerUnitPence, c.amountPerUnitPence),
    }));
  const values = rows.flatMap((r) => [r.projected, r.actual]);
  const step = tickStep(Math.max(...values, 0) - Math.min(...values, 0) || 10);
  const low = Math.min(0, Math.floor(Math.min(...values) / step) * step);
  const high = Math.max(step, Math.ceil(Math.max(...values) / step) * step);
  // Room beside the longest bars for their value labels: an eighth of the width on each side used.
  const pad = (high - low) / 8;
  const domainLow = low < 0 ? low - pad : 0;
  const domainHigh = high + pad;
  const x = (value: number) => ((value - domainLow) / (domainHigh - domainLow)) * 100;
  const ticks: number[] = [];
  for (let t = low; t <= high + step / 1000; t += step) ticks.push(Math.round(t * 10) / 10);
  const plotHeight = rows.length * GROUP_HEIGHT;
  const height = TOP + plotHeight + AXIS_HEIGHT;
  const best = rows.reduce((a, b) => (b.actual > a.actual ? b : a));
  const worst = rows.reduce((a, b) => (b.actual < a.actual ? b : a));

  return (
    <figure className="m-0">
      <ul className="mb-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink" aria-label="Legend">
        {SERIES.map((s) => (
          <li key={s.key} className="flex items-center gap-2">
            <svg width="14" height="14" aria-hidden="true" focusable="false">
              <rect width="14" height="14" rx="2" fill={s.fill} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} width="100%" height={height} className="block font-sans text-[12px]" data-chart="track-record">
        <title id={`${id}-title`}>Projected and actual return per unit for each closed cycle, oldest first</title>
        <desc id={`${id}-desc`}>
          {`${rows.length} cycles. Actual return ranged from ${worst.actual}% (${worst.label}) to ${best.actual}% (${best.label}). `}
          {rows.map((r) => `${r.label}: projected ${r.projected}%, actual ${r.actual}%.`).join(' ')}
        </desc>
        <g data-axis="x">
          {ticks.map((t) => (
            <g key={t}>
              <line
                x1={`${x(t)}%`}
                x2={`${x(t)}%`}
                y1={TOP}
                y2={TOP + plotHeight}
                stroke={t === 0 ? 'var(--color-ink)' : '#e4e0d3'}
                strokeDasharray={t === 0 ? undefined : '3 3'}
              />
              <text x={`${x(t)}%`} y={TOP + plotHeight + 16} textAnchor={x(t) < 3 ? 'start' : x(t) > 97 ? 'end' : 'middle'} fill="var(--color-muted)">
                {`${t}%`}
              </text>
            </g>
          ))}
          <text x="50%" y={TOP + plotHeight + 40} textAnchor="middle" fill="var(--color-ink)" fontWeight={600}>
            Return per unit (% of the unit amount)
          </text>
        </g>
        <g data-axis="y">
          <text x={0} y={12} fill="var(--color-ink)" fontWeight={600}>
            Cycle (oldest first)
          </text>
          {rows.map((r, i) => {
            const top = TOP + i * GROUP_HEIGHT;
            return (
              <g key={r.id}>
                <text x={0} y={top + 14} fill="var(--color-ink)" fontWeight={600}>
                  {r.label}
                </text>
                {SERIES.map((s, j) => {
                  const value = r[s.key];
                  const y = top + LABEL_HEIGHT + j * (BAR_HEIGHT + BAR_GAP);
                  const start = x(Math.min(0, value));
                  const end = x(Math.max(0, value));
                  return (
                    <g key={s.key} data-series={s.key}>
                      <rect x={`${start}%`} y={y} width={`${Math.max(end - start, 0.3)}%`} height={BAR_HEIGHT} rx={2} fill={s.fill} />
                      <text
                        x={`${value < 0 ? start : end}%`}
                        dx={value < 0 ? -4 : 4}
                        y={y + BAR_HEIGHT - 4}
                        textAnchor={value < 0 ? 'end' : 'start'}
                        fill="var(--color-ink)"
                      >
                        {`${value}%`}
                      </text>
                    </g>
                  );
                })}
              </g>
            );
          })}
        </g>
      </svg>
      <figcaption className="mt-3 text-sm text-muted">
        The same figures, with the amounts in pounds, are in the{' '}
        <a href={`#${tableId}`} className="font-medium text-forest-800 underline">
          table of closed cycles
        </a>
        .
      </figcaption>
    </figure>
  );
}
