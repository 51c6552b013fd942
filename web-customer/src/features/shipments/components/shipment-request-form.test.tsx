import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { aCustomer, aParcel, aShipment } from '@/testing/data-generators';
import { jsonResponse, renderScreen, stubFetch, stubFetchByPath } from '@/testing/test-utils';
import type { Shipment } from '../api/get-shipments';
import { RequestConfirmation } from './request-confirmation';
import { ShipmentRequestForm } from './shipment-request-form';

const measured = { status: 'stored', receivedAt: '2026-03-02T10:00:00.000Z' } as const;
// Martinique (multiplier 1), free plan: standard is 8,50 € up to 1 kg, then 2,50 € per kg.
const first = aParcel({ ...measured, parcelId: 'p-first', trackingNumber: 'FIRST1', description: 'Livres', weightGrams: 1_000, lengthCm: 20, widthCm: 15, heightCm: 10 });
const second = aParcel({ ...measured, parcelId: 'p-second', trackingNumber: 'SECOND', description: 'Chaussures', weightGrams: 1_400, lengthCm: 25, widthCm: 20, heightCm: 10 });
const customer = aCustomer({ firstName: 'Léa', lastName: 'Martin', address: '3 rue des Flamboyants', postalCode: '97200', city: 'Fort-de-France', territory: 'martinique', phone: '+596 696 00 00 00' });

/** The form, then the confirmation once the request is recorded, as /expedier shows them. */
type FormProps = Parameters<typeof ShipmentRequestForm>[0];
const RequestPage = ({ otherParcels, requester = customer }: { otherParcels: FormProps['otherParcels']; requester?: FormProps['customer'] }) => {
  const [requested, setRequested] = useState<Shipment | null>(null);
  return requested ? <RequestConfirmation shipment={requested} /> : <ShipmentRequestForm customer={requester} parcel={first} otherParcels={otherParcels} onRequested={setRequested} />;
};

const renderForm = (otherParcels = [second], requester = customer) => renderScreen(<RequestPage otherParcels={otherParcels} requester={requester} />);

const submit = () => fireEvent.click(screen.getByRole('button', { name: "Demander l'expédition" }));

