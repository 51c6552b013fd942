import { describe, expect, it } from 'vitest';
import { findArticle } from '../content/articles';
import type { BlogArticle } from '../content/blog-types';
import { articleJsonLd, jsonLdScriptText } from './article-json-ld';

const article: BlogArticle = {
  slug: 'suivi-colis-temps-reel-domtom',
  title: 'Suivre son colis',
  excerpt: 'Chaque étape de votre colis.',
  publishedAt: '2026-11-19',
  readingMinutes: 3,
  category: 'suivi',
  sections: [{ heading: 'Un suivi', paragraphs: ['Trois mots ici.'] }],
  links: [],
};

describe('articleJsonLd', () => {
  it('describes a schema.org BlogPosting', () => {
    expect(articleJsonLd(article, 'https://passerelle.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Suivre son colis',
      description: 'Chaque étape de votre colis.',
      datePublished: '2026-11-19',
      inLanguage: 'fr-FR',
      articleSection: 'Suivi',
      wordCount: 5,
      timeRequired: 'PT3M',
      url: 'https://passerelle.example/blog/suivi-colis-temps-reel-domtom',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://passerelle.example/blog/suivi-colis-temps-reel-domtom' },
      author: { '@type': 'Organization', name: 'Passerelle' },
      publisher: { '@type': 'Organization', name: 'Passerelle' },
    });
  });

  it('keeps addresses relative without an origin, and works on a real article', () => {
    const real = findArticle('engagement-environnemental-passerelle');
    if (!real) throw new Error('article manquant');
    const jsonLd = articleJsonLd(real);
    expect(jsonLd.url).toBe('/blog/engagement-environnemental-passerelle');
    expect(jsonLd.wordCount).toBeGreaterThanOrEqual(400);
    expect(JSON.parse(JSON.stringify(jsonLd))).toEqual(jsonLd);
  });
});

describe('jsonLdScriptText', () => {
  it('escapes "<" so the JSON can never close its script, and still parses back', () => {
    const value = { headline: 'Et </script><script>alert(1)</script> ?' };
    const text = jsonLdScriptText(value);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(value);
  });
});
