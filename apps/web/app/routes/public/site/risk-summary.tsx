import { Link } from 'react-router';
import { SAFEGUARDS_WORDING_VERSION, formatDate, riskSummaryIn } from '@app/contract';
import { m } from '@app/contract/messages';
import type { Route } from './+types/risk-summary';
import { pageWords, publicPageMeta, publicHeaders } from '../../../features/public/data';
import { useLanguage, useLocalPath } from '../../../lib/language';
import { LegalPage } from '../../../features/public/LegalPage';

/**
 * The plain-language risk summary the risk warning links to. Its own page, not a section of /risk:
 * /risk is staff-edited and long, while this wording is fixed in the contract under the version an
 * investor's declarations record, so what they were shown can always be told.
 */
export const meta: Route.MetaFunction = publicPageMeta('/risk-summary');
export const headers = publicHeaders;

export default function RiskSummaryPage() {
  const language = useLanguage();
  const to = useLocalPath();
  const say = { locale: language };
  const summary = riskSummaryIn(language);
  return (
    <LegalPage
      eyebrow={m.public_risk_summary_eyebrow({}, say)}
      title={pageWords('/risk-summary', language).title}
      dateLine={m.public_risk_summary_version({ date: formatDate(SAFEGUARDS_WORDING_VERSION, '—', language) }, say)}
      intro={<p>{summary.intro}</p>}
      sections={summary.sections.map((section, i) => ({ id: `risk-${i + 1}`, title: section.title, body: <p>{section.body}</p> }))}
      after={
        <nav aria-label={m.public_risk_summary_related({}, say)} className="mt-12 flex flex-wrap gap-3 border-t border-forest-100 pt-8">
          <Link to={to('/risk')} className="btn btn-primary">
            {m.public_risk_summary_all({}, say)}
          </Link>
          <Link to={to('/track-record')} className="btn btn-outline">
            {m.public_risk_summary_record({}, say)}
          </Link>
          <Link to={to('/investment-plans')} className="btn btn-outline">
            {m.public_risk_summary_plans({}, say)}
          </Link>
        </nav>
      }
    />
  );
}
