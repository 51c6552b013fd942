import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { appQueryClient } from './query-client';

/** TanStack Query for the screens that talk to the API; loaded with them, never by a public page's first load. */
export const QueryProvider = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>
);

/** `Component` with TanStack Query above it: a form loaded on its own (`form-island.tsx`) brings its provider. */
export const withQueryProvider =
  <Props extends object>(Component: ComponentType<Props>) =>
  (props: Props) => (
    <QueryProvider>
      <Component {...props} />
    </QueryProvider>
  );
