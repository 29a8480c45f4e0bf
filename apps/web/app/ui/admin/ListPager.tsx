import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { countLabel } from '@app/contract';

/**
 * Previous and Next around "Page x of y" (or the list's own `summary`). A bare pager shows only
 * when there is more than one page; one with a summary or extras (`children`, before the buttons)
 * always shows, as it says more than the page.
 */
export function ListPager({
  pagination,
  onPage,
  summary,
  children,
}: {
  pagination: { page: number; pages: number; totalIsEstimate?: boolean } | undefined;
  onPage: (page: number) => void;
  summary?: ReactNode;
  children?: ReactNode;
}) {
  if (!pagination || (pagination.pages <= 1 && summary === undefined && children === undefined)) return null;
  const { page, pages } = pagination;
  const buttons = (
    <>
      <button type="button" className="btn btn-outline btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous
      </button>
      <span className="text-muted" aria-live="polite">
        {summary ?? `Page ${page} of ${countLabel(Math.max(1, pages), pagination.totalIsEstimate)}`}
      </span>
      <button type="button" className="btn btn-outline btn-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </button>
    </>
  );
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      {children === undefined ? (
        buttons
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">{children}</div>
          <div className="flex items-center gap-2">{buttons}</div>
        </>
      )}
    </nav>
  );
}

/**
 * When the page shown is past the list's last (its rows were confirmed, paid or deleted away), shows
 * the page that is now the last. A list that reports no pages at all is left where it is.
 */
export function usePageInRange(pagination: { page: number; pages: number } | undefined, setPage: (page: number) => void) {
  useEffect(() => {
    if (pagination && pagination.pages > 0 && pagination.page > pagination.pages) setPage(pagination.pages);
  }, [pagination, setPage]);
}
