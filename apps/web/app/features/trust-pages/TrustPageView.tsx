import { LOSS_RULE, formatDate, trustBlocks, type TrustPage } from '@app/contract';
import { Link } from 'react-router';
import { LegalPage } from '../public/LegalPage';

const dateLine = (page: TrustPage) => (page.updatedAt.startsWith('1970') ? 'Reviewed by our team' : `Last updated: ${formatDate(page.updatedAt)}`);

/** /shariah and /risk as staff wrote them (with the loss rule from the contract): paragraphs, bullet lists, and the adviser when there is one. */
export function TrustPageView({ page, eyebrow }: { page: TrustPage; eyebrow: string }) {
  const sections = page.sections.map((section, i) => ({
    id: `section-${i + 1}`,
    title: section.title,
    body: trustBlocks(section.body).map((block, j) =>
      block.kind === 'p' ? (
        <p key={j}>{block.text}</p>
      ) : (
        <ul key={j}>
          {block.items.map((item, k) => (
            <li key={k}>{item}</li>
          ))}
        </ul>
      ),
    ),
  }));
  const adviser = page.adviserName || page.certificateReference;
  return (
    <LegalPage
      eyebrow={eyebrow}
      title={page.title}
      dateLine={dateLine(page)}
      intro={
        <>
          <p>{page.intro}</p>
          {/* From the contract, not the editable text, so both pages always state the rule the cycle close applies. */}
          <p className="mt-4 rounded-xl border-l-4 border-earth-300 bg-wheat-50 px-4 py-3 text-base text-ink">
            <strong>If a cycle makes a loss:</strong> {LOSS_RULE}
          </p>
        </>
      }
      sections={sections}
      after={
        <>
          {adviser && (
            <aside aria-labelledby="adviser-title" className="mt-12 rounded-2xl border border-forest-200 bg-forest-50 p-6">
              <h2 id="adviser-title" className="font-display text-xl font-semibold text-forest-900">
                Shariah adviser and certificate
              </h2>
              {page.adviserName && <p className="mt-3 font-medium text-ink">{page.adviserName}</p>}
              {page.adviserDetails && <p className="mt-1 text-ink/80">{page.adviserDetails}</p>}
              {page.certificateReference && <p className="mt-3 text-ink/80">Certificate reference: {page.certificateReference}</p>}
            </aside>
          )}
          <nav aria-label="Related pages" className="mt-12 flex flex-wrap gap-3 border-t border-forest-100 pt-8">
            <Link to="/track-record" className="btn btn-primary">
              See our track record
            </Link>
            <Link to={page.slug === 'risk' ? '/shariah' : '/risk'} className="btn btn-outline">
              {page.slug === 'risk' ? 'How we follow Shariah' : 'Read the risks'}
            </Link>
            <Link to="/investment-plans" className="btn btn-outline">
              Investment plans
            </Link>
          </nav>
        </>
      }
    />
  );
}
