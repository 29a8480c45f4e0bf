import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { RotateCcw, Search } from 'lucide-react';
import { countLabel, type Pagination } from '@app/contract';
import { useDebouncedSearch } from '../../ui/useDebouncedSearch';

/** Filters kept in the URL (status, plan, search, page) for the investing staff lists. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const planId = params.get('planId') ?? '';
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setParam = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  const reset = () => setParams(new URLSearchParams(), { replace: true });
  return { status, planId, search, page, setParam, reset };
}

/** The search box of a staff list: typed text reaches the URL 300 ms after the last key. */
export function SearchFilter({ value, onSearch, placeholder }: { value: string; onSearch: (text: string) => void; placeholder: string }) {
  const [text, setText] = useDebouncedSearch(value, onSearch);
  return (
    <div className="relative">
      <label htmlFor="filter-search" className="label">
        Search
      </label>
      <Search className="pointer-events-none absolute bottom-2.5 left-3 h-4 w-4 text-muted" aria-hidden="true" />
      <input
        id="filter-search"
        type="search"
        className="input pl-9"
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={200}
      />
    </div>
  );
}

export function ResetFilters({ onReset }: { onReset: () => void }) {
  return (
    <button type="button" className="btn btn-outline" onClick={onReset}>
      <RotateCcw className="h-4 w-4" aria-hidden="true" /> Reset Filters
    </button>
  );
}

export function Pager({ pagination, onPage }: { pagination?: Pagination; onPage: (page: number) => void }): ReactNode {
  if (!pagination || pagination.pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between text-sm">
      <button type="button" className="btn btn-outline btn-sm" disabled={pagination.page <= 1} onClick={() => onPage(pagination.page - 1)}>
        Previous
      </button>
      <span>
        Page {pagination.page} of {countLabel(pagination.pages, pagination.totalIsEstimate)}
      </span>
      <button type="button" className="btn btn-outline btn-sm" disabled={pagination.page >= pagination.pages} onClick={() => onPage(pagination.page + 1)}>
        Next
      </button>
    </nav>
  );
}
