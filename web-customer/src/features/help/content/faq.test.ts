import { describe, expect, it } from 'vitest';
import { linkLifetimesMs } from '@domain/customer/customer';
import { faqCategories, faqEntries, faqJsonLd, popularFaqEntries } from './faq';
import { helpTopicOf, helpTopics } from './help-topics';

const answerOf = (id: string) => {
  const entry = faqEntries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`Question inconnue : ${id}`);
  return entry.answer.replace(/\s+/g, ' ');
};
const allText = faqEntries.map((entry) => `${entry.question}\n${entry.answer}`).join('\n').replace(/\s+/g, ' ');

describe('the FAQ catalogue', () => {
  it('states the lifetime the password reset links are given', () => {
    expect(/valable (\d+) heures/.exec(answerOf('mot-de-passe-oublie'))?.[1]).toBe(String(linkLifetimesMs.reset / 3600_000));
  });

  it('has 7 categories and 22 questions, each category used', () => {
    expect(faqCategories).toHaveLength(7);
    expect(faqEntries).toHaveLength(22);
    for (const category of faqCategories) {
      expect(faqEntries.some((entry) => entry.category === category.id), category.label).toBe(true);
    }
  });

  it('has unique ids usable as anchors, and a full answer for each question', () => {
    expect(new Set(faqEntries.map((entry) => entry.id)).size).toBe(faqEntries.length);
    for (const entry of faqEntries) {
      expect(entry.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(entry.question.trim()).toMatch(/\?$/);
      expect(entry.answer.length, entry.id).toBeGreaterThan(80);
    }
  });

  it('flags several popular questions', () => {
    expect(popularFaqEntries(faqEntries).length).toBeGreaterThanOrEqual(4);
  });

  it('never gives the old storage terms: no 30 days free, no 1 euro a week', () => {
    expect(allText).not.toMatch(/1 ?(€|euros?) (par|la|chaque) semaine/i);
    expect(allText).not.toMatch(/semaine de stockage/i);
    const storageText = faqEntries
      .filter((entry) => /stock/i.test(entry.question + entry.answer))
      .map((entry) => entry.answer)
      .join('\n');
    expect(storageText).not.toMatch(/30 jours/);
    // the only "30 jours" of the catalogue is the validity of a quote
    expect(faqEntries.filter((entry) => entry.answer.includes('30 jours')).map((entry) => entry.id)).toEqual(['validite-du-devis']);
  });

  it('gives the storage terms, the tariff and the fees of DECISIONS', () => {
    const storage = answerOf('stockage-gratuit');
    expect(storage).toContain('3 jours avec la formule Découverte');
    expect(storage).toContain('60 jours avec Premium mensuel');
    expect(storage).toContain('90 jours avec Premium annuel');
    expect(storage).toContain('1 € par jour');

    const prices = answerOf('calcul-des-frais');
    expect(prices).toContain('Standard : 8,50 € jusqu’à 1 kg, puis 2,50 € par kilo supplémentaire (7 à 12 jours ouvrés)');
    expect(prices).toContain('Express : 15,90 € jusqu’à 1 kg, puis 3,50 € par kilo supplémentaire (3 à 5 jours ouvrés)');
    expect(prices).toContain('Premium : 22,90 € jusqu’à 1 kg, puis 4,20 € par kilo supplémentaire (2 à 4 jours ouvrés)');
    expect(prices).toContain('20 % de moins');

    expect(answerOf('avantages-premium')).toContain('2,50 € par mois');
    expect(answerOf('avantages-premium')).toContain('20 € par an');
    expect(answerOf('poids-volumetrique')).toContain('divisé par 5000');
    expect(answerOf('poids-volumetrique')).toContain('30 kg');
    expect(answerOf('achat-pour-moi')).toContain('19,99 €');
    expect(answerOf('achat-pour-moi')).toContain('14,99 €');
    expect(answerOf('retour-en-metropole')).toContain('8,50 €');
    expect(answerOf('assurance')).toContain('1 000 €');
    expect(answerOf('verification-identite')).toContain('supérieure à 1 000 €');
    expect(answerOf('mot-de-passe-oublie')).toContain('valable 24 heures');
    expect(answerOf('contacter-le-support')).toContain('support@passerelle.example');
    expect(allText).not.toMatch(/\$|dollar|12,90|-25 %|0,85/);
  });

  it('maps every question to one of the 4 topics of /aide', () => {
    const topics = new Set<string>(helpTopics.map((topic) => topic.id));
    for (const entry of faqEntries) expect(topics.has(helpTopicOf(entry))).toBe(true);
    for (const topic of helpTopics) expect(faqEntries.some((entry) => helpTopicOf(entry) === topic.id)).toBe(true);
  });
});

describe('faqJsonLd', () => {
  it('describes a schema.org FAQPage with every question and its answer', () => {
    const jsonLd = faqJsonLd([
      { question: 'Comment fonctionne Passerelle ?', answer: 'Vous recevez une adresse en France.' },
      { question: 'Vers quelles destinations ?', answer: 'Antilles, Guyane, La Réunion, Mayotte et Maroc.' },
    ]);
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Comment fonctionne Passerelle ?',
          acceptedAnswer: { '@type': 'Answer', text: 'Vous recevez une adresse en France.' },
        },
        {
          '@type': 'Question',
          name: 'Vers quelles destinations ?',
          acceptedAnswer: { '@type': 'Answer', text: 'Antilles, Guyane, La Réunion, Mayotte et Maroc.' },
        },
      ],
    });
  });

  it('covers the whole catalogue and survives a JSON round trip', () => {
    const jsonLd = faqJsonLd(faqEntries);
    expect(jsonLd.mainEntity).toHaveLength(22);
    expect(JSON.parse(JSON.stringify(jsonLd))).toEqual(jsonLd);
  });
});
