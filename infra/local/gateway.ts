import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { HandlerEntry, HttpMethod } from '../../functions/manifest';
import { dynamoRoundTripCount } from '../../functions/platform/aws/dynamodb';
import { cognitoRoundTripCount } from '../../functions/platform/aws/cognito';
import { handlerTimeoutSeconds } from '../../functions/platform/aws/limits';
import { maxRequestBodyBytes } from '../../functions/platform/http/limits';
import { PayloadTooLargeError, problemResponse } from '../../functions/platform/http/problem';
import { newCorrelationId } from '../../functions/platform/ids';
import { inlineScriptHashesIn, securityHeaderFieldsOf } from '../site/security-headers';
import { resolveSitePath, type SiteAnswer, type SiteRoutes } from '../site/site-routing';
import { attachLiveGateway, type LiveLambda } from './live-gateway';
import { compressedFileCache } from './compressed-files';
import type { SigningCredentials } from './signature-check';

/**
 * One HTTP server in front of everything, as API Gateway and CloudFront are on AWS: the API
 * routes of the manifest (payload format 2.0 events), the customer app at `/` and the back office
 * at `/admin`, each with its single-page fallback.
 */
export type HttpLambda = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

type Route = { entry: HandlerEntry; method: HttpMethod; pattern: RegExp; parameterNames: string[]; routeKey: string };

export const routesOf = (entries: readonly HandlerEntry[]): Route[] =>
  entries.flatMap((entry) => {
    if (entry.trigger.kind !== 'http') return [];
    const { method, path } = entry.trigger;
    const parameterNames = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
    const pattern = new RegExp(`^${path.replace(/\{\w+\}/g, '([^/]+)')}$`);
    return [{ entry, method, pattern, parameterNames, routeKey: `${method} ${path}` }];
  });

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};
const builtFiles = compressedFileCache();
const compressibleExtensions = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml']);

/** The gateway's own refusals, in the shape and with the headers of the API's problems. */
const problem = (response: ServerResponse, status: number, detail: string, headers: Record<string, string> = {}) => {
  const correlationId = newCorrelationId();
  const result = problemResponse({ status, detail, correlationId });
  writeResult(response, { ...result, headers: { ...result.headers, 'x-content-type-options': 'nosniff', 'x-correlation-id': correlationId, ...headers } });
};

/** Past this, the rest of an oversized body is not read: the connection is cut rather than drained for ever. */
const maxDrainedBytes = 64 * 1024 * 1024;

/**
 * Reads the body up to the API's limit. Beyond it, the rest is read and dropped (not kept in memory)
 * so that the client, which is still sending, receives the 413 instead of a connection reset.
 */
const readBody = (request: IncomingMessage): Promise<Buffer | 'too-large'> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxRequestBodyBytes) chunks.push(chunk);
      else if (size > maxDrainedBytes) request.destroy();
    });
    request.on('end', () => resolve(size > maxRequestBodyBytes ? 'too-large' : Buffer.concat(chunks)));
    request.on('error', reject);
  });

/** API Gateway decodes path parameters; a malformed escape (`%`, `%ZZ`, a cut UTF-8 sequence) cannot be. */
const decodedPathParameter = (raw: string): string | undefined => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
};

/** As Lambda's: the time left counts down from the handler's timeout, which the chain's deadline reads. */
const lambdaContext = (name: string, timeoutSeconds: number, startedAt = Date.now()): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName: name,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
  memoryLimitInMB: '512',
  awsRequestId: randomUUID(),
  logGroupName: `/aws/lambda/${name}`,
  logStreamName: 'local',
  getRemainingTimeInMillis: () => Math.max(0, startedAt + timeoutSeconds * 1000 - Date.now()),
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});

const toEvent = (
  request: IncomingMessage,
  url: URL,
  route: Route,
  pathParameters: Record<string, string> | undefined,
  body: Buffer,
): APIGatewayProxyEventV2 => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && name !== 'cookie') headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // A Map, as names such as `constructor` or `__proto__` would meet the properties of a plain object.
  const query = new Map<string, string>();
  for (const [name, value] of url.searchParams) {
    const previous = query.get(name);
    query.set(name, previous === undefined ? value : `${previous},${value}`);
  }
  const textual = body.length === 0 || /json|text|x-www-form-urlencoded/.test(headers['content-type'] ?? '');
  const now = new Date();
  return {
    version: '2.0',
    routeKey: route.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: request.headers.cookie ? request.headers.cookie.split(';').map((cookie) => cookie.trim()) : undefined,
    headers,
    queryStringParameters: query.size ? Object.fromEntries(query) : undefined,
    pathParameters,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? '127.0.0.1',
      domainPrefix: 'local',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: route.routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !textual,
  };
};

