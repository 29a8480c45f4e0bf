import { CalendarClock } from 'lucide-react';
import { ROUND_MESSAGES, ROUND_PAGE_MESSAGES } from '@app/contract';
import { currentRounds, type LoadedRounds } from './data';
import { RoundCard } from './RoundCard';
import { RoundAlertForm, WaitlistForm } from './forms';

/**
 * The plan page's rounds: every round taking money or opening soon, each with its units left and
 * bar; a fully reserved one offers its waiting list (or points to the next open round); with none
 * open, when the next is expected and the "tell me when it opens" form.
 */
export function RoundPanel({ loaded, planId, planTitle, signedIn }: { loaded: LoadedRounds; planId: string; planTitle: string; signedIn: boolean }) {
  if (loaded.error !== null)
    return (
      <section aria-labelledby="rounds-heading">
        <RoundsHeading />
        <p role="alert" className="mt-3 text-red-800">
          {loaded.error}
        </p>
      </section>
    );
  const rounds = currentRounds(loaded.rounds, planId);
  const open = rounds.filter((round) => round.progress.open);
  return (
    <section aria-labelledby="rounds-heading" className="space-y-4">
      <RoundsHeading />
      {open.length === 0 && (
        <p className="flex items-start gap-2 rounded-xl border border-wheat-300 bg-wheat-100/60 px-4 py-3 font-medium text-earth-700">
          <CalendarClock className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          {loaded.nextExpected ? ROUND_PAGE_MESSAGES.nextExpected(loaded.nextExpected) : ROUND_PAGE_MESSAGES.noRound}
        </p>
      )}
      {rounds.map((round) => {
        const next = round.progress.fullyReserved ? open.find((other) => other.id !== round.id) : undefined;
        return (
          <RoundCard key={round.id} round={round}>
            {/* A full round offers both: another open round now, or a wait for units of this one. */}
            {round.progress.fullyReserved && next && (
              <p className="mt-4 border-t border-forest-900/10 pt-4 text-sm text-ink">
                Every unit of this round is reserved. <strong>{next.name}</strong> is open: {ROUND_MESSAGES.unitsLeft(next.progress.unitsLeft, next.units)}.
              </p>
            )}
            {round.progress.fullyReserved && (
              <WaitlistForm roundId={round.id} roundName={round.name} signedIn={signedIn} returnPath={`/investment-plans/${planId}`} />
            )}
          </RoundCard>
        );
      })}
      {open.length === 0 && <RoundAlertForm planId={planId} planTitle={planTitle} />}
    </section>
  );
}

function RoundsHeading() {
  return (
    <h2 id="rounds-heading" className="font-display text-2xl font-semibold text-forest-900">
      Investment rounds
    </h2>
  );
}
