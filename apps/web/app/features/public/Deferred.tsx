import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router';
import { Loader } from '../../ui/Loader';
import type { Loaded } from './data';

/** Marks a section whose data is still on its way: scroll restoration waits until none is left. */
export const PENDING_SECTION_ATTR = 'data-pending-section';

/** One section's loader data: a promise on client navigations, the settled value on document requests (see pageSections). */
export type DeferredSection<T> = Promise<Loaded<T>> | Loaded<T>;

/**
 * Renders one section's deferred loader data. The server waits for it (full HTML for crawlers);
 * on client navigations the page appears at once and the section shows its loading text.
 */
export function Deferred<T>({
  resolve,
  loading,
  fallbackError,
  children,
}: {
  resolve: DeferredSection<T>;
  loading: string;
  fallbackError: string;
  children: (loaded: Loaded<T>) => ReactNode;
}) {
  // Already settled (document request): render straight away, no Suspense boundary to stream.
  if (!(resolve instanceof Promise)) return <>{children(resolve)}</>;
  return (
    <Suspense
      fallback={
        <div {...{ [PENDING_SECTION_ATTR]: '' }}>
          <Loader label={loading} />
        </div>
      }
    >
      <Await resolve={resolve} errorElement={<>{children({ data: null, error: fallbackError })}</>}>
        {(loaded: Loaded<T>) => children(loaded)}
      </Await>
    </Suspense>
  );
}

/** The error line a failing section shows in place of its content. */
export function SectionError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-5 py-4 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}

/** The empty line a section shows when there is nothing to list. */
export function SectionEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-forest-900/20 bg-white/60 px-5 py-8 text-center text-muted">{children}</p>;
}
