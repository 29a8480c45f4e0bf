import { CAREER_TEXTS, contentLanguageSearch, SITE_NAME, type CareerPost } from '@app/contract';
import { m } from '@app/contract/messages';
import { Quote } from 'lucide-react';
import type { Route } from './+types/career';
import { PendingJobDetails } from '../../../features/careers/PendingJobDetails';
import { languageOfRequest, loadList, publicPageMeta, publicHeaders } from '../../../features/public/data';
import { useLanguage } from '../../../lib/language';
import { OpenPositions } from '../../../features/public/OpenPositions';
import { pageHero } from '../../../features/public/heroes';
import { PageHero } from '../../../features/public/PageHero';
import { Section, SectionHeading } from '../../../features/public/Section';

export const meta: Route.MetaFunction = publicPageMeta('/career');
export const headers = publicHeaders;

/** Active posts only, also for signed-in staff (the API would give them every post). */
export function loader({ context, request }: Route.LoaderArgs) {
  return {
    posts: loadList<CareerPost>(context, `/career/posts?isActive=true${contentLanguageSearch(languageOfRequest(request), '&')}`, CAREER_TEXTS.listError),
  };
}

function NoOpenings() {
  const language = useLanguage();
  return (
    <div className="rounded-2xl border border-dashed border-forest-900/20 bg-white/70 px-6 py-14 text-center">
      <p className="font-display text-2xl font-semibold text-forest-900">{m.careers_empty_title({}, { locale: language })}</p>
      <p className="mt-2 text-muted">{m.careers_empty_hint({}, { locale: language })}</p>
    </div>
  );
}

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  return (
    <>
      <PageHero {...pageHero('/career', language)}>
        <figure className="max-w-3xl border-l-4 border-wheat-400 pl-6">
          <Quote className="mb-3 h-7 w-7 text-wheat-300" aria-hidden="true" />
          <blockquote className="font-display text-xl italic leading-relaxed text-white sm:text-2xl">
            “We are not only funding farms; we are building the people who run them. Every person who joins us helps make Bangladesh the Bread Basket of the
            World.”
          </blockquote>
          <figcaption className="mt-4 text-sm font-semibold uppercase tracking-[0.18em] text-wheat-200">Chief Executive Officer, {SITE_NAME}</figcaption>
        </figure>
      </PageHero>
      <Section labelledBy="openings-heading">
        <SectionHeading
          id="openings-heading"
          eyebrow={m.careers_openings_eyebrow({}, { locale: language })}
          title={m.careers_openings_title({}, { locale: language })}
          lead={m.careers_openings_lead({}, { locale: language })}
        />
        <div className="mt-12">
          <PendingJobDetails>
            <OpenPositions posts={loaderData.posts} empty={<NoOpenings />} />
          </PendingJobDetails>
        </div>
      </Section>
    </>
  );
}
