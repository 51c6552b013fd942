import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect';

describe('safeRedirectTarget', () => {
  it('goes to the dashboard when no target is given', () => {
    expect(safeRedirectTarget(null)).toBe('/dashboard');
    expect(safeRedirectTarget('')).toBe('/dashboard');
  });

  it('keeps a path of this site, with its query', () => {
    expect(safeRedirectTarget('/packages')).toBe('/packages');
    expect(safeRedirectTarget('/suivi?tracking=1Z999')).toBe('/suivi?tracking=1Z999');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'packages', '/\t/evil.example'])(
    'refuses %s',
    (target) => {
      expect(safeRedirectTarget(target)).toBe('/dashboard');
    },
  );
});
