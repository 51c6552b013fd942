import { act, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderedIsland } from './prerendered-island';

/** What the prerendering writes: the island's wrapper, inside the layout's Suspense boundary (its comment markers). */
const prerenderedMarkup = (id: string, inner: string) => `<!--$--><div data-island="${id}">${inner}</div><!--/$-->`;

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

/** A prerendered page taken over by the app (hydration). */
const hydrate = (html: string, element: React.ReactElement) => {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  // As under the app's layout, whose Suspense boundary waits for a page's module.
  const app = (
    <MemoryRouter>
      <Suspense fallback={null}>{element}</Suspense>
    </MemoryRouter>
  );
  act(() => {
    root = hydrateRoot(container as HTMLElement, app);
  });
  return container;
};

describe('prerenderedIsland', () => {
  it('keeps the prerendered markup when hydrating, without loading its module', () => {
    const load = vi.fn(async () => () => <p>Texte chargé</p>);
    const island = prerenderedIsland('texte-statique', load);
    const page = hydrate(prerenderedMarkup('texte-statique', '<p>Texte prérendu</p>'), island.element);
    expect(page.textContent).toBe('Texte prérendu');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads its module at the first pointer and passes the click on to the live part', async () => {
    const clicked = vi.fn();
    const load = vi.fn(async () => () => (
      <button type="button" onClick={clicked}>
        Ouvrir
      </button>
    ));
    const island = prerenderedIsland('interactif', load, 'on-interaction');
    const page = hydrate(prerenderedMarkup('interactif', '<button type="button">Ouvrir</button>'), island.element);
    expect(load).not.toHaveBeenCalled();
    const prerenderedButton = page.querySelector('button') as HTMLButtonElement;
    await act(async () => {
      prerenderedButton.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(page.querySelector('button')).not.toBe(prerenderedButton);
  });
});
