import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createApiClient } from '../../infra/local/api-client';
import { filesBucketName, localStripeKeys, portsFrom, type Ports } from '../../infra/local/local-config';
import { livePath } from '../../infra/local/live-gateway';
import { localDynamo } from '../../infra/local/provision';
import { eventually } from '../support/eventually';
import { startRuntimeProcess, type RuntimeUnderTest } from '../support/runtime-process';

/**
 * What one client can send to the local runtime's listeners, however broken, ends that client's
 * connection at most: the runtime (site, API, back office, live gateway and every stand-in) still answers.
 */
type Listener = keyof Ports;

/** A few bytes sent on a connection of its own; whatever comes back (or nothing) within `waitMs`, it is then cut. */
const sendRaw = (port: number, chunks: (Buffer | string)[], { end = 'close', waitMs = 1500 }: { end?: 'close' | 'half' | 'reset' | 'wait'; waitMs?: number } = {}) =>
  new Promise<string>((resolve) => {
    let received = '';
    const socket = connect(port, '127.0.0.1');
    const finish = () => {
      clearTimeout(timer);
      if (end === 'reset') socket.resetAndDestroy();
      else socket.destroy();
      resolve(received);
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', finish);
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
      if (end === 'half') socket.end();
      if (end === 'reset') setTimeout(finish, 50);
    });
  });

/** A body of `size` bytes streamed in 64 kB chunks; the server may stop reading, answer early or cut the connection. */
const sendLarge = (port: number, head: string, size: number) =>
  new Promise<void>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const done = () => {
      socket.destroy();
      resolve();
    };
    const timer = setTimeout(done, 20_000);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.on('data', () => undefined);
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
      setTimeout(done, 500);
    };
    socket.on('connect', () => {
      socket.write(head);
      pump();
    });
  });

