import clsx from 'clsx';
import { Link } from 'react-router';
import { m } from '@app/contract/messages';
import { useLanguage, useLocalPath } from '../../lib/language';

type Figure = { value: string; label: string; annualised: string };
/** The return figures worded on the server (returns.server.ts): the component only lays them out. */
export type DisplayReturns = {
  latest: Figure | null;
  recent: Figure;
  record: { value: string; label: string; of: string };
  capitalAtRisk: string;
  formula: string;
};

/**
 * The returns of the closed cycles for a dark hero: the latest cycle's, the last twelve months'
 * average and the cycles that fell short, always with "Capital at risk" and how annualising works.
 */
export function ReturnFigures({ returns, wide = false }: { returns: DisplayReturns; wide?: boolean }) {
  const { latest, recent, record } = returns;
  const language = useLanguage();
  const to = useLocalPath();
  return (
    <section
      aria-label={m.public_returns_region({}, { locale: language })}
      className="rounded-2xl border border-white/15 bg-white/5 p-5 backdrop-blur-sm"
      data-testid="return-figures"
    >
      {latest === null ? (
        <p className="text-sm text-forest-100">{m.public_returns_none({}, { locale: language })}</p>
      ) : (
        <dl className={clsx('grid gap-4', wide ? 'sm:grid-cols-3' : 'grid-cols-2')}>
          <div className={clsx('flex flex-col', !wide && 'col-span-2')}>
            <dt className="mt-1 text-sm text-forest-100">{latest.label}</dt>
            <dd className="order-first font-display text-4xl font-semibold text-wheat-200 sm:text-5xl">{latest.value}</dd>
            <dd className="mt-1 text-xs text-forest-100">{latest.annualised}</dd>
          </div>
          <div className="flex flex-col">
            <dt className="mt-1 text-xs text-forest-100 sm:text-sm">{recent.label}</dt>
            <dd className="order-first font-display text-2xl font-semibold text-wheat-200 sm:text-3xl">{recent.value}</dd>
            <dd className="mt-1 text-xs text-forest-100">{recent.annualised}</dd>
          </div>
          <div className="flex flex-col">
            <dt className="mt-1 text-xs text-forest-100 sm:text-sm">{record.label}</dt>
            <dd className="order-first font-display text-2xl font-semibold text-wheat-200 sm:text-3xl">{record.value}</dd>
            <dd className="mt-1 text-xs text-forest-100">{record.of}</dd>
          </div>
        </dl>
      )}
      <p className="mt-4 border-t border-white/15 pt-3 text-xs leading-relaxed text-forest-100">
        <strong className="font-semibold text-white">{returns.capitalAtRisk}.</strong> {m.public_returns_past({}, { locale: language })} {returns.formula}{' '}
        <Link to={to('/track-record')} className="font-medium text-wheat-200 underline underline-offset-2 hover:text-white">
          {m.public_returns_every_cycle({}, { locale: language })}
        </Link>
      </p>
    </section>
  );
}
