import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, NotFound } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18n-provider';

afterEach(cleanup);

describe('the back office’s not-found page', () => {
  it('says in French that the address is wrong, in one sentence with one full stop', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <NotFound />
      </AdminContext>,
    );
    expect(await screen.findByRole('heading', { name: 'Page manquante' })).toBeTruthy();
    const sentence = screen.getByText(/L'URL saisie est incorrecte/);
    expect(sentence.textContent).toBe("L'URL saisie est incorrecte, ou vous avez suivi un mauvais lien.");
  });
});
