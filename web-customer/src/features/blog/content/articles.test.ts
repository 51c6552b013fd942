import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { countArticleWords, readingMinutesFor } from '../utils/reading-time';
import { blogArticles, findArticle } from './articles';
import { blogCategories } from './blog-types';

/** The eight slugs of spec 3, section 2.1 ({product} is Passerelle, DECISIONS). */
const specSlugs = [
  'abonnements-domtom-tarifs-preferentiels',
  'achat-pour-moi-assistant-personnel',
  'achat-pour-moi-processus-complet',
  'calculateur-tarifs-expedition-domtom',
  'engagement-environnemental-passerelle',
  'guide-achat-amazon-france-domtom',
  'service-retour-dom-tom-france',
  'suivi-colis-temps-reel-domtom',
];

/** The pages an article may link to: they exist in the app today. */
const existingRoutes = ['/calculateur', '/tarifs', '/abonnement', '/suivi', '/declarer-colis', '/gestion-retour', '/faq', '/aide', '/contact', '/connexion', '/inscription', '/achat-pour-moi'];

const textOf = (article: (typeof blogArticles)[number]) =>
  [article.title, article.excerpt, ...article.sections.flatMap((section) => [section.heading, ...section.paragraphs])].join('\n');
const allText = blogArticles.map(textOf).join('\n');
const articleText = (slug: string) => {
  const article = findArticle(slug);
  if (!article) throw new Error(`Article inconnu : ${slug}`);
  return textOf(article).replace(/\s+/g, ' ');
};

describe('the blog articles', () => {
  it('are exactly the 8 articles of the spec, one per slug', () => {
    expect(blogArticles).toHaveLength(8);
    expect(blogArticles.map((article) => article.slug).sort()).toEqual(specSlugs);
  });

  it('are dated in 2026, sorted into the categories of the filter, with 400 to 700 words', () => {
    const categories = new Set<string>(blogCategories.map((category) => category.id));
    for (const article of blogArticles) {
      expect(article.publishedAt, article.slug).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(article.publishedAt)), article.slug).toBe(false);
      expect(categories.has(article.category), article.slug).toBe(true);
      const words = countArticleWords(article.sections);
      expect(words, article.slug).toBeGreaterThanOrEqual(400);
      expect(words, article.slug).toBeLessThanOrEqual(700);
      expect(article.readingMinutes).toBe(readingMinutesFor(article.sections));
      expect(article.sections.length, article.slug).toBeGreaterThanOrEqual(3);
      expect(article.excerpt.length, article.slug).toBeLessThan(200);
    }
  });

  it('never repeat the wrong claims of the earlier blog', () => {
    expect(allText).not.toMatch(/(^|[^\d,])3\s?%/); // buy-for-me "3 %" fee
    expect(allText).not.toMatch(/plafonn/i); // "capped at 50 EUR"
    expect(allText).not.toMatch(/(^|[^\d,])50\s?(€|euros?)/i);
    expect(allText).not.toContain('12,90'); // return band
    expect(allText).not.toMatch(/30\s?jours/); // free storage
    expect(allText).not.toMatch(/1\s?(€|euros?) (par|la|chaque) semaine/i);
    expect(allText).not.toMatch(/\$|dollar|-25\s?%|essai gratuit|40\s?%|sous 2\s?h|7 à 15 jours/i);
  });

  it('give the figures of DECISIONS', () => {
    const buyForMe = articleText('achat-pour-moi-assistant-personnel');
    expect(buyForMe).toMatch(/19,99\s€ par commande/);
    expect(buyForMe).toMatch(/14,99\s€ par commande pour les abonnés Premium/);
    expect(articleText('achat-pour-moi-processus-complet')).toMatch(/19,99\s€.*14,99\s€/);

    const returns = articleText('service-retour-dom-tom-france');
    for (const band of ['jusqu’à 1 kg : 8,50', 'jusqu’à 5 kg : 12,50', 'jusqu’à 10 kg : 18,50', 'au-delà de 10 kg : 25']) {
      expect(returns).toContain(band);
    }
    expect(returns).toMatch(/plus 2,50\s€ par kilo au-delà de 10 kg/);
    expect(returns).toMatch(/faible \(-20\s%\), normale \(tarif indiqué\), urgente \(\+30\s%\) ou critique \(\+60\s%\)/);
    // 3 kg: 12,50 / 10,00 ; 12 kg: 25 + 2 x 2,50 = 30, urgent x 1,3 = 39
    expect(returns).toMatch(/12,50\s€ en urgence normale, 10\s€ si vous choisissez une urgence faible/);
    expect(returns).toMatch(/30\s€ en urgence normale, 39\s€ en urgence urgente/);

    const plans = articleText('abonnements-domtom-tarifs-preferentiels');
    expect(plans).toMatch(/Premium mensuel à 2,50\s€ par mois/);
    expect(plans).toMatch(/Premium annuel à 20\s€ par an/);
    expect(plans).toMatch(/20\s% de remise/);
    expect(plans).toContain('60 jours avec la formule mensuelle et de 90 jours avec la formule annuelle, au lieu de 3 jours');
    // 2 kg to La Réunion, standard: (8,50 + 2,50) x 1,15 = 12,65 ; subscriber 80 % = 10,12
    expect(plans).toMatch(/coûte 12,65\s€ ; un abonné Premium paie 10,12\s€/);

    const calculator = articleText('calculateur-tarifs-expedition-domtom');
    expect(calculator).toMatch(/Standard : 8,50\s€ jusqu’à 1 kg, puis 2,50\s€ par kilo supplémentaire, livré en 7 à 12 jours ouvrés/);
    expect(calculator).toContain('divisé par 5000');
    expect(calculator).toMatch(/\+10\s% pour la Guyane, \+15\s% pour La Réunion et Mayotte, -10\s% pour le Maroc/);
  });

  it('link only to pages that exist', () => {
    const routes = new Set<string>(Object.values(paths).map((route) => route.path));
    for (const route of existingRoutes) expect(routes.has(route), route).toBe(true);
    for (const article of blogArticles) {
      expect(article.links.length, article.slug).toBeGreaterThanOrEqual(2);
      for (const link of article.links) {
        expect(existingRoutes, `${article.slug} -> ${link.href}`).toContain(link.href);
      }
    }
  });

  it('send the return article’s readers to the returns page', () => {
    expect(findArticle('service-retour-dom-tom-france')?.links.map((link) => link.href)).toContain('/gestion-retour');
  });

  it('sends the readers of both buy-for-me articles to the service’s page', () => {
    for (const slug of ['achat-pour-moi-assistant-personnel', 'achat-pour-moi-processus-complet']) {
      expect(blogArticles.find((article) => article.slug === slug)?.links.map((link) => link.href), slug).toContain('/achat-pour-moi');
    }
  });
});
