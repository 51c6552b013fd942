import { companyIdentity } from '@/config/support-contact';

/**
 * The title and lead of each legal text, apart from the text: the page's `<head>` shows them from the
 * page's first load, while the text itself stays in the prerendered HTML (`prerenderedIsland`).
 */
export type LegalHead = { title: string; lead: string };

export const termsHead: LegalHead = {
  title: 'Conditions générales de vente',
  lead: `Les présentes conditions régissent l’utilisation du service de réexpédition Passerelle et les achats de prestations effectués auprès de ${companyIdentity.name}. Merci de les lire attentivement : en créant votre compte, vous les acceptez.`,
};

export const privacyHead: LegalHead = {
  title: 'Politique de confidentialité',
  lead: 'Cette politique explique quelles données personnelles Passerelle collecte lorsque vous utilisez son site et ses services, pourquoi, à qui elles sont transmises, combien de temps elles sont conservées et comment exercer vos droits.',
};

export const legalNoticeHead: LegalHead = {
  title: 'Mentions légales',
  lead: 'Informations relatives à l’éditeur et à l’hébergeur du site et de l’espace client Passerelle.',
};
