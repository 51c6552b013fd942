import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';

describe('parseEnv', () => {
  it('falls back to the same-origin defaults', () => {
    expect(parseEnv({})).toEqual({ API_BASE_PATH: '/api', ADMIN_PATH: '/admin/', SITE_URL: 'https://passerelle.example' });
  });

  it('takes the VITE_APP_ variables, without trailing slashes on the API path and the site address', () => {
    expect(parseEnv({ VITE_APP_API_BASE_PATH: '/v2/api/', VITE_APP_SITE_URL: 'https://www.passerelle.fr/' })).toMatchObject({
      API_BASE_PATH: '/v2/api',
      SITE_URL: 'https://www.passerelle.fr',
    });
  });

  it('refuses another origin for the API and an incomplete site address, naming each setting', () => {
    expect(() => parseEnv({ VITE_APP_API_BASE_PATH: '//evil.example/api', VITE_APP_SITE_URL: 'passerelle.fr' })).toThrow(
      /API_BASE_PATH[\s\S]*SITE_URL/,
    );
  });
});
