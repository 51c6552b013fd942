import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SentNotificationView } from '../../../domain/notification/notification-views';
import { i18nProvider } from '../i18n/i18n-provider';
import { createDataProvider } from '../providers/data-provider';
import { CustomerNotifications } from './CustomerNotifications';

const line = (overrides: Partial<SentNotificationView>): SentNotificationView => ({
  id: 'n1',
  at: '2027-01-15T23:30:00.000Z',
  templateLabel: 'Devis prêt',
  template: 'quote_ready',
  subject: 'Votre devis DEV-1-ABCD est prêt — Passerelle',
  to: 'marie@example.com',
  causeId: '01JAAAAAAAAAAAAAAAAAAAAAAA',
  outcome: 'sent',
  messageId: 'm1',
  ...overrides,
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('« E-mails envoyés » on the customer record', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const requests: URL[] = [];

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    requests.length = 0;
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      requests.push(url);
      if (url.pathname !== '/admin/api/customers/c-1/notifications') throw new Error(`requête inattendue ${url.pathname}`);
      return url.searchParams.get('cursor') === 'page-2'
        ? json({ items: [line({ id: 'n3', templateLabel: 'Colis réceptionné', subject: 'Colis 6A1 réceptionné — Passerelle' })], nextCursor: null, total: null })
        : json({
            items: [
              line({ id: 'n2', templateLabel: 'Rappel de stockage', template: 'storage_reminder', subject: '<b>Frais</b> de stockage — Passerelle', outcome: 'unsubscribed', messageId: '' }),
              line({ id: 'n1' }),
            ],
            nextCursor: 'page-2',
            total: null,
          });
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('lists the mails newest first with their Paris date, French template name, subject and event, says which were not sent, and pages by cursor', async () => {
    render(
      <AdminContext dataProvider={createDataProvider()} i18nProvider={i18nProvider}>
        <RecordContextProvider value={{ id: 'c-1' }}>
          <CustomerNotifications />
        </RecordContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByText('Rappel de stockage')).toBeTruthy();
    expect(screen.getByText('Non envoyé : désinscrit')).toBeTruthy();
    // A subject is text, never markup.
    expect(screen.getByText('<b>Frais</b> de stockage — Passerelle')).toBeTruthy();
    // 23:30 UTC is already the next day in Paris.
    expect(screen.getAllByText('16/01/2027 00:30')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Suivants' }));
    expect(await screen.findByText('Colis réceptionné')).toBeTruthy();
    expect(screen.queryByText(/e-mails?$/u)).toBeNull();
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('cursor')).toBe('page-2'));
    expect(requests.at(-1)?.searchParams.get('perPage')).toBe('10');
  });
});
