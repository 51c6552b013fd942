import { companyBankAccount } from '../../domain/shared/company';
import { formatDay, formatEuros } from '../../domain/shared/french-format';
import { destinationLabels } from '../../domain/pricing/rate-card';
import type { Territory } from '../../events/territories';
import { customerMail, type Mail } from '../platform/mail';

export type ShipmentMailRecipient = { email: string; firstName: string };

const mail = (to: ShipmentMailRecipient, subject: string, title: string, lines: readonly string[], link: { path: string; label: string }): Mail =>
  customerMail({ to: to.email, subject, title, lines, link: { href: link.path, label: link.label } });

/** quote_ready: the quote is issued, with its total, its validity and how to pay it. */
export const quoteReadyMail = (to: ShipmentMailRecipient, quote: { quoteNumber: string; totalCents: number; validUntil: string; destination: Territory }): Mail =>
  mail(
    to,
    `Votre devis ${quote.quoteNumber} est prêt — Passerelle`,
    'Votre devis d’expédition est prêt',
    [
      `Bonjour ${to.firstName}, nous avons préparé votre colis pour ${destinationLabels[quote.destination]}.`,
      `Devis ${quote.quoteNumber} : ${formatEuros(quote.totalCents)} TTC, valable jusqu’au ${formatDay(quote.validUntil.slice(0, 10))}.`,
      `Réglez-le par carte avec le bouton « Payer » de vos devis, ou par virement à ${companyBankAccount.holder}, IBAN ${companyBankAccount.iban}, en indiquant la référence ${quote.quoteNumber}.`,
      'Votre colis part sous 48 heures ouvrées après réception du paiement.',
    ],
    { path: '/devis', label: 'Voir mon devis' },
  );

/** package_shipped: the box has left, with the carrier's number. */
export const packageShippedMail = (to: ShipmentMailRecipient, shipment: { carrier: string; trackingNumber: string; parcelTrackingNumbers: readonly string[] }): Mail =>
  mail(
    to,
    `Votre colis est parti avec ${shipment.carrier} — Passerelle`,
    'Votre colis est en route',
    [
      `Bonjour ${to.firstName}, votre envoi a quitté notre entrepôt avec ${shipment.carrier}.`,
      `Numéro de suivi du transporteur : ${shipment.trackingNumber}.`,
      `Colis concernés : ${shipment.parcelTrackingNumbers.join(', ')}.`,
    ],
    { path: `/suivi?tracking=${encodeURIComponent(shipment.parcelTrackingNumbers[0] ?? '')}`, label: 'Suivre mon colis' },
  );
