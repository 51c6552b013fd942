import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { frenchSpacing } from '@/lib/typography';
import { renderScreen } from '@/testing/test-utils';
import { blogArticles, findArticle } from '../content/articles';
import { articleJsonLd } from '../utils/article-json-ld';
import { ArticlePage } from './article-page';

/** Every route of the app, and the article addresses. */
const knownRoutes = new Set<string>([...Object.values(paths).map((route) => route.path), ...blogArticles.map((article) => `/blog/${article.slug}`)]);

const renderArticle = (slug: string) => renderScreen(<ArticlePage slug={slug} />, `/blog/${slug}`);

describe('ArticlePage', () => {
  it('shows the breadcrumbs, one h1, the date, the reading time and the sections', () => {
    const article = findArticle('service-retour-dom-tom-france');
    if (!article) throw new Error('article manquant');
    renderArticle(article.slug);

    const breadcrumbs = within(screen.getByRole('navigation', { name: 'Fil d’Ariane' }));
    expect(breadcrumbs.getByRole('link', { name: 'Accueil' }).getAttribute('href')).toBe('/');
    expect(breadcrumbs.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    expect(breadcrumbs.getByText(article.title).getAttribute('aria-current')).toBe('page');

    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([frenchSpacing(article.title)]);
    const header = within(screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement);
    expect(header.getByText('6 novembre 2026').getAttribute('dateTime')).toBe('2026-11-06');
    expect(header.getByText(`${article.readingMinutes} min de lecture`)).toBeTruthy();
    for (const section of article.sections) expect(screen.getByRole('heading', { level: 2, name: frenchSpacing(section.heading) })).toBeTruthy();
    expect(screen.getByText(/jusqu’à 5 kg : 12,50/).tagName).toBe('LI');
  });

  it('sets the document title and writes the BlogPosting JSON-LD', async () => {
    const article = findArticle('guide-achat-amazon-france-domtom');
    if (!article) throw new Error('article manquant');
    const { container } = renderArticle(article.slug);
    await expect.poll(() => document.title).toBe(`${article.title} — Blog Passerelle`);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual(articleJsonLd(article, env.SITE_URL));
  });

  it('links into the product and to related articles, only to routes that exist', () => {
    for (const article of blogArticles) {
      const view = renderArticle(article.slug);
      const actions = within(screen.getByRole('region', { name: 'Passer à l’action' }));
      expect(actions.getAllByRole('link')).toHaveLength(article.links.length);
      const related = within(screen.getByRole('region', { name: 'Articles liés' }));
      expect(related.getAllByRole('heading', { level: 3 })).toHaveLength(3);
      expect(related.queryByRole('link', { name: frenchSpacing(article.title) })).toBeNull();
      for (const link of screen.getAllByRole('link')) {
        expect(knownRoutes.has(link.getAttribute('href') ?? ''), `${article.slug}: ${link.getAttribute('href')}`).toBe(true);
      }
      view.unmount();
    }
  });

  it('shows "Article introuvable" for an unknown slug, with a way back to the blog', async () => {
    renderArticle('article-qui-n-existe-pas');
    expect(screen.getByRole('heading', { level: 1, name: 'Article introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir tous les articles' }).getAttribute('href')).toBe('/blog');
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    await expect.poll(() => document.title).toBe('Article introuvable — Blog Passerelle');
  });
});
