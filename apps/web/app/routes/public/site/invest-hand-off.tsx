import { data, Link } from 'react-router';
import { ArrowLeft, ArrowRight, BadgeCheck, Landmark, UserPlus } from 'lucide-react';
import {
  SITE_NAME,
  expectedProfit,
  formatMoney,
  investFormPath,
  investHandOffPath,
  investmentAmount,
  planTerms,
  unitsFromQuery,
  type InvestmentPlan,
} from '@app/contract';
import type { Route } from './+types/invest-hand-off';
import { loadPlan, pageMeta, PLAN_NOT_FOUND, planStatus, languageOfRequest } from '../../../features/public/data';
import { headlineRound, loadRounds, roundPageHeaders } from '../../../features/rounds/data';
import { RoundLine } from '../../../features/rounds/RoundCard';
import { formatDuration } from '../../../features/public/format';
import { PlanUnavailable } from '../../../features/public/PlanUnavailable';
import { PlanFigure } from '../../../features/public/PlanCalculator';
import { Section } from '../../../features/public/Section';
import { useSignedInHint } from '../../../lib/session-hint';

/**
 * Between "Invest online" on a plan page and the invest form: names the plan and the units chosen,
 * and leads a visitor without an account to create one first (sign-in second). Both keep the invest
 * form, with plan and units, as the page to return to through sign-up, email verification and sign-in.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const [plan, rounds] = await Promise.all([loadPlan(context, params.id, languageOfRequest(request)), loadRounds(context, params.id)]);
  const units = unitsFromQuery(new URL(request.url).searchParams.get('units'));
  return data({ plan, units, round: headlineRound(rounds.rounds, params.id) }, { status: planStatus(plan) });
}

// The round's units left are live: kept ten seconds at most.
export const headers = roundPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const plan = loaderData?.plan;
  const title = plan?.state === 'ok' ? `Invest in ${plan.plan.title}` : PLAN_NOT_FOUND;
  return [
    ...pageMeta({
      title,
      description: 'Create an account or sign in to request your investment online.',
      path: investHandOffPath(params.id, loaderData?.units ?? 1),
      matches,
    }),
    { name: 'robots', content: 'noindex' },
  ];
};

const STEPS = [
  { icon: UserPlus, title: 'Create your account', text: 'Your name, email and a password, then the 6-digit code we email you. That signs you in.' },
  {
    icon: BadgeCheck,
    title: 'Get verified',
    text: 'Complete your investor profile and upload your passport or national ID. We check every investor before their first investment.',
  },
  {
    icon: Landmark,
    title: 'Request your investment',
    text: 'Your plan and units are waiting on the form. We email our bank details at once: no payment is taken on this site.',
  },
];

export default function InvestHandOff({ loaderData }: Route.ComponentProps) {
  const { plan: loaded, units, round } = loaderData;
  const signedIn = useSignedInHint();
  if (loaded.state !== 'ok') return <PlanUnavailable loaded={loaded} />;
  const plan = loaded.plan;
  const form = investFormPath(plan._id, units);
  const returnTo = encodeURIComponent(form);
  return (
    <Section labelledBy="hand-off-heading">
      <div className="mx-auto max-w-3xl">
        <Link to={`/investment-plans/${plan._id}`} className="inline-flex items-center gap-2 text-sm font-medium text-forest-700 hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {plan.title}
        </Link>
        <p className="mt-6 text-xs font-semibold uppercase tracking-[0.25em] text-earth-700">Invest online</p>
        <h1 id="hand-off-heading" className="mt-2 font-display text-3xl font-semibold leading-tight text-forest-900 sm:text-4xl">
          Invest in {plan.title}
        </h1>
        <Chosen plan={plan} units={units} />
        <RoundLine round={round} />
        <div className="mt-8 rounded-2xl border border-forest-900/10 bg-white p-6 shadow-sm sm:p-8">
          {signedIn ? (
            <>
              <h2 className="font-display text-xl font-semibold text-forest-900">You are signed in</h2>
              <p className="mt-2 text-muted">Your plan and units are ready on the investment form.</p>
              <Link to={form} className="btn btn-primary mt-5 w-full py-3 sm:w-auto sm:px-6">
                Continue to your investment <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Link>
            </>
          ) : (
            <>
              <h2 className="font-display text-xl font-semibold text-forest-900">New to {SITE_NAME}?</h2>
              <p className="mt-2 text-muted">Create a free account to request this investment. We keep your plan and units while you sign up.</p>
              <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
                <Link to={`/register?redirect=${returnTo}`} className="btn btn-primary py-3 sm:px-6">
                  <UserPlus className="h-4 w-4" aria-hidden="true" /> Create an account
                </Link>
                <p className="text-sm text-muted">
                  Already have an account?{' '}
                  <Link to={`/login?redirect=${returnTo}`} className="font-semibold text-forest-700 underline underline-offset-2">
                    Sign in
                  </Link>
                </p>
              </div>
            </>
          )}
        </div>
        <h2 className="mt-10 font-display text-xl font-semibold text-forest-900">What happens next</h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-forest-900/10 bg-wheat-100/60 p-4">
              <step.icon className="h-6 w-6 text-forest-700" aria-hidden="true" />
              <p className="mt-3 font-semibold text-forest-900">
                {index + 1}. {step.title}
              </p>
              <p className="mt-1 text-sm leading-relaxed text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-6 text-sm text-muted">
          Your capital is at risk: expected profit is an estimate, not a promise. Read{' '}
          <Link to="/risk" className="font-medium text-forest-700 underline underline-offset-2">
            the risks in plain words
          </Link>
          .
        </p>
      </div>
    </Section>
  );
}

/** The plan and units chosen, with what they come to. */
function Chosen({ plan, units }: { plan: InvestmentPlan; units: number }) {
  const terms = planTerms(plan);
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
      <PlanFigure label="Units" value={String(units)} />
      <PlanFigure label="You invest" value={formatMoney(investmentAmount({ units, ...terms }), terms.currency)} />
      <PlanFigure label="Projected profit (your 50%)" value={formatMoney(expectedProfit({ units, ...terms }), terms.currency)} />
      <PlanFigure label="Cycle length" value={formatDuration(plan)} />
    </dl>
  );
}
