import type { TrackRecord } from '@app/contract';
import type { Route } from './+types/track-record';
import { TrackRecordView } from '../../../features/cycles/TrackRecord';
import { loadContent, publicPageMeta, publicHeaders } from '../../../features/public/data';
import { pageHero } from '../../../features/public/heroes';
import { useLanguage } from '../../../lib/language';
import { PageHero } from '../../../features/public/PageHero';
import { Section } from '../../../features/public/Section';
import { StaticContent } from '../../../features/public/StaticContent';

export const meta: Route.MetaFunction = publicPageMeta('/track-record');
export const headers = publicHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return loadContent<TrackRecord>(context, '/track-record', 'Failed to load the track record');
}

export default function TrackRecordPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  return (
    <>
      <PageHero {...pageHero('/track-record', language)} />
      <Section tone="light">
        {loaderData.error !== null ? (
          <p role="alert" className="text-red-800">
            {loaderData.error}
          </p>
        ) : (
          // Tables and a chart drawn on the server, nothing to click but links: adopted, not hydrated.
          <StaticContent>
            <TrackRecordView record={loaderData.data} />
          </StaticContent>
        )}
      </Section>
    </>
  );
}
