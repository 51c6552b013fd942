import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRuntime } from '../../infra/local/runtime';
import { portBlockSize } from '../../infra/local/local-config';
import { freePortBlock } from '../support/free-ports';
import { launchBrowser } from '../e2e/browser';
import { ms, percentile } from './stats';

/**
 * `npm run bench:site`: the public site's budget, measured in headless Chromium on the embedded
 * runtime (the built app, served compressed as CloudFront serves it). Each load starts from an empty
 * cache. Targets: the JavaScript `/` loads < 100 kB gzip, total transfer of `/` < 300 kB, Largest
 * Contentful Paint of `/` and `/calculateur` < 1 s.
 */
const out = (line = '') => process.stdout.write(`${line}\n`);
const loads = Number(process.env.BENCH_LOADS ?? 9);
process.env.LOG_LEVEL ??= 'warn';

const dataDir = mkdtempSync(join(tmpdir(), 'passerelle-bench-site-'));
const runtime = await startRuntime({ dataDir, basePort: await freePortBlock(portBlockSize), seed: false });
const site = `http://127.0.0.1:${runtime.ports.gateway}`;
const browser = await launchBrowser();

/** `bytes`: the compressed body; `withHeaders`: plus the response's headers, as they cross the network. */
type Received = { url: string; type: string; bytes: number; withHeaders: number };
type Load = { lcpMs: number; fcpMs: number; scripts: Received[]; scriptBytes: number; totalBytes: number; requests: number };

/** One visit with an empty cache: paint timings from the page, bytes as received (compressed) from the network. */
const coldLoad = async (path: string): Promise<Load> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
  const page = await context.newPage();
  const responses: Promise<Received>[] = [];
  page.on('requestfinished', (request) =>
    responses.push(
      request.sizes().then((sizes) => ({
        url: request.url(),
        type: request.resourceType(),
        bytes: sizes.responseBodySize,
        withHeaders: sizes.responseBodySize + sizes.responseHeadersSize,
      })),
    ),
  );
  await page.goto(`${site}${path}`, { waitUntil: 'networkidle' });
  // A string, evaluated in the page: the benchmark process has no DOM types.
  const paints = (await page.evaluate(`new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      resolve({ lcp: entries[entries.length - 1].startTime, fcp: fcp ? fcp.startTime : NaN });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  })`)) as { lcp: number; fcp: number };
  const received = await Promise.all(responses);
  await context.close();
  const scripts = received.filter((response) => response.type === 'script').sort((a, b) => b.bytes - a.bytes);
  return {
    lcpMs: paints.lcp,
    fcpMs: paints.fcp,
    scripts,
    // The JavaScript budget counts the scripts' compressed bodies, as tests/api/site-budget.test.ts does;
    // the total transfer counts everything that crosses the network, headers included.
    scriptBytes: scripts.reduce((sum, response) => sum + response.bytes, 0),
    totalBytes: received.reduce((sum, response) => sum + response.withHeaders, 0),
    requests: received.length,
  };
};

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const verdict = (met: boolean) => (met ? 'atteint' : 'NON ATTEINT');

out(`== Budget du site public (${loads} chargements à froid par page, Chromium sans limitation réseau ni CPU)`);
try {
  await coldLoad('/'); // warm-up: the gateway's and the disk's caches, not the browser's
  for (const path of ['/', '/calculateur']) {
    const samples: Load[] = [];
    for (let index = 0; index < loads; index += 1) samples.push(await coldLoad(path));
    const lcp = samples.map((sample) => sample.lcpMs);
    const first = samples[0] as Load;
    out(`  ${path}`);
    out(`    LCP p50 ${ms(percentile(lcp, 50))}, max ${ms(Math.max(...lcp))} (cible < 1 000 ms : ${verdict(Math.max(...lcp) < 1000)}); FCP p50 ${ms(percentile(samples.map((sample) => sample.fcpMs), 50))}`);
    out(`    JavaScript reçu ${kB(first.scriptBytes)} gzip${path === '/' ? ` (cible < 100 kB : ${verdict(first.scriptBytes < 100 * 1024)})` : ''}`);
    out(`    transfert total ${kB(first.totalBytes)} en ${first.requests} requêtes${path === '/' ? ` (cible < 300 kB : ${verdict(first.totalBytes < 300 * 1024)})` : ''}`);
    if (path === '/') {
      out('    scripts (gzip) :');
      for (const script of first.scripts) out(`      ${kB(script.bytes).padStart(9)}  ${new URL(script.url).pathname}`);
    }
  }
} finally {
  await browser.close();
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
