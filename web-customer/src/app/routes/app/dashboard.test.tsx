import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCustomer, aParcelPage } from '@/testing/data-generators';
import { jsonResponse, renderRoutes, stubFetch } from '@/testing/test-utils';
import { CustomerArea } from './customer-area';
import { DashboardRoute } from './dashboard';

const renderDashboard = (me = aCustomer()) => {
  document.cookie = 'pa_csrf=jeton';
  stubFetch(() => jsonResponse(200, me), () => jsonResponse(200, aParcelPage([])));
  return renderRoutes([{ element: <CustomerArea />, children: [{ path: '/dashboard', element: <DashboardRoute /> }] }], '/dashboard');
};

const withClipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('the dashboard', () => {
  it('greets the customer by first name and shows the French address, copied whole with "Adresse copiée"', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    withClipboard(writeText);
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Marie' })).toBeTruthy();
    expect(screen.queryByText('Administrateur')).toBeNull();
    const card = screen.getByRole('region', { name: 'Votre adresse en France' });
    expect(within(card).getByText('AB12-3456')).toBeTruthy();
    expect(within(card).getByTestId('french-address').textContent).toBe(
      "Marie Lebon — AB12-3456" + "12 rue de l'Entrepôt" + '60290 Rantigny' + 'France',
    );
    fireEvent.click(within(card).getByRole('button', { name: "Copier l'adresse" }));
    expect(await within(card).findByText('Adresse copiée')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith("Marie Lebon — AB12-3456\n12 rue de l'Entrepôt\n60290 Rantigny\nFrance");
    expect(screen.getByRole('link', { name: 'Mon compte' }).getAttribute('href')).toBe('/compte');
  });

  it('says the address comes once the e-mail is confirmed when there is none yet', async () => {
    renderDashboard(aCustomer({ frenchAddress: null, emailConfirmed: false }));
    const card = await screen.findByRole('region', { name: 'Votre adresse en France' });
    expect(within(card).getByText(/apparaîtra ici dès que votre adresse email sera confirmée/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: "Copier l'adresse" })).toBeNull();
  });

  it('shows an admin the "Administrateur" badge and the way to the back office', async () => {
    renderDashboard(aCustomer({ isAdmin: true }));
    expect(await screen.findByText('Administrateur')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Ouvrir l'administration" }).getAttribute('href')).toBe('/admin/');
  });
});
