import clsx from 'clsx';
import type { FormEvent, ReactNode } from 'react';

const CARD_HEADING = 'font-display text-lg font-semibold text-forest-900';

/**
 * A card of a page under its own heading, which names it for screen readers; `titleClassName` spaces
 * the heading from what follows where the content does not.
 */
export function CardSection({ id, title, titleClassName, children }: { id: string; title: string; titleClassName?: string; children: ReactNode }) {
  return (
    <section className="card p-5" aria-labelledby={id}>
      <h2 id={id} className={clsx(titleClassName, CARD_HEADING)}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A form on its own card under its heading (a bank statement to import, a cycle update to post). */
export function CardForm({
  id,
  title,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="card space-y-4 p-5" aria-labelledby={id}>
      <h2 id={id} className={CARD_HEADING}>
        {title}
      </h2>
      {children}
    </form>
  );
}
