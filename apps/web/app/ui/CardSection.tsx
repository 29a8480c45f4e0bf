import clsx from 'clsx';
import type { ReactNode } from 'react';

/**
 * A card of a page under its own heading, which names it for screen readers; `titleClassName` spaces
 * the heading from what follows where the content does not.
 */
export function CardSection({ id, title, titleClassName, children }: { id: string; title: string; titleClassName?: string; children: ReactNode }) {
  return (
    <section className="card p-5" aria-labelledby={id}>
      <h2 id={id} className={clsx(titleClassName, 'font-display text-lg font-semibold text-forest-900')}>
        {title}
      </h2>
      {children}
    </section>
  );
}
