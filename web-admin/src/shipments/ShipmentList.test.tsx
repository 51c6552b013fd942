import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminShipmentView } from '../../../domain/shipment/shipment-views';
import { i18nProvider } from '../i18n/i18n-provider';
import { fakeShipmentApi, shipmentAt, type RecordedRequest } from '../testing/shipment-fixtures';
import ShipmentList from './ShipmentList';
import { shipmentsResource } from './shipments-resource';

const renderQueue = (items: AdminShipmentView[]) => {
  const api = fakeShipmentApi(() => ({ status: 200, json: { items, nextCursor: null, total: items.length } }));
  render(
    <AdminContext dataProvider={api.dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value={shipmentsResource}>
        <ShipmentList />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return api;
};

const listQuery = (request: RecordedRequest | undefined) => new URL(request?.url ?? '', 'http://admin.test').searchParams;

afterEach(cleanup);

describe('the queue of shipment requests', () => {
  it('asks for the requests to process, oldest first, and shows who, what, where, how and how much', async () => {
    const api = renderQueue([shipmentAt.requested, { ...shipmentAt.quoted, id: 's2', shipmentId: 's2' }]);
    const rows = await screen.findAllByRole('row');
    const query = listQuery(api.requests.at(0));
    expect(query.get('filter')).toBe('{"status":"requested"}');
    expect(query.get('sort')).toBe('["requestedAt","ASC"]');
    // the status filter shows the queue's name for it
    expect(screen.getByText('À traiter', { selector: '[role="combobox"]' })).toBeTruthy();

    const [, first, second] = rows;
    const text = (row: HTMLElement | undefined) => (row?.textContent ?? '').replace(/\s/g, ' ');
    for (const expected of ['Léa Martin', 'lea@example.com', '2 colis', 'TRK-ONE', 'TRK-TWO', 'Martinique', 'Express', 'Pas encore de devis', 'À traiter']) {
      expect(text(first)).toContain(expected);
    }
    expect(text(second)).toContain('33,70 €');
    expect(within(second ?? document.body).getByText('Devis envoyé')).toBeTruthy();
  });

  it('shows a shipment dispensed from payment as « Dispensé de paiement », not as paid', async () => {
    renderQueue([shipmentAt.waived]);
    const [, row] = await screen.findAllByRole('row');
    expect(within(row ?? document.body).getByText('Dispensé de paiement')).toBeTruthy();
    expect(within(row ?? document.body).queryByText('Payée')).toBeNull();
  });

  it('says in French when there is nothing to process', async () => {
    renderQueue([]);
    expect(await screen.findByText('Aucune demande d’expédition à traiter')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByRole('row')).toEqual([]));
  });
});
