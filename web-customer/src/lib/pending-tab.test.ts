import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPendingTab } from './pending-tab';

describe('a tab opened on the click, sent to an address given later', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens at once, then goes to the address without a way back to the page', () => {
    const tab = { opener: window as Window | null, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const pending = openPendingTab();
    expect(open).toHaveBeenCalledWith('', '_blank');
    pending.go('https://checkout.stripe.test/c/cs_1');
    expect(tab.location.href).toBe('https://checkout.stripe.test/c/cs_1');
    expect(tab.opener).toBeNull();
  });

  it('closes when no address comes, and leaves the page itself when no tab could be opened', () => {
    const tab = { opener: null, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    openPendingTab().close();
    expect(tab.close).toHaveBeenCalledOnce();

    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    openPendingTab().go('https://files.test/facture.pdf');
    expect(assign).toHaveBeenCalledWith('https://files.test/facture.pdf');
  });

  it('is the same in the back office (each app has its copy: they share no browser code)', () => {
    // vitest runs from the repository's root or from this app's folder
    const root = existsSync(join(process.cwd(), 'web-admin')) ? process.cwd() : join(process.cwd(), '..');
    const copyOf = (app: string) => readFileSync(join(root, app, 'src/lib/pending-tab.ts'), 'utf8');
    expect(copyOf('web-admin')).toBe(copyOf('web-customer'));
  });
});
