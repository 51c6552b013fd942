import * as z from 'zod';

/**
 * Build-time configuration (VITE_APP_* variables), parsed once when vite starts (`vite.config.ts`):
 * a wrong value fails the build or the dev server loudly instead of as a puzzling request later.
 */
const sameOriginPath = z
  .string()
  .regex(/^\/(?!\/)/, 'doit être un chemin du même site, commençant par « / »')
  .transform((path) => path.replace(/\/+$/, ''));

const envSchema = z.object({
  /** The API is served on the same origin (cookies httpOnly SameSite + CSRF header). */
  API_BASE_PATH: sameOriginPath.default('/api'),
  /** The back office is another app: reached by a full page navigation. */
  ADMIN_PATH: z.string().regex(/^\/(?!\/)/).default('/admin/'),
  /** The public site's address (canonical URLs, sitemap, JSON-LD); the build takes it from SITE_URL. */
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'doit être une adresse http(s) complète' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://passerelle.example'),
});

export type Env = z.infer<typeof envSchema>;

export const parseEnv = (variables: Record<string, unknown>): Env => {
  const prefixed = Object.fromEntries(
    Object.entries(variables)
      .filter(([key]) => key.startsWith('VITE_APP_'))
      .map(([key, value]) => [key.slice('VITE_APP_'.length), value]),
  );
  const parsed = envSchema.safeParse(prefixed);
  if (!parsed.success) {
    throw new Error(`Configuration invalide de l'application :\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
};
