import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';

/** Title row of an admin screen: title, optional description, actions on the right. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-display text-2xl font-semibold text-forest-900 sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

/** A header's button that opens the form for a new record of the list below it. */
export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="btn btn-primary" onClick={onClick}>
      <Plus className="h-4 w-4" aria-hidden="true" /> {children}
    </button>
  );
}
