import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCustomer, aParcel, aParcelPage } from '@/testing/data-generators';
import { jsonResponse, renderRoutes, stubFetch } from '@/testing/test-utils';
import { CustomerArea } from './customer-area';
import { DashboardRoute } from './dashboard';

const renderDashboard = (me = aCustomer(), parcels = aParcelPage([])) => {
  document.cookie = 'pa_csrf=jeton';
  stubFetch(() => jsonResponse(200, me), () => jsonResponse(200, parcels));
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

  it('shows the four figures, warns of storage ending within 2 days or accruing, and the photos of the parcels', async () => {
    const storage = { receivedDay: '2026-03-02', freeDays: 3, freeUntil: '2026-03-05', firstPaidDay: '2026-03-06', feesAccruedCents: 0, accruing: false };
    const ending = aParcel({ trackingNumber: 'FIN001', status: 'received', receivedAt: '2026-03-02T10:00:00.000Z', storage: { ...storage, freeDaysLeft: 2 }, firstThumbnailUrl: 'https://files.example/a.webp', photoCount: 2 });
    const paying = aParcel({ trackingNumber: 'PAY001', status: 'stored', receivedAt: '2026-02-01T10:00:00.000Z', storage: { ...storage, freeDaysLeft: 0, accruing: true, feesAccruedCents: 700 } });
    const calm = aParcel({ trackingNumber: 'OK0001', status: 'received', receivedAt: '2026-03-02T10:00:00.000Z', storage: { ...storage, freeDays: 60, freeDaysLeft: 40 } });
    const declared = aParcel({ trackingNumber: 'DEC001' });
    renderDashboard(aCustomer(), aParcelPage([ending, paying, calm, declared]));
    const figures = await screen.findByRole('list', { name: 'Mes chiffres' });
    await within(figures).findByText('3');
    expect(figures.textContent).toBe('3Colis reçus' + '0Devis disponibles' + '3Jours de stockage gratuit' + 'DécouverteAbonnement');
    const warning = screen.getByText('Stockage de vos colis').closest('.alert');
    expect(warning?.textContent).toContain('FIN001 : stockage gratuit jusqu’au 5 mars 2026, puis 1 € par jour.');
    expect(warning?.textContent).toMatch(/PAY001 : frais de stockage en cours, 7,00\s€ à ce jour/);
    expect(warning?.textContent).not.toContain('OK0001');
    const photos = screen.getByRole('region', { name: 'Photos de mes colis' });
    expect(within(photos).getByRole('link', { name: 'Colis FIN001 : 2 photo(s)' }).getAttribute('href')).toBe('/suivi?tracking=FIN001');
    expect([...photos.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['https://files.example/a.webp']);
  });
});
