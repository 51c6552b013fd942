import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });

/** Renders routes in memory, starting at `path`, with a fresh query cache. */
export const renderRoutes = (routes: RouteObject[], path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
};

/** Renders one screen at `path` (links need a router). */
export const renderScreen = (element: ReactElement, path = '/') => renderRoutes([{ path: '*', element }], path);

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

export type FetchCall = { url: string; method: string; headers: Headers; body: unknown };

/** Replaces `fetch` with answers given in order; records what the app sent. */
export const stubFetch = (...answers: (() => Response | Promise<Response>)[]) => {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({
      url,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    const answer = answers[calls.length - 1];
    if (!answer) throw new Error(`Appel inattendu n°${calls.length} à ${url}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
};

export const networkFailure = (): never => {
  throw new TypeError('Failed to fetch');
};