/** For each listener, where its real clients send JSON (or a form) and with which headers. */
const structuredRequests: Record<Listener, { method: string; path: string; headers: Record<string, string> }[]> = {
  gateway: [
    { method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' } },
    { method: 'POST', path: '/@connections/abc', headers: { 'content-type': 'application/json', authorization: 'AWS4-HMAC-SHA256 Credential=x' } },
  ],
  dynamo: [{ method: 'POST', path: '/', headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'DynamoDB_20120810.PutItem', authorization: 'AWS4-HMAC-SHA256 Credential=S3RVER/20260101/eu-west-3/dynamodb/aws4_request, SignedHeaders=host, Signature=00' } }],
  s3: [
    { method: 'PUT', path: `/${filesBucketName}/abuse`, headers: { 'content-type': 'application/octet-stream' } },
    { method: 'POST', path: `/${filesBucketName}?delete`, headers: { 'content-type': 'application/xml' } },
  ],
  ses: [{ method: 'POST', path: '/v2/email/outbound-emails', headers: { 'content-type': 'application/json' } }],
  cognito: [{ method: 'POST', path: '/', headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' } }],
  stripe: [{ method: 'POST', path: '/v1/customers', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${localStripeKeys.secretKey}` } }],
};

const headLines = (method: string, path: string, headers: Record<string, string>, extra = '') =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}${extra}`;

/** Every malformed or oversized HTTP request of the list, sent to one listener. */
const abuseHttp = async (port: number, structured: { method: string; path: string; headers: Record<string, string> }[]) => {
  const raw = (chunks: (Buffer | string)[], options?: Parameters<typeof sendRaw>[2]) => sendRaw(port, chunks, options);
  await Promise.all([
    // Headers and request lines past every limit.
    raw([`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(256 * 1024)}\r\n\r\n`]),
    raw([`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n${Array.from({ length: 5000 }, (_unused, index) => `X-H${index}: v\r\n`).join('')}\r\n`]),
    raw([`GET /${'a'.repeat(256 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`]),
    // Invalid methods, addresses, versions and framing.
    raw(['FOO\u0001 / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n']),
    raw(['GET /%%%ZZ%E0%80\u007f HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n']),
    raw(['GET http://[::1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n']),
    raw(['GET * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n']),
    raw(['GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n']),
    raw([Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xfc, 0x03, 0x03, ...randomBytes(64)])]),
    raw([randomBytes(4096)]),
    raw(['POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\n\r\n']),
    raw(['POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: abc\r\n\r\n']),
    raw(['POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n']),
    raw(['POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n']),
    // A request cut short: a half request then the connection closed (slowloris), reset, or half-closed.
    raw(['GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '], { end: 'wait', waitMs: 2000 }),
    raw(['GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '], { end: 'reset' }),
    raw(['GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '], { end: 'half' }),
    // Each structured endpoint: bad JSON, a truncated body (half-closed, then reset), a cut chunked body.
    ...structured.flatMap(({ method, path, headers }) => [
      raw([`${headLines(method, path, headers)}Content-Length: 6\r\n\r\n{"a":[`]),
      raw([`${headLines(method, path, headers)}Content-Length: 6\r\n\r\n\u0000\u00ff\u00fe<x>`]),
      raw([`${headLines(method, path, headers)}Content-Length: 1000\r\n\r\n{"a":`], { end: 'half' }),
      raw([`${headLines(method, path, headers)}Content-Length: 1000\r\n\r\n{"a":`], { end: 'reset' }),
      raw([`${headLines(method, path, headers)}Transfer-Encoding: chunked\r\n\r\n10\r\n{"a":`], { end: 'reset' }),
      sendLarge(port, `${headLines(method, path, headers)}Content-Length: ${24 * 1024 * 1024}\r\n\r\n`, 24 * 1024 * 1024),
      sendLarge(port, `${headLines(method, path, headers)}Transfer-Encoding: chunked\r\n\r\n${(24 * 1024 * 1024).toString(16)}\r\n`, 24 * 1024 * 1024),
    ]),
  ]);
};

/** A WebSocket frame from a client: masked unless said otherwise, its length as given unless `announced`. */
const frame = (opcode: number, payload: Buffer, { masked = true, fin = true, announced }: { masked?: boolean; fin?: boolean; announced?: bigint } = {}) => {
  const length = announced ?? BigInt(payload.length);
  const head =
    length < 126n
      ? Buffer.from([(fin ? 0x80 : 0) | opcode, (masked ? 0x80 : 0) | Number(length)])
      : length < 65_536n
        ? Buffer.from([(fin ? 0x80 : 0) | opcode, (masked ? 0x80 : 0) | 126, Number(length >> 8n), Number(length & 0xffn)])
        : Buffer.concat([Buffer.from([(fin ? 0x80 : 0) | opcode, (masked ? 0x80 : 0) | 127]), (() => {
            const bytes = Buffer.alloc(8);
            bytes.writeBigUInt64BE(length);
            return bytes;
          })()]);
  if (!masked) return Buffer.concat([head, payload]);
  const mask = randomBytes(4);
  return Buffer.concat([head, mask, Buffer.from(payload.map((byte, index) => byte ^ (mask[index % 4] as number)))]);
};

const upgradeRequest = (port: number, cookie: string, key = randomBytes(16).toString('base64')) =>
  `GET ${livePath} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\nCookie: ${cookie}\r\n\r\n`;

/** A live socket opened by hand (the handshake, then raw frames): the handshake's answer and what came after. */
const rawLiveSocket = (port: number, cookie: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let head = '';
    socket.on('error', () => undefined);
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      if (head.startsWith('HTTP/1.1 101')) resolve(socket);
      else reject(new Error(`poignée de main refusée : ${head}`));
    };
    socket.on('data', onData);
    socket.on('connect', () => socket.write(upgradeRequest(port, cookie)));
  });

/** Sends frames on a fresh live socket and waits (a while at most) for the server to close it; the close code it sent, if any. */
const sendFrames = async (port: number, cookie: string, frames: Buffer[], { reset = false } = {}) => {
  const socket = await rawLiveSocket(port, cookie);
  return new Promise<number | undefined>((resolve) => {
    let received = Buffer.alloc(0);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      // A close frame from the server: 0x88, its length, then the code.
      const code = received[0] === 0x88 && received.length >= 4 ? received.readUInt16BE(2) : undefined;
      resolve(code);
    };
    const timer = setTimeout(finish, 3000);
    socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
    socket.on('close', finish);
    for (const bytes of frames) socket.write(bytes);
    if (reset) setTimeout(() => socket.resetAndDestroy(), 20);
  });
};

