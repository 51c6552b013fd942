import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import type { ApiClient } from '../../infra/local/api-client';
import { emptyMessageMessage, messageTooLongMessage } from '../../domain/support/support-input';
import { assigneeNotStaffMessage, conversationNotFoundMessage } from '../../domain/support/support-commands';
import type { SupportCommandResult, SupportConversationPage, SupportPush, SupportStaffList, SupportThread } from '../../domain/support/support-views';
import { registeredCustomer, ses } from '../support/accounts';
import { eventually } from '../support/eventually';
import { mailsTo } from '../support/mailbox';
import { signInDemoAccounts } from '../support/signed-in';

const runtime = inject('runtime');
type Problem = { detail: string; errors?: Record<string, string> };

/** A browser's live socket on the gateway, opened with the person's session cookie; what it receives is kept. */
const openSocket = async (client: ApiClient) => {
  const url = `${runtime.site.replace(/^http/, 'ws')}/api/live`;
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const socket = new WebSocket(url, { headers: { cookie } });
  const received: { push: SupportPush; at: number }[] = [];
  socket.on('message', (data) => received.push({ push: JSON.parse(data.toString()) as SupportPush, at: performance.now() }));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, received };
};

const messagesOf = (received: { push: SupportPush }[], conversationId: string) =>
  received.flatMap(({ push }) => (push.kind === 'support-message' && push.message.conversationId === conversationId ? [push.message] : []));

