import { teamCollection } from '@app/contract';
import { m } from '@app/contract/messages';
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
  const say = { locale: language };
  return (
    <>
      <PageHero {...pageHero('/team', language)} />
      <Section labelledBy="team-heading">
        <SectionHeading id="team-heading" eyebrow={m.public_team_eyebrow({}, say)} title={m.public_team_title({}, say)} align="center" />
        <div className="mt-12">
          <Deferred resolve={loaderData.members} loading={m.public_team_loading({}, say)} fallbackError={m.public_team_error({}, say)}>
            {(loaded) =>
              loaded.error !== null ? (
                <SectionError>{m.public_team_error_text({}, say)}</SectionError>
              ) : loaded.data.length === 0 ? (
                <SectionEmpty>{m.public_team_empty({}, say)}</SectionEmpty>
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
