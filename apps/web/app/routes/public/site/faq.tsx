import { faqCollection } from '@app/contract';
import { m } from '@app/contract/messages';
import { Link } from 'react-router';
import type { Route } from './+types/faq';
import { loadCollection, publicPageMeta, pageSections, publicHeaders, languageOfRequest } from '../../../features/public/data';
import { FaqList } from '../../../features/public/FaqSection';
import { pageHero } from '../../../features/public/heroes';
import { useLanguage, useLocalPath } from '../../../lib/language';
import { PageHero } from '../../../features/public/PageHero';
import { Section } from '../../../features/public/Section';

export const meta: Route.MetaFunction = publicPageMeta('/faq');
export const headers = publicHeaders;

export function loader({ context, request }: Route.LoaderArgs) {
  return pageSections(request, { faqs: loadCollection(context, faqCollection, languageOfRequest(request)) });
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const to = useLocalPath();
  const say = { locale: language };
  return (
    <>
      <PageHero {...pageHero('/faq', language)} />
      <Section tone="white" labelledBy="faq-list-heading">
        <h2 id="faq-list-heading" className="sr-only">
          {m.public_faq_list_heading({}, say)}
        </h2>
        <div className="mx-auto max-w-4xl">
          <FaqList faqs={loaderData.faqs} />
          <div className="mt-12 flex flex-col items-start justify-between gap-4 rounded-2xl bg-wheat-100 p-6 sm:flex-row sm:items-center">
            <p className="font-display text-xl font-semibold text-forest-900">{m.public_faq_still({}, say)}</p>
            <Link to={to('/contact')} className="btn btn-primary">
              {m.public_faq_contact({}, say)}
            </Link>
          </div>
        </div>
      </Section>
    </>
  );
}
