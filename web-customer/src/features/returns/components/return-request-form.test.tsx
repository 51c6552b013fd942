import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderScreen, stubFetchByPath } from '@/testing/test-utils';
import type { ReturnableParcel } from '../api/get-returnable-parcels';
import { ReturnRequestForm } from './return-request-form';

const parcel: ReturnableParcel = {
  parcelId: 'p1',
  trackingNumber: 'RET1',
  description: 'Casque',
  status: 'stored',
  carrier: 'Colissimo',
  weightGrams: 1_950,
  lengthCm: 20,
  widthCm: 15,
  heightCm: 10,
  receivedAt: '2026-11-20T10:00:00.000Z',
};

const renderForm = (onCreated = vi.fn()) => renderScreen(<ReturnRequestForm parcel={parcel} onCancel={() => undefined} onCreated={onCreated} />);
const cost = () => screen.getByTestId('return-cost').textContent?.replace(/\s/g, ' ');

describe('ReturnRequestForm', () => {
  it('starts on remboursement, defectueux, normal, the warehouse weight rounded up to 0.1 kg, and prices it live', () => {
    stubFetchByPath({});
    renderForm();
    expect(screen.getByLabelText(/Type de retour/)).toHaveProperty('value', 'remboursement');
    expect(screen.getByLabelText(/Motif/)).toHaveProperty('value', 'defectueux');
    expect(screen.getByLabelText(/Urgence/)).toHaveProperty('value', 'normal');
    expect(screen.getByLabelText(/Poids/)).toHaveProperty('value', '2');
    expect(cost()).toBe('12,50 €');
    fireEvent.change(screen.getByLabelText(/Urgence/), { target: { value: 'critique' } });
    expect(cost()).toBe('20,00 €');
    // 60 x 40 x 30 cm weigh 14.4 kg by volume: 25 + 4.4 x 2.50 = 36 €, x 1.6
    fireEvent.change(screen.getByLabelText(/Longueur/), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText(/Largeur/), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText(/Hauteur/), { target: { value: '30' } });
    expect(cost()).toBe('57,60 €');
  });

  it('counts the description’s characters, and asks for the weight with the spec’s messages, sending nothing', () => {
    const calls = stubFetchByPath({});
    renderForm();
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'Écran fendu' } });
    expect(screen.getByText('11 / 500 caractères')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Poids/), { target: { value: '' } });
    expect(screen.getByText('Veuillez renseigner le poids du colis pour calculer les frais')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(screen.getByText('Veuillez sélectionner un colis et renseigner le poids')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Poids/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(screen.getAllByText('Veuillez renseigner le poids du colis pour calculer les frais').length).toBeGreaterThan(1);
    expect(calls).toEqual([]);
  });

  it('refuses a sixth photo and a GIF before sending anything', () => {
    stubFetchByPath({});
    renderForm();
    const input = screen.getByLabelText(/Photos/);
    const image = (name: string, type = 'image/png') => new File(['x'], name, { type });
    fireEvent.change(input, { target: { files: [image('a.gif', 'image/gif')] } });
    expect(screen.getByText('Veuillez sélectionner une image')).toBeTruthy();
    fireEvent.change(input, { target: { files: [1, 2, 3, 4, 5, 6].map((n) => image(`${n}.png`)) } });
    expect(screen.getByText('5 photos au plus par demande de retour')).toBeTruthy();
  });

  it('sends the request with an idempotency key and leaves for Stripe’s page when the return is paid', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = stubFetchByPath({
      'POST /api/returns': () =>
        jsonResponse(201, { returnId: 'r1', reference: 'RET-1', status: 'awaiting_payment', costCents: 1250, checkoutUrl: 'https://checkout.example/s1', version: 1 }),
    });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: /Payer 12,50/ }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/s1'));
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ parcelId: 'p1', type: 'remboursement', reason: 'defectueux', urgency: 'normal', description: '', weightKg: 2, lengthCm: null, widthCm: null, heightCm: null, photoUploadIds: [] });
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();
  });
});
