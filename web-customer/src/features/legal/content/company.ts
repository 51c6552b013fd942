import { warehouseAddress } from '@domain/customer/warehouse';
import { paths } from '@/config/paths';

/**
 * Who publishes Passerelle, who hosts it and how to reach it (DECISIONS, "Identity of the product":
 * placeholders until a real company exists).
 */
export const company = {
  name: 'Passerelle Ltd',
  legalForm: 'private limited company de droit anglais',
  address: '1 Example Street, London, Royaume-Uni',
  publicationDirector: 'Le directeur de la publication de Passerelle Ltd',
} as const;

export const warehouse = `${warehouseAddress.company}, ${warehouseAddress.street}, ${warehouseAddress.postalCode} ${warehouseAddress.city}, ${warehouseAddress.country}`;

export const support = {
  email: 'support@passerelle.example',
  mailto: 'mailto:support@passerelle.example',
  phone: '+33 1 23 45 67 89',
  tel: 'tel:+33123456789',
  hours: 'du lundi au vendredi de 9 h à 18 h et le samedi de 10 h à 16 h (heure de Paris)',
} as const;

export const host = {
  name: 'Amazon Web Services EMEA SARL',
  address: '38 avenue John F. Kennedy, L-1855 Luxembourg',
  website: 'https://aws.amazon.com',
} as const;

export const cnil = {
  name: 'Commission nationale de l’informatique et des libertés (CNIL)',
  address: '3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07',
  website: 'https://www.cnil.fr',
  websiteLabel: 'www.cnil.fr',
} as const;

/** The pages the texts link to. */
export const legalLinks = {
  terms: paths.terms.getHref(),
  privacy: paths.privacy.getHref(),
  legalNotice: paths.legalNotice.getHref(),
  contact: paths.contact.getHref(),
  pricing: paths.pricing.getHref(),
  calculator: paths.calculator.getHref(),
} as const;
