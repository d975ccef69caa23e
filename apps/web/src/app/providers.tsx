import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiProgressBar } from '../components/api-progress-bar';
import { ModalHost } from '../components/modal-host';
import { ToastHost } from '../components/toast-host';
import { colourSchemeManager } from './colour-scheme';
import { cssVariablesResolver, theme } from '../lib/theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colourSchemeManager}
      defaultColorScheme="light"
    >
      <ModalHost />
      <ToastHost position="top-center" zIndex={1000} limit={5} />
      <ApiProgressBar />
      {children}
    </MantineProvider>
  );
}
