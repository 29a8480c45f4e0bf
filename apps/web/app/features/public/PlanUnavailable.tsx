import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PLAN_LOAD_ERROR, PLAN_NOT_FOUND, type LoadedPlan } from './data';
import { Section } from './Section';

/** What a plan's pages show when the plan is not open (or could not be read): the reason and the way back. */
export function PlanUnavailable({ loaded }: { loaded: Exclude<LoadedPlan, { state: 'ok' }> }) {
  return (
    <Section>
      <div className="mx-auto max-w-xl py-16 text-center">
        <h1 className="font-display text-4xl font-semibold text-forest-900">{loaded.state === 'not-found' ? PLAN_NOT_FOUND : PLAN_LOAD_ERROR}</h1>
        <p role={loaded.state === 'error' ? 'alert' : undefined} className="mt-4 text-lg text-muted">
          {loaded.state === 'not-found' ? 'This plan is not open for investment. See the plans that are open now.' : loaded.message}
        </p>
        <Link to="/investment-plans" className="btn btn-primary mt-8 px-5 py-2.5">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All investment plans
        </Link>
      </div>
    </Section>
  );
}
