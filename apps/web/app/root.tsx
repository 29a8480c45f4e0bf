import frauncesCore from './fonts/fraunces-core-wght-normal.woff2?url';
import interCore from './fonts/inter-core-wght-normal.woff2?url';
import './app.css';
import './lib/load-context';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useMatches, useRouteError, useRouteLoaderData, type LinksFunction } from 'react-router';
import { HTML_LANG } from '@app/contract';
import { useLanguage } from './lib/language';
import type { Route } from './+types/root';
import { lazy, Suspense, useEffect, useState } from 'react';
import { StatusPage } from './ui/StatusPage';
import { useHydrationMarker } from './lib/hydration';
import { PAGE_LOAD_ATTR } from './lib/page-load';

/**
 * Toasts only follow actions on account and back-office screens; public pages never show one. So the
 * toast library loads after hydration, on the first screen outside the public site, and then stays
 * mounted: a toast raised just before navigating to a public page (account deleted) still shows.
 */
const Toaster = lazy(() => import('./ui/Toaster').then((m) => ({ default: m.Toaster })));
const PUBLIC_AREA = new Set(['routes/public/layout', 'routes/not-found']);
function DeferredToaster() {
  const publicPage = useMatches().some((match) => PUBLIC_AREA.has(match.id));
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!publicPage) setMounted(true);
  }, [publicPage]);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** Both fonts are on every page's first screen (headings in Fraunces, text in Inter): fetch their core files (app.css) with the stylesheet, not after it. */
export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  ...[interCore, frauncesCore].map((href) => ({ rel: 'preload', href, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' as const })),
];

export async function loader({ context }: Route.LoaderArgs) {
  return { nonce: context.nonce, links: context.links };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const language = useLanguage();
  useHydrationMarker();
  return (
    <html lang={HTML_LANG[language]} {...{ [PAGE_LOAD_ATTR]: '' }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#27502e" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-wheat-50 font-sans text-ink">
        {children}
        <DeferredToaster />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <StatusPage title="Page Not Found" text="The page you're looking for doesn't exist or has been moved." />;
  }
  console.error(error);
  return <StatusPage title="Something went wrong" text="An unexpected error occurred. Please try again." />;
}
