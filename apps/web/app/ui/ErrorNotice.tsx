import type { ReactNode } from 'react';

/** A red box announced to screen readers: a page or form that could not load or save, in words the reader can act on. */
export function ErrorNotice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </p>
  );
}

/**
 * The same red box for several refusals at once (a statement's bad lines, a batch's unpayable
 * investments): the summary, when there is one, over one line each.
 */
export function ErrorList({ summary, errors }: { summary?: ReactNode; errors: readonly string[] }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {summary !== undefined && <p className="font-semibold">{summary}</p>}
      <ul className={summary !== undefined ? 'mt-2 list-disc space-y-0.5 pl-5' : 'list-disc space-y-0.5 pl-5'}>
        {errors.map((error, index) => (
          <li key={index}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
