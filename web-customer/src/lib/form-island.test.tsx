import { zodResolver } from '@hookform/resolvers/zod';
import { act, Suspense, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { formIsland, useTypedBeforeLoad } from './form-island';

/** A form as the site writes them: react-hook-form checking with a shared zod schema and its French messages. */
const schema = z.object({ email: z.email('Adresse e-mail invalide'), territory: z.string(), urgent: z.boolean() });
type Values = z.infer<typeof schema>;

const NewsForm = ({ onSend }: { onSend: (values: Values) => void }) => {
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: useTypedBeforeLoad<Values>({ email: '', territory: '', urgent: false }),
  });
  return (
    <form aria-label="Nouvelles" noValidate onSubmit={(event) => void handleSubmit(onSend)(event)}>
      <InputField label="Email" error={formState.errors.email?.message} {...register('email')} />
      {/* As the registration form's territory: no option marked selected, the browser shows the first one. */}
      <select aria-label="Territoire" {...register('territory')}>
        <option value="">Choisir</option>
        <option value="guadeloupe">Guadeloupe</option>
        <option value="martinique">Martinique</option>
      </select>
      <input type="checkbox" aria-label="Urgent" {...register('urgent')} />
      <Button type="submit">Envoyer</Button>
    </form>
  );
};

/** The module's arrival, in the test's hands. */
const deferredModule = () => {
  let arrive: (component: ComponentType<{ onSend: (values: Values) => void }>) => void = () => undefined;
  const load = vi.fn(() => new Promise<ComponentType<{ onSend: (values: Values) => void }>>((resolve) => (arrive = resolve)));
  return { load, arrive: () => act(async () => arrive(NewsForm)) };
};

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

/** The page as prerendered (the form's live markup in its island), then taken over by the app. */
const hydrate = (
  id: string,
  island: ReturnType<typeof formIsland<{ onSend: (values: Values) => void }>>,
  onSend: (values: Values) => void,
  /** what the person does in the page before the app's code runs */
  beforeHydration?: (page: HTMLElement) => void,
) => {
  const prerendered = renderToString(
    <MemoryRouter>
      <div data-island={id}>
        <NewsForm onSend={onSend} />
      </div>
    </MemoryRouter>,
  );
  container = document.createElement('div');
  container.innerHTML = `<!--$-->${prerendered}<!--/$-->`;
  document.body.append(container);
  beforeHydration?.(container);
  act(() => {
    root = hydrateRoot(
      container as HTMLElement,
      <MemoryRouter>
        <Suspense fallback={null}>
          <island.Form onSend={onSend} />
        </Suspense>
      </MemoryRouter>,
    );
  });
  const page = container;
  return {
    page,
    email: () => page.querySelector<HTMLInputElement>('input[name="email"]') as HTMLInputElement,
    urgent: () => page.querySelector<HTMLInputElement>('input[name="urgent"]') as HTMLInputElement,
    territory: () => page.querySelector<HTMLSelectElement>('select[name="territory"]') as HTMLSelectElement,
    send: () => page.querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLButtonElement,
  };
};

/** What a person does in the prerendered field before the form's code is there: the browser keeps it. */
const typeBeforeLoad = (input: HTMLInputElement, text: string) =>
  act(() => {
    input.focus();
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });

describe('formIsland', () => {
  it('keeps the prerendered form when hydrating, its submit button disabled, without loading its module', () => {
    const { load } = deferredModule();
    const form = hydrate('sans-interaction', formIsland('sans-interaction', load), vi.fn());
    expect(form.email()).toBeTruthy();
    expect(form.send().disabled).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads its module at the first focus and keeps what was typed meanwhile, the focus and the caret', async () => {
    const { load, arrive } = deferredModule();
    const form = hydrate('saisie', formIsland('saisie', load), vi.fn());
    const prerenderedEmail = form.email();
    typeBeforeLoad(prerenderedEmail, 'lea@exemple');
    act(() => form.urgent().click());
    act(() => prerenderedEmail.focus());
    expect(load).toHaveBeenCalledTimes(1);

    await arrive();
    await vi.waitFor(() => expect(form.email()).not.toBe(prerenderedEmail));
    expect(form.email().value).toBe('lea@exemple');
    expect(form.urgent().checked).toBe(true);
    expect(document.activeElement).toBe(form.email());
    expect(form.email().selectionStart).toBe('lea@exemple'.length);
    expect(form.send().disabled).toBe(false);
  });

  it('wakes at hydration when the person typed in the prerendered form before the page’s code ran, and keeps it', async () => {
    const { load, arrive } = deferredModule();
    const form = hydrate('saisie-avant-le-code', formIsland('saisie-avant-le-code', load), vi.fn(), (page) => {
      const email = page.querySelector<HTMLInputElement>('input[name="email"]') as HTMLInputElement;
      email.value = 'lea@exemple.fr';
      (page.querySelector<HTMLInputElement>('input[name="urgent"]') as HTMLInputElement).checked = true;
      (page.querySelector<HTMLSelectElement>('select[name="territory"]') as HTMLSelectElement).value = 'martinique';
      page.querySelector<HTMLElement>('button[type="submit"]')?.focus();
    });
    expect(load).toHaveBeenCalledTimes(1);

    await arrive();
    await vi.waitFor(() => expect(form.send().disabled).toBe(false));
    expect(form.email().value).toBe('lea@exemple.fr');
    expect(form.urgent().checked).toBe(true);
    expect(form.territory().value).toBe('martinique');
  });

  it('wakes at hydration for a list whose choice the person changed alone before the page’s code ran', () => {
    const { load } = deferredModule();
    hydrate('choix-avant-le-code', formIsland('choix-avant-le-code', load), vi.fn(), (page) => {
      (page.querySelector<HTMLSelectElement>('select[name="territory"]') as HTMLSelectElement).value = 'guadeloupe';
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('checks a submission asked for before its module loaded with the schema once it is there, and shows its French message', async () => {
    const { load, arrive } = deferredModule();
    const onSend = vi.fn();
    const form = hydrate('envoi-invalide', formIsland('envoi-invalide', load), onSend);
    typeBeforeLoad(form.email(), 'pas-une-adresse');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    act(() => void form.email().dispatchEvent(enter));
    expect(enter.defaultPrevented).toBe(true);

    await arrive();
    await vi.waitFor(() => expect(form.page.textContent).toContain('Adresse e-mail invalide'));
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends a valid submission asked for before its module loaded, with what was typed', async () => {
    const { load, arrive } = deferredModule();
    const onSend = vi.fn();
    const form = hydrate('envoi-valide', formIsland('envoi-valide', load), onSend);
    typeBeforeLoad(form.email(), 'lea@exemple.fr');
    act(() => void form.email().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })));

    await arrive();
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]?.[0]).toEqual({ email: 'lea@exemple.fr', territory: '', urgent: false });
  });
});
