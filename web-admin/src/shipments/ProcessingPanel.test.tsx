import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, HttpError, Notification, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { rateCard } from '../../../domain/pricing/rate-card';
import { quoteAmounts, type QuoteInputs } from '../../../domain/shipment/quote';
import type { AdminShipmentView } from '../../../domain/shipment/shipment-views';
import { i18nProvider } from '../i18n/i18n-provider';
import { fakeShipmentApi, issuedQuote, requestedShipment, shipmentAt, type RecordedRequest } from '../testing/shipment-fixtures';
import { ProcessingPanel } from './ProcessingPanel';
import { shipmentsResource } from './shipments-resource';

/** Amounts as the page prints them, compared as a person reads them (any space is a space). */
const euros = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s/g, ' ');
const readable = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');

const totalFor = (inputs: Partial<QuoteInputs>) =>
  quoteAmounts({ weightGrams: 1000, lengthCm: 0, widthCm: 0, heightCm: 0, destination: 'martinique', service: 'express', subscriber: false, storageFeesCents: 0, extraFees: [], rateCardVersion: rateCard.version, ...inputs });

/**
 * The server's preview as the API decides it: the quote of the values sent, priced at the plan in force the
 * server reads (not the customer card's), with the storage the quote bills.
 */
const previewServer =
  ({ plan = 'free', storageFeesCents = 0 }: { plan?: 'free' | 'premium_monthly' | 'premium_yearly'; storageFeesCents?: number } = {}) =>
  ({ body }: RecordedRequest) => {
    const values = body as { weightKg: number; lengthCm: number; widthCm: number; heightCm: number; destination: 'martinique'; service: 'express'; extraFees: { label: string; amountEuros: number }[] };
    const inputs = {
      weightGrams: Math.round(values.weightKg * 1000),
      lengthCm: values.lengthCm,
      widthCm: values.widthCm,
      heightCm: values.heightCm,
      destination: values.destination,
      service: values.service,
      storageFeesCents,
      extraFees: values.extraFees.map((fee) => ({ label: fee.label, amountCents: Math.round(fee.amountEuros * 100) })),
    };
    const subscriber = plan !== 'free';
    const amounts = totalFor({ ...inputs, subscriber });
    const shippingOf = (lines: { kind: string; amountCents: number }[]) => lines.find((line) => line.kind === 'shipping')?.amountCents ?? 0;
    return { status: 200, json: { ...amounts, plan, subscriber, subscriberDiscountCents: shippingOf(totalFor({ ...inputs, subscriber: false }).lines) - shippingOf(amounts.lines) } };
  };

type Answer = Parameters<typeof fakeShipmentApi>[0];
const isPreview = (request: RecordedRequest) => request.url.endsWith('/quote-preview');

