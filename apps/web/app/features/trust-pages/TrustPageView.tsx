import { formatDate, lossRuleIn, trustBlocks, type Language, type TrustPage } from '@app/contract';
import { m } from '@app/contract/messages';
import { useLanguage, useLocalPath } from '../../lib/language';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { LegalPage } from '../public/LegalPage';

const dateLine = (page: TrustPage, language: Language) =>
  page.updatedAt.startsWith('1970')
    ? m.public_trust_reviewed({}, { locale: language })
    : m.public_legal_updated({ date: formatDate(page.updatedAt, '—', language) }, { locale: language });

/** /shariah and /risk as staff wrote them (with the loss rule from the contract): paragraphs, bullet lists, and on /shariah the certified adviser or the plain statement that there is none. */
export function TrustPageView({ page, eyebrow }: { page: TrustPage; eyebrow: string }) {
  const language = useLanguage();
  const to = useLocalPath();
  const say = { locale: language };
  // A text staff have not yet written in Bengali shows in English, and says so to screen readers.
  const langOf = (field: 'intro' | 'sections') => (page.fallback?.includes(field) ? 'en' : undefined);
  const sections = page.sections.map((section, i) => ({
    id: `section-${i + 1}`,
    title: section.title,
    body: trustBlocks(section.body).map((block, j) =>
      block.kind === 'p' ? (
        <p key={j} lang={langOf('sections')}>
          {block.text}
        </p>
      ) : (
        <ul key={j} lang={langOf('sections')}>
          {block.items.map((item, k) => (
            <li key={k}>{item}</li>
          ))}
        </ul>
      ),
    ),
  }));
  const adviser = page.adviser;
  return (
    <LegalPage
      eyebrow={eyebrow}
      title={page.title}
      dateLine={dateLine(page, language)}
      intro={
        <>
          <p lang={langOf('intro')}>{page.intro}</p>
          {/* From the contract, not the editable text, so both pages always state the rule the cycle close applies. */}
          <p className="mt-4 rounded-xl border-l-4 border-earth-300 bg-wheat-50 px-4 py-3 text-base text-ink">
            <strong>{m.public_trust_loss_label({}, say)}</strong> {lossRuleIn(language)}
          </p>
        </>
      }
      sections={sections}
      after={
        <>
          {page.slug === 'shariah' && (
            <aside aria-labelledby="adviser-title" className="mt-12 rounded-2xl border border-forest-200 bg-forest-50 p-6" data-testid="shariah-adviser">
              <h2 id="adviser-title" className="font-display text-xl font-semibold text-forest-900">
                {m.public_trust_adviser_title({}, say)}
              </h2>
              {adviser ? (
                <>
                  <p className="mt-3 font-medium text-ink">{adviser.name}</p>
                  <p className="mt-1 text-ink/80">{adviser.qualifications}</p>
                  <dl className="mt-3 grid gap-1 text-ink/80 sm:grid-cols-[auto_1fr] sm:gap-x-4">
                    <dt className="font-medium">{m.public_trust_certificate_reference({}, say)}</dt>
                    <dd>{adviser.certificateReference}</dd>
                    <dt className="font-medium">{m.public_trust_issued({}, say)}</dt>
                    <dd>{formatDate(adviser.certifiedOn, '—', language)}</dd>
                  </dl>
                  <a href={adviser.certificateUrl} target="_blank" rel="noreferrer" className="btn btn-outline mt-4">
                    <FileText className="h-4 w-4" aria-hidden="true" /> {m.public_trust_read_certificate({}, say)}
                  </a>
                </>
              ) : (
                <p className="mt-3 text-ink">{m.public_trust_no_certificate({}, say)}</p>
              )}
            </aside>
          )}
          <nav aria-label={m.public_risk_summary_related({}, say)} className="mt-12 flex flex-wrap gap-3 border-t border-forest-100 pt-8">
            <Link to={to('/track-record')} className="btn btn-primary">
              {m.public_risk_summary_record({}, say)}
            </Link>
            <Link to={to(page.slug === 'risk' ? '/shariah' : '/risk')} className="btn btn-outline">
              {page.slug === 'risk' ? m.public_trust_how_shariah({}, say) : m.public_trust_read_risks({}, say)}
            </Link>
            <Link to={to('/investment-plans')} className="btn btn-outline">
              {m.public_risk_summary_plans({}, say)}
            </Link>
          </nav>
        </>
      }
    />
  );
}
