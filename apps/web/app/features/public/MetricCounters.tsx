import type { Metric } from '@app/contract';

/**
 * A metric with its count already formatted on the server ("450+") and the context that
 * keeps it consistent with the others ("10 active today"): keeps the formatter out of the browser bundle.
 */
export type DisplayMetric = Pick<Metric, '_id' | 'key' | 'title' | 'count' | 'displayOrder' | 'status'> & {
  display: string;
  context?: string;
  /** "Target" or "Achieved 31 October 2026": beside every figure, so none reads as more than it is. */
  statusLabel: string;
};

/** The achieved-or-target label of a figure, for a light or a dark background. */
export function MetricStatus({ metric, tone = 'light' }: { metric: Pick<DisplayMetric, 'status' | 'statusLabel'>; tone?: 'light' | 'dark' }) {
  const target = metric.status === 'target';
  return (
    <dd
      className={
        tone === 'dark'
          ? `mt-2 inline-flex w-fit rounded-md px-1.5 py-0.5 text-[11px] font-semibold leading-tight sm:text-xs ${target ? 'bg-wheat-200 text-forest-950' : 'bg-white/15 text-white'}`
          : `mt-2 inline-flex w-fit rounded-md px-1.5 py-0.5 text-[11px] font-semibold leading-tight sm:text-xs ${target ? 'bg-wheat-100 text-earth-700' : 'bg-forest-50 text-forest-800'}`
      }
      data-testid="metric-status"
    >
      {metric.statusLabel}
    </dd>
  );
}

/** Big-number counters: the home page shows the first three metrics (clusters, farmers, investors). */
export function MetricCounters({ metrics, tone = 'light', wrap = false }: { metrics: DisplayMetric[]; tone?: 'light' | 'dark'; wrap?: boolean }) {
  return (
    <dl className={wrap ? 'grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-4' : 'grid grid-cols-3 gap-2 sm:gap-4'}>
      {metrics.map((metric) => (
        <div
          key={metric._id}
          className={
            tone === 'dark'
              ? 'flex flex-col rounded-2xl border border-white/15 bg-white/5 p-4 sm:p-6'
              : 'flex flex-col rounded-2xl border border-forest-900/10 bg-white p-4 shadow-sm sm:p-6'
          }
        >
          <dt className={tone === 'dark' ? 'text-xs font-medium text-forest-100 sm:text-sm' : 'text-xs font-medium text-muted sm:text-sm'}>{metric.title}</dt>
          <dd
            className={
              tone === 'dark'
                ? 'mt-2 font-display text-2xl font-semibold text-wheat-300 sm:text-4xl'
                : 'mt-2 font-display text-2xl font-semibold text-forest-800 sm:text-4xl'
            }
          >
            {metric.display}
          </dd>
          {metric.context && (
            <dd className={tone === 'dark' ? 'mt-1 text-xs text-forest-100 sm:text-sm' : 'mt-1 text-xs text-muted sm:text-sm'}>{metric.context}</dd>
          )}
          <MetricStatus metric={metric} tone={tone} />
        </div>
      ))}
    </dl>
  );
}