const renderPanel = (shipment: AdminShipmentView, answer: Answer = () => ({ status: 200, json: {} }), preview: Answer = previewServer()) => {
  const api = fakeShipmentApi((request) => (isPreview(request) ? preview(request) : answer(request)));
  render(
    <AdminContext dataProvider={api.dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value={shipmentsResource}>
        <ProcessingPanel shipment={shipment} />
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
  return api;
};

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const liveTotal = () => readable(screen.getByTestId('live-total'));
const validate = () => fireEvent.click(screen.getByRole('button', { name: 'Valider et émettre le devis' }));
/** The panel's alerts (react-admin's notifications are alerts too). */
const alertsSaying = (text: string) => screen.queryAllByRole('alert').filter((alert) => alert.textContent === text);
const commands = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST' && !isPreview(request));
const previews = (requests: RecordedRequest[]) => requests.filter(isPreview);

afterEach(cleanup);

describe('the processing panel (spec 3, section 2.6)', () => {
  it('shows the quote the server would issue as the weight, the box, the service and the extra fees change', async () => {
    const api = renderPanel(requestedShipment);
    expect(readable(screen.getByTestId('live-cost'))).toContain('Saisissez le poids, la destination et le service');

    type(/Poids mesuré/, '2');
    await waitFor(() => expect(liveTotal()).toBe(euros(totalFor({ weightGrams: 2000 }).totalCents)));
    expect(previews(api.requests).at(-1)?.body).toEqual({ weightKg: 2, lengthCm: 0, widthCm: 0, heightCm: 0, destination: 'martinique', service: 'express', extraFees: [], notes: '' });

    // A light but bulky box is billed on its volume: 50 × 40 × 30 / 5000 = 12 kg.
    type('Longueur (cm)', '50');
    type('Largeur (cm)', '40');
    type('Hauteur (cm)', '30');
    const bulky = totalFor({ weightGrams: 2000, lengthCm: 50, widthCm: 40, heightCm: 30 });
    await waitFor(() => expect(liveTotal()).toBe(euros(bulky.totalCents)));
    expect(readable(screen.getByTestId('live-cost'))).toContain('Poids facturable12 kg');

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    type('Libellé', 'Emballage renforcé');
    type('Montant TTC (€)', '4.5');
    const withFee = totalFor({ weightGrams: 2000, lengthCm: 50, widthCm: 40, heightCm: 30, extraFees: [{ label: 'Emballage renforcé', amountCents: 450 }] });
    await waitFor(() => expect(liveTotal()).toBe(euros(withFee.totalCents)));
    const cost = readable(screen.getByTestId('live-cost'));
    expect(cost).toContain(`Emballage renforcé${euros(450)}`);
    expect(cost).toContain(`Total HT${euros(withFee.totalExclVatCents)}`);
    expect(cost).toContain(`TVA (20 %)${euros(withFee.vatCents)}`);
    expect(cost).toContain('Remise abonné : client sans abonnement');

    // Removing the fee takes it off the total.
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(liveTotal()).toBe(euros(bulky.totalCents)));
    // Notes change no amount: typing them asks the server nothing.
    const asked = previews(api.requests).length;
    type('Notes internes', 'Fragile');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(previews(api.requests)).toHaveLength(asked);
  });

  it('shows the subscriber discount of the plan in force the server reads, though the customer card still says free, and the storage the quote bills', async () => {
    renderPanel({ ...requestedShipment, storageFeesCents: 700 }, undefined, previewServer({ plan: 'premium_monthly', storageFeesCents: 700 }));
    expect(requestedShipment.customer?.plan).toBe('free');
    type(/Poids mesuré/, '3');
    const subscriber = totalFor({ weightGrams: 3000, subscriber: true, storageFeesCents: 700 });
    const shippingOf = (inputs: Partial<QuoteInputs>) => totalFor({ weightGrams: 3000, ...inputs }).lines.find((line) => line.kind === 'shipping')?.amountCents ?? 0;
    await waitFor(() => expect(liveTotal()).toBe(euros(subscriber.totalCents)));
    const cost = readable(screen.getByTestId('live-cost'));
    expect(cost).toContain(`Frais de stockage${euros(700)}`);
    expect(cost).toContain(`Remise abonné (20 %, déjà déduite)− ${euros(shippingOf({ subscriber: false }) - shippingOf({ subscriber: true }))}`);
  });

  it('says why the server cannot quote the box, in its words, and shows no total', async () => {
    renderPanel(requestedShipment, undefined, () => {
      throw new HttpError('Le poids maximum autorisé est de 30 kg', 400, { detail: 'Le poids maximum autorisé est de 30 kg', status: 400 });
    });
    type(/Poids mesuré/, '40');
    expect(await screen.findByText('Le poids maximum autorisé est de 30 kg')).toBeTruthy();
    expect(screen.queryByTestId('live-total')).toBeNull();
  });

  it('asks for the required fields in the spec’s words and sends nothing', async () => {
    const api = renderPanel(requestedShipment);
    validate();
    await waitFor(() => expect(alertsSaying('Veuillez remplir tous les champs obligatoires')).toHaveLength(1));
    // The weight field says it too; typing clears the alert.
    expect(screen.getAllByText('Veuillez remplir tous les champs obligatoires')).toHaveLength(2);
    expect(commands(api.requests)).toEqual([]);
    type(/Poids mesuré/, '1');
    await waitFor(() => expect(alertsSaying('Veuillez remplir tous les champs obligatoires')).toEqual([]));
  });

  it('issues the quote through the named command and says the spec’s success with the quote’s total', async () => {
    const api = renderPanel(requestedShipment, ({ method, url }) => {
      if (method === 'POST') return { status: 200, json: { id: 's1', status: 'quoted', version: 3 } };
      expect(url).toBe('/admin/api/shipments/s1?version=3');
      return { status: 200, json: { ...shipmentAt.quoted, quote: { ...issuedQuote, totalCents: 123_450 } } };
    });
    type(/Poids mesuré/, '2.5');
    type('Longueur (cm)', '40');
    type('Notes internes', 'Deux colis dans un carton neuf');
    validate();
    expect(await screen.findByText('Colis traité avec succès ! Frais calculés: 1 234,50€', { normalizer: (text) => text.replace(/\s/g, ' ') })).toBeTruthy();
    const [sent] = commands(api.requests);
    expect(sent?.url).toBe('/admin/api/shipments/s1/process');
    expect(sent?.body).toEqual({ weightKg: 2.5, lengthCm: 40, widthCm: 0, heightCm: 0, destination: 'martinique', service: 'express', extraFees: [], notes: 'Deux colis dans un carton neuf' });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says the API’s French reason (someone processed it first), else the spec’s failure; a retry keeps its key', async () => {
    let calls = 0;
    const api = renderPanel(requestedShipment, ({ method }) => {
      if (method !== 'POST') return { status: 200, json: requestedShipment };
      calls += 1;
      if (calls === 1) throw new HttpError('Cette demande a déjà été traitée.', 409, { detail: 'Cette demande a déjà été traitée.', status: 409 });
      throw new HttpError('ra.notification.http_error', 500, {});
    });
    type(/Poids mesuré/, '2');
    validate();
    await waitFor(() => expect(alertsSaying('Cette demande a déjà été traitée.').length).toBeGreaterThan(0));
    validate();
    await waitFor(() => expect(alertsSaying('Erreur lors de la mise à jour du colis').length).toBeGreaterThan(0));
    const keys = commands(api.requests).map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});
