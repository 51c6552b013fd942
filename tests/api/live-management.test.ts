import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { staffConnections } from '../../functions/platform/live';
import { livePath } from '../../infra/local/live-gateway';
import { eventually } from '../support/eventually';
import { signInDemoAccounts } from '../support/signed-in';

const runtime = inject('runtime');

/**
 * The local management endpoint of the WebSocket API answers as API Gateway's: only a request signed (SigV4)
 * with the credentials the handlers use may push to a socket.
 */
describe('the local WebSocket management endpoint', () => {
  let socket: WebSocket;
  let connectionId: string;
  const received: string[] = [];
  beforeAll(async () => {
    const { admin } = await signInDemoAccounts(runtime);
    const before = new Set(await staffConnections());
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    socket = new WebSocket(`${runtime.site.replace(/^http/, 'ws')}${livePath}`, { headers: { cookie } });
    socket.on('message', (data) => received.push(data.toString()));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    connectionId = await eventually(async () => {
      const fresh = (await staffConnections()).filter((id) => !before.has(id));
      if (fresh.length !== 1) throw new Error(`${fresh.length} connexion(s) nouvelle(s)`);
      return fresh[0] as string;
    });
  });
  afterAll(() => socket?.terminate());

  const endpoint = () => runtime.environment.LIVE_ENDPOINT as string;
  const region = () => runtime.environment.AWS_REGION as string;
  const credentials = () => ({ accessKeyId: runtime.environment.AWS_ACCESS_KEY_ID as string, secretAccessKey: runtime.environment.AWS_SECRET_ACCESS_KEY as string });
  /** The SDK's client, as the handlers make it; `tamper` changes the request once it is signed. */
  const client = (options: { credentials?: { accessKeyId: string; secretAccessKey: string }; systemClockOffset?: number; tamper?: (request: { body?: unknown; headers: Record<string, string> }) => void } = {}) => {
    const made = new ApiGatewayManagementApiClient({ region: region(), endpoint: endpoint(), credentials: options.credentials ?? credentials(), maxAttempts: 1, systemClockOffset: options.systemClockOffset });
    const { tamper } = options;
    if (tamper) {
      made.middlewareStack.add(
        (next) => async (args) => {
          tamper(args.request as { body?: unknown; headers: Record<string, string> });
          return next(args);
        },
        { step: 'deserialize', name: 'tamperAfterSigning' },
      );
    }
    return made;
  };
  const post = (made: ApiGatewayManagementApiClient, data: string) =>
    made.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data })).then(
      () => 'envoyé',
      (error: { name?: string; $metadata?: { httpStatusCode?: number } }) => `${error.$metadata?.httpStatusCode ?? '?'} ${error.name ?? ''}`,
    );
  const raw = (headers: Record<string, string>) =>
    fetch(`${endpoint()}/@connections/${encodeURIComponent(connectionId)}`, { method: 'POST', headers, body: '{"kind":"intrus"}' }).then((response) => response.status);

  it('refuses an unsigned request, or one whose authorization only looks signed, with 403', async () => {
    expect(await raw({})).toBe(403);
    expect(await raw({ authorization: 'AWS4-HMAC-SHA256' })).toBe(403);
    expect(await raw({ authorization: `AWS4-HMAC-SHA256 Credential=${credentials().accessKeyId}/20260101/${region()}/execute-api/aws4_request, SignedHeaders=host;x-amz-date, Signature=${'0'.repeat(64)}`, 'x-amz-date': '20260101T000000Z' })).toBe(403);
    expect(received).toEqual([]);
  });

  it('refuses a request signed with another secret, by another key, long ago, or changed after signing', async () => {
    expect(await post(client({ credentials: { ...credentials(), secretAccessKey: 'pas-le-bon-secret' } }), '{"kind":"faux-secret"}')).toBe('403 ForbiddenException');
    expect(await post(client({ credentials: { accessKeyId: 'AUTRE', secretAccessKey: credentials().secretAccessKey } }), '{"kind":"autre-cle"}')).toBe('403 ForbiddenException');
    expect(await post(client({ systemClockOffset: -20 * 60_000 }), '{"kind":"perime"}')).toBe('403 ForbiddenException');
    expect(
      await post(
        client({
          tamper: (request) => {
            request.body = '{"kind":"modified"}';
          },
        }),
        '{"kind":"original"}',
      ),
    ).toBe('403 ForbiddenException');
    expect(await post(client({ tamper: (request) => (request.headers['x-amz-date'] = '20260101T000000Z') }), '{"kind":"date-changee"}')).toBe('403 ForbiddenException');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual([]);
  });

  it('pushes to the socket a request the SDK signed with the runtime’s credentials', async () => {
    expect(await post(client(), '{"kind":"bonjour"}')).toBe('envoyé');
    await eventually(async () => expect(received).toEqual(['{"kind":"bonjour"}']));
  });
});
