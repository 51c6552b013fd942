import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { appQueryClient } from './query-client';

/** TanStack Query for the screens that talk to the API; loaded with them, never by a public page's first load. */
export const QueryProvider = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>
);
