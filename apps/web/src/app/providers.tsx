import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiProgressBar } from '../components/api-progress-bar';
import { colourSchemeManager } from './colour-scheme';
import { QueryCacheReset } from './query-cache-reset';
import { theme } from '../lib/theme';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The error catalogue already told the user; retrying a 4xx only repeats the dialog.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colourSchemeManager}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        <QueryCacheReset />
        <ModalsProvider>
          <Notifications position="top-center" zIndex={1000} limit={5} />
          <ApiProgressBar />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
