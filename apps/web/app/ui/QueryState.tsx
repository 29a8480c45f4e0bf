import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { adminErrorMessage } from './admin/query';
import { Loader } from './Loader';

/** The fallback shown when a read fails, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <span>{message}</span>
      <button type="button" className="btn btn-outline btn-sm border-red-300 text-red-800 hover:bg-red-100" onClick={onRetry}>
        <RotateCw className="h-3.5 w-3.5" aria-hidden="true" /> Try again
      </button>
    </div>
  );
}

/**
 * A read's three states, the same on every screen: the spinner with its label, the server's message
 * (or the screen's `failure`) with Try again, then the screen drawn from the answer.
 */
export function QueryState<T>({
  query,
  loading,
  failure,
  inline = false,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  failure: string;
  /** The spinner stands in for a control rather than a section (see Loader). */
  inline?: boolean;
  children: (answer: T) => ReactNode;
}) {
  if (query.isPending) return <Loader label={loading} inline={inline} />;
  if (query.isError) return <LoadError message={adminErrorMessage(query.error, failure)} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
