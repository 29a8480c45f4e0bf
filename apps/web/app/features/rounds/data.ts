import type { AppLoadContext } from 'react-router';
import type { Loaded } from '../public/data';
import type { RoundView } from '@app/contract';

/** Rounds as a page's loader reads them (GET /rounds): the list, the next opening day, or the error to show. */
export type LoadedRounds = { rounds: RoundView[]; nextExpected: string | null; error: null } | { rounds: []; nextExpected: null; error: string };

export const ROUNDS_LOAD_ERROR = 'The rounds open for investment could not be loaded. Please reload the page.';

/** GET /rounds (planId: one plan's; none: every plan's, one call for a page of cards). Never throws. */
export async function loadRounds(context: AppLoadContext, planId?: string): Promise<LoadedRounds> {
  try {
    const { status, body } = await context.api<{ success?: boolean; data?: RoundView[]; nextExpected?: string | null; message?: string }>(
      planId ? `/rounds?planId=${encodeURIComponent(planId)}` : '/rounds',
    );
    if (status >= 200 && status < 300 && Array.isArray(body?.data)) return { rounds: body.data, nextExpected: body.nextExpected ?? null, error: null };
    return { rounds: [], nextExpected: null, error: ROUNDS_LOAD_ERROR };
  } catch {
    return { rounds: [], nextExpected: null, error: ROUNDS_LOAD_ERROR };
  }
}

/** A plan's rounds still taking requests or opening later (a round past its closing day awaits staff's decision: not shown). */
export const currentRounds = (rounds: readonly RoundView[], planId?: string) =>
  rounds.filter((round) => round.progress.daysLeft !== null && (planId === undefined || round.planId === planId));

/** The round a plan card names: the open one closing first, else the first fully reserved or opening one. */
export const headlineRound = (rounds: readonly RoundView[], planId: string) => {
  const plan = currentRounds(rounds, planId);
  return plan.find((round) => round.progress.open) ?? plan[0] ?? null;
};

/**
 * A page that shows units left: a shared cache (and the server's page cache) may keep it ten seconds,
 * a browser revalidates every time. Units left change with every request for units, which changes
 * no content version, so these pages cannot be kept until the next content change.
 */
export const roundPageHeaders = () => ({ 'Cache-Control': 'public, max-age=0, s-maxage=10' });

export type RoundsSection = { rounds: RoundView[]; nextExpected: string | null };

/** GET /rounds for every plan (one call for a page of cards) as a deferred page section. */
export async function loadRoundsSection(context: AppLoadContext): Promise<Loaded<RoundsSection>> {
  const loaded = await loadRounds(context);
  if (loaded.error !== null) return { data: null, error: loaded.error };
  return { data: { rounds: loaded.rounds, nextExpected: loaded.nextExpected }, error: null };
}
