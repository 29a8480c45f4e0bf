import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { m } from '@app/contract/messages';
import type { LoadedPlan } from './data';
import { Section } from './Section';
import { useLanguage, useLocalPath } from '../../lib/language';

/** What a plan's pages show when the plan is not open (or could not be read): the reason and the way back. */
export function PlanUnavailable({ loaded }: { loaded: Exclude<LoadedPlan, { state: 'ok' }> }) {
  const language = useLanguage();
  const to = useLocalPath();
  const say = { locale: language };
  return (
    <Section>
      <div className="mx-auto max-w-xl py-16 text-center">
        <h1 className="font-display text-4xl font-semibold text-forest-900">
          {loaded.state === 'not-found' ? m.public_plan_not_found({}, say) : m.public_plan_load_error({}, say)}
        </h1>
        <p role={loaded.state === 'error' ? 'alert' : undefined} className="mt-4 text-lg text-muted">
          {loaded.state === 'not-found' ? m.public_plan_unavailable_text({}, say) : loaded.message}
        </p>
        <Link to={to('/investment-plans')} className="btn btn-primary mt-8 px-5 py-2.5">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {m.public_plan_all({}, say)}
        </Link>
      </div>
    </Section>
  );
}
