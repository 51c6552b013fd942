import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, HttpError, Notification, ResourceContextProvider, ShowBase } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18n-provider';
import type { PasserelleDataProvider } from '../providers/data-provider';
import { declaredParcel } from '../testing/declared-parcel';
import { ReceiveParcelButton } from './ReceiveParcelButton';
import { weighingStepMessage } from '../../../domain/shared/weighing';

const fakeDataProvider = (receiveParcel: PasserelleDataProvider['receiveParcel']) => {
  let current = declaredParcel;
  const dataProvider = {
    getOne: vi.fn(async () => ({ data: current })),
    receiveParcel: vi.fn(async (...args: Parameters<PasserelleDataProvider['receiveParcel']>) => {
      const result = await receiveParcel(...args);
      current = { ...declaredParcel, status: 'received' };
      return result;
    }),
  };
  return dataProvider;
};

const renderButton = (dataProvider: ReturnType<typeof fakeDataProvider>) =>
  render(
    <AdminContext dataProvider={dataProvider as unknown as PasserelleDataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="parcels">
        <ShowBase id="p1">
          <ReceiveParcelButton />
        </ShowBase>
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );

const openDialogAndType = async (weight: string) => {
  fireEvent.click(await screen.findByRole('button', { name: 'Réceptionner' }));
  const weightInput = await screen.findByLabelText(/Poids \(kg\)/);
  fireEvent.change(weightInput, { target: { value: weight } });
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la réception' }));
};

describe('ReceiveParcelButton', () => {
  afterEach(cleanup);

  it('sends the measurements through the named command and says so in French', async () => {
    const dataProvider = fakeDataProvider(async (id) => ({ data: { id: String(id), status: 'received', version: 2 } }));
    renderButton(dataProvider);

    await openDialogAndType('2.5');

    await waitFor(() => expect(dataProvider.receiveParcel).toHaveBeenCalledTimes(1));
    const [id, measurements, options] = dataProvider.receiveParcel.mock.calls[0] ?? [];
    expect(id).toBe('p1');
    expect(measurements).toEqual({ weightKg: 2.5, lengthCm: 0, widthCm: 0, heightCm: 0 });
    expect(options?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Réception enregistrée')).toBeDefined();
    // The read model caught up: the parcel is no longer receivable, the button goes away.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Réceptionner' })).toBeNull());
  });

  it('shows the API field errors under the field and the French detail, and reuses the key on retry', async () => {
    const dataProvider = fakeDataProvider(async () => {
      throw new HttpError('Les mesures sont invalides', 400, {
        detail: 'Les mesures sont invalides',
        errors: { weightKg: 'Le poids dépasse la limite du transporteur' },
      });
    });
    renderButton(dataProvider);

    await openDialogAndType('3');

    expect(await screen.findByText('Le poids dépasse la limite du transporteur')).toBeDefined();
    expect(await screen.findByText('Les mesures sont invalides')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la réception' }));
    await waitFor(() => expect(dataProvider.receiveParcel).toHaveBeenCalledTimes(2));
    const keys = dataProvider.receiveParcel.mock.calls.map(([, , options]) => options?.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
  });

  it('takes a weight read to 10 g (1.35 kg): the input steps by 0.01 kg, the browser finds it valid', async () => {
    const dataProvider = fakeDataProvider(async (id) => ({ data: { id: String(id), status: 'received', version: 2 } }));
    renderButton(dataProvider);

    fireEvent.click(await screen.findByRole('button', { name: 'Réceptionner' }));
    const weightInput = await screen.findByLabelText<HTMLInputElement>(/Poids \(kg\)/);
    expect(weightInput.step).toBe('0.01');
    fireEvent.change(weightInput, { target: { value: '1.35' } });
    expect(weightInput.validity.stepMismatch).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la réception' }));

    await waitFor(() => expect(dataProvider.receiveParcel).toHaveBeenCalledTimes(1));
    expect(dataProvider.receiveParcel.mock.calls[0]?.[1]).toEqual({ weightKg: 1.35, lengthCm: 0, widthCm: 0, heightCm: 0 });
  });

  it('refuses a weight finer than 10 g before calling the API, in French', async () => {
    const dataProvider = fakeDataProvider(async (id) => ({ data: { id: String(id), status: 'received', version: 2 } }));
    renderButton(dataProvider);

    await openDialogAndType('1.355');
    expect(await screen.findByText(weighingStepMessage)).toBeDefined();
    expect(dataProvider.receiveParcel).not.toHaveBeenCalled();
  });

  it('checks the weight before calling the API', async () => {
    const dataProvider = fakeDataProvider(async (id) => ({ data: { id: String(id), status: 'received', version: 2 } }));
    renderButton(dataProvider);

    await openDialogAndType('0');

    expect(await screen.findByText('Le poids est obligatoire et doit être supérieur à 0')).toBeDefined();
    expect(dataProvider.receiveParcel).not.toHaveBeenCalled();
  });
});
