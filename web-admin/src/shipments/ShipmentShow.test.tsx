import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, HttpError, Notification, ResourceContextProvider, ShowBase } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminShipmentView } from '../../../domain/shipment/shipment-views';
import { i18nProvider } from '../i18n/i18n-provider';
import { fakeShipmentApi, shipmentAt, type RecordedRequest } from '../testing/shipment-fixtures';
import { ShipmentShowLayout } from './ShipmentShow';
import { shipmentsResource } from './shipments-resource';

/** The shipment page over a stand-in API that shows `current()` on every read. */
const renderPage = (
  current: () => AdminShipmentView,
  onCommand: (request: RecordedRequest) => AdminShipmentView = current,
  otherAnswer?: (request: RecordedRequest) => { status: number; json: unknown } | undefined,
) => {
  let shown = current();
  const api = fakeShipmentApi((request) => {
    const other = otherAnswer?.(request);
    if (other) return other;
    if (request.method === 'POST') {
      shown = onCommand(request);
      return { status: 200, json: { id: shown.id, status: shown.status, version: shown.version } };
    }
    return { status: 200, json: shown };
  });
  render(
    <AdminContext dataProvider={api.dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value={shipmentsResource}>
        <ShowBase id="s1">
          <ShipmentShowLayout />
        </ShowBase>
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
  return api;
};

const actions = [
  'Valider et émettre le devis',
  'Enregistrer un virement',
  'Envoyer le lien de paiement',
  'Dispenser de paiement',
  'Émettre un nouveau devis',
  'Créer l’étiquette',
  'Marquer comme expédiée',
  'Remplacer l’étiquette',
  'Marquer comme livrée',
] as const;
const documents = ['Télécharger le devis (PDF)', 'Imprimer l’étiquette', 'Suivre chez Colissimo'] as const;

const visibleActions = () => actions.filter((name) => screen.queryByRole('button', { name }) !== null);
const linkTo = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

afterEach(cleanup);

describe('the shipment page: what staff can do, by status', () => {
  it.each([
    ['requested', shipmentAt.requested, ['Valider et émettre le devis'], []],
    ['quoted', shipmentAt.quoted, ['Enregistrer un virement', 'Envoyer le lien de paiement', 'Dispenser de paiement'], ['Télécharger le devis (PDF)']],
    ['quoted, expired', shipmentAt.expired, ['Enregistrer un virement', 'Envoyer le lien de paiement', 'Dispenser de paiement', 'Émettre un nouveau devis'], ['Télécharger le devis (PDF)']],
    ['cleared', shipmentAt.cleared, ['Créer l’étiquette'], ['Télécharger le devis (PDF)']],
    ['labelled', shipmentAt.labelled, ['Marquer comme expédiée', 'Remplacer l’étiquette'], ['Télécharger le devis (PDF)', 'Imprimer l’étiquette']],
    ['shipped', shipmentAt.shipped, ['Marquer comme livrée'], ['Télécharger le devis (PDF)', 'Imprimer l’étiquette', 'Suivre chez Colissimo']],
    ['delivered', shipmentAt.delivered, [], ['Télécharger le devis (PDF)', 'Suivre chez Colissimo']],
  ] as const)('%s', async (_status, shipment, expectedActions, expectedDocuments) => {
    renderPage(() => shipment);
    await screen.findByRole('heading', { name: 'Expédition de Léa Martin' });
    expect(visibleActions()).toEqual(expectedActions);
    expect(documents.filter((name) => screen.queryByRole('link', { name }) !== null)).toEqual(expectedDocuments);
  });

  it('links the parcels to their pages and opens the documents in a new tab', async () => {
    renderPage(() => shipmentAt.shipped);
    await screen.findByRole('heading', { name: 'Expédition de Léa Martin' });
    expect(linkTo('TRK-ONE')).toMatch(/\/parcels\/p1\/show$/);
    expect(linkTo('Télécharger le devis (PDF)')).toBe('http://files.test/devis.pdf');
    expect(linkTo('Imprimer l’étiquette')).toBe('http://files.test/etiquette.pdf');
    expect(linkTo('Suivre chez Colissimo')).toBe('https://www.laposte.fr/outils/suivre-vos-envois?code=CB123FR');
    expect(screen.getByRole('link', { name: 'Imprimer l’étiquette' }).getAttribute('target')).toBe('_blank');
  });

  it('an expired quote is only paid once reissued: the transfer is disabled until then', async () => {
    const api = renderPage(() => shipmentAt.expired, () => shipmentAt.quoted);
    await screen.findByRole('heading', { name: 'Expédition de Léa Martin' });
    expect(screen.getByRole('button', { name: 'Enregistrer un virement' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Émettre un nouveau devis' }));
    await screen.findByText('Nouveau devis émis');
    expect(api.requests.find((request) => request.method === 'POST')?.url).toBe('/admin/api/shipments/s1/quote');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enregistrer un virement' }).hasAttribute('disabled')).toBe(false));
  });

  it('records the transfer of the total (prefilled) with its reference, and asks for one first', async () => {
    const api = renderPage(() => shipmentAt.quoted, () => shipmentAt.cleared);
    await screen.findByRole('heading', { name: 'Expédition de Léa Martin' });
    expect(screen.getByLabelText('Montant reçu (€)')).toHaveProperty('value', '33.7');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer un virement' }));
    await screen.findByText('Veuillez indiquer la référence du virement');
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Référence du virement'), { target: { value: 'VIR-2026-11-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer un virement' }));
    // (react-admin's notifications come one at a time: "form invalid" is still on screen)
    await screen.findByText('Virement VIR-1 reçu : 33,70 €', { normalizer: (text) => text.replace(/\s/g, ' ') });
    const [payment] = api.requests.filter((request) => request.method === 'POST');
    expect(payment?.url).toBe('/admin/api/shipments/s1/payment');
    expect(payment?.body).toEqual({ reference: 'VIR-2026-11-42', amountEuros: 33.7 });
    // The page shows the shipment at the version the command answered: next, the label.
    expect(api.requests.some((request) => request.url === '/admin/api/shipments/s1?version=4')).toBe(true);
    await screen.findByRole('button', { name: 'Créer l’étiquette' });
  });

  it('mails the customer the card payment link, says to whom and until when, and shows the API’s refusal after the spec’s words', async () => {
    let refuse = false;
    const api = renderPage(
      () => shipmentAt.quoted,
      undefined,
      (request) => {
        if (request.url !== '/admin/api/payments/quote-link') return undefined;
        const detail = 'Le service de paiement ne répond pas. Réessayez dans quelques minutes.';
        if (refuse) throw new HttpError(detail, 503, { title: 'Service indisponible', status: 503, detail });
        return {
          status: 201,
          json: { paymentId: 'pay1', checkoutUrl: 'http://stripe.test/c/cs_1', version: 2, recipient: 'lea@example.com', expiresAt: '2026-11-27T09:30:00.000Z' },
        };
      },
    );
    await screen.findByRole('heading', { name: 'Expédition de Léa Martin' });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien de paiement' }));
    await screen.findByText(/Lien envoyé à lea@example\.com, valable jusqu’au 27\/11\/2026 10:30/);
    expect(screen.getByRole('link', { name: /Ouvrir la page de paiement/ }).getAttribute('href')).toBe('http://stripe.test/c/cs_1');
    expect(api.requests.find((request) => request.url === '/admin/api/payments/quote-link')?.body).toEqual({ shipmentId: 's1' });

    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien de paiement' }));
    await screen.findByText('Erreur lors de la création du lien de paiement : Le service de paiement ne répond pas. Réessayez dans quelques minutes.');
  });

  it('a waiver needs its reason', async () => {
    const api = renderPage(() => shipmentAt.quoted, () => ({ ...shipmentAt.cleared, clearance: { kind: 'waived', reason: 'Geste commercial' } }));
    await screen.findByRole('heading', { name: 'Expédition de Léa Martin' });
    fireEvent.click(screen.getByRole('button', { name: 'Dispenser de paiement' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmer la dispense' }));
    await screen.findByText('Veuillez indiquer le motif de la dispense de paiement');
    fireEvent.change(screen.getByLabelText('Motif de la dispense'), { target: { value: 'Geste commercial' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la dispense' }));
    await screen.findByText('Dispense de paiement : Geste commercial');
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ reason: 'Geste commercial' });
  });

  it('a shipment dispensed from payment reads « Dispensé de paiement » in its status, its quote and its history, never « Payée »', async () => {
    renderPage(() => shipmentAt.waived);
    await screen.findByRole('heading', { name: 'Expédition de Léa Martin' });
    expect(screen.getAllByText('Dispensé de paiement').length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByText('Payée')).toBeNull();
    expect(screen.queryByText('Payé')).toBeNull();
    expect(screen.queryByText('Remplacé')).toBeNull();
  });

  it('a quote refunded in full after its box left shows its category and reason, as the customer reads it', async () => {
    renderPage(() => ({ ...shipmentAt.shipped, refund: { category: 'lost', reason: 'Colis perdu par le transporteur', amountCents: 3370, refundedAt: '2026-11-28T10:00:00.000Z' } }));
    await screen.findByRole('heading', { name: 'Expédition de Léa Martin' });
    expect(
      await screen.findByText(/^Devis remboursé en totalité après le départ du colis, le 28 novembre 2026 : 33,70\s€ \(colis perdu\)\. Motif : Colis perdu par le transporteur$/u),
    ).toBeTruthy();
  });

  it('the label needs the outgoing number; marking shipped then delivered are named commands', async () => {
    let step: AdminShipmentView = shipmentAt.cleared;
    const api = renderPage(
      () => step,
      ({ url }) => {
        step = url.endsWith('/label') ? shipmentAt.labelled : url.endsWith('/shipped') ? shipmentAt.shipped : shipmentAt.delivered;
        return step;
      },
    );
    await screen.findByRole('heading', { name: 'Expédition de Léa Martin' });
    fireEvent.click(screen.getByRole('button', { name: 'Créer l’étiquette' }));
    await screen.findByText('Le numéro de suivi est obligatoire');
    fireEvent.change(screen.getByLabelText('Numéro de suivi sortant'), { target: { value: 'CB123FR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer l’étiquette' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Marquer comme expédiée' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Marquer comme livrée' }));
    await screen.findByRole('heading', { name: 'Livrée' });
    const posts = api.requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.url)).toEqual(['/admin/api/shipments/s1/label', '/admin/api/shipments/s1/shipped', '/admin/api/shipments/s1/delivered']);
    expect(posts[0]?.body).toEqual({ carrier: 'Colissimo', trackingNumber: 'CB123FR' });
    expect(new Set(posts.map((request) => request.headers.get('Idempotency-Key'))).size).toBe(3);
  });

  it('replaces the label of a box that has not left, with a reason, through its named command', async () => {
    const api = renderPage(() => shipmentAt.labelled);
    await screen.findByRole('heading', { name: 'Expédition de Léa Martin' });
    fireEvent.click(screen.getByRole('button', { name: 'Remplacer l’étiquette' }));
    fireEvent.change(await screen.findByLabelText('Nouveau numéro de suivi sortant'), { target: { value: '1Z 999 AA1 01 2345 6784' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer le remplacement' }));
    await screen.findByText('Veuillez indiquer le motif du remplacement de l’étiquette');
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Motif du remplacement'), { target: { value: 'Étiquette illisible' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer le remplacement' }));
    // (react-admin's notifications come one at a time: "form invalid" may still be on screen)
    await waitFor(() => expect(screen.queryByLabelText('Motif du remplacement')).toBeNull());
    const [replacement] = api.requests.filter((request) => request.method === 'POST');
    expect(replacement?.url).toBe('/admin/api/shipments/s1/label/replacement');
    expect(replacement?.body).toEqual({ carrier: 'Colissimo', trackingNumber: '1Z 999 AA1 01 2345 6784', reason: 'Étiquette illisible' });
  }, 20_000);
});
