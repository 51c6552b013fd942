/**
 * Who publishes and sells Passerelle (DECISIONS, "Identity of the product": placeholders until a
 * real company exists). The one source for the customer app's footer and legal texts and for the
 * documents the company issues (quotes).
 */

const companyName = 'Passerelle Ltd';

export const companyIdentity = {
  name: companyName,
  legalForm: 'private limited company de droit anglais',
  address: '1 Example Street, London, Royaume-Uni',
  publicationDirector: `Le directeur de la publication de ${companyName}`,
} as const;

/** Where customers pay a quote by bank transfer: placeholders, like the identity above. */
export const companyBankAccount = {
  holder: companyName,
  iban: 'FR76 0000 0000 0000 0000 0000 000',
  bic: 'PASSFRPPXXX',
} as const;
