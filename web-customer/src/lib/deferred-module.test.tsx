import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferredModule } from './deferred-module';

const Greeting = ({ name }: { name: string }) => <p>Bonjour {name}</p>;
const greetingModule = { Greeting };

/** A module whose download the test finishes when it wants. */
const pendingDownload = () => {
  let finish!: (module: typeof greetingModule) => void;
  let fail!: (error: Error) => void;
  const download = new Promise<typeof greetingModule>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { download, finish: (module = greetingModule) => finish(module), fail: (error: Error) => fail(error) };
};

describe('deferredModule', () => {
  it('does not request the module until started, and requests it once however often it is started', () => {
    const load = vi.fn(() => Promise.resolve(greetingModule));
    const part = deferredModule(load);
    expect(load).not.toHaveBeenCalled();
    void part.start();
    void part.start();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback until the module is there, then its component with its props', async () => {
    const { download, finish } = pendingDownload();
    const part = deferredModule(() => download);
    const Part = part.component((module) => module.Greeting);
    render(
      <Suspense fallback={<p>Chargement…</p>}>
        <Part name="Marie" />
      </Suspense>,
    );
    expect(screen.getByText('Chargement…')).toBeTruthy();
    finish();
    expect(await screen.findByText('Bonjour Marie')).toBeTruthy();
  });

  it('renders at once, without its fallback, a component whose module was started and arrived before', async () => {
    const part = deferredModule(() => Promise.resolve(greetingModule));
    await part.start();
    const Part = part.component((module) => module.Greeting);
    render(
      <Suspense fallback={<p>Chargement…</p>}>
        <Part name="Marie" />
      </Suspense>,
    );
    expect(screen.getByText('Bonjour Marie')).toBeTruthy();
    expect(screen.queryByText('Chargement…')).toBeNull();
  });

  it('requests the module again once a download has failed', async () => {
    const first = pendingDownload();
    const load = vi.fn().mockReturnValueOnce(first.download).mockResolvedValueOnce(greetingModule);
    const part = deferredModule(load);
    const started = part.start();
    first.fail(new Error('réseau coupé'));
    await expect(started).rejects.toThrow('réseau coupé');
    await expect(part.start()).resolves.toBe(greetingModule);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
