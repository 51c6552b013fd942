import { destinationLabels } from '../../../domain/pricing/rate-card';
import { companyBankAccount } from '../../../domain/shared/company';
import { formatDay, formatEuros, formatParisDate } from '../../../domain/shared/french-format';
import type { Territory } from '../../../events/territories';
import type { Template } from '../mail-frame';

const parisTime = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });
const trackingPath = (parcelTrackingNumbers: readonly string[]) => `/suivi?tracking=${encodeURIComponent(parcelTrackingNumbers[0] ?? '')}`;

/** The quote is issued, with its total, its validity and how to pay it. */
export const quoteReady: Template<{ quoteNumber: string; totalCents: number; validUntil: string; destination: Territory }> = {
  label: 'Devis prêt',
  category: null,
  render: (to, quote) => ({
    subject: `Votre devis ${quote.quoteNumber} est prêt — Passerelle`,
    preheader: `${formatEuros(quote.totalCents)} TTC, à régler par carte ou par virement.`,
    title: 'Votre devis d’expédition est prêt',
    blocks: [
      { text: `Bonjour ${to.firstName}, nous avons préparé votre colis pour ${destinationLabels[quote.destination]}.` },
      { text: `Devis ${quote.quoteNumber} : ${formatEuros(quote.totalCents)} TTC, valable jusqu’au ${formatDay(quote.validUntil.slice(0, 10))}.` },
      {
        text: `Réglez-le par carte avec le bouton « Payer » de vos devis, ou par virement à ${companyBankAccount.holder}, IBAN ${companyBankAccount.iban}, en indiquant la référence ${quote.quoteNumber}.`,
      },
      { text: 'Votre colis part sous 48 heures ouvrées après réception du paiement.' },
      { button: { href: '/devis', label: 'Voir mon devis' } },
    ],
  }),
};

/** Staff's payment link: Stripe's page for the quote, its amount, and until when the page stays open. */
export const paymentLink: Template<{ quoteNumber: string; totalCents: number; checkoutUrl: string; expiresAt: string }> = {
  label: 'Lien de paiement',
  category: null,
  render: (to, link) => ({
    subject: `Votre lien de paiement pour le devis ${link.quoteNumber} — Passerelle`,
    preheader: `${formatEuros(link.totalCents)} TTC à régler par carte.`,
    title: 'Réglez votre devis par carte',
    blocks: [
      { text: `Bonjour ${to.firstName}, voici le lien pour régler par carte votre devis ${link.quoteNumber} : ${formatEuros(link.totalCents)} TTC.` },
      {
        text: `Le paiement se fait sur la page sécurisée de notre prestataire Stripe ; ce lien est valable jusqu’au ${formatParisDate(link.expiresAt)} à ${parisTime.format(new Date(link.expiresAt))}.`,
      },
      { text: 'Passé ce délai, demandez-nous un nouveau lien ou payez depuis « Mes devis » dans votre espace client. Votre colis part sous 48 heures ouvrées après le paiement.' },
      { button: { href: link.checkoutUrl, label: 'Payer mon devis' } },
    ],
  }),
};

/** The box has left, with the carrier's number. */
export const packageShipped: Template<{ carrier: string; trackingNumber: string; parcelTrackingNumbers: readonly string[] }> = {
  label: 'Colis expédié',
  category: null,
  render: (to, shipment) => ({
    subject: `Votre colis est parti avec ${shipment.carrier} — Passerelle`,
    preheader: `Numéro de suivi du transporteur : ${shipment.trackingNumber}.`,
    title: 'Votre colis est en route',
    blocks: [
      { text: `Bonjour ${to.firstName}, votre envoi a quitté notre entrepôt avec ${shipment.carrier}.` },
      { text: `Numéro de suivi du transporteur : ${shipment.trackingNumber}.` },
      { text: `Colis concernés : ${shipment.parcelTrackingNumbers.join(', ')}.` },
      { button: { href: trackingPath(shipment.parcelTrackingNumbers), label: 'Suivre mon colis' } },
    ],
  }),
};

/** The carrier has delivered the box. */
export const packageDelivered: Template<{ deliveredAt: string; parcelTrackingNumbers: readonly string[] }> = {
  label: 'Colis livré',
  category: null,
  render: (to, delivery) => ({
    subject: 'Votre colis est livré — Passerelle',
    preheader: `Livré le ${formatParisDate(delivery.deliveredAt)}.`,
    title: 'Votre colis est arrivé',
    blocks: [
      { text: `Bonjour ${to.firstName}, votre envoi a été livré le ${formatParisDate(delivery.deliveredAt)}.` },
      { text: `Colis concernés : ${delivery.parcelTrackingNumbers.join(', ')}.` },
      { text: 'Un souci à la réception ? Écrivez-nous en répondant depuis votre espace client : nous regardons avec le transporteur.' },
      { button: { href: trackingPath(delivery.parcelTrackingNumbers), label: 'Voir le suivi' } },
    ],
  }),
};
