import { SITE_NAME } from '@app/contract';
import { ArrowUpRight } from 'lucide-react';
import type { Route } from './+types/sales-pack';
import { pageMeta, publicHeaders } from '../../../features/public/data';
import { useExternalLinks } from '../../../features/public/links';
import { PageHero } from '../../../features/public/PageHero';
import { Section } from '../../../features/public/Section';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Investment Sales Pack',
    description: 'Our investment sales pack: who we are, the opportunity, how it works, our chicken and cattle plans, our impact and how to invest.',
    path: '/cp',
    siteName: SITE_NAME,
    matches,
  });
export const headers = publicHeaders;

/** The seven pages of the sales pack, shipped as images in public/sales-pack. */
const PAGES = [
  'Cover: Breadbasket Ventures, invest in the farms that will feed a nation. Ethical, halal social-capital investment in rural Bangladesh.',
  'Who we are: a social-capital venture pairing investors abroad with farmers at home. 2 operating divisions, 10 active clusters plus 4 in development, 337+ partner farmers, 30 wheelchair-bound entrepreneurs.',
  'The opportunity: make Bangladesh the Bread Basket of the World. 350 farming clusters, 16,000 contract farmers, £30M of foreign investment, 1,000+ farm-to-shop outlets.',
  'How it works: choose a plan, invest securely, we fund a cluster, farmers raise and grow, sale at market, profit shared 50/50.',
  'Investment plans: broiler chicken cycles of 6 weeks, cattle fattening cycles of 6 months and revolving plans; returns shared 50/50 after each cycle, capital at risk.',
  'Impact: 20 to 30 women in cottage industry per cluster, 1,400 education bursaries, 30,000+ jobs, 1 million trees, 350 skills centres, free healthcare for farmers.',
  'Next steps: are you ready to invest? Fill in the short investment form and our investor team will contact you. The first 1,000 investors receive shared ownership.',
];

export default function SalesPackPage() {
  const links = useExternalLinks();
  const cta = (
    <a href={links.salesPackForm} target="_blank" rel="noopener noreferrer" className="btn btn-accent px-6 py-3 text-base">
      Are you ready to invest? <ArrowUpRight className="h-4 w-4" aria-hidden="true" />
      <span className="sr-only">(opens the investment form in a new tab)</span>
    </a>
  );
  return (
    <>
      <PageHero
        eyebrow="Sales pack"
        title="Our investment sales pack"
        subtitle="Seven pages that explain who we are, how your investment works and the difference it makes. Read it here, then take the next step when you are ready."
      >
        {cta}
      </PageHero>
      <Section tone="cream" labelledBy="pack-heading">
        <h2 id="pack-heading" className="sr-only">
          Sales pack pages
        </h2>
        <ol className="mx-auto max-w-5xl space-y-8">
          {PAGES.map((alt, i) => (
            <li key={i}>
              <img
                src={`/sales-pack/page-${i + 1}.svg`}
                alt={`Page ${i + 1} of 7. ${alt}`}
                width={1600}
                height={1000}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
                className="h-auto w-full rounded-2xl border border-forest-900/10 shadow-lg"
              />
            </li>
          ))}
        </ol>
        <div className="mx-auto mt-12 flex max-w-5xl flex-col items-center gap-4 rounded-2xl bg-forest-900 px-6 py-10 text-center">
          <p className="font-display text-2xl font-semibold text-white sm:text-3xl">Ready to become a partner?</p>
          {cta}
        </div>
      </Section>
    </>
  );
}