/** A normal request to each listener, as its real client sends it: it answers. */
const answersNormally = async (runtime: RuntimeUnderTest, ports: Ports, cookie: string): Promise<Record<string, number | string>> => {
  const base = (port: number) => `http://127.0.0.1:${port}`;
  const status = (url: string, init?: RequestInit) =>
    fetch(url, { ...init, signal: AbortSignal.timeout(10_000) }).then(
      (response) => response.status,
      (error: unknown) => `sans réponse (${String(error)})`,
    );
  const dynamo = localDynamo(ports, base(ports.dynamo));
  const live = await new Promise<string>((resolve) => {
    const socket = new WebSocket(`${runtime.site.replace(/^http/, 'ws')}${livePath}`, { headers: { cookie } });
    socket.once('open', () => {
      socket.close();
      resolve('ouverte');
    });
    socket.once('error', (error) => resolve(`refusée (${String(error)})`));
  });
  try {
    return {
      api: await status(`${runtime.site}/api/health`),
      site: typeof (await status(`${runtime.site}/`)) === 'number' ? 'répond' : 'sans réponse',
      admin: typeof (await status(`${runtime.site}/admin/`)) === 'number' ? 'répond' : 'sans réponse',
      live,
      dynamo: await dynamo.send(new ListTablesCommand({})).then(
        () => 200,
        (error: unknown) => `sans réponse (${String(error)})`,
      ),
      s3: await status(`${base(ports.s3)}/${filesBucketName}`),
      ses: await status(`${base(ports.ses)}/health-check`),
      cognito: await status(`${base(ports.cognito)}/health`),
      stripe: await status(`${base(ports.stripe)}/`),
    };
  } finally {
    dynamo.destroy();
  }
};

const expectedAnswers = { api: 200, site: 'répond', admin: 'répond', live: 'ouverte', dynamo: 200, s3: 200, ses: 200, cognito: 200, stripe: 200 };

