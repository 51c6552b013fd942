import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

export type DeferredModule<Module> = {
  /**
   * Requests the module (once; again after a failure). A page calls it as its own module arrives, beside
   * the requests of its data: the part is there when the data is, not asked for only once it is.
   */
  start: () => Promise<Module>;
  /** One of the module's components, to render as any other: it suspends until the module is there. */
  component: <Props extends object>(pick: (module: Module) => ComponentType<Props>) => (props: Props) => ReactElement;
};

/**
 * A part of a signed-in page kept out of the page's first load (its forms: react-hook-form, the zod
 * resolver, the shared schemas with their French messages), in its own chunk. It cannot be drawn
 * before the page's data anyway: the page asks for both at once (`start`), and shows its skeleton
 * until both are there (a `Suspense` around the part). Once loaded, its components render at once,
 * without suspending.
 */
export const deferredModule = <Module,>(load: () => Promise<Module>): DeferredModule<Module> => {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed download is asked for again by the next page that starts it.
        loading = undefined;
        throw error;
      },
    ));
  const component = <Props extends object>(pick: (module: Module) => ComponentType<Props>) => {
    // React.lazy rather than `use`: React retries it once the module is there, inside tests' `act` too.
    const Lazy = lazy(async () => ({ default: pick(await start()) }));
    return (props: Props) => createElement(loaded === undefined ? Lazy : pick(loaded), props);
  };
  return { start, component };
};
