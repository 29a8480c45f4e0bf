import type { ReactNode } from 'react';

/**
 * A titled card of the account pages: an icon, the heading and what the card is for, its action on the
 * right, then its body.
 */
export function Panel({
  id,
  title,
  icon,
  description,
  action,
  children,
}: {
  id: string;
  title: ReactNode;
  icon?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="card p-5" aria-labelledby={id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex gap-3">
          {icon && <span className="shrink-0">{icon}</span>}
          <div>
            <h2 id={id} className="font-sans text-sm font-semibold uppercase tracking-wide text-forest-800">
              {title}
            </h2>
            {description && <p className="mt-1 max-w-xl text-sm text-muted">{description}</p>}
          </div>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
