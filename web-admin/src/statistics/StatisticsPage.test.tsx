import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminStatistics } from '../../../domain/statistics/statistics-views';
import { formatEuros } from '../../../domain/shared/french-format';
import { monthsEndingWith } from '../../../domain/statistics/statistics-calendar';
import { i18nProvider } from '../i18n/i18n-provider';
import { createDataProvider } from '../providers/data-provider';
import StatisticsPage from './StatisticsPage';

// The charts are drawn in a browser (tests/e2e/statistics.test.ts); here, the months they are given.
vi.mock('./MonthlyCharts', () => ({
  default: ({ monthly }: { monthly: AdminStatistics['monthly'] }) => <p>graphiques : {monthly.map((entry) => entry.month).join(', ')}</p>,
}));

const statistics = (months: number): AdminStatistics => ({
  asOf: '2026-11-26T21:00:00.000Z',
  months,
  cards: {
    users: 1234,
    parcels: 56,
    parcelsToday: 3,
    pendingParcels: 20,
    deliveredParcels: 30,
    returnRequests: 4,
    activeSubscriptions: 7,
    revenueCents: 1_234_567,
    weekRevenueCents: 4_500,
    monthRevenueCents: 123_456,
    monthRevenueSharePercent: 10,
  },
  monthly: monthsEndingWith('2026-11', months).map((month, index) => ({ month, parcels: index, revenueCents: index * 100 })),
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' } });

describe('the statistics page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const asked: string[] = [];
  let failing = false;
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    asked.length = 0;
    failing = false;
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/admin/api/statistics') throw new Error(`requête inattendue ${url.pathname}`);
      asked.push(url.search);
      if (failing) throw new TypeError('Failed to fetch');
      return json(statistics(Number(url.searchParams.get('months'))));
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the cards in French, says « Déconnecté » when the last read failed and « Connecté » again once one succeeds, and asks for the period chosen', async () => {
    render(
      <AdminContext dataProvider={createDataProvider()} i18nProvider={i18nProvider}>
        <StatisticsPage />
      </AdminContext>,
    );
    await screen.findByText('Connecté');
    expect(asked).toEqual(['?months=6']);
    expect(screen.getByText(/^Dernière mise à jour : \d{2}:\d{2}:\d{2}$/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Chiffre d’affaires' }).textContent).toContain(formatEuros(1_234_567));
    expect(screen.getByRole('region', { name: 'Chiffre d’affaires' }).textContent).toContain(`${formatEuros(4_500)} cette semaine`);
    expect(screen.getByRole('region', { name: 'CA du mois' }).textContent).toContain('10 % du chiffre d’affaires total');
    expect(screen.getByRole('region', { name: 'Utilisateurs' }).textContent).toContain((1234).toLocaleString('fr-FR'));
    expect(screen.getByRole('region', { name: 'Demandes de retour' }).textContent).toContain('4');
    await screen.findByText('graphiques : 2026-06, 2026-07, 2026-08, 2026-09, 2026-10, 2026-11');

    failing = true;
    fireEvent.click(screen.getByRole('button', { name: 'Actualiser les statistiques' }));
    await screen.findByText('Déconnecté');
    expect(screen.getByText('Impossible de charger les statistiques')).toBeTruthy();
    // the figures last read stay on screen
    expect(screen.getByRole('region', { name: 'Colis' }).textContent).toContain('dont 3 aujourd’hui');

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: '12 mois' }));
    await screen.findByText('Connecté');
    await waitFor(() => expect(asked.at(-1)).toBe('?months=12'));
    await screen.findByText(`graphiques : ${monthsEndingWith('2026-11', 12).join(', ')}`);

    fireEvent.click(screen.getByRole('button', { name: 'Auto : actualisation toutes les 30 secondes' }));
    expect(screen.getByText('Auto OFF')).toBeTruthy();
  });
});
