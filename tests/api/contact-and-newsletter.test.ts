import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiClient } from '../../infra/local/api-client';
import { readFeedDay } from '../../functions/platform/feed';
import { utcDay } from '../../functions/platform/feed-keys';
import { eventually } from '../support/eventually';
import { mailsTo } from '../support/mailbox';

const runtime = inject('runtime');
const ses = () => runtime.environment.SES_ENDPOINT as string;
type Problem = { detail: string; errors?: Record<string, string> };

describe('contact and newsletter', () => {
  const visitor = createApiClient(runtime.site);
  beforeAll(() => {
    Object.assign(process.env, runtime.environment);
  });

  it('stores a contact message and e-mails it to support, replying to the sender, escaped', async () => {
    const subject = `Mon colis <b>${randomUUID()}</b>`;
    const sent = await visitor.post<{ messageId: string }>('/api/contact', {
      name: 'Léa Martin',
      email: 'lea.martin@example.com',
      category: 'shipping',
      subject,
      message: 'Bonjour,\nquand part mon colis ?',
      urgent: true,
    });
    expect(sent.status).toBe(201);
    const mail = await eventually(async () => {
      const found = (await mailsTo(ses(), 'support@passerelle.example')).find((candidate) => candidate.subject.includes(subject));
      expect(found).toBeDefined();
      return found!;
    });
    expect(mail.subject).toBe(`[URGENT] Contact : ${subject}`);
    expect(mail.replyTo).toEqual(['lea.martin@example.com']);
    expect(mail.body.text).toContain('quand part mon colis ?');
    expect(mail.body.html).toContain('&lt;b&gt;');
    expect(mail.body.html).not.toContain('<b>');
  });

  it('refuses a message over 500 characters in French and records nothing', async () => {
    const before = (await readFeedDay(utcDay(new Date()))).length;
    const refused = await visitor.post<Problem>('/api/contact', {
      name: 'Léa',
      email: 'lea@example.com',
      category: 'general',
      subject: 'Sujet',
      message: 'x'.repeat(501),
      urgent: false,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.message).toBe('Le message ne peut pas dépasser 500 caractères');
    expect((await readFeedDay(utcDay(new Date()))).length).toBe(before);
  });

  it('subscribes with a double opt-in, harmlessly twice, and unsubscribes from the link of the mail', async () => {
    const email = `abonne-${randomUUID()}@example.com`;
    const subscribed = await visitor.post<{ status: string }>('/api/newsletter/subscriptions', { email });
    expect(subscribed.body).toEqual({ status: 'confirmation_sent' });

    const [mail] = await eventually(async () => {
      const mails = await mailsTo(ses(), email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail!.subject).toBe('Confirmez votre inscription à la newsletter Passerelle');
    const linkOf = (path: string) => {
      const url = new URL(new RegExp(`(http\\S+${path}\\S+)`).exec(mail!.body.text ?? '')![1]!);
      return { subscriberId: url.searchParams.get('abonne')!, token: url.searchParams.get('jeton')! };
    };

    const forged = await visitor.post<Problem>('/api/newsletter/confirmation', { ...linkOf('/newsletter/confirmation'), token: 'x'.repeat(32) });
    expect(forged.status).toBe(400);
    expect(forged.body.detail).toContain('Ce lien n’est plus valable');

    const confirmed = await visitor.post<{ status: string }>('/api/newsletter/confirmation', linkOf('/newsletter/confirmation'));
    expect(confirmed.body).toEqual({ status: 'confirmed' });

    const again = await visitor.post<{ status: string }>('/api/newsletter/subscriptions', { email: email.toUpperCase() });
    expect(again.body).toEqual({ status: 'already_subscribed' });
    expect(await mailsTo(ses(), email)).toHaveLength(1);

    const unsubscribed = await visitor.post<{ status: string }>('/api/newsletter/unsubscription', linkOf('/newsletter/desinscription'));
    expect(unsubscribed.body).toEqual({ status: 'unsubscribed' });
  });

  it('asks for an e-mail with the message of the spec', async () => {
    const refused = await visitor.post<Problem>('/api/newsletter/subscriptions', { email: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.email).toBe('Veuillez saisir votre email');
  });

  it('limits one address to 3 newsletter sign-ups and 3 contact messages an hour, with Retry-After', async () => {
    const email = `insistant-${randomUUID()}@example.com`;
    const subscribe = () => createApiClient(runtime.site).post<Problem>('/api/newsletter/subscriptions', { email });
    const signUps = [await subscribe(), await subscribe(), await subscribe(), await subscribe()];
    expect(signUps.map((answer) => answer.status).slice(0, 3).every((status) => status < 300)).toBe(true);
    expect(signUps[3]?.status).toBe(429);
    expect(signUps[3]?.body.detail).toBe('Trop de tentatives. Veuillez patienter quelques minutes');
    expect(Number(signUps[3]?.headers.get('retry-after'))).toBeGreaterThan(0);
    // Three mails, not one per request: the fourth was held back.
    expect(await mailsTo(ses(), email)).toHaveLength(3);

    const message = { name: 'Léa Martin', email, category: 'shipping', subject: 'Encore moi', message: 'Bonjour', urgent: false };
    const sent = [];
    for (let index = 0; index < 4; index += 1) sent.push((await createApiClient(runtime.site).post<Problem>('/api/contact', message)).status);
    expect(sent).toEqual([201, 201, 201, 429]);
  });
});