const writeResult = (response: ServerResponse, result: APIGatewayProxyStructuredResultV2) => {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(result.body === undefined ? undefined : result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body);
};

const readSiteRoutes = (distDir: string): SiteRoutes | undefined => {
  const file = join(distDir, 'site-routes.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SiteRoutes) : undefined;
};

/**
 * Serves a built web app: its files (those under assets/ are immutable), and for other paths the
 * HTML its route table (`site-routes.json`, written by the customer app's build) names: old addresses
 * get a 301, prerendered pages themselves, other routes the app's shell, unknown ones the not-found
 * page with a 404. An app without a route table (the back office) answers every path with index.html.
 */
const serveApp = (
  request: IncomingMessage,
  response: ServerResponse,
  distDir: string,
  url: URL,
  relativePath: string,
  securityHeaders: Record<string, string>,
) => {
  if (!existsSync(join(distDir, 'index.html'))) {
    response.writeHead(503, { 'content-type': 'text/html; charset=utf-8', ...securityHeaders });
    response.end("<!doctype html><html lang=\"fr\"><meta charset=\"utf-8\"><title>Passerelle</title><p>L'application n'est pas construite : lancez <code>npm run build</code>.</p></html>");
    return;
  }
  const safePath = normalize(relativePath).replace(/^(\.\.(\/|\\|$))+/, '');
  let file = join(distDir, safePath);
  let status = 200;
  // Build metadata (`.vite/manifest.json`, read by the budget test) stays out of the site, as on CloudFront.
  const hidden = safePath.split(/[\\/]/).some((segment) => segment.startsWith('.'));
  const isFile = !hidden && existsSync(file) && statSync(file).isFile();
  if (!isFile) {
    if (extname(safePath)) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...securityHeaders });
      response.end('Fichier introuvable');
      return;
    }
    const site = readSiteRoutes(distDir);
    const answer: SiteAnswer = site ? resolveSitePath(site, url.pathname) : { kind: 'file', file: '/index.html', status: 200 };
    if (answer.kind === 'redirect') {
      response.writeHead(301, { location: `${answer.location}${url.search}` });
      response.end();
      return;
    }
    status = answer.status;
    file = join(distDir, answer.file);
  }
  const immutable = safePath.startsWith('assets/');
  // Text is sent compressed, as CloudFront does: what a browser downloads here is what it will download there.
  const gzip = compressibleExtensions.has(extname(file)) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  response.writeHead(status, {
    'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...securityHeaders,
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  if (request.method === 'HEAD') response.end();
  else if (gzip) response.end(builtFiles.gzipped(file));
  else createReadStream(file).pipe(response);
};

/** The security headers of the two apps, worked out again when a new build replaces their pages. */
const securityHeadersOfBuilds = (distDirs: readonly string[], filesOrigins: readonly string[]): (() => Record<string, string>) => {
  let builds = '';
  let headers: Record<string, string> = {};
  return () => {
    const current = distDirs.map((dir) => (existsSync(join(dir, 'index.html')) ? statSync(join(dir, 'index.html')).mtimeMs : 0)).join(',');
    if (current !== builds) {
      headers = securityHeaderFieldsOf(inlineScriptHashesIn(distDirs), filesOrigins);
      builds = current;
    }
    return headers;
  };
};

/** The two apps are files: as CloudFront's behaviour for them, the gateway takes nothing but reads. */
const staticMethods = ['GET', 'HEAD'];

export type GatewayOptions = {
  entries: readonly HandlerEntry[];
  loadHandler: (entry: HandlerEntry) => Promise<HttpLambda>;
  customerDist: string;
  adminDist: string;
  /** where the pages send and read photos by presigned links (s3rver locally) */
  filesOrigin?: string;
  /** the WebSocket routes' handlers (`/api/live` and the management endpoint `/@connections/{id}`) */
  loadLiveHandler?: (entry: HandlerEntry) => Promise<LiveLambda>;
  /** the credentials the management endpoint accepts signatures from: the handlers' own */
  managementSigning: SigningCredentials;
};

export const createGateway = (options: GatewayOptions): Server => {
  const routes = routesOf(options.entries);
  const securityHeaders = securityHeadersOfBuilds([options.customerDist, options.adminDist], options.filesOrigin ? [options.filesOrigin] : []);
  let live: ReturnType<typeof attachLiveGateway> | undefined;
  const server = createServer(async (request, response) => {
    try {
      const url = URL.parse(request.url ?? '/', 'http://127.0.0.1');
      if (!url) {
        problem(response, 400, "L'adresse demandée est invalide.");
        return;
      }
      const method = request.method ?? 'GET';
      if (live?.manage(request, response, url)) return;
      const isApi = url.pathname.startsWith('/api/') || url.pathname.startsWith('/admin/api/');
      if (!isApi) {
        if (!staticMethods.includes(method)) {
          problem(response, 405, 'Méthode non autorisée pour cette adresse.', { allow: staticMethods.join(', ') });
        } else if (url.pathname === '/admin') {
          response.writeHead(301, { location: '/admin/' });
          response.end();
        } else if (url.pathname.startsWith('/admin/')) {
          serveApp(request, response, options.adminDist, url, url.pathname.slice('/admin/'.length), securityHeaders());
        } else serveApp(request, response, options.customerDist, url, url.pathname.slice(1), securityHeaders());
        return;
      }
      const candidates = routes.filter((route) => route.pattern.test(url.pathname));
      const route = candidates.find((candidate) => candidate.method === method || (method === 'HEAD' && candidate.method === 'GET'));
      if (!route) {
        if (candidates.length) {
          // A 405 names what the address takes (RFC 9110); a GET route answers HEAD as well.
          const allowed = candidates.flatMap((candidate) => (candidate.method === 'GET' ? ['GET', 'HEAD'] : [candidate.method]));
          problem(response, 405, 'Méthode non autorisée pour cette adresse.', { allow: [...new Set(allowed)].sort().join(', ') });
        }
        else problem(response, 404, 'Ressource introuvable.');
        return;
      }
      const body = await readBody(request);
      if (body === 'too-large') {
        problem(response, 413, new PayloadTooLargeError().message);
        return;
      }
      const match = url.pathname.match(route.pattern) as RegExpMatchArray;
      const values = route.parameterNames.map((_name, index) => decodedPathParameter(match[index + 1] ?? ''));
      if (values.some((value) => value === undefined)) {
        problem(response, 400, "L'adresse demandée contient un encodage invalide.");
        return;
      }
      const pathParameters = route.parameterNames.length ? Object.fromEntries(route.parameterNames.map((name, index) => [name, values[index] ?? ''])) : undefined;
      const handler = await options.loadHandler(route.entry);
      const before = dynamoRoundTripCount();
      const cognitoBefore = cognitoRoundTripCount();
      const started = performance.now();
      const result = await handler(toEvent(request, url, route, pathParameters, body), lambdaContext(route.entry.name, route.entry.timeoutSeconds ?? handlerTimeoutSeconds.http));
      // Local only, for the benchmark: the handler's own time, and its storage round-trips (exact
      // when the request runs alone: one client, projections idle).
      const measured = {
        ...result,
        headers: {
          ...result.headers,
          'server-timing': `handler;dur=${(performance.now() - started).toFixed(2)}`,
          'x-local-dynamodb-round-trips': String(dynamoRoundTripCount() - before),
          'x-local-cognito-round-trips': String(cognitoRoundTripCount() - cognitoBefore),
        },
      };
      writeResult(response, method === 'HEAD' ? { ...measured, body: undefined } : measured);
    } catch (error) {
      process.stderr.write(`${JSON.stringify({ level: 'error', message: 'passerelle locale : erreur non gérée', error: String(error) })}\n`);
      if (!response.headersSent) problem(response, 500, 'Une erreur inattendue est survenue. Veuillez réessayer dans quelques instants.');
      else response.end();
    }
  });
  if (options.loadLiveHandler) live = attachLiveGateway(server, { entries: options.entries, loadHandler: options.loadLiveHandler, signing: options.managementSigning });
  return server;
};
