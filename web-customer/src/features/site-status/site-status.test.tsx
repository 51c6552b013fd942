import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteCheck } from '@domain/health/site-monitor';
import { SiteStatus } from './site-status';

describe("the server's status dot", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden while checks succeed, and opens and closes its detail panel when one fails', async () => {
    const outcomes: boolean[] = [true, false];
    const check = vi.fn(async (): Promise<SiteCheck> => ({ at: Date.now(), ok: outcomes.shift() ?? false, latencyMs: 12 }));
    render(<SiteStatus check={check} />);
    await act(async () => undefined);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');

    await act(async () => vi.advanceTimersByTime(30_000));
    expect(check).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toBe('Problème de connexion détecté');
    const dot = screen.getByRole('button', { name: 'État du serveur : Problème de connexion détecté' });
    expect(dot.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(dot);
    expect(dot.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(dot.getAttribute('aria-controls')!)?.textContent).toContain('Problème de connexion détecté');
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(dot.getAttribute('aria-expanded')).toBe('false');
  });
});