describe('ShipmentRequestForm', () => {
  it('starts from the profile’s address, the parcel "Expédier" was pressed on and the standard service', () => {
    stubFetch();
    renderForm();
    expect(screen.getByLabelText(/Nom du destinataire/)).toHaveProperty('value', 'Léa Martin');
    expect(screen.getByLabelText(/^Adresse/)).toHaveProperty('value', '3 rue des Flamboyants');
    expect(screen.getByLabelText(/Code postal/)).toHaveProperty('value', '97200');
    expect(screen.getByLabelText(/Ville/)).toHaveProperty('value', 'Fort-de-France');
    expect(screen.getByLabelText(/Territoire/)).toHaveProperty('value', 'martinique');
    expect(screen.getByLabelText('Téléphone')).toHaveProperty('value', '+596 696 00 00 00');
    expect(screen.getByRole('checkbox', { name: /FIRST1/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: /SECOND/ })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: /Standard/ })).toHaveProperty('checked', true);
  });

  it('shows the schema’s French messages and sends nothing while the form is invalid', async () => {
    const calls = stubFetch();
    renderForm();
    fireEvent.change(screen.getByLabelText(/Nom du destinataire/), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText(/^Adresse/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/Code postal/), { target: { value: '#' } });
    fireEvent.change(screen.getByLabelText(/Territoire/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Téléphone'), { target: { value: 'appelez-moi' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /FIRST1/ }));
    submit();
    expect(await screen.findByText('Le nom du destinataire est obligatoire')).toBeTruthy();
    expect(screen.getByText("L'adresse est obligatoire")).toBeTruthy();
    expect(screen.getByText("Le code postal n'est pas valide")).toBeTruthy();
    expect(screen.getByText('La destination est obligatoire')).toBeTruthy();
    expect(screen.getByText("Le téléphone n'est pas valide")).toBeTruthy();
    expect(screen.getByText('Veuillez choisir au moins un colis')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('prices each service for the box and, with a second parcel, the estimate and the saving on separate shipments', () => {
    stubFetch();
    renderForm();
    const estimate = screen.getByRole('region', { name: 'Estimation' });
    expect(estimate.textContent).toMatch(/Estimation : 8,50\s€ \(1\skg facturé\)/);
    expect(estimate.textContent).not.toContain('Économie');
    expect(screen.getByRole('radio', { name: /Standard/ }).closest('li')?.textContent).toMatch(/Standard8,50\s€7 à 12 jours ouvrés/);
    expect(screen.getByRole('radio', { name: /Express/ }).closest('li')?.textContent).toMatch(/Express15,90\s€3 à 5 jours ouvrés/);

    fireEvent.click(screen.getByRole('checkbox', { name: /SECOND/ }));
    // One box of 2,4 kg: 8,50 + 1,4 × 2,50 = 12,00 €; alone: 8,50 € + (8,50 + 0,4 × 2,50) € = 18,00 €.
    expect(estimate.textContent).toMatch(/Estimation : 12,00\s€ \(2,4\skg facturés\)/);
    expect(estimate.textContent).toMatch(/Économie estimée par rapport à des envois séparés : 6,00\s€/);

    fireEvent.click(screen.getByRole('radio', { name: /Express/ }));
    // Express: 15,90 + 1,4 × 3,50 = 20,80 €; alone: 15,90 + 17,30 = 33,20 €.
    expect(estimate.textContent).toMatch(/Estimation : 20,80\s€ \(2,4\skg facturés\)/);
    expect(estimate.textContent).toMatch(/Économie estimée par rapport à des envois séparés : 12,40\s€/);
  });

  it('prices the box 20 % lower for a customer whose plan in force is Premium, and says so', () => {
    stubFetch();
    renderForm([second], { ...customer, plan: 'premium_yearly' });
    const estimate = screen.getByRole('region', { name: 'Estimation' });
    // Standard 8,50 € × 0,8; express 15,90 € × 0,8.
    expect(estimate.textContent).toMatch(/Estimation : 6,80\s€ \(1\skg facturé\)/);
    expect(estimate.textContent).toContain('Remise Premium de −20 % incluse');
    expect(screen.getByRole('radio', { name: /Express/ }).closest('li')?.textContent).toMatch(/Express12,72\s€/);

    fireEvent.click(screen.getByRole('checkbox', { name: /SECOND/ }));
    // 12,00 € × 0,8 for the box; (8,50 + 9,50) × 0,8 = 14,40 € apart.
    expect(estimate.textContent).toMatch(/Estimation : 9,60\s€ \(2,4\skg facturés\)/);
    expect(estimate.textContent).toMatch(/Économie estimée par rapport à des envois séparés : 4,80\s€/);
  });

  it('keeps the public price and no Premium line for a customer on the free plan', () => {
    stubFetch();
    renderForm([second], { ...customer, plan: 'free' });
    const estimate = screen.getByRole('region', { name: 'Estimation' });
    expect(estimate.textContent).toMatch(/Estimation : 8,50\s€/);
    expect(estimate.textContent).not.toContain('Premium');
  });

  it('says staff will quote a box over the rate card’s maximum', () => {
    stubFetch();
    const heavy = aParcel({ ...measured, parcelId: 'p-heavy', trackingNumber: 'HEAVY1', weightGrams: 29_500, lengthCm: 40, widthCm: 30, heightCm: 30 });
    renderForm([heavy]);
    fireEvent.click(screen.getByRole('checkbox', { name: /HEAVY1/ }));
    const estimate = screen.getByRole('region', { name: 'Estimation' });
    expect(estimate.textContent).toContain('Ce carton dépasse 30 kg');
    expect(estimate.textContent).toContain('notre équipe établira son devis sur mesure');
    expect(screen.getByRole('radio', { name: /Premium/ }).closest('li')?.textContent).toContain('Sur devis');
  });

  it('sends the parcels, the address and the service once, waits for the request’s version, then says what happens next', async () => {
    const shipment = aShipment({
      shipmentId: 'sh-1',
      service: 'express',
      address: { recipientName: 'Léa Martin', line1: '3 rue des Flamboyants', line2: 'Bâtiment B', postalCode: '97200', city: 'Fort-de-France', destination: 'martinique', phone: '+596 696 00 00 00' },
      parcels: [
        { parcelId: 'p-first', trackingNumber: 'FIRST1', description: 'Livres', status: 'stored', weightGrams: 1_000 },
        { parcelId: 'p-second', trackingNumber: 'SECOND', description: 'Chaussures', status: 'stored', weightGrams: 1_400 },
      ],
    });
    const calls = stubFetchByPath({
      'POST /api/shipments': () => jsonResponse(201, { id: 'sh-1', status: 'requested', version: 1 }),
      '/api/shipments/sh-1': () => jsonResponse(200, { ...shipment, version: 1 }),
    });
    renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: /SECOND/ }));
    fireEvent.change(screen.getByLabelText(/Complément/), { target: { value: 'Bâtiment B' } });
    fireEvent.click(screen.getByRole('radio', { name: /Express/ }));
    submit();

    const confirmation = await screen.findByRole('status');
    expect(within(confirmation).getByRole('heading', { name: "Demande d'expédition envoyée" })).toBeTruthy();
    expect(confirmation.textContent).toContain('Vos 2 colis partiront ensemble en Express vers Fort-de-France : FIRST1, SECOND.');
    expect(confirmation.textContent).toContain('vous envoie le devis par e-mail');
    // How customers pay: by card with the quote's « Payer » button; a transfer is still accepted, to the account shown.
    const howToPay = within(confirmation).getByRole('region', { name: 'Comment payer votre devis' });
    expect(howToPay.textContent).toContain('Par carte bancaire : bouton « Payer » du devis, dans « Mes devis et expéditions »');
    expect(howToPay.textContent).toContain('Par virement bancaire, toujours accepté');
    expect([...howToPay.querySelectorAll('dt')].map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)).toEqual([
      'Titulaire Passerelle Ltd',
      'IBAN FR76 0000 0000 0000 0000 0000 000',
      'BIC PASSFRPPXXX',
    ]);
    expect(confirmation.textContent).not.toContain('Vous payez le devis par virement bancaire');
    expect(confirmation.textContent).toContain('48 heures ouvrées après la réception de votre paiement');
    expect(within(confirmation).getByRole('link', { name: 'Mes devis et expéditions' }).getAttribute('href')).toBe('/devis');

    const [request, read] = calls;
    expect(request?.method).toBe('POST');
    expect(request?.body).toEqual({
      parcelIds: ['p-first', 'p-second'],
      address: { recipientName: 'Léa Martin', line1: '3 rue des Flamboyants', line2: 'Bâtiment B', postalCode: '97200', city: 'Fort-de-France', destination: 'martinique', phone: '+596 696 00 00 00' },
      service: 'express',
    });
    expect(request?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(read?.url).toBe('/api/shipments/sh-1?version=1');
    expect(calls).toHaveLength(2);
  });

  it('shows the API’s French refusal and its field messages under their fields', async () => {
    stubFetchByPath({
      'POST /api/shipments': [
        () => jsonResponse(409, { detail: 'Le colis FIRST1 fait déjà partie d’une demande d’expédition.' }),
        () => jsonResponse(400, { detail: 'Données invalides', errors: { 'address.city': 'La ville ne peut pas dépasser 100 caractères' } }),
      ],
    });
    renderForm();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Le colis FIRST1 fait déjà partie d’une demande d’expédition.');
    submit();
    expect(await screen.findByText('La ville ne peut pas dépasser 100 caractères')).toBeTruthy();
    expect(screen.getByLabelText(/Ville/).getAttribute('aria-invalid')).toBe('true');
  });
});
