import { use, type ComponentType, type ReactElement } from 'react';

export type LazyPage = {
  /** The page, to render as a route's element: it suspends until its module is there. */
  element: ReactElement;
  /** Loads the page's module; called before the first render so that hydration finds the page at once. */
  preload: () => Promise<unknown>;
};

/**
 * A page in its own chunk. Unlike `React.lazy`, a page loaded ahead of time renders at once, without
 * suspending: hydrating a prerendered page needs the same tree as the prerendering, at the first render.
 */
export const lazyPage = (load: () => Promise<ComponentType>): LazyPage => {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (Component) => (Loaded = Component),
      (error: unknown) => {
        // A failed download may succeed on the next visit of the page.
        loading = undefined;
        throw error;
      },
    ));
  const Page = () => {
    const Component = Loaded ?? use(preload());
    return <Component />;
  };
  return { element: <Page />, preload };
};
