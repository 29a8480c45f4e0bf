import { useId, type ReactNode } from 'react';
import { linearScale, timeScale } from './scale';
import { TableHead } from '../TableHead';

/**
 * Charts drawn as plain SVG in the page's HTML (server-rendered: no script draws them). Horizontal
 * positions are percentages of the width, so a chart fits a 360 px phone and a wide screen while its
 * text keeps its size. Each has an accessible name and description, a legend in words, and the same
 * figures as a table in a <details> beside it.
 */

const HEIGHT = 220;
const TOP = 12;
const BOTTOM = 40;
/** The plot's left and right edges, in percent of the width (the value labels sit left of it). */
const LEFT = 16;
const RIGHT = 96;
const px = (fraction: number) => TOP + (1 - fraction) * (HEIGHT - TOP - BOTTOM);
const pct = (fraction: number) => `${LEFT + fraction * (RIGHT - LEFT)}%`;

export type LineSeries = { key: string; label: string; color: string; dashed?: boolean; points: { day: string; value: number }[] };
export type ChartTable = { caption: string; head: string[]; rows: (string | number)[][] };

function Legend({ items }: { items: { key: string; label: string; color: string; dashed?: boolean }[] }) {
  return (
    <ul className="mb-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink" aria-label="Legend">
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-2">
          <svg width="22" height="10" aria-hidden="true" focusable="false">
            <line x1="1" x2="21" y1="5" y2="5" stroke={item.color} strokeWidth="3" strokeDasharray={item.dashed ? '5 3' : undefined} />
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** The figures behind a chart, as a table a screen reader or a reader without the picture can use. */
export function FiguresTable({ table }: { table: ChartTable }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-medium text-forest-800 underline">The figures as a table</summary>
      <div className="mt-2">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{table.caption}</caption>
          <TableHead columns={table.head} cellClassName="border-b border-stone-300 py-1 pr-3 font-semibold" />
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row" className="border-b border-stone-200 py-1 pr-3 font-normal">
                      {cell}
                    </th>
                  ) : (
                    <td key={j} className="border-b border-stone-200 py-1 pr-3 tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function ChartFrame({
  name,
  title,
  description,
  children,
  table,
  legend,
}: {
  name: string;
  title: string;
  description: string;
  children: (ids: string) => ReactNode;
  table: ChartTable;
  legend?: ReactNode;
}) {
  const id = useId();
  return (
    <figure className="mx-0 mt-0" data-chart-figure={name}>
      <figcaption className="mb-2 font-sans text-base font-semibold text-forest-900">{title}</figcaption>
      {legend}
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        width="100%"
        height={HEIGHT}
        className="block overflow-visible font-sans text-[12px]"
        data-chart={name}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {children(id)}
      </svg>
      <FiguresTable table={table} />
    </figure>
  );
}

function ValueAxis({ ticks, at, format }: { ticks: number[]; at: (value: number) => number; format: (value: number) => string }) {
  return (
    <g data-axis="y">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={pct(0)} x2={pct(1)} y1={px(at(tick))} y2={px(at(tick))} stroke="#e4e0d3" strokeDasharray="3 3" />
          <text x={`${LEFT - 1}%`} y={px(at(tick)) + 4} textAnchor="end" fill="var(--color-muted)">
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Values over days: each series a line through its points (a dashed line for the plan). */
export function LineChart({
  name,
  title,
  description,
  series,
  format,
  table,
  fromZero = true,
  dayLabel,
}: {
  name: string;
  title: string;
  description: string;
  series: LineSeries[];
  format: (value: number) => string;
  table: ChartTable;
  fromZero?: boolean;
  dayLabel: (day: string) => string;
}) {
  const points = series.flatMap((line) => line.points);
  const y = linearScale(
    points.map((point) => point.value),
    { fromZero },
  );
  const x = timeScale(points.length ? points.map((point) => point.day) : ['1970-01-01']);
  return (
    <ChartFrame name={name} title={title} description={description} table={table} legend={<Legend items={series} />}>
      {() => (
        <>
          <ValueAxis ticks={y.ticks} at={y.at} format={format} />
          <g data-axis="x">
            <line x1={pct(0)} x2={pct(1)} y1={px(0)} y2={px(0)} stroke="var(--color-ink)" />
            {/* A single day sits in the middle of the axis: its label too. */}
            <text x={pct(x.last === x.first ? 0.5 : 0)} y={HEIGHT - BOTTOM + 18} textAnchor={x.last === x.first ? 'middle' : 'start'} fill="var(--color-muted)">
              {dayLabel(x.first)}
            </text>
            {x.last !== x.first && (
              <text x={pct(1)} y={HEIGHT - BOTTOM + 18} textAnchor="end" fill="var(--color-muted)">
                {dayLabel(x.last)}
              </text>
            )}
          </g>
          {series.map((line) => (
            <g key={line.key} data-series={line.key}>
              {line.points.slice(1).map((point, i) => (
                <line
                  key={`${point.day}-${i}`}
                  x1={pct(x.at(line.points[i]!.day))}
                  y1={px(y.at(line.points[i]!.value))}
                  x2={pct(x.at(point.day))}
                  y2={px(y.at(point.value))}
                  stroke={line.color}
                  strokeWidth={line.dashed ? 2 : 3}
                  strokeDasharray={line.dashed ? '6 4' : undefined}
                />
              ))}
              {/* Each point marked too, so a series of one point still shows: the plan's hollow, the records' filled. */}
              {line.points.map((point, i) => (
                <circle
                  key={`${point.day}-${i}`}
                  cx={pct(x.at(point.day))}
                  cy={px(y.at(point.value))}
                  r={4}
                  fill={line.dashed ? 'white' : line.color}
                  stroke={line.color}
                  strokeWidth={2}
                />
              ))}
            </g>
          ))}
        </>
      )}
    </ChartFrame>
  );
}

const BAR = 22;
const BAR_GAP = 14;

/** Amounts side by side as horizontal bars, each with its value written beside its label. */
export function BarChart({
  name,
  title,
  description,
  bars,
  format,
  table,
}: {
  name: string;
  title: string;
  description: string;
  bars: { key: string; label: string; value: number; color: string }[];
  format: (value: number) => string;
  table: ChartTable;
}) {
  const scale = linearScale(bars.map((bar) => bar.value));
  const id = useId();
  const height = bars.length * (BAR + BAR_GAP + 16) + 8;
  return (
    <figure className="mx-0 mt-0" data-chart-figure={name}>
      <figcaption className="mb-2 font-sans text-base font-semibold text-forest-900">{title}</figcaption>
      <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} width="100%" height={height} className="block font-sans text-[12px]" data-chart={name}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {bars.map((bar, i) => {
          const top = i * (BAR + BAR_GAP + 16);
          // The value is written on the label's line, not after the bar: there it could run off a phone's edge.
          const width = Math.max(scale.at(bar.value) * 100, 0.4);
          return (
            <g key={bar.key} data-bar={bar.key}>
              <text x={0} y={top + 12} fill="var(--color-ink)">
                <tspan fontWeight={600}>{bar.label}</tspan>
                <tspan dx={8}>{format(bar.value)}</tspan>
              </text>
              <rect x={0} y={top + 16} width={`${width}%`} height={BAR} rx={3} fill={bar.color} />
            </g>
          );
        })}
      </svg>
      <FiguresTable table={table} />
    </figure>
  );
}
