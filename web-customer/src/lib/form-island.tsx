import {
  createContext,
  lazy,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactElement,
  type SyntheticEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { islandModuleForPrerendering } from './islands-ready';

/** What the person typed or chose in the prerendered form before its code was there, by field name. */
export type TypedValues = Readonly<Record<string, string | boolean>>;

const TypedBeforeLoad = createContext<TypedValues>({});

/**
 * The form's starting values: `empty`, with what the person typed in the prerendered form before its
 * code was loaded (a field of the same name and kind), so that nothing typed is lost when the live form
 * takes its place.
 */
export const useTypedBeforeLoad = <Values extends Record<string, unknown>>(empty: Values): Values => {
  const typed = use(TypedBeforeLoad);
  const [values] = useState(() => {
    const merged: Record<string, unknown> = { ...empty };
    for (const [field, value] of Object.entries(typed)) {
      if (field in empty && typeof empty[field] === typeof value) merged[field] = value;
    }
    return merged as Values;
  });
  return values;
};

/** The form's field values as the prerendered markup holds them now (the browser lets the person type in it). */
const readTypedValues = (root: Element): TypedValues => {
  const values: Record<string, string | boolean> = {};
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input[name], select[name], textarea[name]')) {
    values[field.name] = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? field.checked : field.value;
  }
  return values;
};

/**
 * Whether a list shows another choice than the page gave it. A list whose markup marks no option selected
 * shows its first option that is not disabled (the last one marked, if several are), which is no choice.
 */
const isChoiceChanged = (select: HTMLSelectElement) => {
  const options = [...select.options];
  if (select.multiple) return options.some((option) => option.selected !== option.defaultSelected);
  const marked = options.findLastIndex((option) => option.defaultSelected);
  return select.selectedIndex !== (marked >= 0 ? marked : options.findIndex((option) => !option.disabled));
};

/** The element at the same place in `root`'s tree (the live form writes the markup the prerendering wrote). */
const elementIndex = (root: Element, target: Element | null) => (target ? [...root.querySelectorAll('*')].indexOf(target) : -1);

type Replay = { index: number; selection: [number, number] | null; submit: boolean };

const selectionOf = (element: Element | null): [number, number] | null => {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null;
  try {
    return element.selectionStart === null || element.selectionEnd === null ? null : [element.selectionStart, element.selectionEnd];
  } catch {
    // Inputs without a caret (checkbox, email in some browsers) have no selection.
    return null;
  }
};

/** Enter in a one-line field, a press on the submit button, the form sent: what asks for a submission. */
const isSubmission = (event: SyntheticEvent) => {
  const target = event.target;
  if (event.type === 'submit') return true;
  if (event.type === 'keydown') {
    return (event as KeyboardEvent).key === 'Enter' && target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'radio';
  }
  return event.type === 'pointerdown' && target instanceof Element && target.closest('button[type="submit"]') !== null;
};

export type FormIsland<Props> = {
  /** The form, to render where the page shows it, with its props. */
  Form: (props: Props) => ReactElement;
  /** Loads its module: the prerendering before rendering it, the browser at the first interaction. */
  preload: () => Promise<unknown>;
};

/**
 * A form of a prerendered public page whose code (the form library, the shared zod schema with its
 * French messages, TanStack Query, the API client) stays out of the page's first load, the public pages'
 * 100 kB budget: hydration keeps the prerendered form as it is (its submit button disabled, as for any
 * form until its code runs). The first focus, pointer or key inside it loads its module, the pointer
 * entering it starts the download; then the live form takes the same place with what was typed meanwhile
 * (`useTypedBeforeLoad`), the focus and caret where they were, and a submission asked for meanwhile
 * (Enter, the submit button) is sent once the form, and so its validation, is there. A form reached by a
 * client-side navigation, or not in the prerendered page, loads its module and renders as any component.
 */
