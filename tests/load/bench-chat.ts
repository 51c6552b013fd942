import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import WebSocket from 'ws';
import type { SupportCommandResult, SupportPush } from '../../domain/support/support-views';
import { dynamoDocuments } from '../../functions/platform/aws/dynamodb';
import { liveConnectionsTable } from '../../functions/platform/live';
import { tableNameOf } from '../../functions/platform/tables';
import type { ApiClient } from '../../infra/local/api-client';
import { startBenchRuntime } from './bench-runtime';
import { ms, percentile } from './stats';

/**
 * `npm run bench:chat`: the support chat's delivery, from a staff reply sent over HTTP to its arrival on the
 * customer's WebSocket (command, store, feed, bus, push reaction, management endpoint, socket), with 1 then
 * 50 conversations written to at once; beside it, a bare PutItem of the same run (the floor of any write).
 * Then 1,000 sockets held open on the local gateway, each of which must receive one push: none may be lost.
 */
const out = (line = '') => process.stdout.write(`${line}\n`);
const rounds = Number(process.env.BENCH_CHAT_ROUNDS ?? 20);
const connectionCount = Number(process.env.BENCH_CHAT_CONNECTIONS ?? 1000);
process.env.LOG_LEVEL ??= 'warn';

const { runtime, site, admin, signedIn, stop } = await startBenchRuntime('chat');
const customerAccount = runtime.accounts.find((account) => !account.admin);
if (!customerAccount) throw new Error('pas de client dans la démo');
const customer = await signedIn(customerAccount.email, customerAccount.password);

const cookieOf = (client: ApiClient) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
const openSocket = (client: ApiClient, onMessage: (push: SupportPush) => void) =>
  new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(`${site.replace(/^http/, 'ws')}/api/live`, { headers: { cookie: cookieOf(client) } });
    socket.on('message', (data) => onMessage(JSON.parse(data.toString()) as SupportPush));
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });

// Arrival times of the replies on the customer's socket, by their text.
const arrivals = new Map<string, number>();
const waiting = new Map<string, () => void>();
const socket = await openSocket(customer, (push) => {
  if (push.kind !== 'support-message' || push.message.author !== 'staff') return;
  arrivals.set(push.message.text, performance.now());
  waiting.get(push.message.text)?.();
});

const openConversations = async (count: number) =>
  Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const opened = await customer.post<SupportCommandResult>('/api/support/conversations', { category: 'general', message: `Question ${index + 1}` });
      if (opened.status !== 201) throw new Error(`ouverture refusée (${opened.status})`);
      return opened.body.conversationId;
    }),
  );

/** After the reply's HTTP answer: the share of the delivery that is the feed, the bus, the push and the socket. */
const afterAnswer: number[] = [];

/** One staff reply, timed from its request to its arrival on the customer's socket. */
const deliver = async (conversationId: string): Promise<number> => {
  const text = `Réponse ${randomUUID()}`;
  const arrived = new Promise<void>((resolve, reject) => {
    waiting.set(text, resolve);
    setTimeout(() => reject(new Error(`réponse non reçue en 10 s : ${text}`)), 10_000);
  });
  const started = performance.now();
  const sent = await admin.post(`/admin/api/support/conversations/${conversationId}/messages`, { message: text });
  if (sent.status !== 200) throw new Error(`réponse refusée (${sent.status})`);
  const answered = performance.now();
  await arrived;
  waiting.delete(text);
  const at = arrivals.get(text) ?? performance.now();
  afterAnswer.push(at - answered);
  return at - started;
};

const barePut = async (): Promise<number> => {
  const started = performance.now();
  await dynamoDocuments().send(new PutCommand({ TableName: tableNameOf(liveConnectionsTable), Item: { connectionId: `plancher-${randomUUID()}`, userId: 'plancher', expiresAt: 0 } }));
  return performance.now() - started;
};

try {
  out(`# Support chat: delivery from a staff reply to the customer's socket (${rounds} rounds)`);
  out('');
  out('| case | replies | p50 | p99 | p50 after the HTTP answer |');
  out('|---|---:|---:|---:|---:|');
  const floor: number[] = [];
  for (let index = 0; index < 200; index += 1) floor.push(await barePut());
  for (const concurrent of [1, 50]) {
    const conversations = await openConversations(concurrent);
    await runtime.settle();
    await deliver(conversations[0] ?? ''); // warm-up: the handlers' first load
    const samples: number[] = [];
    afterAnswer.length = 0;
    for (let round = 0; round < rounds; round += 1) samples.push(...(await Promise.all(conversations.map(deliver))));
    out(`| ${concurrent} conversation${concurrent > 1 ? 's' : ''} at once | ${samples.length} | ${ms(percentile(samples, 50))} | ${ms(percentile(samples, 99))} | ${ms(percentile(afterAnswer, 50))} |`);
  }
  out(`| bare PutItem (floor) | ${floor.length} | ${ms(percentile(floor, 50))} | ${ms(percentile(floor, 99))} | |`);
  out('');

  out(`# ${connectionCount} sockets held open on the local gateway, one push to each`);
  const [conversationId] = await openConversations(1);
  const received = new Set<number>();
  const sockets: WebSocket[] = [];
  const openStarted = performance.now();
  for (let start = 0; start < connectionCount; start += 50) {
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, connectionCount - start) }, (_, offset) =>
          openSocket(customer, (push) => {
            if (push.kind === 'support-message' && push.message.text === 'Diffusion') received.add(start + offset);
          }),
        ),
      )),
    );
  }
  const opened = performance.now() - openStarted;
  const open = sockets.filter((candidate) => candidate.readyState === WebSocket.OPEN).length;
  const pushStarted = performance.now();
  await admin.post(`/admin/api/support/conversations/${conversationId}/messages`, { message: 'Diffusion' });
  const deadline = Date.now() + 30_000;
  while (received.size < connectionCount && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  const pushed = performance.now() - pushStarted;
  out('');
  out(`- opened: ${open}/${connectionCount} in ${ms(opened)}; still open after the push: ${sockets.filter((candidate) => candidate.readyState === WebSocket.OPEN).length}`);
  out(`- received the push: ${received.size}/${connectionCount} (lost: ${connectionCount - received.size}), the last ${ms(pushed)} after the reply was sent`);
  for (const candidate of sockets) candidate.terminate();
  if (received.size < connectionCount || open < connectionCount) process.exitCode = 1;
} finally {
  socket.terminate();
  await stop();
}
