import { annualisedFormulaIn, capitalAtRiskIn, formatDate, groupDigits, type Language, type TrackRecordSummary } from '@app/contract';
import { m } from '@app/contract/messages';
import type { AppLoadContext } from 'react-router';
import { loadContent, type Loaded } from './data';
import type { DisplayReturns } from './ReturnFigures';

const percent = (value: number, language: Language) => `${groupDigits(value, language)}%`;

/**
 * The hero's return figures, derived by the server from the closed cycles and worded here in the
 * page's language, so the page ships strings, not the formatters.
 */
export async function loadReturns(context: AppLoadContext, language: Language): Promise<Loaded<DisplayReturns>> {
  const result = await loadContent<TrackRecordSummary>(context, '/track-record/summary', m.public_home_returns_error({}, { locale: language }));
  if (result.error !== null) return result;
  const { latest, lastTwelveMonths: recent, belowProjection, losses, cyclesRun } = result.data;
  const say = { locale: language };
  const date = (day: string) => formatDate(day, '—', language);
  const cycles = (count: number) => m.public_returns_cycles({ count, shown: groupDigits(count, language) }, say);
  return {
    data: {
      latest: latest && {
        value: percent(latest.returnPercent, language),
        label: m.public_returns_latest_label({ date: date(latest.closedOn) }, say),
        annualised: m.public_returns_latest_annualised(
          {
            percent: percent(latest.annualisedPercent, language),
            days: m.public_returns_days({ count: latest.days, shown: groupDigits(latest.days, language) }, say),
          },
          say,
        ),
      },
      recent:
        recent.cycles > 0
          ? {
              value: percent(recent.averageReturnPercent, language),
              label: m.public_returns_recent_label({ cycles: cycles(recent.cycles), date: date(recent.since) }, say),
              annualised: m.public_returns_recent_annualised({ percent: percent(recent.averageAnnualisedPercent, language) }, say),
            }
          : { value: '–', label: m.public_returns_recent_none_label({}, say), annualised: m.public_returns_recent_none({ date: date(recent.since) }, say) },
      record: {
        value: `${groupDigits(belowProjection, language)} / ${groupDigits(losses, language)}`,
        label: m.public_returns_record_label({}, say),
        of: m.public_returns_record_of({ cycles: cycles(cyclesRun) }, say),
      },
      capitalAtRisk: capitalAtRiskIn(language),
      formula: annualisedFormulaIn(language),
    },
    error: null,
  };
}
