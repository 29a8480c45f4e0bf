import { Link } from 'react-router';
import { ArrowLeft, Pencil, Power, Trash2 } from 'lucide-react';
import { CAREER_POST_LISTS, CAREER_POST_LIST_LABELS, type CareerPost, formatStaffDate, formatStaffDateTime } from '@app/contract';
import { errorMessage } from '../../lib/api';
import { Badge } from '../../ui/Badge';
import { Loader } from '../../ui/Loader';
import { usePost, useTogglePost } from './admin-api';
import { DetailLoadFailure } from './DetailLoadFailure';

/** The post detail view of Manage Career Postings (back-office.md §2). */
export function PostDetailView({ id, onBack, onDelete }: { id: string; onBack: () => void; onDelete: (post: CareerPost) => void }) {
  const post = usePost(id);
  const toggle = useTogglePost();

  if (post.isPending) return <Loader label="Loading career post..." />;
  if (post.isError || !post.data) {
    return (
      <DetailLoadFailure message={errorMessage(post.error, 'Error fetching career post')}>
        <button type="button" className="btn btn-outline mt-4" onClick={onBack}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back
        </button>
      </DetailLoadFailure>
    );
  }
  const p = post.data;
  const facts: [string, string | number][] = [
    ['Department', p.department],
    ['Location', p.location],
    ['Job Type', p.jobType],
    ['Vacancy', p.vacancy],
    ['Salary', p.salary || 'Not specified'],
    ['Deadline', formatStaffDate(p.deadline)],
  ];
  return (
    <article className="space-y-6" aria-labelledby="post-detail-title">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <button type="button" className="mb-2 inline-flex items-center gap-1 text-sm text-muted hover:text-ink" onClick={onBack}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back
          </button>
          <h1 id="post-detail-title" className="font-display text-2xl font-semibold text-forest-900 sm:text-3xl">
            {p.role}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <Badge tone={p.isActive ? 'green' : 'gray'}>{p.isActive ? 'Active' : 'Inactive'}</Badge>
            <Link to={`/admin/careers/applications?jobPost=${p._id}`} className="text-forest-700 hover:underline">
              {p.applications ?? 0} application{p.applications === 1 ? '' : 's'}
            </Link>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/admin/careers/edit/${p._id}`} className="btn btn-outline">
            <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
          </Link>
          <button type="button" className="btn btn-outline" onClick={() => toggle.mutate(p)} disabled={toggle.isPending}>
            <Power className="h-4 w-4" aria-hidden="true" /> {p.isActive ? 'Deactivate' : 'Activate'}
          </button>
          <button type="button" className="btn btn-danger" onClick={() => onDelete(p)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
          </button>
          <button type="button" className="btn btn-ghost" onClick={onBack}>
            Back
          </button>
        </div>
      </div>

      <dl className="card grid grid-cols-2 gap-4 p-5 sm:grid-cols-3 lg:grid-cols-6">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
            <dd className="mt-0.5 font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section className="card p-5">
            <h2 className="font-semibold text-forest-900">Overview</h2>
            <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-ink">{p.short_details}</p>
          </section>
          {CAREER_POST_LISTS.map((key) => (
            <section key={key} className="card p-5">
              <h2 className="font-semibold text-forest-900">{CAREER_POST_LIST_LABELS[key]}</h2>
              {p[key].length ? (
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
                  {p[key].map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-sm text-muted">None listed.</p>
              )}
            </section>
          ))}
        </div>
        <div className="space-y-6">
          <section className="card p-5">
            <h2 className="font-semibold text-forest-900">Skills Required</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {p.skills.map((skill) => (
                <li key={skill}>
                  <Badge tone="teal">{skill}</Badge>
                </li>
              ))}
            </ul>
          </section>
          <section className="card p-5">
            <h2 className="font-semibold text-forest-900">How to Apply</h2>
            <p className="mt-2 whitespace-pre-line text-sm text-ink">{p.applyProcedure}</p>
          </section>
          <dl className="card space-y-2 p-5 text-sm">
            <div>
              <dt className="text-muted">Created</dt>
              <dd className="font-medium">{formatStaffDateTime(p.createdAt)}</dd>
            </div>
            <div>
              <dt className="text-muted">Last Updated</dt>
              <dd className="font-medium">{formatStaffDateTime(p.updatedAt)}</dd>
            </div>
          </dl>
        </div>
      </div>
    </article>
  );
}
