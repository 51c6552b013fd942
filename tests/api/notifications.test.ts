import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { NotificationPreferencesView, SentNotificationPage } from '../../domain/notification/notification-views';
import type { ApiClient } from '../../infra/local/api-client';
import { createApiClient } from '../../infra/local/api-client';
import { loadStream } from '../../functions/platform/event-store';
import { registeredCustomer, ses } from '../support/accounts';
import { eventually } from '../support/eventually';
import { linkIn, mailsTo, waitForMails } from '../support/mailbox';
import { signInDemoAccounts } from '../support/signed-in';

const runtime = inject('runtime');
Object.assign(process.env, runtime.environment);

type Problem = { detail: string };

/** A storage reminder as the daily job hands it to the centre, for one cause (the reminder's event). */
const storageReminder = (customer: { customerId: string; email: string }, causeId: string) => ({
  kind: 'storage_reminder' as const,
  customerId: customer.customerId,
  to: { email: customer.email, firstName: 'Inès' },
  causeId,
  data: {
    trackingNumber: '6A00112233',
    terms: { receivedDay: '2027-01-01', freeDays: 3 },
    reminder: { parcelId: randomUUID(), kind: 'free_period_ending' as const, day: '2027-01-02', freeDaysLeft: 2, feesAccruedCents: 0 },
  },
});

