import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { adminBasename } from '../config';
import { i18nProvider } from '../i18n/i18n-provider';
import { ParcelEmpty } from './ParcelEmpty';

afterEach(cleanup);

describe('the empty parcel list', () => {
  it('given the sections inside the app’s router under /admin, when it offers to record the first parcel, then the link leads to /admin/ajouter-colis', () => {
    // As `app.tsx` draws them: react-admin inside the app's router, with the back office's basename.
    render(
      <MemoryRouter initialEntries={[`${adminBasename}/parcels`]}>
        <AdminContext basename={adminBasename} i18nProvider={i18nProvider}>
          <ParcelEmpty />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Enregistrer le premier colis' }).getAttribute('href')).toBe(`${adminBasename}/ajouter-colis`);
  });
});
