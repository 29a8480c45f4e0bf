import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';

/**
 * Sign-in, account and back-office screens fetch with TanStack Query over lib/api.ts; public pages
 * use loaders. Providing the client here, not in root, keeps TanStack Query off public pages.
 */
export default function QueryLayout() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
