import clsx from 'clsx';
import { RotateCcw, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedSearch } from '../useDebouncedSearch';

const positivePage = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * A staff list's filters, held in the URL search params so a link, a reload or browser back shows
 * the same list. A value equal to its default (or not among its `allowed` values) is left out of the
 * URL, so the plain list keeps a plain URL; any filter change goes back to page 1.
 */
export function useUrlFilters<K extends string>(defaults: Record<K, string>, allowed: Partial<Record<K, readonly string[]>> = {}) {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(defaults) as K[];
  const filters = {} as Record<K, string>;
  for (const key of keys) {
    const value = params.get(key);
    filters[key] = value && (allowed[key]?.includes(value) ?? true) ? value : defaults[key];
  }
  const page = positivePage(params.get('page'));
  const write = (next: Record<K, string>, nextPage: number) => {
    const out = new URLSearchParams();
    for (const key of keys) if (next[key] && next[key] !== defaults[key]) out.set(key, next[key]);
    if (nextPage > 1) out.set('page', String(nextPage));
    setParams(out, { replace: true });
  };
  return {
    filters,
    page,
    /** A filter differs from its default. */
    filtered: keys.some((key) => filters[key] !== defaults[key]),
    setFilters: (changes: Partial<Record<K, string>>) => write({ ...filters, ...changes }, 1),
    setPage: (next: number) => write(filters, next),
    reset: () => setParams(new URLSearchParams(), { replace: true }),
  };
}

/** The card above a list that holds its filters; `className` lays them out (grid columns). */
export function FilterBar({ className, children }: { className: string; children: ReactNode }) {
  return <div className={clsx('card mb-4 grid gap-3 p-4', className)}>{children}</div>;
}

/** One select of a filter bar; `options` are [value, text] pairs. */
export function SelectFilter({
  id,
  label,
  value,
  onChange,
  options,
  hideLabel = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
  hideLabel?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'label'}>
        {label}
      </label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

type SearchProps = {
  id?: string;
  label?: string;
  hideLabel?: boolean;
  placeholder: string;
  maxLength?: number;
  /** The wrapper's width and place in its row. */
  className?: string;
};

/** A labelled search box with its magnifier; the text is the caller's (see SearchFilter for a list's URL search). */
export function SearchInput({
  id = 'filter-search',
  label = 'Search',
  hideLabel = false,
  placeholder,
  maxLength,
  className,
  value,
  onChange,
}: SearchProps & { value: string; onChange: (text: string) => void }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'label'}>
        {label}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden="true" />
        <input
          id={id}
          type="search"
          className="input pl-9"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={maxLength}
        />
      </div>
    </div>
  );
}

/** The search box of a list: typed text is committed (to the URL, say) 300 ms after the last key. */
export function SearchFilter({ value, onSearch, ...props }: SearchProps & { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useDebouncedSearch(value, onSearch);
  return <SearchInput {...props} value={text} onChange={setText} />;
}

export function ResetFilters({ onReset, className }: { onReset: () => void; className?: string }) {
  return (
    <button type="button" className={clsx('btn btn-outline', className)} onClick={onReset}>
      <RotateCcw className="h-4 w-4" aria-hidden="true" /> Reset Filters
    </button>
  );
}
