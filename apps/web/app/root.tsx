import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './app.css';
import './lib/load-context';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteError, useRouteLoaderData, type LinksFunction } from 'react-router';
import type { Route } from './+types/root';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { StatusPage } from './ui/StatusPage';

/** Toasts only follow user actions: load the toast library after hydration so public pages stay light. */
const Toaster = lazy(() => import('./ui/Toaster').then((m) => ({ default: m.Toaster })));
function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export async function loader({ context }: Route.LoaderArgs) {
  return { nonce: context.nonce, links: context.links };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="en-GB">
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

/** Back-office and account screens fetch with TanStack Query over lib/api.ts; public pages use loaders. */
export default function App() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPage
        title="Page Not Found"
        text="The page you're looking for doesn't exist or has been moved."
      />
    );
  }
  console.error(error);
  return <StatusPage title="Something went wrong" text="An unexpected error occurred. Please try again." />;
}
