import { describe, expect, it } from 'vitest';
import { filterQuestions, foundQuestionsLabel, normalizeText, resultsLabel } from './filter-questions';

type Entry = { id: string; category: 'envoi' | 'compte'; question: string; answer: string };

const delays: Entry = { id: 'delais', category: 'envoi', question: 'Quels sont les délais d’Expédition ?', answer: 'De 2 à 12 jours ouvrés.' };
const weight: Entry = { id: 'poids', category: 'envoi', question: 'Qu’est-ce que le poids volumétrique ?', answer: 'Longueur × largeur × hauteur / 5000.' };
const password: Entry = {
  id: 'mot-de-passe',
  category: 'compte',
  question: 'J’ai oublié mon mot de passe',
  answer: 'Le lien de réinitialisation reste valable 24 heures après l’expédition de l’e-mail.',
};
const entries = [delays, weight, password];
const categoryOf = (entry: Entry) => entry.category;
const ids = (found: Entry[]) => found.map((entry) => entry.id);
const search = (text: string, category: Entry['category'] | null = null) => ids(filterQuestions(entries, { search: text, category }, categoryOf));

describe('filterQuestions', () => {
  it('keeps every question, in order, when nothing is asked', () => {
    expect(search('')).toEqual(['delais', 'poids', 'mot-de-passe']);
    expect(search('   ')).toEqual(['delais', 'poids', 'mot-de-passe']);
  });

  it.each([
    ['lower case, without accents', 'expedition'],
    ['upper case', 'EXPÉDITION'],
    ['mixed case and accents in the wrong places', 'ExPéDitIoN'],
  ])('ignores case and accents (%s)', (_, text) => {
    expect(search(text)).toEqual(['delais', 'mot-de-passe']);
  });

  it('searches the answer as well as the question', () => {
    expect(search('reinitialisation')).toEqual(['mot-de-passe']);
    expect(search('5000')).toEqual(['poids']);
  });

  it('treats straight and curly apostrophes alike', () => {
    expect(search("qu'est-ce")).toEqual(['poids']);
  });

  it('needs every word, in any order', () => {
    expect(search('volumetrique poids')).toEqual(['poids']);
    expect(search('poids heures')).toEqual([]);
  });

  it('combines the search with the category', () => {
    expect(search('', 'compte')).toEqual(['mot-de-passe']);
    expect(search('expedition', 'envoi')).toEqual(['delais']);
    expect(search('expedition', 'compte')).toEqual(['mot-de-passe']);
    expect(search('volumetrique', 'compte')).toEqual([]);
  });

  it('finds nothing for an unknown word', () => {
    expect(search('aspirateur')).toEqual([]);
  });
});

describe('normalizeText', () => {
  it('folds case, accents, apostrophes and spaces (including non-breaking ones)', () => {
    expect(normalizeText('L’Été  à\u00a0Mayotte')).toBe("l'ete a mayotte");
  });
});

describe('counts', () => {
  it('says how many questions /faq found, in French', () => {
    expect(foundQuestionsLabel(0)).toBe('Aucune question trouvée');
    expect(foundQuestionsLabel(1)).toBe('1 question trouvée');
    expect(foundQuestionsLabel(22)).toBe('22 questions trouvées');
  });

  it('says how many results /aide found, in French', () => {
    expect(resultsLabel(0)).toBe('Aucun résultat');
    expect(resultsLabel(1)).toBe('1 résultat');
    expect(resultsLabel(3)).toBe('3 résultats');
  });
});
