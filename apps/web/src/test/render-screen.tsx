import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { ModalHost } from '../components/modal-host';
import { ToastHost } from '../components/toast-host';
import { theme } from '../lib/theme';

/**
 * One screen at `path` inside the providers it needs, with a stand-in page for every other
 * path, so a test can see where the screen navigates.
 */
export function renderScreen(element: ReactNode, path = '/', routePath = path.split('?')[0]) {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <ModalHost />
        <ToastHost />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, queryClient, ...view };
}
