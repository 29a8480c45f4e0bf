import type { ReactNode } from 'react';
import { ListPager } from '../../ui/admin/ListPager';

/**
 * A titled section of a ledger page over one paged list (bank lines, investments to pay, batches):
 * the heading with its controls on the right, the list, then its pager.
 */
export function ListSection({
  id,
  title,
  actions,
  pagination,
  onPage,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  pagination: { page: number; pages: number } | undefined;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="font-display text-lg font-semibold text-forest-900">
      {title}
    </h2>
  );
  return (
    <section className="space-y-3" aria-labelledby={id}>
      {actions === undefined ? (
        heading
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      )}
      {children}
      <ListPager pagination={pagination} onPage={onPage} />
    </section>
  );
}
