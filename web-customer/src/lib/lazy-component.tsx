import { use, type ComponentType, type ReactElement } from 'react';

export type LazyComponent = {
  /** The component, to render: it suspends until its module is there. */
  element: ReactElement;
  /** Loads the module; called before the first render so that hydration finds the component at once. */
  preload: () => Promise<unknown>;
  /** Whether the module is there (the component then renders without suspending). */
  isLoaded: () => boolean;
};

/**
 * A component in its own chunk (a page, the title band). Unlike `React.lazy`, one loaded ahead of
 * time renders at once, without suspending: hydrating a prerendered page needs the same tree as the
 * prerendering, at the first render.
 */
export const lazyComponent = (load: () => Promise<ComponentType>): LazyComponent => {
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
  const Lazy = () => {
    const Component = Loaded ?? use(preload());
    return <Component />;
  };
  return { element: <Lazy />, preload, isLoaded: () => Loaded !== undefined };
};
