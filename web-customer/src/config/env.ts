import type { Env } from './env-schema';

declare const __APP_ENV__: Env;

/**
 * The configuration, parsed with zod by `vite.config.ts` and written into the bundle as a constant:
 * every page reads it (canonical addresses) and none has to download zod for that.
 */
export const env: Env = __APP_ENV__;
