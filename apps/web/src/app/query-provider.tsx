import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { QueryCacheReset } from './query-cache-reset';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The error catalogue already told the user; retrying a 4xx only repeats the dialog.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

let sharedClient: QueryClient | undefined;

/**
 * The console's cache, for the screens that read through it. It is not part of the app shell:
 * the sign-in page has nothing to cache, and leaving TanStack Query out of its download keeps it
 * within budget (decision 0172). Every screen gets the one client, so the cache survives
 * navigation; a client provided further up (tests) is used as it is.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  sharedClient ??= createQueryClient();
  return (
    <QueryClientProvider client={sharedClient}>
      <QueryCacheReset />
      {children}
    </QueryClientProvider>
  );
}
