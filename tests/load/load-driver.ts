import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { percentile } from './stats';

/**
 * The load side of `npm run bench:load`, in a process of its own so that generating the load does not
 * share the event loop of the product it measures. It reads one phase on stdin (the base URL, and for
 * each route its requests and its number of connections), runs every route's autocannon instance at the
 * same time for the phase's duration (the mixed workload), and prints one JSON line: each route's
 * throughput, latency percentiles and errors.
 */
export type LoadRoute = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  /** A JSON body; `{{unique}}` in it is replaced by a fresh id on each request (tracking numbers). */
  body?: string;
  /** Each request carries a fresh Idempotency-Key (commands refuse a reused key with another body). */
  idempotent?: boolean;
  connections: number;
};
export type LoadPhase = { baseUrl: string; seconds: number; routes: LoadRoute[] };
export type RouteFigures = {
  name: string;
  connections: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** answers outside 2xx, by status */
  refused: Record<string, number>;
};

const runRoute = (phase: LoadPhase, route: LoadRoute): Promise<RouteFigures> =>
  new Promise((resolve, reject) => {
    const samples: number[] = [];
    const refused: Record<string, number> = {};
    const instance = autocannon(
      {
        url: `${phase.baseUrl}${route.path}`,
        connections: route.connections,
        duration: phase.seconds,
        // A stuck request is an error of the run, not a wait: well above any route's p99.
        timeout: 10,
        requests: [
          {
            method: route.method,
            headers: route.headers,
            setupRequest: (request) => {
              const headers = { ...route.headers };
              if (route.idempotent) headers['idempotency-key'] = randomUUID();
              const body = route.body?.replaceAll('{{unique}}', randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase());
              return { ...request, headers, ...(body === undefined ? {} : { body }) };
            },
          },
        ],
      },
      (error, result) => {
        if (error) {
          reject(error);
          return;
        }
        resolve({
          name: route.name,
          connections: route.connections,
          requests: samples.length,
          perSecond: samples.length / phase.seconds,
          p50: percentile(samples, 50),
          p95: percentile(samples, 95),
          p99: percentile(samples, 99),
          errors: result.errors + result.timeouts,
          refused,
        });
      },
    );
    instance.on('response', (_client, statusCode: number, _bytes: number, responseTime: number) => {
      samples.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) refused[String(statusCode)] = (refused[String(statusCode)] ?? 0) + 1;
    });
  });

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const phase = JSON.parse(Buffer.concat(chunks).toString('utf8')) as LoadPhase;
const figures = await Promise.all(phase.routes.map((route) => runRoute(phase, route)));
process.stdout.write(`${JSON.stringify(figures)}\n`);
