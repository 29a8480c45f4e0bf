import type { ReactNode } from 'react';

/** A red box announced to screen readers: a page or form that could not load or save, in words the reader can act on. */
export function ErrorNotice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </p>
  );
}
