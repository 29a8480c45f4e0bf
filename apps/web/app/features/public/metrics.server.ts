import {
  contentLanguageSearch,
  formatMetricCount,
  INVESTMENT_METRIC_KEYS,
  metricContext,
  metricStatusLabel,
  RETIRED_METRIC_KEYS,
  type Language,
  type Metric,
} from '@app/contract';
import { m } from '@app/contract/messages';
import type { AppLoadContext } from 'react-router';
import { loadList, type Loaded } from './data';
import type { DisplayMetric } from './MetricCounters';

/**
 * Metrics sorted by displayOrder, each with its display text ("450+"), its context line
 * ("10 active today") and whether it is achieved or a target ("Achieved 31 October 2026") worked out here on the server, from the whole list. A retired metric an older
 * database still holds (a typed-in return) is never shown.
 */
export async function loadMetrics(context: AppLoadContext, language: Language): Promise<Loaded<DisplayMetric[]>> {
  const result = await loadList<Metric>(
    context,
    `/metrics/metrics${contentLanguageSearch(language)}`,
    m.public_home_metrics_error({}, { locale: language }),
    'displayOrder',
  );
  if (result.error !== null) return result;
  const shown = result.data.filter((m) => !RETIRED_METRIC_KEYS.includes(m.key));
  return {
    data: shown.map((m) => ({
      _id: m._id,
      key: m.key,
      title: m.title,
      count: m.count,
      displayOrder: m.displayOrder,
      display: formatMetricCount(m, language),
      context: metricContext(m, shown, language),
      status: m.status,
      statusLabel: metricStatusLabel(m, language),
    })),
    error: null,
  };
}

/** The investment page's hero boxes: the investment metrics by key, else as many of the first metrics. */
export async function loadInvestmentMetrics(context: AppLoadContext, language: Language): Promise<Loaded<DisplayMetric[]>> {
  const result = await loadMetrics(context, language);
  if (result.error !== null) return result;
  const byKey = INVESTMENT_METRIC_KEYS.map((key) => result.data.find((metric) => metric.key === key)).filter((m): m is DisplayMetric => Boolean(m));
  return { data: byKey.length === INVESTMENT_METRIC_KEYS.length ? byKey : result.data.slice(0, INVESTMENT_METRIC_KEYS.length), error: null };
}
