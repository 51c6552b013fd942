import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

const form = (onSubmit: () => void) => (
  <form
    onSubmit={(event) => {
      event.preventDefault();
      onSubmit();
    }}
  >
    <input name="password" defaultValue="secret" />
    <Button type="submit">Se connecter</Button>
    <Button>Annuler</Button>
  </form>
);

describe('a prerendered form', () => {
  it('cannot be sent before the page’s code runs (the browser would put its fields in the address), and is sent once it does', () => {
    const html = renderToString(form(() => undefined));
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const [submit, cancel] = [...container.querySelectorAll('button')];
    expect(submit?.disabled).toBe(true);
    expect(cancel?.disabled).toBe(false);

    const sent = vi.fn();
    act(() => {
      root = hydrateRoot(container as HTMLElement, form(sent));
    });
    expect(submit?.disabled).toBe(false);
    act(() => submit?.click());
    expect(sent).toHaveBeenCalledOnce();
  });
});
