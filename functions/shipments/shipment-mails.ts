import { companyBankAccount } from '../../domain/shared/company';
import { formatDay, formatEuros } from '../../domain/shared/french-format';
import { destinationLabels } from '../../domain/pricing/rate-card';
import type { Territory } from '../../events/territories';
import { required } from '../platform/config';
import { escapeHtml, frenchMailHtml, type Mail } from '../platform/mail';

export type ShipmentMailRecipient = { email: string; firstName: string };

const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#12355b;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>`;

const signature = ['', 'Passerelle — votre adresse en France', 'support@passerelle.example · +33 1 23 45 67 89'];

const mail = (to: ShipmentMailRecipient, subject: string, title: string, lines: readonly string[], link: { path: string; label: string }): Mail => {
  const href = new URL(link.path, required('SITE_URL')).href;
  return {
    to: to.email,
    subject,
    html: frenchMailHtml(title, [...lines.map(escapeHtml), button(href, link.label)]),
    text: [title, '', ...lines, `${link.label} : ${href}`, ...signature].join('\n'),
  };
};

/** quote_ready: the quote is issued, with its total, its validity and how to pay it. */
export const quoteReadyMail = (to: ShipmentMailRecipient, quote: { quoteNumber: string; totalCents: number; validUntil: string; destination: Territory }): Mail =>
  mail(
    to,
    `Votre devis ${quote.quoteNumber} est prêt — Passerelle`,
    'Votre devis d’expédition est prêt',
    [
      `Bonjour ${to.firstName}, nous avons préparé votre colis pour ${destinationLabels[quote.destination]}.`,
      `Devis ${quote.quoteNumber} : ${formatEuros(quote.totalCents)} TTC, valable jusqu’au ${formatDay(quote.validUntil.slice(0, 10))}.`,
      `Pour le régler, faites un virement à ${companyBankAccount.holder}, IBAN ${companyBankAccount.iban}, en indiquant la référence ${quote.quoteNumber}.`,
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
