import type { Metric } from '@app/contract';

/**
 * A metric with its count already formatted on the server ("450+") and the context that
 * keeps it consistent with the others ("10 active today"): keeps the formatter out of the browser bundle.
 */
export type DisplayMetric = Pick<Metric, '_id' | 'key' | 'title' | 'count' | 'displayOrder'> & { display: string; context?: string };

/** Big-number counters: the home page shows the first three metrics (clusters, farmers, investors). */
export function MetricCounters({ metrics, tone = 'light' }: { metrics: DisplayMetric[]; tone?: 'light' | 'dark' }) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      {metrics.map((metric) => (
        <div
          key={metric._id}
          className={
            tone === 'dark'
              ? 'rounded-2xl border border-white/15 bg-white/5 p-4 sm:p-6'
              : 'rounded-2xl border border-forest-900/10 bg-white p-4 shadow-sm sm:p-6'
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
        </div>
      ))}
    </dl>
  );
}
