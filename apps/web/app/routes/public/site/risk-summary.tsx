import { Link } from 'react-router';
import { RISK_SUMMARY, SAFEGUARDS_WORDING_VERSION, formatDate } from '@app/contract';
import type { Route } from './+types/risk-summary';
import { pageWords, publicPageMeta, publicHeaders } from '../../../features/public/data';
import { useLanguage } from '../../../lib/language';
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
  return (
    <LegalPage
      eyebrow="Risk"
      title={pageWords('/risk-summary', language).title}
      dateLine={`Version of ${formatDate(SAFEGUARDS_WORDING_VERSION)}`}
      intro={<p>{RISK_SUMMARY.intro}</p>}
      sections={RISK_SUMMARY.sections.map((section, i) => ({ id: `risk-${i + 1}`, title: section.title, body: <p>{section.body}</p> }))}
      after={
        <nav aria-label="Related pages" className="mt-12 flex flex-wrap gap-3 border-t border-forest-100 pt-8">
          <Link to="/risk" className="btn btn-primary">
            All the risks in detail
          </Link>
          <Link to="/track-record" className="btn btn-outline">
            See our track record
          </Link>
          <Link to="/investment-plans" className="btn btn-outline">
            Investment plans
          </Link>
        </nav>
      }
    />
  );
}
