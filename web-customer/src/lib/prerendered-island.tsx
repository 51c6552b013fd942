import { useEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactElement, type SyntheticEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { islandModuleForPrerendering } from './islands-ready';
import { lazyComponent } from './lazy-component';

export type PrerenderedIsland = {
  /** The part, to render where the page shows it. */
  element: ReactElement;
  /** Loads its module: the prerendering calls it before rendering (`preloadRoutes`), the browser only when needed. */
  preload: () => Promise<unknown>;
};

type Wake = 'never' | 'on-interaction';

/** The islands that have taken over their prerendered markup: only the page's first render may. */
const captured = new Set<string>();

const isPlainLeftClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** The element at the same place in `root`'s tree (the live render writes the markup the prerendering wrote). */
const elementIndex = (root: Element, target: EventTarget | null) => (target instanceof Element ? [...root.querySelectorAll('*')].indexOf(target) : -1);

/**
 * A long part of a prerendered page (a legal text, the questions of the FAQ, an article) whose code and
 * text stay out of the page's first load (the public pages' JavaScript budget): hydrating the page
 * keeps the prerendered HTML as it is, without its module. Its links still move within the app (the
 * router follows a plain click on a link of the site). `wake: 'on-interaction'` loads the module at
 * the first pointer, focus or key inside it (or at once when the address names one of its anchors),
 * then renders the live part over the same markup and passes the first click or focus on to it. A
 * client-side navigation to the page loads the module and renders it as any page.
 */
export const prerenderedIsland = (id: string, load: () => Promise<ComponentType>, wake: Wake = 'never'): PrerenderedIsland => {
  const lazy = lazyComponent(load);
  const { preload } = lazy;
  const selector = `[data-island="${id}"]`;
  // The prerendering writes the island's markup: its module loads with the page's.
  if (import.meta.env.SSR) islandModuleForPrerendering(preload());

  const Island = () => {
    const { key } = useLocation();
    // Read at the first render of the page's first load (the router's first entry, once): the prerendered
    // markup is still in the document. Later, the markup found could be another page's being replaced.
    const [prerendered] = useState(() =>
      lazy.isLoaded() || typeof document === 'undefined' || key !== 'default' || captured.has(id) ? undefined : document.querySelector(selector)?.innerHTML,
    );
    useEffect(() => void captured.add(id), []);
    const [live, setLive] = useState(prerendered === undefined);
    const pending = useRef<{ index: number; click: boolean } | null>(null);
    const liveRoot = useRef<HTMLDivElement>(null);
    const navigate = useNavigate();

    const wakeUp = (event?: SyntheticEvent) => {
      if (live || wake === 'never') return;
      if (event && !pending.current) {
        pending.current = { index: elementIndex(event.currentTarget, event.target), click: event.type === 'pointerdown' };
      }
      preload().then(
        () => setLive(true),
        (error: unknown) => console.warn('Impossible de charger la page', error),
      );
    };

    useEffect(() => {
      if (wake === 'on-interaction' && !live && window.location.hash.length > 1 && document.getElementById(decodeURIComponent(window.location.hash.slice(1)))) {
        wakeUp();
      }
    });

    useEffect(() => {
      const replay = pending.current;
      if (!live || !replay || !liveRoot.current) return;
      pending.current = null;
      const target = liveRoot.current.querySelectorAll('*')[replay.index];
      if (!(target instanceof HTMLElement)) return;
      target.focus();
      if (replay.click && (target instanceof HTMLButtonElement || target.getAttribute('role') === 'button')) target.click();
    }, [live]);

    if (live) {
      return (
        <div key="live" data-island={id} ref={liveRoot}>
          {lazy.element}
        </div>
      );
    }

    /** A link of the site in the prerendered markup: followed by the router, as the live part's links are. */
    const followLink = (event: MouseEvent<HTMLDivElement>) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      const href = anchor?.getAttribute('href');
      if (!anchor || !href?.startsWith('/') || href.startsWith('//') || (anchor.target && anchor.target !== '_self') || !isPlainLeftClick(event)) return;
      event.preventDefault();
      void navigate(href);
    };

    return (
      <div
        key="prerendered"
        data-island={id}
        // Exactly the prerendered markup: hydration keeps it, and a re-render leaves it alone.
        dangerouslySetInnerHTML={{ __html: prerendered ?? '' }}
        onClick={followLink}
        onPointerDown={wakeUp}
        onFocus={wakeUp}
        onPointerEnter={() => wake === 'on-interaction' && void preload().catch(() => undefined)}
      />
    );
  };

  return { element: <Island />, preload };
};
