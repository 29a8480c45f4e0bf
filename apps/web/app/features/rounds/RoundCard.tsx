import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { formatDate, ROUND_MESSAGES, ROUND_PAGE_MESSAGES, roundOpensLater, type RoundView } from '@app/contract';

/**
 * One round as the public reads it: units left, a bar of the share paid for, the days left and the
 * cycle's dates. All server-drawn HTML: the bar is a native <progress> with its text label, so it
 * reads the same without JavaScript.
 */
export function RoundCard({ round, headingLevel = 'h3', children }: { round: RoundView; headingLevel?: 'h3' | 'h4'; children?: ReactNode }) {
  const id = useId();
  const Heading = headingLevel;
  const { progress } = round;
  const opensLater = roundOpensLater(round);
  return (
    <article aria-labelledby={`${id}-name`} className="rounded-2xl border border-forest-900/10 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Heading id={`${id}-name`} className="font-display text-xl font-semibold text-forest-900">
            {round.name}
          </Heading>
          <p className="text-sm text-muted">{round.location}</p>
        </div>
        <p
          className={clsx(
            'rounded-full px-3 py-1 text-sm font-semibold',
            progress.fullyReserved ? 'bg-earth-700 text-white' : opensLater ? 'bg-wheat-100 text-earth-700' : 'bg-forest-50 text-forest-800',
          )}
        >
          {progress.fullyReserved
            ? ROUND_MESSAGES.fullyFunded
            : opensLater
              ? ROUND_PAGE_MESSAGES.opensOn(round.fundingOpensOn)
              : ROUND_MESSAGES.unitsLeft(progress.unitsLeft, round.units)}
        </p>
      </div>
      <div className="mt-4">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <label htmlFor={`${id}-bar`} className="font-semibold text-forest-900">
            {ROUND_PAGE_MESSAGES.percentFunded(progress.percentFunded)}
          </label>
          <span className="text-muted">{progress.fullyReserved ? 'Every unit is reserved' : `${progress.percentReserved}% reserved`}</span>
        </div>
        <progress
          id={`${id}-bar`}
          max={round.units}
          value={Math.min(round.paidUnits, round.units)}
          className="round-bar mt-2 block h-3 w-full overflow-hidden rounded-full"
        >
          {ROUND_PAGE_MESSAGES.percentFunded(progress.percentFunded)}
        </progress>
      </div>
      {progress.daysLeft !== null && !opensLater && (
        <p className="mt-3 text-sm font-medium text-ink">{ROUND_PAGE_MESSAGES.closesIn(progress.daysLeft, round.fundingClosesOn)}</p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <Fact label="Expected start" value={formatDate(round.startDate)} />
        <Fact label="Expected end" value={formatDate(round.expectedEndDate)} />
        <Fact label="Minimum to go ahead" value={ROUND_PAGE_MESSAGES.minimum(round.minimumUnits)} className="col-span-2 sm:col-span-1" />
      </dl>
      {children}
    </article>
  );
}

function Fact({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={clsx('rounded-xl bg-forest-50/70 px-3 py-2', className)}>
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-0.5 font-semibold text-forest-900">{value}</dd>
    </div>
  );
}

/** The line a plan card shows for its round: units left, fully funded, or the day it opens. */
export function RoundLine({ round, tone = 'light' }: { round: RoundView | null; tone?: 'light' | 'dark' }) {
  if (!round) return null;
  const text = round.progress.fullyReserved
    ? ROUND_MESSAGES.fullyFunded
    : roundOpensLater(round)
      ? ROUND_PAGE_MESSAGES.opensOn(round.fundingOpensOn)
      : ROUND_MESSAGES.unitsLeft(round.progress.unitsLeft, round.units);
  return (
    <p className={clsx('mt-3 rounded-lg px-3 py-2 text-sm font-semibold', tone === 'light' ? 'bg-wheat-100 text-earth-700' : 'bg-white/10 text-white')}>
      {round.name}: {text}
    </p>
  );
}
