import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { renderScreen } from '@/testing/test-utils';
import { PageHead } from './page-head';

const head = () => ({
  title: document.title,
  description: document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
  canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
  robots: document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
});

describe('PageHead', () => {
  it("gives a public page its title, its description and its canonical address without the query or trailing slash", async () => {
    renderScreen(<PageHead title="Tarifs" description="Nos prix." />, '/tarifs/?onglet=maroc');
    await expect.poll(head).toEqual({
      title: 'Tarifs — Passerelle',
      description: 'Nos prix.',
      canonical: `${env.SITE_URL}/tarifs`,
      robots: null,
    });
  });

  it('keeps a document title as given and keeps a page without description out of search engines', async () => {
    renderScreen(<PageHead documentTitle="Article introuvable — Blog Passerelle" />, '/blog/nulle-part');
    await expect.poll(head).toEqual({ title: 'Article introuvable — Blog Passerelle', description: null, canonical: null, robots: 'noindex' });
  });
});
