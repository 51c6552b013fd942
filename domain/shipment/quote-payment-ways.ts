import { companyBankAccount } from '../shared/company';

/**
 * How a customer pays a quote, said alike by the /expedier confirmation, the quotes page and the quote
 * PDF: by card through Stripe, from the quote's « Payer » button (DECISIONS, "Money, proven"); a bank
 * transfer to the company's account (placeholder details, `shared/company.ts`) is still accepted, with
 * the quote number as its reference, and staff record it.
 */
export const quotePaymentWays = {
  title: 'Comment payer votre devis',
  byCard: 'Par carte bancaire : bouton « Payer » du devis, dans « Mes devis et expéditions » de votre espace client.',
  byTransfer: 'Par virement bancaire, toujours accepté : sur le compte ci-dessous, avec le numéro du devis en référence.',
} as const;

/** The account a transfer goes to, as each document prints it. */
export const transferAccountFacts = [
  { term: 'Titulaire', value: companyBankAccount.holder },
  { term: 'IBAN', value: companyBankAccount.iban },
  { term: 'BIC', value: companyBankAccount.bic },
] as const;

export const transferReferenceLine = (quoteNumber: string): string => `Référence à indiquer avec votre virement : ${quoteNumber}`;
