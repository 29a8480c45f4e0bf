import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Loader } from './Loader';
import { errorMessage } from '../lib/api';
import { ErrorNotice } from './ErrorNotice';

/** A row element of one's own (a sortable row, say); it must render a <tr> with these props and children. */
export type RowComponent<Row> = ComponentType<{ row: Row; rowKey: string; className: string; children: ReactNode }>;

export type Column<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
};

/** Select-all adds or removes this page's rows only: what was chosen on other pages stays chosen. */
export function togglePage(selected: ReadonlySet<string>, pageKeys: readonly string[], select: boolean): Set<string> {
  const next = new Set(selected);
  for (const key of pageKeys) {
    if (select) next.add(key);
    else next.delete(key);
  }
  return next;
}

type TableQuery<Data> = { isPending: boolean; isError: boolean; error: unknown; data: Data | undefined };
export type TableState<Row> = { rows: Row[]; loading: boolean; loadingLabel: string; error: string | null };

/**
 * DataTable's rows, loading and error props for a table fed by one query: the loader while it is
 * pending, the server's message (or `errorFallback`) when it failed, and its rows: the query's data
 * when that is the list, its `data` when it is a page of one (`{ data, pagination }`), or what
 * `rowsOf` takes from it.
 */
export function queryTableState<Row>(query: TableQuery<Row[] | { data: Row[] }>, loadingLabel: string, errorFallback: string): TableState<Row>;
export function queryTableState<Data, Row>(
  query: TableQuery<Data>,
  loadingLabel: string,
  errorFallback: string,
  rowsOf: (data: Data) => Row[],
): TableState<Row>;
export function queryTableState(query: TableQuery<unknown>, loadingLabel: string, errorFallback: string, rowsOf?: (data: unknown) => unknown[]) {
  const { data } = query;
  const rows = data === undefined ? undefined : rowsOf ? rowsOf(data) : Array.isArray(data) ? data : (data as { data?: unknown[] }).data;
  return {
    rows: rows ?? [],
    loading: query.isPending,
    loadingLabel,
    error: query.isError ? errorMessage(query.error, errorFallback) : null,
  };
}

/**
 * A row's key: the record's id (`id`, or `_id` as the careers and content records spell it) unless
 * the table says otherwise; a row with neither must say.
 */
export type RowKey<Row> = Row extends { id: string } | { _id: string } ? { rowKey?: (row: Row) => string } : { rowKey: (row: Row) => string };
const idOf = (row: unknown) => (row as { id?: string }).id ?? (row as { _id: string })._id;

/**
 * The one table for admin lists: dense rows, optional row selection with a select-all box,
 * loading / error / empty states, and a horizontal scroll on small screens.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey = idOf,
  loading,
  loadingLabel,
  error,
  empty,
  selection,
  rowClassName,
  rowComponent: RowElement = PlainRow,
}: {
  /** Accessible name of the table (visually hidden). */
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  loading?: boolean;
  loadingLabel?: string;
  error?: string | null;
  empty?: ReactNode;
  /** `selectable` leaves a row's box disabled (and out of select-all) when it says no. */
  selection?: { selected: Set<string>; onChange: (next: Set<string>) => void; label: (row: Row) => string; selectable?: (row: Row) => boolean };
  rowClassName?: (row: Row) => string;
  rowComponent?: RowComponent<Row>;
} & RowKey<Row>) {
  if (loading) return <Loader label={loadingLabel} />;
  if (error) return <ErrorNotice>{error}</ErrorNotice>;
  if (rows.length === 0) return <div className="py-12 text-center text-muted">{empty}</div>;
  const selectableRows = selection?.selectable ? rows.filter(selection.selectable) : rows;
  const allSelected = selection ? selectableRows.length > 0 && selectableRows.every((row) => selection.selected.has(rowKey(row))) : false;
  return (
    <ScrollRegion label={caption}>
      <table className="min-w-full divide-y divide-stone-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-left text-xs font-semibold uppercase tracking-wide text-muted">
          <tr>
            {selection && (
              <th scope="col" className="w-10 px-3 py-2">
                <input
                  type="checkbox"
                  aria-label="Select all"
                  disabled={selectableRows.length === 0 || undefined}
                  checked={allSelected}
                  onChange={() => selection.onChange(togglePage(selection.selected, selectableRows.map(rowKey), !allSelected))}
                />
              </th>
            )}
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`px-3 py-2 ${column.className ?? ''}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <RowElement key={key} row={row} rowKey={key} className={`hover:bg-forest-50/40 ${rowClassName?.(row) ?? ''}`}>
                {selection && (
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label={selection.label(row)}
                      disabled={selection.selectable ? !selection.selectable(row) : undefined}
                      checked={selection.selected.has(key)}
                      onChange={() => {
                        const next = new Set(selection.selected);
                        if (next.has(key)) next.delete(key);
                        else next.add(key);
                        selection.onChange(next);
                      }}
                    />
                  </td>
                )}
                {columns.map((column) => (
                  <td key={column.key} className={`px-3 py-2 align-middle ${column.className ?? ''}`}>
                    {column.cell(row)}
                  </td>
                ))}
              </RowElement>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function PlainRow({ className, children }: { className: string; children: ReactNode }) {
  return <tr className={className}>{children}</tr>;
}

/**
 * The table's horizontal scroll box. When the table is wider than the screen (a phone), the box
 * takes keyboard focus and a name, so a keyboard user can scroll it; otherwise it stays out of
 * the tab order.
 */
function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white"
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
}
