import type { TeamMember } from '@app/contract';
import type { Route } from './+types/team';
import { loadList, publicPageMeta, pageSections, publicHeaders, PUBLIC_PAGES } from '../../../features/public/data';
import { Deferred, SectionEmpty, SectionError } from '../../../features/public/Deferred';
import { PageHero } from '../../../features/public/PageHero';
import { Section, SectionHeading } from '../../../features/public/Section';
import { TeamGrid } from '../../../features/public/TeamGrid';

export const meta: Route.MetaFunction = publicPageMeta('/team');
export const headers = publicHeaders;

export function loader({ context, request }: Route.LoaderArgs) {
  return pageSections(request, { members: loadList<TeamMember>(context, '/team/members', 'Error fetching team members') });
}

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...PUBLIC_PAGES['/team'].hero} />
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
