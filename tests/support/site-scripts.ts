import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of vite's `.vite/manifest.json` (`build.manifest: true` in web-customer/vite.config.ts). */
type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

export type PageScripts = {
  /** Each script once, with its size as gzip at the gateway's level (6). */
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  /** What the browser receives: the gzip bodies and each response's overhead, as the benchmark counts. */
  bytes: number;
};
type Manifest = Record<string, ManifestChunk>;

/**
 * What `npm run bench:site` (headless Chromium) counts for one script besides its gzip body: the
 * gateway's response headers (content-type, immutable cache-control, nosniff, vary, encoding, date,
 * keep-alive) and the chunked framing. Measured once against the benchmark (November 2026: 97.6 kB
 * for / and 98.1 kB for /calculateur in both).
 */
export const scriptResponseOverheadBytes = 330;

/**
 * The JavaScript a prerendered page of `distDir` downloads before it is idle, found without a
 * browser: the scripts and module preloads of its HTML, what its entry imports dynamically at once
 * (`main.tsx` always loads the app's start), the modules the page's code imports at start-up without
 * any interaction (`pageModules`: as source paths of vite's manifest, e.g. the page's own module), and
 * everything these import statically, each file counted once.
 */
export const pageScripts = (distDir: string, pageFile: string, pageModules: readonly string[]): PageScripts => {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} absent : lancez \`npm run build\` d'abord`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const html = readFileSync(join(distDir, pageFile), 'utf8');
  const referenced = [
    ...[...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g)].map((match) => match[1] as string),
    ...[...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g)].map((match) => match[1] as string),
  ];
  const keys: string[] = [];
  const visit = (key: string) => {
    if (keys.includes(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} : absent de .vite/manifest.json`);
    keys.push(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const file of referenced) {
    const key = byFile.get(file);
    if (!key) throw new Error(`${pageFile} charge ${file}, absent de .vite/manifest.json`);
    visit(key);
  }
  for (const key of [...keys]) if (manifest[key]?.isEntry) for (const started of manifest[key].dynamicImports ?? []) visit(started);
  for (const module of pageModules) visit(module);
  const files = keys.map((key) => {
    const file = (manifest[key] as ManifestChunk).file;
    return { file, gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 6 }).length };
  });
  const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { files, gzipBytes, bytes: gzipBytes + files.length * scriptResponseOverheadBytes };
};

/**
 * The built JavaScript of `files` (the build writes no source maps, so what a page loads is read from
 * the code itself: the tests look in it for strings that only a given library or module contains).
 */
export const bundledCode = (distDir: string, files: readonly string[]): { file: string; code: string }[] =>
  files.map((file) => ({ file, code: readFileSync(join(distDir, file), 'utf8') }));
