import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { waitingFor, type NeedsAttentionItem } from '@app/contract';
import { useNeedsAttention } from './api';
import { QueryState } from '../../ui/QueryState';

function AttentionCard({ item }: { item: NeedsAttentionItem }) {
  return (
    <li className="card flex min-w-0 flex-col p-4" data-testid="needs-attention-item">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-sans text-sm font-semibold text-ink">{item.title}</h3>
        <span className="shrink-0 rounded-full bg-orange-100 px-2.5 py-0.5 text-sm font-semibold text-orange-900">
          {item.count}
          <span className="sr-only"> waiting</span>
        </span>
      </div>
      <p className="mt-1 text-xs text-muted">{item.hint}</p>
      {item.oldest.length > 0 && (
        <ul className="mt-3 divide-y divide-stone-100 text-sm" aria-label={`Oldest: ${item.title}`}>
          {item.oldest.map((entry) => (
            <li key={entry.id} className="flex items-baseline justify-between gap-3 py-1.5">
              <Link to={entry.href} className="min-w-0 truncate text-forest-800 hover:underline">
                {entry.label}
              </Link>
              <span className="shrink-0 text-xs text-muted">{entry.note ?? waitingFor(entry.since)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link to={item.href} className="mt-auto inline-flex items-center gap-1 self-start pt-3 text-sm font-semibold text-forest-700 hover:underline">
        View all {item.count}
        <span className="sr-only"> {item.title.toLowerCase()}</span>
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** The dashboard's "Needs attention" block: what is waiting for the signed-in role, oldest first. */
export function NeedsAttention() {
  const query = useNeedsAttention();
  // Roles with no item to open (moderators, employees) see no block at all.
  if (query.isSuccess && query.data.length === 0) return null;
  const waiting = query.data?.filter((item) => item.count > 0) ?? [];
  return (
    <section aria-labelledby="attention-heading" className="mt-8">
      <h2 id="attention-heading" className="mb-3 font-sans text-base font-semibold text-ink">
        Needs attention
      </h2>
      <QueryState query={query} loading="Loading what needs attention..." failure="Error fetching what needs attention">
        {() =>
          waiting.length === 0 ? (
            <p className="card flex items-center gap-2 p-4 text-sm text-muted">
              <CircleCheck className="h-5 w-5 text-forest-600" aria-hidden="true" /> Nothing is waiting for you.
            </p>
          ) : (
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {waiting.map((item) => (
                <AttentionCard key={item.key} item={item} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
