import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiGatewayManagementApiClient, DeleteConnectionCommand, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSignature, type SignatureVerdict } from './signature-check';

const credentials = { accessKeyId: 'CLE-LOCALE', secretAccessKey: 'secret-local' };
const region = 'eu-west-3';

describe('the SigV4 check of the local management endpoint', () => {
  let server: Server;
  let endpoint: string;
  const verdicts: SignatureVerdict[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        void checkSignature(request, Buffer.concat(chunks), { ...credentials, region, service: 'execute-api' }, new Date()).then((verdict) => {
          verdicts.push(verdict);
          response.writeHead(verdict.valid ? 200 : 403, { 'content-type': 'application/json', 'x-amzn-errortype': 'ForbiddenException' }).end('{}');
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  const client = (tamper?: (request: { body?: unknown; headers: Record<string, string>; query: Record<string, string> }) => void) => {
    const made = new ApiGatewayManagementApiClient({ region, endpoint, credentials, maxAttempts: 1 });
    if (tamper)
      made.middlewareStack.add(
        (next) => async (args) => {
          tamper(args.request as never);
          return next(args);
        },
        { step: 'deserialize', name: 'tamperAfterSigning' },
      );
    return made;
  };
  const lastVerdict = async (send: Promise<unknown>) => {
    await send.catch(() => undefined);
    return verdicts.at(-1);
  };

  it('accepts what the SDK signs: a post with a body to an id that needs escaping, and a delete without one', async () => {
    expect(await lastVerdict(client().send(new PostToConnectionCommand({ ConnectionId: 'ab+c/d=', Data: '{"kind":"é"}' })))).toEqual({ valid: true });
    expect(await lastVerdict(client().send(new DeleteConnectionCommand({ ConnectionId: 'ab+c/d=' })))).toEqual({ valid: true });
  });

  it('refuses a body changed after signing, its stated hash kept or made its own, and a query added after signing', async () => {
    const body = '{"kind":"autre"}';
    expect(
      await lastVerdict(
        client((request) => {
          request.body = body;
        }).send(new PostToConnectionCommand({ ConnectionId: 'abc', Data: '{"kind":"signe"}' })),
      ),
    ).toEqual({ valid: false, reason: 'mismatch' });
    expect(
      await lastVerdict(
        client((request) => {
          request.body = body;
          request.headers['x-amz-content-sha256'] = createHash('sha256').update(body).digest('hex');
        }).send(new PostToConnectionCommand({ ConnectionId: 'abc', Data: '{"kind":"signe"}' })),
      ),
    ).toEqual({ valid: false, reason: 'mismatch' });
    expect(
      await lastVerdict(
        client((request) => {
          request.query = { ajout: 'oui' };
        }).send(new PostToConnectionCommand({ ConnectionId: 'abc', Data: '{}' })),
      ),
    ).toEqual({ valid: false, reason: 'mismatch' });
  });
});
