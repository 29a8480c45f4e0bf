import { data, Link } from 'react-router';
import { useState } from 'react';
import { ArrowLeft, Briefcase, Building2, CalendarDays, Check, MapPin, Users, Wallet } from 'lucide-react';
import {
  CAREER_LIST_MIN_ITEMS_SHOWN,
  CAREER_POST_LISTS,
  CAREER_POST_LIST_LABELS,
  CAREER_TEXTS,
  contentLanguageSearch,
  SITE_NAME,
  type CareerPost,
  formatDate,
} from '@app/contract';
import { m } from '@app/contract/messages';
import type { Route } from './+types/career-detail';
import { useLanguage } from '../../../lib/language';
import { ApplyForm } from '../../../features/careers/ApplyForm';
import { PendingJobDetails } from '../../../features/careers/PendingJobDetails';
import { KEEP_CLEAR } from '../../../features/public/FloatingActions';
import { languageOfRequest, loadList, pageMeta, publicHeaders } from '../../../features/public/data';
import { OpenPositions } from '../../../features/public/OpenPositions';
import { PageHero } from '../../../features/public/PageHero';
import { Section, SectionHeading } from '../../../features/public/Section';

type Loaded = { state: 'ok'; post: CareerPost } | { state: 'not-found' } | { state: 'error'; message: string };

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const others = loadList<CareerPost>(context, `/career/posts?isActive=true${contentLanguageSearch(language, '&')}`, CAREER_TEXTS.listError).then((result) =>
    result.error === null ? { data: result.data.filter((post) => post._id !== params.id), error: null } : result,
  );
  let job: Loaded;
  try {
    const { status, body } = await context.api<{ success: boolean; data?: CareerPost; message?: string }>(
      `/career/posts/${encodeURIComponent(params.id)}${contentLanguageSearch(language)}`,
    );
    if (status === 404) job = { state: 'not-found' };
    else if (status >= 200 && status < 300 && body?.data) job = { state: 'ok', post: body.data };
    else job = { state: 'error', message: body?.message || CAREER_TEXTS.detailError };
  } catch {
    job = { state: 'error', message: CAREER_TEXTS.detailError };
  }
  const status = job.state === 'not-found' ? 404 : job.state === 'error' ? 503 : 200;
  return data({ job, others }, { status });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const job = loaderData?.job;
  if (job?.state !== 'ok') {
    return [{ title: `${CAREER_TEXTS.notFound} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
  }
  return pageMeta({
    title: `${job.post.role} (${job.post.location})`,
    description: job.post.short_details.slice(0, 160),
    path: `/careers/${params.id}`,
    matches,
  });
};
export const headers = publicHeaders;

function MetaItem({ icon: Icon, label, value }: { icon: typeof MapPin; label: string; value: string | number }) {
  const locale = useLanguage();
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-muted">
        <Icon className="h-4 w-4 text-forest-600" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1 pl-6 font-medium text-ink">{value || m.careers_not_specified({}, { locale })}</dd>
    </div>
  );
}

function JobBody({ post, onApply }: { post: CareerPost; onApply: () => void }) {
  const locale = useLanguage();
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14">
      <div className="space-y-10">
        <section aria-labelledby="job-description">
          <h2 id="job-description" className="font-display text-2xl font-semibold text-forest-900">
            Job Description
          </h2>
          <p className="mt-3 whitespace-pre-line text-lg leading-relaxed text-ink/85">{post.short_details}</p>
        </section>
        {CAREER_POST_LISTS.filter((key) => post[key].length >= CAREER_LIST_MIN_ITEMS_SHOWN).map((key) => (
          <section key={key} aria-labelledby={`job-${key}`}>
            <h2 id={`job-${key}`} className="font-display text-2xl font-semibold text-forest-900">
              {CAREER_POST_LIST_LABELS[key]}
            </h2>
            <ul className="mt-4 space-y-3">
              {post[key].map((item) => (
                <li key={item} className="flex gap-3 leading-relaxed text-ink/85">
                  <Check className="mt-1 h-4 w-4 shrink-0 text-forest-600" aria-hidden="true" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="job-apply" className="rounded-2xl bg-wheat-100/70 p-6 sm:p-8">
          <h2 id="job-apply" className="font-display text-2xl font-semibold text-forest-900">
            {m.careers_how_to_apply({}, { locale })}
          </h2>
          <p className="mt-3 whitespace-pre-line leading-relaxed text-ink/85">{post.applyProcedure}</p>
          <button type="button" className="btn btn-primary mt-6 px-6 py-3" onClick={onApply}>
            {m.careers_apply_now({}, { locale })}
          </button>
        </section>
        {post.skills.length > 0 && (
          <section aria-labelledby="job-skills">
            <h2 id="job-skills" className="font-display text-2xl font-semibold text-forest-900">
              {m.careers_required_skills({}, { locale })}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {post.skills.map((skill) => (
                <li key={skill} className="rounded-full bg-forest-50 px-4 py-1.5 text-sm font-medium text-forest-800 ring-1 ring-forest-100">
                  {skill}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <aside aria-label="Job details" className="order-first lg:sticky lg:top-24 lg:order-last lg:self-start">
        <div className="rounded-2xl border border-wheat-200 bg-white p-6 shadow-sm">
          <dl className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
            <MetaItem icon={Building2} label={m.careers_department({}, { locale })} value={post.department} />
            <MetaItem icon={Briefcase} label={m.careers_job_type({}, { locale })} value={post.jobType} />
            <MetaItem icon={Users} label={m.careers_vacancy({}, { locale })} value={post.vacancy} />
            <MetaItem icon={Wallet} label={m.careers_salary({}, { locale })} value={post.salary} />
            <MetaItem icon={CalendarDays} label={m.careers_deadline({}, { locale })} value={formatDate(post.deadline)} />
            <MetaItem icon={MapPin} label={m.careers_location({}, { locale })} value={post.location} />
          </dl>
          <button type="button" className="btn btn-primary mt-6 w-full py-3" onClick={onApply} {...KEEP_CLEAR}>
            {m.careers_apply_now({}, { locale })}
          </button>
        </div>
      </aside>
    </div>
  );
}

export default function CareerDetailPage({ loaderData, params }: Route.ComponentProps) {
  const { job, others } = loaderData;
  const locale = useLanguage();
  const [applying, setApplying] = useState(false);

  if (job.state === 'not-found') {
    return (
      <Section>
        <div className="mx-auto max-w-xl py-16 text-center">
          <h1 className="font-display text-4xl font-semibold text-forest-900">{CAREER_TEXTS.notFound}</h1>
          <p className="mt-4 text-lg text-muted">This position may have been filled or is no longer open.</p>
          <Link to="/careers" className="btn btn-primary mt-8 px-5 py-2.5">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> View all open positions
          </Link>
        </div>
      </Section>
    );
  }
  if (job.state === 'error') {
    return (
      <Section>
        <div className="mx-auto max-w-xl py-16 text-center">
          <h1 className="font-display text-3xl font-semibold text-forest-900">{CAREER_TEXTS.detailError}</h1>
          <p role="alert" className="mt-4 text-muted">
            {job.message}
          </p>
          <button type="button" className="btn btn-primary mt-8 px-5 py-2.5" onClick={() => window.location.reload()}>
            Try Again
          </button>
        </div>
      </Section>
    );
  }

  const post = job.post;
  return (
    <PendingJobDetails currentId={params.id}>
      <PageHero
        eyebrow={`${post.department} · ${post.location}`}
        title={post.role}
        subtitle={`${post.jobType} · ${post.vacancy} ${post.vacancy === 1 ? 'vacancy' : 'vacancies'} · Apply by ${formatDate(post.deadline)}`}
      >
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn btn-accent px-6 py-3 text-base" onClick={() => setApplying(true)}>
            {m.careers_apply_now({}, { locale })}
          </button>
          <Link to="/career" className="btn px-5 py-3 text-base text-white ring-1 ring-white/40 hover:bg-white/10">
            All positions
          </Link>
        </div>
      </PageHero>
      <Section tone="white">
        <JobBody post={post} onApply={() => setApplying(true)} />
      </Section>
      <Section tone="light" labelledBy="other-positions">
        <SectionHeading id="other-positions" eyebrow={m.careers_keep_exploring({}, { locale })} title={m.careers_other_positions({}, { locale })} />
        <div className="mt-10">
          <OpenPositions posts={others} empty={<p className="text-muted">No other positions are open right now.</p>} />
        </div>
      </Section>
      <ApplyForm key={post._id} jobPostId={post._id} role={post.role} open={applying} onOpenChange={setApplying} />
    </PendingJobDetails>
  );
}
