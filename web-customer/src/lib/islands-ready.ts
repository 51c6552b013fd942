/**
 * The modules of prerendered islands (`prerendered-island.tsx`, `form-island.tsx`) being loaded by the
 * prerendering, which renders once they are there. Apart from both so that a page with a form island
 * does not load the other kind's code: in the browser, nothing registers here.
 */
const loadingOnServer = new Set<Promise<unknown>>();

/** A module the prerendering must have before it renders. */
export const islandModuleForPrerendering = (loading: Promise<unknown>): void => {
  loadingOnServer.add(loading);
};

export const islandsReady = async (): Promise<void> => {
  await Promise.all(loadingOnServer);
};
