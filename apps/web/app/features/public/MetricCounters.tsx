import { formatMetricCount, type Metric } from '@app/contract';

/** Big-number counters: the home page shows the first three metrics (clusters, farmers, investors). */
export function MetricCounters({ metrics, tone = 'light' }: { metrics: Metric[]; tone?: 'light' | 'dark' }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {metrics.map((metric) => (
        <div
          key={metric._id}
          className={tone === 'dark' ? 'rounded-2xl border border-white/15 bg-white/5 p-6' : 'rounded-2xl border border-forest-900/10 bg-white p-6 shadow-sm'}
        >
          <dt className={tone === 'dark' ? 'text-sm font-medium text-forest-100' : 'text-sm font-medium text-muted'}>{metric.title}</dt>
          <dd className={tone === 'dark' ? 'mt-2 font-display text-4xl font-semibold text-wheat-300' : 'mt-2 font-display text-4xl font-semibold text-forest-800'}>
            {formatMetricCount(metric)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
