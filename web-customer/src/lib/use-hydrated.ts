import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React adopts prerendered markup (the page's code is not listening to it yet), true once
 * it runs; true at once for what the app draws itself.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