export const formIsland = <Props extends object>(id: string, load: () => Promise<ComponentType<Props>>): FormIsland<Props> => {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (Component) => (Loaded = Component),
      (error: unknown) => {
        // A failed download may succeed at the next interaction.
        loading = undefined;
        throw error;
      },
    ));
  if (import.meta.env.SSR) islandModuleForPrerendering(preload());
  const selector = `[data-island="${id}"]`;

  // Suspends until the module is there (React.lazy: `use` would see a module loaded meanwhile call no hook).
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Live = (props: Props) => (Loaded ? <Loaded {...props} /> : <Lazy {...props} />);

  const Form = (props: Props) => {
    const { key } = useLocation();
    // Read at the first render of the page's first load only (the router's first entry): the prerendered
    // markup is still in the document. Later, the markup found could be another page's being replaced.
    const [prerendered] = useState(() =>
      Loaded !== undefined || typeof document === 'undefined' || key !== 'default' ? undefined : document.querySelector(selector)?.innerHTML,
    );
    const [typed, setTyped] = useState<TypedValues | null>(prerendered === undefined ? {} : null);
    const root = useRef<HTMLDivElement>(null);
    const replay = useRef<Replay | null>(null);
    const waking = useRef(false);

    const wakeUp = (event: SyntheticEvent) => {
      if (typed !== null) return;
      const submit = isSubmission(event);
      // Until the form's code is there, the browser must not send the form by its own means.
      if (submit) event.preventDefault();
      wake(submit);
    };

    const wake = (submit: boolean) => {
      replay.current = { index: -1, selection: null, submit: submit || (replay.current?.submit ?? false) };
      if (waking.current) return;
      waking.current = true;
      preload().then(
        () => {
          const markup = root.current;
          if (!markup) return;
          const active = markup.contains(document.activeElement) ? document.activeElement : null;
          const pending = replay.current;
          if (pending) replay.current = { ...pending, index: elementIndex(markup, active), selection: selectionOf(active) };
          // Read and replaced in one task: no keystroke falls between.
          flushSync(() => setTyped(readTypedValues(markup)));
        },
        (error: unknown) => {
          waking.current = false;
          console.warn('Impossible de charger le formulaire', error);
        },
      );
    };

    // A person may type in the prerendered form before the page's code runs: no event of theirs reached the
    // island then. Found at hydration (a field changed, the focus inside), the form wakes at once, or its
    // disabled submit button would wait for an interaction that never comes.
    useEffect(() => {
      const markup = root.current;
      if (typed !== null || !markup) return;
      const fields = markup.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea');
      const changed = [...fields].some((field) =>
        field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
          ? field.checked !== field.defaultChecked
          : field instanceof HTMLSelectElement
            ? isChoiceChanged(field)
            : field.value !== field.defaultValue,
      );
      if (changed || markup.contains(document.activeElement)) wake(false);
      // At hydration only: later changes come with their events.
    }, []);

    useEffect(() => {
      const pending = replay.current;
      if (typed === null || !pending || !root.current) return;
      replay.current = null;
      const target = pending.index >= 0 ? root.current.querySelectorAll('*')[pending.index] : undefined;
      if (target instanceof HTMLElement) {
        target.focus();
        if (pending.selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
          try {
            target.setSelectionRange(...pending.selection);
          } catch {
            // A field without a caret keeps its focus only.
          }
        }
      }
      if (pending.submit) root.current.querySelector('form')?.requestSubmit();
    }, [typed]);

    if (typed !== null) {
      return (
        <div key="live" data-island={id} ref={root}>
          <TypedBeforeLoad value={typed}>
            {/* The rest of the page does not wait for the form's module (a page reached by a link). */}
            <Suspense fallback={null}>
              <Live {...props} />
            </Suspense>
          </TypedBeforeLoad>
        </div>
      );
    }

    return (
      <div
        key="prerendered"
        data-island={id}
        ref={root}
        // Exactly the prerendered markup: hydration keeps it, and a re-render leaves it alone.
        dangerouslySetInnerHTML={{ __html: prerendered ?? '' }}
        onFocus={wakeUp}
        onPointerDown={wakeUp}
        onKeyDown={wakeUp}
        onInput={wakeUp}
        onSubmit={wakeUp}
        onPointerEnter={() => void preload().catch(() => undefined)}
      />
    );
  };

  return { Form, preload };
};
