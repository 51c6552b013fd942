import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of vite's `.vite/manifest.json` (`build.manifest: true` in both web apps' vite configs). */
type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

export type PageScripts = {
  /** Each script once, with its size as gzip at the gateway's level (6). */
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  /** What the browser receives: the gzip bodies and each response's overhead, as the benchmark counts. */
  bytes: number;
};
export type Manifest = Record<string, ManifestChunk>;

/**
 * What `npm run bench:site` (headless Chromium) counts for one script besides its gzip body: the
 * gateway's response headers (content-type, immutable cache-control, nosniff, vary, encoding, date,
 * keep-alive) and the chunked framing. Measured once against the benchmark (November 2026: 97.6 kB
 * for / and 98.1 kB for /calculateur in both).
 */
export const scriptResponseOverheadBytes = 330;

/**
 * The scripts an HTML page of `distDir` loads before any interaction, found from the build without a
 * browser: the scripts and module preloads its HTML names (under `base`, where the app is served), what
 * `started` says is loaded at once from those (an entry's immediate dynamic import), the `pageModules`
 * (source paths of vite's manifest: the page's own module and what it loads as it renders), and everything
 * these import statically, each file counted once. What the app loads later (another page, a dialog) is not.
 */
export const firstLoadScripts = (
  distDir: string,
  htmlFile: string,
  options: { base?: string; started: (manifest: Manifest, loaded: readonly string[]) => readonly string[]; pageModules: readonly string[] },
): PageScripts => {
  const base = options.base ?? '/';
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} absent : lancez \`npm run build\` d'abord`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const html = readFileSync(join(distDir, htmlFile), 'utf8');
  const referenced = [
    ...[...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1] as string),
    ...[...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((match) => match[1] as string),
  ];
  const keys: string[] = [];
  const visit = (key: string) => {
    if (keys.includes(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} : absent de .vite/manifest.json`);
    keys.push(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const url of referenced) {
    if (!url.startsWith(base)) throw new Error(`${htmlFile} charge ${url}, hors de ${base}`);
    const key = byFile.get(url.slice(base.length));
    if (!key) throw new Error(`${htmlFile} charge ${url}, absent de .vite/manifest.json`);
    visit(key);
  }
  for (const key of options.started(manifest, [...keys])) visit(key);
  for (const module of options.pageModules) visit(module);
  const files = keys.map((key) => {
    const file = (manifest[key] as ManifestChunk).file;
    return { file, gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 6 }).length };
  });
  const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { files, gzipBytes, bytes: gzipBytes + files.length * scriptResponseOverheadBytes };
};

/**
 * The JavaScript a prerendered page of the customer site downloads before it is idle: its first load, where
 * each entry starts at once what it imports dynamically (`main.tsx` always loads the app's start).
 */
export const pageScripts = (distDir: string, pageFile: string, pageModules: readonly string[]): PageScripts =>
  firstLoadScripts(distDir, pageFile, {
    started: (manifest, loaded) => loaded.flatMap((key) => (manifest[key]?.isEntry ? (manifest[key].dynamicImports ?? []) : [])),
    pageModules,
  });

/**
 * The built JavaScript of `files` (the build writes no source maps, so what a page loads is read from
 * the code itself: the tests look in it for strings that only a given library or module contains).
 */
export const bundledCode = (distDir: string, files: readonly string[]): { file: string; code: string }[] =>
  files.map((file) => ({ file, code: readFileSync(join(distDir, file), 'utf8') }));
