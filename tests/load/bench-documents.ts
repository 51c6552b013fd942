import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { sampleLabelDocument, sampleQuoteDocument } from '../../functions/shipments/documents/document-samples';
import { renderLabelPdf } from '../../functions/shipments/documents/label-pdf';
import { renderQuotePdf } from '../../functions/shipments/documents/quote-pdf';
import { ms, percentile } from './stats';

/**
 * `npm run bench:documents`: how long the quote and label PDFs take to render in one process (the
 * first one pays for pdf-lib's warm-up, as a cold Lambda would; the tenth is a warm one), how big
 * they are, and what the renderers weigh in a Lambda bundle (esbuild, minified, as the CDK builds).
 * The last of each is written to `.bench/documents/` to be looked at (`pdftoppm -png -r 80`).
 */
const out = (line = '') => process.stdout.write(`${line}\n`);
const renders = Number(process.env.BENCH_RENDERS ?? 50);
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const samplesDir = join('.bench', 'documents');
mkdirSync(samplesDir, { recursive: true });

const timed = async (render: () => Promise<Uint8Array>) => {
  const started = performance.now();
  const bytes = await render();
  return { duration: performance.now() - started, bytes };
};

const series = async (name: string, file: string, render: (index: number) => Promise<Uint8Array>) => {
  const runs: { duration: number; bytes: Uint8Array }[] = [];
  for (let index = 0; index < renders; index += 1) runs.push(await timed(() => render(index)));
  writeFileSync(join(samplesDir, file), runs.at(-1)?.bytes ?? new Uint8Array());
  const durations = runs.map((run) => run.duration);
  const warm = durations.slice(1);
  out(
    `  ${name.padEnd(24)} 1er ${ms(durations[0] ?? Number.NaN).padStart(10)}  10e ${ms(durations[9] ?? Number.NaN).padStart(9)}  ` +
      `ensuite p50 ${ms(percentile(warm, 50))}, p95 ${ms(percentile(warm, 95))}  (${kilobytes(runs[0]?.bytes.length ?? 0)})`,
  );
};

out(`== Documents PDF (${renders} rendus chacun, un seul processus)`);
// Each render gets its own quote number and tracking number, as real ones would.
await series('devis (1 page)', 'devis.pdf', (index) => renderQuotePdf({ ...sampleQuoteDocument, quoteNumber: `DEV-1795608000000-${String(index).padStart(4, '0')}` }));
const fortyLines = Array.from({ length: 40 }, (_, index) => ({ kind: 'extra' as const, label: `Frais de manutention n° ${index + 1}`, amountCents: 1_000 + index }));
await series('devis (40 lignes)', 'devis-40-lignes.pdf', () => renderQuotePdf({ ...sampleQuoteDocument, lines: fortyLines }));
await series('étiquette A6', 'etiquette.pdf', (index) => renderLabelPdf({ ...sampleLabelDocument, trackingNumber: `CB${String(123_456_000 + index)}FR` }));
out('  (l’étiquette passe après les devis : son 1er rendu profite du pdf-lib déjà chaud)');
out(`  exemples : ${join(samplesDir, 'devis.pdf')}, devis-40-lignes.pdf, etiquette.pdf`);

out();
out('== Poids des moteurs de rendu dans un paquet Lambda (esbuild, minifié)');
for (const [name, entry] of [
  ['devis', 'functions/shipments/documents/quote-pdf.ts'],
  ['étiquette', 'functions/shipments/documents/label-pdf.ts'],
] as const) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    mainFields: ['module', 'main'],
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  out(`  ${name.padEnd(24)} ${kilobytes(code.length).padStart(9)} (${kilobytes(gzipSync(code).length)} gzip)`);
}
