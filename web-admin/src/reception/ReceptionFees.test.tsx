import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, Form } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { shippingPriceCents } from '../../../domain/pricing/shipping-price';
import { i18nProvider } from '../i18n/i18n-provider';
import type { User } from '../users/user-schema';
import { ReceptionFees } from './ReceptionFees';

const client = (overrides: Partial<User> = {}): User => ({
  id: 'c1',
  customerId: 'c1',
  clientReference: 'CLI-ABC123',
  email: 'lea@example.com',
  emailConfirmed: true,
  firstName: 'Léa',
  lastName: 'Martin',
  phone: '',
  subscription: 'free',
  subscriptionActive: false,
  parcelCount: 0,
  registeredAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const renderFees = (values: Record<string, unknown>, who: User | null) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form defaultValues={values}>
        <ReceptionFees client={who} />
      </Form>
    </AdminContext>,
  );

const euros = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

afterEach(cleanup);

describe('the fee panel of a reception', () => {
  it("asks for a client, then shows the storage terms of the client's plan", async () => {
    renderFees({}, null);
    expect(await screen.findByText(/Sélectionnez un client/)).toBeTruthy();
    cleanup();
    renderFees({}, client({ subscription: 'premium_yearly', subscriptionActive: true }));
    expect((await screen.findByTestId('storage-terms')).textContent).toMatch(/Premium annuel : 90 jours gratuits, puis 1,00\s€ par jour/);
  });

  it('estimates the shipping with the one rate card, at the subscriber price for an active Premium', async () => {
    renderFees({ weightKg: 2, destination: 'reunion' }, client({ subscription: 'premium_monthly', subscriptionActive: true }));
    const expected = shippingPriceCents({ weightKg: 2, lengthCm: 0, widthCm: 0, heightCm: 0, destination: 'reunion', service: 'standard', subscriber: true });
    const estimate = await screen.findByTestId('shipping-estimate');
    expect(estimate.textContent).toContain(euros(expected.priceCents));
  });

  it('writes the billed weight with a decimal comma', async () => {
    renderFees({ weightKg: 3.2, destination: 'reunion' }, client());
    const estimate = await screen.findByTestId('shipping-estimate');
    expect(estimate.textContent?.replace(/\u00a0|\u202f/g, ' ')).toContain('poids facturé 3,2 kg');
  });
});
