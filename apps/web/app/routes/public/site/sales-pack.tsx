import { ArrowUpRight, Download, Maximize2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { groupDigits } from '@app/contract';
import { m } from '@app/contract/messages';
import type { Route } from './+types/sales-pack';
import { useExternalLinks } from '../../../features/public/links';
import { pageHero } from '../../../features/public/heroes';
import { useLanguage } from '../../../lib/language';
import { PageHero } from '../../../features/public/PageHero';
import { SALES_PACK_PDF_PATH, SALES_PACK_SLIDES, salesPackSlidePath } from '../../../features/public/sales-pack';
import { Section } from '../../../features/public/Section';
import { Deferred, SectionError } from '../../../features/public/Deferred';
import { MetricCounters } from '../../../features/public/MetricCounters';
import { loadMetrics } from '../../../features/public/metrics.server';
import { ReturnFigures } from '../../../features/public/ReturnFigures';
import { loadReturns } from '../../../features/public/returns.server';
import { publicPageMeta, pageSections, languageOfRequest } from '../../../features/public/data';
import { currentRounds, loadRoundsSection, roundPageHeaders } from '../../../features/rounds/data';
import { RoundCard } from '../../../features/rounds/RoundCard';

/** The slides' summaries (their images' alt text) for a Bengali page: the images are the English pack. */
const SLIDES_BN = [
  m.public_pack_slide_1,
  m.public_pack_slide_2,
  m.public_pack_slide_3,
  m.public_pack_slide_4,
  m.public_pack_slide_5,
  m.public_pack_slide_6,
  m.public_pack_slide_7,
];

/** The full-size viewer (and its dialog library) loads only when a visitor opens a page. */
const SalesPackViewer = lazy(() => import('../../../features/public/SalesPackViewer').then((m) => ({ default: m.SalesPackViewer })));

export const meta: Route.MetaFunction = publicPageMeta('/cp');
// The rounds' units left are live: kept ten seconds at most.
export const headers = roundPageHeaders;

/** The pack's figures come from the data, not the slide images: returns from the closed cycles, metrics with achieved or target. */
export function loader({ context, request }: Route.LoaderArgs) {
  return pageSections(request, {
    returns: loadReturns(context, languageOfRequest(request)),
    metrics: loadMetrics(context, languageOfRequest(request)),
    rounds: loadRoundsSection(context),
  });
}

export default function SalesPackPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const links = useExternalLinks();
  // null until a page is first opened: the viewer's code loads then.
  const [viewer, setViewer] = useState<{ page: number; open: boolean } | null>(null);
  const count = SALES_PACK_SLIDES.length;
  const say = { locale: language };
  const failed = (error: string) => m.public_home_error({ error }, say);
  const cta = (
    <a href={links.salesPackForm} target="_blank" rel="noopener noreferrer" className="btn btn-accent px-6 py-3 text-base">
      {m.public_pack_ready({}, say)} <ArrowUpRight className="h-4 w-4" aria-hidden="true" />
      <span className="sr-only">{m.public_pack_ready_sr({}, say)}</span>
    </a>
  );
  return (
    <>
      <PageHero {...pageHero('/cp', language)}>
        <div className="flex flex-wrap gap-3">
          {cta}
          <a href={SALES_PACK_PDF_PATH} download className="btn border border-white/30 px-6 py-3 text-base text-white hover:bg-white/10">
            <Download className="h-4 w-4" aria-hidden="true" /> {m.public_pack_download({}, say)}
          </a>
        </div>
        <Deferred resolve={loaderData.returns} loading={m.public_home_returns_loading({}, say)} fallbackError={m.public_home_returns_error({}, say)}>
          {(loaded) =>
            loaded.error !== null ? <p className="text-sm text-wheat-200">{failed(loaded.error)}</p> : <ReturnFigures returns={loaded.data} wide />
          }
        </Deferred>
      </PageHero>
      <Section labelledBy="figures-heading">
        <h2 id="figures-heading" className="mx-auto max-w-5xl font-display text-2xl font-semibold text-forest-900 sm:text-3xl">
          {m.public_pack_figures_title({}, say)}
        </h2>
        <p className="mx-auto mt-2 max-w-5xl text-muted">{m.public_pack_figures_lead({}, say)}</p>
        <div className="mx-auto mt-6 max-w-5xl">
          <Deferred resolve={loaderData.metrics} loading={m.public_home_metrics_loading({}, say)} fallbackError={m.public_home_metrics_error({}, say)}>
            {(loaded) => (loaded.error !== null ? <SectionError>{failed(loaded.error)}</SectionError> : <MetricCounters metrics={loaded.data} wrap />)}
          </Deferred>
        </div>
        <h2 id="rounds-heading" className="mx-auto mt-12 max-w-5xl font-display text-2xl font-semibold text-forest-900 sm:text-3xl">
          {m.public_pack_rounds_title({}, say)}
        </h2>
        <div className="mx-auto mt-6 max-w-5xl">
          <Deferred resolve={loaderData.rounds} loading={m.public_pack_rounds_loading({}, say)} fallbackError={m.public_pack_rounds_error({}, say)}>
            {(loaded) => {
              if (loaded.error !== null) return <SectionError>{failed(loaded.error)}</SectionError>;
              const rounds = currentRounds(loaded.data.rounds);
              if (rounds.length === 0) return <p className="text-muted">{m.public_pack_rounds_none({}, say)}</p>;
              return (
                <ul className="grid gap-6 md:grid-cols-2">
                  {rounds.map((round) => (
                    <li key={round.id}>
                      <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-earth-700">{round.planTitle}</p>
                      <RoundCard round={round} />
                    </li>
                  ))}
                </ul>
              );
            }}
          </Deferred>
        </div>
      </Section>
      <Section tone="cream" labelledBy="pack-heading">
        <h2 id="pack-heading" className="sr-only">
          {m.public_pack_pages_title({}, say)}
        </h2>
        <p className="mx-auto mb-6 max-w-5xl text-muted">{m.public_pack_pages_lead({}, say)}</p>
        <ol className="mx-auto max-w-5xl space-y-8">
          {SALES_PACK_SLIDES.map((summary, i) => (
            <li key={i}>
              <button
                type="button"
                onClick={() => setViewer({ page: i + 1, open: true })}
                className="group block w-full cursor-zoom-in overflow-hidden rounded-2xl border border-forest-900/10 text-left shadow-lg"
              >
                <img
                  src={salesPackSlidePath(i + 1)}
                  alt={m.public_pack_page_alt(
                    { page: groupDigits(i + 1, language), count: groupDigits(count, language), summary: language === 'en' ? summary : SLIDES_BN[i]!({}, say) },
                    say,
                  )}
                  width={1600}
                  height={1000}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  className="block h-auto w-full"
                />
                {/* Below the page, not on it: on a phone a label on the slide hid part of it, and white on a slide's light areas was hard to read. */}
                <span className="flex items-center justify-end gap-1.5 bg-forest-950 px-4 py-2.5 text-sm font-semibold text-white group-hover:underline">
                  <Maximize2 className="h-3.5 w-3.5" aria-hidden="true" /> {m.public_pack_open({}, say)}
                </span>
              </button>
            </li>
          ))}
        </ol>
        <div className="public-band-dark mx-auto mt-12 flex max-w-5xl flex-col items-center gap-4 rounded-2xl bg-forest-900 px-6 py-10 text-center">
          <p className="font-display text-2xl font-semibold text-white sm:text-3xl">{m.public_pack_partner({}, say)}</p>
          {cta}
        </div>
      </Section>
      {viewer && (
        <Suspense fallback={null}>
          <SalesPackViewer
            page={viewer.page}
            open={viewer.open}
            onPageChange={(page) => setViewer({ page, open: true })}
            onClose={() => setViewer({ ...viewer, open: false })}
          />
        </Suspense>
      )}
    </>
  );
}
