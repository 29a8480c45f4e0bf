import { teamCollection } from '@app/contract';
import type { Route } from './+types/team';
import { loadCollection, publicPageMeta, pageSections, publicHeaders, languageOfRequest } from '../../../features/public/data';
import { Deferred, SectionEmpty, SectionError } from '../../../features/public/Deferred';
import { pageHero } from '../../../features/public/heroes';
import { useLanguage } from '../../../lib/language';
import { PageHero } from '../../../features/public/PageHero';
import { Section, SectionHeading } from '../../../features/public/Section';
import { TeamGrid } from '../../../features/public/TeamGrid';

export const meta: Route.MetaFunction = publicPageMeta('/team');
export const headers = publicHeaders;

export function loader({ context, request }: Route.LoaderArgs) {
  return pageSections(request, { members: loadCollection(context, teamCollection, languageOfRequest(request)) });
}

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  return (
    <>
      <PageHero {...pageHero('/team', language)} />
      <Section labelledBy="team-heading">
        <SectionHeading id="team-heading" eyebrow="Meet the team" title="Our Awesome Team" align="center" />
        <div className="mt-12">
          <Deferred resolve={loaderData.members} loading="Loading our amazing team..." fallbackError="Error fetching team members">
            {(loaded) =>
              loaded.error !== null ? (
                <SectionError>Sorry, we couldn't load our team right now. Please try again later.</SectionError>
              ) : loaded.data.length === 0 ? (
                <SectionEmpty>Our team page is being updated. Please check back soon.</SectionEmpty>
              ) : (
                <TeamGrid members={loaded.data} />
              )
            }
          </Deferred>
        </div>
      </Section>
    </>
  );
}