describe('the local runtime under malformed and oversized traffic', () => {
  let runtime: RuntimeUnderTest;
  let stop: () => Promise<void>;
  let output: () => string;
  let ports: Ports;
  let cookie: string;
  beforeAll(async () => {
    const strayFailures = pathToFileURL(join(import.meta.dirname, '../support/stray-failures.mjs')).href;
    ({ runtime, stop, output } = await startRuntimeProcess({ environment: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${strayFailures}`.trim() } }));
    ports = portsFrom(Number(new URL(runtime.site).port));
    const account = runtime.accounts.find((candidate) => !candidate.admin);
    if (!account) throw new Error('compte de démonstration absent');
    const client = createApiClient(runtime.site);
    await client.signIn(account.email, account.password);
    cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  });
  afterAll(async () => {
    await stop?.();
  });

  it('closes a signed-in customer’s socket that sends a frame over 32 kB with 1009, and only that socket', async () => {
    const bystander = new WebSocket(`${runtime.site.replace(/^http/, 'ws')}${livePath}`, { headers: { cookie } });
    await new Promise((resolve, reject) => bystander.once('open', resolve).once('error', reject));
    const socket = new WebSocket(`${runtime.site.replace(/^http/, 'ws')}${livePath}`, { headers: { cookie } });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    socket.on('error', () => undefined);
    socket.send('x'.repeat(33 * 1024));
    expect(await closed).toBe(1009);
    expect(bystander.readyState, output()).toBe(WebSocket.OPEN);
    bystander.close();
    expect(await answersNormally(runtime, ports, cookie), output()).toEqual(expectedAnswers);
  });

  it('closes a socket that sends an invalid frame, and keeps every listener up', async () => {
    const codes = await Promise.all([
      sendFrames(ports.gateway, cookie, [frame(0x1, Buffer.from([0xc3, 0x28, 0xff]))]),
      sendFrames(ports.gateway, cookie, [frame(0x3, Buffer.from('x'))]),
      sendFrames(ports.gateway, cookie, [frame(0x1, Buffer.from('bonjour'), { masked: false })]),
      sendFrames(ports.gateway, cookie, [frame(0x2, Buffer.alloc(0), { announced: 2n ** 40n })]),
      sendFrames(ports.gateway, cookie, [frame(0x1, Buffer.alloc(16 * 1024, 'a'), { fin: false }), frame(0x0, Buffer.alloc(17 * 1024, 'a'))]),
      sendFrames(ports.gateway, cookie, [frame(0x9, Buffer.alloc(200, 'a'))]),
      sendFrames(ports.gateway, cookie, [frame(0x8, Buffer.from([0x03, 0xe8, 0xc3, 0x28]))]),
      sendFrames(ports.gateway, cookie, [frame(0x1, Buffer.from('bonjour')).subarray(0, 4)], { reset: true }),
      sendFrames(ports.gateway, cookie, [], { reset: true }),
    ]);
    expect(codes.slice(0, 4)).toEqual([1007, 1002, 1002, 1009]);
    // Upgrades cut before or during the handshake, and handshakes without a key.
    await Promise.all([
      sendRaw(ports.gateway, [upgradeRequest(ports.gateway, cookie)], { end: 'reset' }),
      sendRaw(ports.gateway, [upgradeRequest(ports.gateway, cookie).slice(0, 60)], { end: 'reset' }),
      sendRaw(ports.gateway, [upgradeRequest(ports.gateway, '')], { end: 'reset' }),
      sendRaw(ports.gateway, [upgradeRequest(ports.gateway, cookie, '')]),
      sendRaw(ports.gateway, [upgradeRequest(ports.gateway, cookie).replace(livePath, '/ailleurs')], { end: 'reset' }),
      sendRaw(ports.gateway, [upgradeRequest(ports.gateway, cookie).replace(livePath, 'http://[::1')]),
      sendRaw(ports.gateway, [`${upgradeRequest(ports.gateway, cookie)}${'x'.repeat(100_000)}`], { end: 'reset' }),
    ]);
    expect(await answersNormally(runtime, ports, cookie), output()).toEqual(expectedAnswers);
  });

  it('logs an error one request lets escape (thrown from a callback, a rejection nobody awaits) and goes on serving', async () => {
    await fetch(`${runtime.site}/api/health?erreur-isolee`).catch(() => undefined);
    await eventually(async () => {
      expect(output()).toContain('erreur isolée levée dans un rappel');
      expect(output()).toContain('rejet isolé que personne n’attend');
    }, 10_000);
    expect(output()).toContain('erreur non rattrapée : le reste du runtime continue');
    expect(await answersNormally(runtime, ports, cookie), output()).toEqual(expectedAnswers);
  });

  it('answers or cuts malformed and oversized requests on every listener it opens, and keeps them all up', async () => {
    const listeners = Object.keys(ports) as Listener[];
    expect(listeners.sort()).toEqual(['cognito', 'dynamo', 'gateway', 's3', 'ses', 'stripe']);
    await Promise.all(listeners.map((listener) => abuseHttp(ports[listener], structuredRequests[listener])));
    // A request target that is no URL is the client's error, not the gateway's.
    expect(await sendRaw(ports.gateway, ['GET http://[::1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'])).toMatch(/^HTTP\/1\.1 400 /);
    // The flood over, each listener answers again (the health check, slowed by it, may take a moment to say so).
    await eventually(async () => expect(await answersNormally(runtime, ports, cookie), output()).toEqual(expectedAnswers), 60_000);
  });
});
