import { ArrowRight, Briefcase, CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { CareerPost } from '@app/contract';
import { formatDate } from '@app/contract';
import { m } from '@app/contract/messages';
import { useLanguage, useLocalPath } from '../../lib/language';

/** One open position on /career: role, short details, skills and a See More link. */
export function CareerCard({ post }: { post: CareerPost }) {
  const locale = useLanguage();
  const localPath = useLocalPath();
  const headingId = `career-${post._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="group flex h-full flex-col rounded-2xl border border-wheat-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-forest-300 hover:shadow-md sm:p-7"
    >
      <p className="text-xs font-semibold uppercase tracking-[0.18em] text-earth-600">{post.department}</p>
      <h3 id={headingId} className="mt-2 font-display text-2xl font-semibold leading-snug text-forest-900">
        {post.role}
      </h3>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <li className="flex items-center gap-1.5">
          <MapPin className="h-4 w-4 text-forest-600" aria-hidden="true" />
          {post.location}
        </li>
        <li className="flex items-center gap-1.5">
          <Briefcase className="h-4 w-4 text-forest-600" aria-hidden="true" />
          {post.jobType}
        </li>
        {post.deadline && (
          <li className="flex items-center gap-1.5">
            <CalendarDays className="h-4 w-4 text-forest-600" aria-hidden="true" />
            {m.careers_apply_by({ date: formatDate(post.deadline) }, { locale })}
          </li>
        )}
      </ul>
      <p className="mt-4 flex-1 leading-relaxed text-ink/80">{post.short_details}</p>
      {post.skills.length > 0 && (
        <ul className="mt-5 flex flex-wrap gap-2" aria-label={m.careers_skills_for({ role: post.role }, { locale })}>
          {post.skills.map((skill) => (
            <li key={skill} className="rounded-full bg-forest-50 px-3 py-1 text-xs font-medium text-forest-800 ring-1 ring-forest-100">
              {skill}
            </li>
          ))}
        </ul>
      )}
      <Link
        to={localPath(`/careers/${post._id}`)}
        className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-forest-700 underline-offset-4 hover:text-forest-900 hover:underline"
      >
        {m.careers_see_more({}, { locale })}
        <span className="sr-only"> {m.careers_see_more_about({ role: post.role }, { locale })}</span>
        <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
      </Link>
    </article>
  );
}
