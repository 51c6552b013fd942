import { describe, expect, it } from 'vitest';
import { documentText, sectionText, type LegalDocument } from './legal-document';
import { legalNotice } from './legal-notice';
import { privacyPolicy, retentionTable } from './privacy';
import { termsOfSale } from './terms';

/** Intl writes a no-break space before "€" and "%": compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const textOf = (document: LegalDocument) => plain(documentText(document));
const sectionOf = (document: LegalDocument, id: string) => {
  const section = document.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`Section ${id} absente`);
  return plain(sectionText(section));
};
const sentences = (text: string) => text.split(/(?<=[.;:!?])\s+|\n/);
const documents = { termsOfSale, privacyPolicy, legalNotice };

describe.each(Object.entries(documents))('%s', (_, document) => {
  it('has unique, anchor-safe section ids', () => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('never says the superseded storage terms (30 free days, fees by the week) nor placeholder text', () => {
    const text = textOf(document);
    expect(text).not.toMatch(/par semaine/i);
    expect(text).not.toMatch(/lorem|à compléter|TODO|XXX/i);
    for (const sentence of sentences(text)) {
      if (/30 jours/.test(sentence)) expect(sentence).not.toMatch(/stock|gratuit/i);
    }
  });

  it('is dated November 2026', () => {
    expect(document.updatedOnLabel).toBe('novembre 2026');
    expect(document.updatedOn).toBe('2026-11');
  });
});

describe('the terms of sale', () => {
  const text = textOf(termsOfSale);

  it('has every clause the business needs', () => {
    expect(termsOfSale.sections.map((section) => section.id)).toEqual([
      'objet',
      'definitions',
      'compte-adresse',
      'declaration-reception',
      'marchandises-interdites',
      'stockage',
      'devis-tarifs',
      'paiement',
      'expedition-livraison',
      'assurance-responsabilite',
      'abonnement-premium',
      'achat-pour-moi',
      'retours',
      'droit-de-retractation',
      'reclamations-service-client',
      'donnees-personnelles',
      'droit-applicable-mediation',
    ]);
  });

  it('states the free storage of each plan, then 1 € per day and per parcel, accrued daily and added to the next quote', () => {
    const storage = sectionOf(termsOfSale, 'stockage');
    expect(storage).toContain('Découverte : 3 jours');
    expect(storage).toContain('Premium mensuel : 60 jours');
    expect(storage).toContain('Premium annuel : 90 jours');
    expect(storage).toContain('1 € par jour et par colis');
    expect(storage).toMatch(/décomptés chaque jour/);
    expect(storage).toMatch(/ajoutés au prochain devis/);
    expect(storage).not.toContain('30 jours');
  });

  it('states the quote terms: the rate card, 30 days of validity, prices including 20 % VAT', () => {
    const quotes = sectionOf(termsOfSale, 'devis-tarifs');
    expect(quotes).toContain('Le devis est valable 30 jours');
    expect(quotes).toContain('TVA au taux de 20 % incluse');
    expect(quotes).toContain('Standard | 8,50 € | 2,50 € | 7 à 12 jours ouvrés | Non');
    expect(quotes).toContain('Express | 15,90 € | 3,50 € | 3 à 5 jours ouvrés | Oui, jusqu’à 1 000 €');
    expect(quotes).toContain('Premium | 22,90 € | 4,20 € | 2 à 4 jours ouvrés | Oui, jusqu’à 1 000 €');
    expect(quotes).toContain('Guyane : +10 %');
    expect(quotes).toContain('Mayotte : +15 %');
    expect(quotes).toContain('Maroc : -10 %');
    expect(quotes).toContain('divisé par 5 000');
    expect(quotes).toContain('version du 1er novembre 2026');
  });

  it('states the Premium subscription: prices, -20 % on shipping, renewal and cancellation rules', () => {
    const premium = sectionOf(termsOfSale, 'abonnement-premium');
    expect(premium).toContain('Premium mensuel : 2,50 € par mois');
    expect(premium).toContain('Premium annuel : 20 € par an');
    expect(premium).toContain('-20 % sur les frais d’expédition');
    expect(premium).toMatch(/renouvelle automatiquement/);
    expect(premium).toMatch(/reste actif et ses avantages acquis jusqu’à la fin de la période déjà payée/);
    expect(premium).toMatch(/passer à l’abonnement Premium annuel à tout moment/);
    expect(premium).toMatch(/n’est possible qu’à la fin de la période annuelle en cours/);
    expect(text).not.toMatch(/(-|réduction de |remise de |réduit de )(25|15|18) %/);
  });

  it('states the buy-for-me fees and the 24-hour quote', () => {
    const buyForMe = sectionOf(termsOfSale, 'achat-pour-moi');
    expect(buyForMe).toContain('19,99 € par commande pour la formule Découverte');
    expect(buyForMe).toContain('14,99 € par commande pour les abonnés Premium');
    expect(buyForMe).toContain('dans les 24 heures');
    expect(text).not.toMatch(/\$|3 %/);
  });

  it('states the insurance ceiling, the identity check, the returns and the withdrawal period', () => {
    expect(sectionOf(termsOfSale, 'assurance-responsabilite')).toMatch(/dans la limite de 1 000 € par colis/);
    expect(sectionOf(termsOfSale, 'assurance-responsabilite')).toMatch(/dépasse 1 000 €, Passerelle procède, avant l’expédition, à une vérification de l’identité/);
    const returns = sectionOf(termsOfSale, 'retours');
    expect(returns).toContain('dans un délai de 14 jours à compter de la réception du colis à l’entrepôt');
    expect(returns).toContain('Jusqu’à 1 kg | 8,50 €');
    expect(returns).toContain('Plus de 1 kg et jusqu’à 5 kg | 12,50 €');
    expect(returns).toContain('Plus de 5 kg et jusqu’à 10 kg | 18,50 €');
    expect(returns).toContain('Plus de 10 kg | 25 €, plus 2,50 € par kilo au-delà de 10 kg');
    expect(returns).toContain('faible × 0,8, normale × 1, urgente × 1,3, critique × 1,6');
    expect(returns).not.toContain('12,90');
    expect(sectionOf(termsOfSale, 'droit-de-retractation')).toMatch(/délai de 14 jours à compter de la souscription/);
    expect(sectionOf(termsOfSale, 'droit-de-retractation')).toMatch(/L221-28/);
  });

  it('links to the privacy policy', () => {
    const personalData = termsOfSale.sections.find((section) => section.id === 'donnees-personnelles');
    expect(JSON.stringify(personalData)).toContain('"href":"/confidentialite"');
  });
});

describe('the privacy policy', () => {
  it('has a retention table of exactly four rows with the four periods', () => {
    expect(retentionTable.rows).toHaveLength(4);
    expect(retentionTable.rows.map((row) => row.cells[0])).toEqual(['Durée du contrat + 3 ans', '10 ans', '13 mois', '1 an']);
    expect(retentionTable.rows.map((row) => row.header.split(' (')[0])).toEqual([
      'Données du compte client',
      'Dossiers d’expédition',
      'Données de navigation',
      'Journaux de sécurité',
    ]);
  });

  it('covers the sections of the spec', () => {
    expect(privacyPolicy.sections.map((section) => section.id)).toEqual([
      'responsable',
      'donnees-collectees',
      'finalites-bases-legales',
      'destinataires',
      'transferts',
      'conservation',
      'droits',
      'cookies',
      'securite',
      'contact-reclamation',
      'mise-a-jour',
    ]);
  });

  it('names the recipients, the four cookie categories, the consent key and the CNIL', () => {
    expect(sectionOf(privacyPolicy, 'destinataires')).toMatch(/transporteurs/);
    expect(sectionOf(privacyPolicy, 'destinataires')).toMatch(/Stripe/);
    expect(sectionOf(privacyPolicy, 'destinataires')).toMatch(/Amazon Web Services EMEA SARL.*Union européenne/);
    const cookies = sectionOf(privacyPolicy, 'cookies');
    for (const category of ['Essentiels', 'Mesure d’audience', 'Préférences', 'Marketing']) expect(cookies).toContain(category);
    expect(cookies).toContain('« cookie-consent »');
    expect(cookies).toContain('Modifier mes choix de cookies');
    expect(sectionOf(privacyPolicy, 'contact-reclamation')).toContain('www.cnil.fr');
    expect(sectionOf(privacyPolicy, 'droits')).toContain('support@passerelle.example');
  });
});

describe('the legal notice', () => {
  it('names the publisher, the director of publication and the host', () => {
    expect(sectionOf(legalNotice, 'editeur')).toContain('Passerelle Ltd');
    expect(sectionOf(legalNotice, 'editeur')).toContain('1 Example Street, London, Royaume-Uni');
    expect(sectionOf(legalNotice, 'directeur-publication')).toContain('Le directeur de la publication de Passerelle Ltd');
    expect(sectionOf(legalNotice, 'hebergeur')).toContain('Amazon Web Services EMEA SARL, 38 avenue John F. Kennedy, L-1855 Luxembourg');
    expect(sectionOf(legalNotice, 'contact')).toContain('+33 1 23 45 67 89');
  });

  it('links to the terms of sale and the privacy policy', () => {
    const links = JSON.stringify(legalNotice.sections.find((section) => section.id === 'conditions-donnees'));
    expect(links).toContain('"href":"/cgv"');
    expect(links).toContain('"href":"/confidentialite"');
  });
});
