import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { loadSessionBridge, SessionProvider } from '@/lib/auth/session';

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });

type RenderOptions = {
  /**
   * With the app's session (`SessionProvider`): a visitor, unless the test sets the `pa_csrf` cookie
   * the API sets at sign-in, which makes it ask `GET /me`.
   */
  session?: boolean;
};

/** Renders routes in memory, starting at `path`, with a fresh query cache. */
export const renderRoutes = (routes: RouteObject[], path: string, { session = false }: RenderOptions = {}) => {
  const withSession: RouteObject[] = [
    {
      element: (
        <SessionProvider loadBridge={loadSessionBridge}>
          <Outlet />
        </SessionProvider>
      ),
      children: routes,
    },
  ];
  const router = createMemoryRouter(session ? withSession : routes, { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
};

/** Renders one screen at `path` (links need a router). */
export const renderScreen = (element: ReactElement, path = '/', options: RenderOptions = {}) =>
  renderRoutes([{ path: '*', element }], path, options);

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

type Answer = () => Response | Promise<Response>;

/**
 * Replaces `fetch` with answers by address (path without its query, `'POST /api/shipments'` for a
 * method other than GET): each address gives its answers in order, the last one again after that.
 * For screens whose requests start in an order React decides.
 */
export const stubFetchByPath = (answers: Record<string, Answer | Answer[]>) => {
  const calls: FetchCall[] = [];
  const served = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    calls.push({ url, method, headers: new Headers(init?.headers), body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined });
    const path = new URL(url, 'http://localhost').pathname;
    const key = method === 'GET' ? path : `${method} ${path}`;
    const given = answers[key];
    if (!given) throw new Error(`Appel inattendu : ${method} ${url}`);
    const list = Array.isArray(given) ? given : [given];
    const index = served.get(key) ?? 0;
    served.set(key, index + 1);
    const answer = list[Math.min(index, list.length - 1)];
    if (!answer) throw new Error(`Aucune réponse pour ${key}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
};
