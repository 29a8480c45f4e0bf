import clsx from 'clsx';
import { RotateCcw, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedSearch } from '../useDebouncedSearch';

type Allowed<K extends string> = Partial<Record<K, readonly string[]>>;

/** The filters a URL holds: each value, or its default when missing or not allowed; the page, 1 unless a positive whole number. */
export function readUrlFilters<K extends string>(params: URLSearchParams, defaults: Record<K, string>, allowed: Allowed<K> = {}) {
  const filters = { ...defaults };
  for (const key of Object.keys(defaults) as K[]) {
    const value = params.get(key);
    if (value && (allowed[key]?.includes(value) ?? true)) filters[key] = value;
  }
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/** The URL of some filters: only values that differ from their defaults, and the page past the first. */
export function writeUrlFilters<K extends string>(filters: Record<K, string>, defaults: Record<K, string>, page: number) {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults) as K[]) if (filters[key] && filters[key] !== defaults[key]) params.set(key, filters[key]);
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * A staff list's filters, held in the URL search params so a link, a reload or browser back shows
 * the same list. A value equal to its default (or not among its `allowed` values) is left out of the
 * URL, so the plain list keeps a plain URL; any filter change goes back to page 1.
 */
export function useUrlFilters<K extends string>(defaults: Record<K, string>, allowed: Allowed<K> = {}) {
  const [params, setParams] = useSearchParams();
  const { filters, page } = readUrlFilters(params, defaults, allowed);
  const write = (next: Record<K, string>, nextPage: number) => setParams(writeUrlFilters(next, defaults, nextPage), { replace: true });
  return {
    filters,
    page,
    /** A filter differs from its default. */
    filtered: (Object.keys(defaults) as K[]).some((key) => filters[key] !== defaults[key]),
    setFilters: (changes: Partial<Record<K, string>>) => write({ ...filters, ...changes }, 1),
    setPage: (next: number) => write(filters, next),
    reset: () => setParams(new URLSearchParams(), { replace: true }),
  };
}

/** The card above a list that holds its filters; `className` lays them out (grid columns). */
export function FilterBar({ className, children }: { className: string; children: ReactNode }) {
  return <div className={clsx('card mb-4 grid gap-3 p-4', className)}>{children}</div>;
}

/** [value, label] pairs of a list of values and their labels, as SelectFilter takes them. */
export const labelled = <V extends string>(values: readonly V[], labels: Record<V, string>) => values.map((value) => [value, labels[value]] as const);

/**
 * One select of a filter bar; `options` are [value, text] pairs. With `all`, a first option of
 * that text stands for no filter (an empty value).
 */
export function SelectFilter({
  id,
  label,
  value,
  onChange,
  options,
  all,
  hideLabel = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
  all?: string;
  hideLabel?: boolean;
}) {
  const shown = all ? [['all', all] as const, ...options] : options;
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'label'}>
        {label}
      </label>
      <select
        id={id}
        className="input"
        value={all ? value || 'all' : value}
        onChange={(event) => onChange(all && event.target.value === 'all' ? '' : event.target.value)}
      >
        {shown.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The Status select that opens a list's filter bar: "All Statuses", then each status by its label. */
export function StatusFilter<V extends string>({
  value,
  onChange,
  statuses,
  labels,
}: {
  value: string;
  onChange: (value: string) => void;
  statuses: readonly V[];
  labels: Record<V, string>;
}) {
  return <SelectFilter id="filter-status" label="Status" all="All Statuses" value={value} onChange={onChange} options={labelled(statuses, labels)} />;
}

/** A From or To day of a filter bar; min and max keep the range the right way round. */
export function DateFilter({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input id={id} type="date" className="input" value={value} min={min} max={max} onChange={(event) => onChange(event.target.value)} />
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
