import { warehouseAddress } from '@domain/customer/warehouse';
import { paths } from '@/config/paths';

/** The warehouse, on one line. The publisher and the support contact are in config/support-contact. */
export const warehouse = `${warehouseAddress.company}, ${warehouseAddress.street}, ${warehouseAddress.postalCode} ${warehouseAddress.city}, ${warehouseAddress.country}`;

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
