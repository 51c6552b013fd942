import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { HandlerEntry, WebSocketRoute } from '../../functions/manifest';
import type { LiveEvent, LiveResult } from '../../functions/platform/live-events';
import { checkSignature, type SigningCredentials } from './signature-check';

/**
 * The local WebSocket API, as API Gateway's is on AWS: browsers open `/api/live` on the gateway's own
 * origin; the manifest's `$connect` handler decides (from the session cookie) whether the upgrade is
 * accepted, `$default` receives what a socket sends, `$disconnect` hears it close. Handlers push with
 * the real management client, which this serves at `POST /@connections/{id}` (DELETE closes the socket) to
 * requests signed with the runtime's credentials; a socket that is gone answers 410, which the SDK raises
 * as GoneException, as on AWS.
 */
export type LiveLambda = (event: LiveEvent) => Promise<LiveResult>;
export const livePath = '/api/live';
const managementPrefix = '/@connections/';
/** API Gateway's limit for a message posted to a connection. */
const maxPostedBytes = 128 * 1024;

export type LiveGateway = {
  /** answers a management request (true), or leaves the request alone (false) */
  manage: (request: IncomingMessage, response: ServerResponse, url: URL) => boolean;
  openConnections: () => number;
};

/** API Gateway's connection ids look like this: 12 random bytes in base64, ending in `=`. */
const newConnectionId = () => randomBytes(12).toString('base64').replace(/\//g, '_');

const headersOf = (request: IncomingMessage): Record<string, string> =>
  Object.fromEntries(Object.entries(request.headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, Array.isArray(value) ? value.join(',') : value]])));

const refuseUpgrade = (socket: Duplex, status: number) => {
  const reason = status === 400 ? 'Bad Request' : status === 401 ? 'Unauthorized' : status === 403 ? 'Forbidden' : status === 404 ? 'Not Found' : 'Error';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
};

export const attachLiveGateway = (
  server: Server,
  options: {
    entries: readonly HandlerEntry[];
    loadHandler: (entry: HandlerEntry) => Promise<LiveLambda>;
    /** the credentials the handlers' management client signs with */
    signing: SigningCredentials;
    log?: (message: string, fields?: Record<string, unknown>) => void;
  },
): LiveGateway => {
  const routeEntry = (route: WebSocketRoute) => options.entries.find((entry) => entry.trigger.kind === 'websocket' && entry.trigger.route === route);
  const invoke = async (route: WebSocketRoute, event: LiveEvent): Promise<LiveResult> => {
    const entry = routeEntry(route);
    if (!entry) return { statusCode: route === '$connect' ? 404 : 200 };
    return (await options.loadHandler(entry))(event);
  };
  const sockets = new Map<string, WebSocket>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 32 * 1024 });

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Once upgraded, the socket is no longer the HTTP server's: a client that resets it (while `$connect` runs, or
    // before the refusal is written) would otherwise raise an error nobody listens to, and stop the runtime.
    socket.on('error', () => socket.destroy());
    // Node's parser lets through request targets that are no URL (`http://[::1`): thrown here, nothing would catch it.
    const url = URL.parse(request.url ?? '/', 'http://127.0.0.1');
    if (!url) {
      refuseUpgrade(socket, 400);
      return;
    }
    if (url.pathname !== livePath) {
      refuseUpgrade(socket, 404);
      return;
    }
    const connectionId = newConnectionId();
    const requestContext = { connectionId, routeKey: '$connect', eventType: 'CONNECT' };
    invoke('$connect', { requestContext, headers: headersOf(request), queryStringParameters: Object.fromEntries(url.searchParams) })
      .then((result) => {
        if (result.statusCode < 200 || result.statusCode >= 300) {
          refuseUpgrade(socket, result.statusCode);
          return;
        }
        wss.handleUpgrade(request, socket, head, (ws) => {
          sockets.set(connectionId, ws);
          // A frame the protocol refuses (over `maxPayload`, invalid UTF-8, an unknown opcode, unmasked) is this
          // socket's error: ws closes it with the matching code (1009, 1007, 1002), the other sockets go on.
          ws.on('error', (error) => options.log?.('socket temps réel fermé sur une trame invalide', { connectionId, error: String(error) }));
          ws.on('message', (data) => {
            void invoke('$default', { requestContext: { connectionId, routeKey: '$default', eventType: 'MESSAGE' }, body: data.toString() }).catch((error: unknown) =>
              options.log?.('message temps réel en échec', { error: String(error) }),
            );
          });
          ws.on('close', () => {
            sockets.delete(connectionId);
            void invoke('$disconnect', { requestContext: { connectionId, routeKey: '$disconnect', eventType: 'DISCONNECT' } }).catch((error: unknown) =>
              options.log?.('déconnexion temps réel en échec', { error: String(error) }),
            );
          });
        });
      })
      .catch((error: unknown) => {
        options.log?.('connexion temps réel en échec', { error: String(error) });
        refuseUpgrade(socket, 500);
      });
  });
  // Upgraded sockets are no longer the HTTP server's: they close with it.
  server.on('close', () => {
    for (const ws of sockets.values()) ws.terminate();
    wss.close();
  });

  const gone = (response: ServerResponse) => {
    response.writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' });
    response.end(JSON.stringify({ message: 'Connexion fermée' }));
  };

  const refuse = (response: ServerResponse, status: number, refusal: { type: string; message: string }) => {
    response.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': refusal.type });
    response.end(JSON.stringify({ message: refusal.message }));
  };
  // API Gateway's answers, which the SDK raises as errors of these names.
  const refusals = {
    missing: { type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' },
    mismatch: { type: 'ForbiddenException', message: 'The request signature we calculated does not match the signature you provided.' },
    expired: { type: 'ForbiddenException', message: 'Signature expired.' },
  } as const;

  const act = (request: IncomingMessage, response: ServerResponse, url: URL, body: Buffer) => {
    let connectionId: string;
    try {
      connectionId = decodeURIComponent(url.pathname.slice(managementPrefix.length));
    } catch {
      gone(response);
      return;
    }
    const ws = sockets.get(connectionId);
    if (request.method === 'DELETE') {
      if (!ws) gone(response);
      else {
        ws.close(1000);
        response.writeHead(204).end();
      }
      return;
    }
    if (!ws || ws.readyState !== ws.OPEN) {
      gone(response);
      return;
    }
    ws.send(body.toString('utf8'), (error) => {
      if (error) gone(response);
      else response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  };

  return {
    openConnections: () => sockets.size,
    manage: (request, response, url) => {
      if (!url.pathname.startsWith(managementPrefix)) return false;
      const chunks: Buffer[] = [];
      let size = 0;
      request.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxPostedBytes) chunks.push(chunk);
        else if (size > maxPostedBytes * 8) request.destroy();
      });
      request.on('error', () => response.destroy());
      request.on('end', () => {
        if (size > maxPostedBytes) {
          refuse(response, 413, { type: 'PayloadTooLargeException', message: 'Request entity too large' });
          return;
        }
        const body = Buffer.concat(chunks);
        // As API Gateway: only a request signed (SigV4) with the runtime's own credentials, those its handlers
        // sign with, may push to a socket or close it; a page, or anyone else on the machine, cannot.
        checkSignature(request, body, { ...options.signing, service: 'execute-api' }, new Date())
          .then((verdict) => {
            if (verdict.valid) act(request, response, url, body);
            else refuse(response, 403, refusals[verdict.reason]);
          })
          .catch(() => refuse(response, 403, refusals.mismatch));
      });
      return true;
    },
  };
};
