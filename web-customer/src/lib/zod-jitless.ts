/**
 * zod compiles its object parsers with `new Function` when the page allows it, and probes for that on
 * its first parse. The Content-Security-Policy forbids eval (no 'unsafe-eval'), so the probe would be
 * reported as a violation on every page that parses. zod reads its global configuration from
 * `globalThis.__zod_globalConfig`: setting `jitless` there, before anything parses, needs no import of
 * zod, which the public pages do not download.
 */
declare global {
  // zod's own global (zod/v4/core/core.js); `var` is how a global is declared in TypeScript.
  var __zod_globalConfig: Record<string, unknown> | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
