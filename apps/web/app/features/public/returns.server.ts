import { ANNUALISED_FORMULA, CAPITAL_AT_RISK, countOf, formatDate, type TrackRecordSummary } from '@app/contract';
import type { AppLoadContext } from 'react-router';
import { loadContent, type Loaded } from './data';
import type { DisplayReturns } from './ReturnFigures';

const percent = (value: number) => `${value.toLocaleString('en-GB')}%`;
const CYCLE_WORDS = { one: 'cycle', other: 'cycles' } as const;

/**
 * The hero's return figures, derived by the server from the closed cycles and worded here, so the
 * page ships strings, not the formatters.
 */
export async function loadReturns(context: AppLoadContext): Promise<Loaded<DisplayReturns>> {
  const result = await loadContent<TrackRecordSummary>(context, '/track-record/summary', 'Error fetching the track record');
  if (result.error !== null) return result;
  const { latest, lastTwelveMonths: recent, belowProjection, losses, cyclesRun } = result.data;
  return {
    data: {
      latest: latest && {
        value: percent(latest.returnPercent),
        label: `Return in our latest closed cycle, closed ${formatDate(latest.closedOn)}`,
        annualised: `${percent(latest.annualisedPercent)} a year annualised, over ${countOf(latest.days, { one: 'day', other: 'days' })}`,
      },
      recent:
        recent.cycles > 0
          ? {
              value: percent(recent.averageReturnPercent),
              label: `Average return of the ${countOf(recent.cycles, CYCLE_WORDS)} closed in the last 12 months, since ${formatDate(recent.since)}`,
              annualised: `${percent(recent.averageAnnualisedPercent)} a year annualised`,
            }
          : { value: '–', label: 'Average return of the last 12 months', annualised: `No cycle closed since ${formatDate(recent.since)}` },
      record: { value: `${belowProjection} / ${losses}`, label: 'Cycles below projection / losses', of: `of ${countOf(cyclesRun, CYCLE_WORDS)} closed` },
      capitalAtRisk: CAPITAL_AT_RISK,
      formula: ANNUALISED_FORMULA,
    },
    error: null,
  };
}
