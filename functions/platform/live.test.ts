import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useInProcessDynamo } from './testing/in-process-dynamo';
import { connectionsOfUser, liveConnectionsTable, pushToConnections, rememberConnection, staffConnections } from './live';

describe('pushes to live connections', () => {
  let stop: () => Promise<void>;
  let management: Server;
  const received: { connectionId: string; body: string }[] = [];
  beforeAll(async () => {
    ({ stop } = await useInProcessDynamo([liveConnectionsTable]));
    // The management API as API Gateway answers it: 200 for an open connection, 410 for one gone.
    management = createServer((request, response) => {
      const connectionId = decodeURIComponent((request.url ?? '').replace('/@connections/', ''));
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (connectionId.startsWith('gone')) {
          response.writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' });
          response.end('{"message":"GoneException"}');
          return;
        }
        received.push({ connectionId, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => management.listen(0, '127.0.0.1', () => resolve()));
    process.env.LIVE_ENDPOINT = `http://127.0.0.1:${(management.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    management.close();
    await stop();
  });

  it('delivers to open connections and forgets one the management API says is gone', async () => {
    const now = new Date('2026-11-26T10:00:00Z');
    await rememberConnection('open-1', { userId: 'customer-1', side: 'customer' }, now);
    await rememberConnection('gone-1', { userId: 'customer-1', side: 'customer' }, now);
    await rememberConnection('staff-1', { userId: 'admin-1', side: 'staff' }, now);
    expect((await connectionsOfUser('customer-1')).sort()).toEqual(['gone-1', 'open-1']);
    expect(await staffConnections()).toEqual(['staff-1']);

    expect(await pushToConnections(await connectionsOfUser('customer-1'), { kind: 'hello' })).toBe(1);
    expect(received).toEqual([{ connectionId: 'open-1', body: '{"kind":"hello"}' }]);
    expect(await connectionsOfUser('customer-1')).toEqual(['open-1']);
  });
});