describe('the notification centre', () => {
  let admin: ApiClient;
  let notify: typeof import('../../functions/notifications/commands').notify;

  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
    ({ notify } = await import('../../functions/notifications/commands'));
  }, 60_000);

  /** The customer's record as staff read it, once it holds `count` lines. */
  const recordOf = (customerId: string, count: number) =>
    eventually(async () => {
      const page = await admin.get<SentNotificationPage>(`/admin/api/customers/${customerId}/notifications?perPage=100`);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      if (page.body.items.length < count) throw new Error(`${page.body.items.length} e-mail(s) enregistré(s) sur ${count}`);
      return page.body;
    }, 15_000);

  it('sends a mail once and records it once when its event is delivered twice', async () => {
    const { client, form, customerId } = await registeredCustomer(runtime, { firstName: 'Anaïs' });
    const email = form.email.toLowerCase();
    const created = await client.post<{ purchaseId: string }>('/api/purchases', {
      shopName: 'Fnac',
      shopUrl: 'https://www.fnac.com',
      items: [{ name: 'Casque audio', options: '', url: '', priceEuros: 49.99, quantity: 1 }],
      destination: '',
      instructions: '',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const isRequestMail = (mail: { subject: string }) => mail.subject.includes("Votre demande d'achat chez Fnac");
    await waitForMails(ses(runtime), email, 1, isRequestMail);
    const [requested] = (await loadStream(`purchase-${created.body.purchaseId}`)).flatMap((changeset) => changeset.events);
    if (!requested) throw new Error('demande absente du journal');
    // The bus delivered it once; two more deliveries, at once.
    const { purchaseMailsReaction } = await import('../../functions/purchases/purchase-mails');
    const { anyReaction } = await import('../../functions/platform/reaction');
    const reaction = anyReaction(purchaseMailsReaction);
    await Promise.all([reaction.react(requested), reaction.react(requested)]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mailsTo(ses(runtime), email)).filter(isRequestMail)).toHaveLength(1);
    const record = await recordOf(customerId, 2);
    const lines = record.items.filter((line) => line.template === 'purchase_requested');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ templateLabel: 'Achat pour moi : demande reçue', causeId: requested.eventId, to: email, outcome: 'sent' });
    expect(lines[0]?.messageId).not.toBe('');
    // The confirmation mail of the registration is recorded too, newest first.
    expect(record.items.map((line) => line.template)).toEqual(['purchase_requested', 'account_confirmation']);
  });

  it('gives a customer who turned storage reminders off none, and records it as not sent', async () => {
    const { client, form, customerId } = await registeredCustomer(runtime, { firstName: 'Inès' });
    const email = form.email.toLowerCase();
    const saved = await client.request<NotificationPreferencesView>('PUT', '/api/me/notification-preferences', { json: { preferences: { storage_reminders: false } } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.preferences).toEqual({ storage_reminders: false });
    expect((await client.get<NotificationPreferencesView>('/api/me/notification-preferences')).body.preferences).toEqual({ storage_reminders: false });
    expect(await notify(storageReminder({ customerId, email }, randomUUID()))).toBe('withheld');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mailsTo(ses(runtime), email)).filter((mail) => mail.subject.includes('stockage'))).toEqual([]);
    const record = await recordOf(customerId, 2);
    expect(record.items[0]).toMatchObject({ template: 'storage_reminder', templateLabel: 'Rappel de stockage', outcome: 'unsubscribed', messageId: '' });
  });

  it('unsubscribes from the link of the mail without signing in, and refuses a forged link in French', async () => {
    const { client, form, customerId } = await registeredCustomer(runtime, { firstName: 'Inès' });
    const email = form.email.toLowerCase();
    expect(await notify(storageReminder({ customerId, email }, randomUUID()))).toBe('sent');
    const [mail] = await waitForMails(ses(runtime), email, 1, (candidate) => candidate.subject.includes('stockage gratuit'));
    if (!mail) throw new Error('rappel absent');
    const link = linkIn(mail, '/api/notifications/unsubscribe');
    // Nobody signed in: the token is the proof.
    const anonymous = createApiClient(runtime.site);
    const path = link.slice(new URL(link).origin.length);
    const followed = await anonymous.get<string>(path);
    expect(followed.status).toBe(200);
    expect(followed.headers.get('content-type')).toContain('text/html');
    expect(followed.body).toContain('vous ne recevrez plus ces e-mails');
    expect((await client.get<NotificationPreferencesView>('/api/me/notification-preferences')).body.preferences).toEqual({ storage_reminders: false });
    // The same link again: still fine, nothing more recorded.
    expect((await anonymous.get<string>(path)).status).toBe(200);
    const customerEvents = (await loadStream(`customer-${customerId}`)).flatMap((changeset) => changeset.events);
    expect(customerEvents.filter((event) => event.type === 'NotificationPreferencesChanged').map((event) => event.data)).toEqual([
      { customerId, preferences: { storage_reminders: false }, via: 'unsubscribe_link' },
    ]);
    // A forged token (right notification, wrong secret) and a mangled one are refused.
    const token = new URL(link).searchParams.get('token') ?? '';
    const forged = `${token.split('.')[0]}.${'A'.repeat(32)}`;
    for (const bad of [forged, 'nimporte-quoi']) {
      const refused = await anonymous.get<string>(`/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toContain('Ce lien de désinscription n’est pas valide');
    }
    // Turned back on from « Mon compte ».
    const back = await client.request<NotificationPreferencesView>('PUT', '/api/me/notification-preferences', { json: { preferences: { storage_reminders: true } } });
    expect(back.body.preferences).toEqual({ storage_reminders: true });
  });

  it('lets staff read a customer’s record, and no customer read another’s', async () => {
    const { client } = await registeredCustomer(runtime);
    const other = await registeredCustomer(runtime);
    const refused = await client.get<Problem>(`/admin/api/customers/${other.customerId}/notifications`);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/[a-zé]/u);
    const anonymous = await createApiClient(runtime.site).get<Problem>(`/admin/api/customers/${other.customerId}/notifications`);
    expect(anonymous.status).toBe(401);
    const record = await recordOf(other.customerId, 1);
    expect(record.items[0]).toMatchObject({ template: 'account_confirmation', subject: 'Confirmez votre adresse email — Passerelle' });
  });

  it('refuses a change of preferences that does not say every category, in French', async () => {
    const { client } = await registeredCustomer(runtime);
    const refused = await client.request<Problem>('PUT', '/api/me/notification-preferences', { json: { preferences: {} } });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/[a-zé]/u);
  });
});
