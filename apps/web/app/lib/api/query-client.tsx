import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/**
 * TanStack Query for the pages that load their data in the browser. Each layout that needs it
 * (the diner layout; later the staff area) wraps its pages in this, so the library loads with
 * those routes and never with Home. One client per server render and per mount of the layout:
 * leaving the area (as a diner who signs out does) drops its cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