describe('the support chat', () => {
  let admin: ApiClient;
  let customer: ApiClient;
  let email: string;
  let customerId: string;
  const sockets: WebSocket[] = [];
  beforeAll(async () => {
    ({ admin } = await signInDemoAccounts(runtime));
    const registered = await registeredCustomer(runtime);
    customer = registered.client;
    email = registered.form.email.toLowerCase();
    customerId = registered.customerId;
  });
  afterAll(() => {
    for (const socket of sockets) socket.terminate();
  });

  const open = async (client: ApiClient, message = 'Où est mon colis ?') => {
    const opened = await client.post<SupportCommandResult>('/api/support/conversations', { category: 'package', message });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    return opened.body.conversationId;
  };
  /** The thread is a read model: it answers once the messages sent have reached it. */
  const threadAnswer = (client: ApiClient, path: string) =>
    eventually(async () => {
      const answer = await client.get<SupportThread>(path);
      if (answer.status !== 200) throw new Error(`fil ${answer.status}`);
      return answer;
    });
  const thread = async (client: ApiClient, path: string) => (await threadAnswer(client, path)).body;

  it('answers another customer’s conversation exactly as an unknown one', async () => {
    const conversationId = await open(customer);
    await thread(customer, `/api/support/conversations/${conversationId}/messages`);
    const { client: other } = await registeredCustomer(runtime);
    const theirs = await other.get<Problem>(`/api/support/conversations/${conversationId}/messages`);
    const unknown = await other.get<Problem>('/api/support/conversations/inconnue/messages');
    expect(theirs.status).toBe(404);
    expect(theirs.body.detail).toBe(conversationNotFoundMessage);
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe(theirs.body.detail);
    const written = await other.post<Problem>(`/api/support/conversations/${conversationId}/messages`, { message: 'Coucou' });
    expect(written.status).toBe(404);
    expect(written.body.detail).toBe(conversationNotFoundMessage);
    expect((await other.get<SupportConversationPage>('/api/support/conversations')).body.items).toEqual([]);
  });

  it('refuses an empty message and one of 501 characters with the chat’s words', async () => {
    const conversationId = await open(customer);
    const empty = await customer.post<Problem>(`/api/support/conversations/${conversationId}/messages`, { message: '   ' });
    const long = await customer.post<Problem>(`/api/support/conversations/${conversationId}/messages`, { message: 'a'.repeat(501) });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(emptyMessageMessage);
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(messageTooLongMessage);
    const opening = await customer.post<Problem>('/api/support/conversations', { category: 'general', message: '' });
    expect(opening.status).toBe(400);
    expect(JSON.stringify(opening.body)).toContain(emptyMessageMessage);
    expect((await customer.post(`/api/support/conversations/${conversationId}/messages`, { message: 'é'.repeat(500) })).status).toBe(200);
  });

  it('takes 20 messages sent at once into one thread, each once, numbered without a gap', async () => {
    const conversationId = await open(customer);
    const texts = Array.from({ length: 20 }, (_, index) => `Message ${index + 1}`);
    const answers = await Promise.all(
      texts.map((message, index) => (index % 2 === 0 ? customer : admin).post<SupportCommandResult>(`${index % 2 === 0 ? '' : '/admin'}/api/support/conversations/${conversationId}/messages`, { message })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(texts.map(() => 200));
    const messages = await eventually(async () => {
      const body = await thread(customer, `/api/support/conversations/${conversationId}/messages`);
      if (body.messages.length < 21) throw new Error(`${body.messages.length} messages`);
      return body.messages;
    }, 10_000);
    expect(messages.map((message) => message.sequence)).toEqual(Array.from({ length: 21 }, (_, index) => index + 1));
    expect(messages.slice(1).map((message) => message.text).sort()).toEqual([...texts].sort());
    // The thread's order is the order the store accepted them: each answer's version is its message's place.
    const versions = answers.map((answer) => answer.body.version);
    expect(new Set(versions).size).toBe(20);
  });

  it('pushes a staff reply to the customer’s socket within a second, and answers polling with 304 when nothing changed', async () => {
    const conversationId = await open(customer, 'Mon devis est-il prêt ?');
    const { socket, received } = await openSocket(customer);
    sockets.push(socket);
    const path = `/api/support/conversations/${conversationId}/messages`;
    const first = await threadAnswer(customer, path);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await customer.request('GET', path, { headers: { 'if-none-match': etag } })).status).toBe(304);

    const sentAt = performance.now();
    const reply = await admin.post(`/admin/api/support/conversations/${conversationId}/messages`, { message: 'Oui, il vous attend.' });
    expect(reply.status).toBe(200);
    const pushed = await eventually(async () => {
      const found = received.find(({ push }) => push.kind === 'support-message' && push.message.text === 'Oui, il vous attend.');
      if (!found) throw new Error('pas encore reçu');
      return found;
    }, 2000);
    expect(pushed.at - sentAt).toBeLessThan(1000);
    expect(messagesOf(received, conversationId).at(-1)).toMatchObject({ author: 'staff', sequence: 2 });
    await eventually(async () => expect((await customer.request('GET', path, { headers: { 'if-none-match': etag } })).status).toBe(200));
    const page = await eventually(async () => {
      const body = (await customer.get<SupportConversationPage>('/api/support/conversations')).body;
      if (body.items.find((item) => item.conversationId === conversationId)?.unread !== 1) throw new Error('non lu pas encore compté');
      return body;
    });
    expect(page.unread).toBeGreaterThanOrEqual(1);
  });

  it('lets a dropped socket reconnect and catch up with what it missed', async () => {
    const conversationId = await open(customer, 'Question de facturation');
    const first = await openSocket(customer);
    await admin.post(`/admin/api/support/conversations/${conversationId}/messages`, { message: 'Avant la coupure' });
    await eventually(async () => expect(messagesOf(first.received, conversationId).map((message) => message.text)).toContain('Avant la coupure'));
    const lastSeen = Math.max(...messagesOf(first.received, conversationId).map((message) => message.sequence));
    first.socket.terminate();

    await admin.post(`/admin/api/support/conversations/${conversationId}/messages`, { message: 'Pendant la coupure' });
    const second = await openSocket(customer);
    sockets.push(second.socket);
    const missed = await eventually(async () => {
      const body = (await customer.get<SupportThread>(`/api/support/conversations/${conversationId}/messages?after=${lastSeen}`)).body;
      if (body.messages.length === 0) throw new Error('rien de nouveau');
      return body.messages;
    });
    expect(missed.map((message) => message.text)).toEqual(['Pendant la coupure']);
    await admin.post(`/admin/api/support/conversations/${conversationId}/messages`, { message: 'Après la reconnexion' });
    await eventually(async () => expect(messagesOf(second.received, conversationId).map((message) => message.text)).toContain('Après la reconnexion'), 2000);
  });

  it('mails a customer who is away once per burst of replies, with a link back to the thread', async () => {
    const { client: away, form } = await registeredCustomer(runtime);
    const awayEmail = form.email.toLowerCase();
    const conversationId = await open(away, 'Je repasse plus tard');
    const replies = () => mailsTo(ses(runtime), awayEmail).then((mails) => mails.filter((mail) => mail.subject.includes('Nouvelle réponse du support')));
    await admin.post(`/admin/api/support/conversations/${conversationId}/messages`, { message: 'Première réponse' });
    await admin.post(`/admin/api/support/conversations/${conversationId}/messages`, { message: 'Précision' });
    await eventually(async () => expect((await replies()).length).toBe(1), 10_000);
    const [mail] = await replies();
    expect(mail?.body.text).toContain(`?conversation=${conversationId}`);
    // The customer reads the thread; the next reply is a new burst.
    await eventually(async () => {
      const read = await away.post(`/api/support/conversations/${conversationId}/read`, { upToSequence: 3 });
      expect((read.body as SupportCommandResult).lastSequence).toBe(3);
    });
    await admin.post(`/admin/api/support/conversations/${conversationId}/messages`, { message: 'Autre chose ?' });
    await eventually(async () => expect((await replies()).length).toBe(2), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await replies()).length).toBe(2);
    expect(email).not.toBe(awayEmail);
  });

  it('lists open conversations in the staff inbox, and takes closing and reopening', async () => {
    const conversationId = await open(customer, 'Inbox');
    const inbox = await eventually(async () => {
      const body = (await admin.get<SupportConversationPage>('/admin/api/support/conversations')).body;
      if (!body.items.some((item) => item.conversationId === conversationId)) throw new Error('absente');
      return body;
    });
    expect(inbox.items.find((item) => item.conversationId === conversationId)?.unread).toBe(1);
    const card = await admin.get<{ customer: { email: string } }>(`/admin/api/support/conversations/${conversationId}`);
    expect(card.body.customer.email).toBe(email);
    expect((await admin.post<SupportCommandResult>(`/admin/api/support/conversations/${conversationId}/closed`, {})).body.status).toBe('closed');
    const refused = await customer.post<Problem>(`/api/support/conversations/${conversationId}/messages`, { message: 'Encore moi' });
    expect(refused.status).toBe(409);
    expect((await customer.post<SupportCommandResult>(`/api/support/conversations/${conversationId}/reopened`, {})).body.status).toBe('open');
    expect((await customer.post(`/api/support/conversations/${conversationId}/messages`, { message: 'Encore moi' })).status).toBe(200);
    expect((await customer.get<Problem>('/admin/api/support/conversations')).status).toBe(403);
  });

  it('assigns a conversation to any staff member from the staff list, refuses a customer or an unknown id in French, and filters the inbox to « mine »', async () => {
    const conversationId = await open(customer, 'À qui dois-je parler ?');
    const staff = await admin.get<SupportStaffList>('/admin/api/support/staff');
    expect(staff.status, JSON.stringify(staff.body)).toBe(200);
    const demoAdmin = runtime.accounts.find((account) => account.admin);
    const me = staff.body.items.find((member) => member.email === demoAdmin?.email.toLowerCase());
    if (!me) throw new Error(`administrateur de démonstration absent de la liste : ${JSON.stringify(staff.body)}`);
    expect(me.name).not.toBe('');
    // Only staff are listed, and only staff may read the list.
    expect(staff.body.items.map((member) => member.email)).not.toContain(email);
    expect((await customer.get<Problem>('/admin/api/support/staff')).status).toBe(403);

    const assignment = `/admin/api/support/conversations/${conversationId}/assignment`;
    for (const staffId of [customerId, 'personne-inconnue']) {
      const refused = await admin.post<Problem>(assignment, { staffId });
      expect(refused.status, staffId).toBe(400);
      expect(refused.body.detail).toBe(assigneeNotStaffMessage);
    }
    const mine = async () => (await admin.get<SupportConversationPage>('/admin/api/support/conversations?assignee=me')).body.items.map((item) => item.conversationId);
    expect(await mine()).not.toContain(conversationId);

    const assigned = await admin.post<SupportCommandResult>(assignment, { staffId: me.staffId });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    // Read at the version the command answered, the conversation already shows it: the page shows no stale select.
    const atVersion = await admin.get<{ conversation: { assignedTo: string | null } }>(`/admin/api/support/conversations/${conversationId}?version=${assigned.body.version}`);
    expect(atVersion.status, JSON.stringify(atVersion.body)).toBe(200);
    expect(atVersion.body.conversation.assignedTo).toBe(me.staffId);
    // The same assignee again changes nothing: the stream's version stays.
    const again = await admin.post<SupportCommandResult>(assignment, { staffId: me.staffId });
    expect(again.body.version).toBe(assigned.body.version);
    const card = await eventually(async () => {
      const answer = await admin.get<{ conversation: { assignedTo: string | null } }>(`/admin/api/support/conversations/${conversationId}`);
      if (answer.body.conversation.assignedTo !== me.staffId) throw new Error('attribution pas encore projetée');
      return answer.body;
    });
    expect(card.conversation.assignedTo).toBe(me.staffId);
    await eventually(async () => expect(await mine()).toContain(conversationId));
  });
});
