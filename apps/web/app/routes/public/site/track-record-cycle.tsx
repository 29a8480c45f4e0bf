import { data, Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { SITE_NAME, formatDate, formatMoney, groupDigits, languageOfPath, type PublicCycleAccount } from '@app/contract';
import type { Route } from './+types/track-record-cycle';
import { pageMeta, publicHeaders } from '../../../features/public/data';
import { PageHero } from '../../../features/public/PageHero';
import { Section } from '../../../features/public/Section';
import { StaticContent } from '../../../features/public/StaticContent';
import { CycleAccountTable } from '../../../features/cycles/CycleAccountTable';

const NOT_FOUND = 'Closed cycle not found';

/** A closed cycle's public account (from the track record): no investor's data, server-rendered. */
export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const { status, body } = await context.api<{ data?: PublicCycleAccount }>(`/track-record/cycles/${encodeURIComponent(params.id)}`);
    if (status === 200 && body?.data) return { found: body.data, error: null };
    return data({ found: null, error: status === 404 ? NOT_FOUND : 'Failed to load the cycle’s account' }, { status: status === 404 ? 404 : 503 });
  } catch {
    return data({ found: null, error: 'Failed to load the cycle’s account' }, { status: 503 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches, params }) => {
  const cycle = loaderData?.found?.cycle;
  if (!cycle) return [{ title: `${NOT_FOUND} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
  return pageMeta({
    title: `${cycle.name}: the cycle’s account`,
    description: `${cycle.name} (${cycle.planTitle}, ${cycle.location}), closed on ${formatDate(cycle.closedOn)}: revenue, each cost, the 50/50 split and every penny of the investors’ half.`,
    path: `/track-record/${params.id}`,
    language: languageOfPath(location.pathname),
    matches,
  });
};
export const headers = publicHeaders;

export default function TrackRecordCyclePage({ loaderData }: Route.ComponentProps) {
  const back = (
    <Link to="/track-record" className="inline-flex items-center gap-2 text-sm font-medium text-wheat-200 hover:text-white">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> The track record
    </Link>
  );
  if (!loaderData.found) {
    return (
      <>
        <PageHero eyebrow="Track record" title={NOT_FOUND}>
          {back}
        </PageHero>
        <Section tone="light">
          <p role="alert" className="text-red-800">
            {loaderData.error}
          </p>
        </Section>
      </>
    );
  }
  const { cycle, account } = loaderData.found;
  const money = (pence: number) => formatMoney(pence, cycle.currency);
  const facts: [string, string][] = [
    ['Plan', cycle.planTitle],
    ['Location', cycle.location],
    ['Dates', `${formatDate(cycle.startDate)} – ${formatDate(cycle.closedOn)} (${groupDigits(cycle.days)} days)`],
    ['Units', `${groupDigits(cycle.units)} of ${money(cycle.amountPerUnitPence)}`],
    ['Projected profit per unit', money(cycle.projectedProfitPerUnitPence)],
    ['Actual profit per unit', `${money(cycle.profitPerUnitPence)} (${cycle.returnPercent}%)`],
    ['Animals lost', `${groupDigits(cycle.animalsLost)} (${cycle.mortalityPercent}%)`],
  ];
  return (
    <>
      <PageHero eyebrow="Track record" title={cycle.name} subtitle={`${cycle.planTitle} · ${cycle.location}`}>
        {back}
      </PageHero>
      <Section tone="light">
        <StaticContent>
          <div className="grid gap-8 lg:grid-cols-[22rem_1fr]">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 self-start rounded-2xl border border-forest-100 bg-white p-5 text-sm">
              {facts.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted">{label}</dt>
                  <dd className="text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="rounded-2xl border border-forest-100 bg-white p-5">
              <CycleAccountTable account={account} whole />
            </div>
          </div>
        </StaticContent>
      </Section>
    </>
  );
}
