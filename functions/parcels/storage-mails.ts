import { firstPaidDay, lastFreeDay, type StorageTerms } from '../../domain/parcel/storage';
import { storageFeePerDayCents } from '../../domain/pricing/plans';
import type { StorageReminderSent } from '../../events/parcel-events';
import { required } from '../platform/config';
import { escapeHtml, frenchMailHtml, type Mail } from '../platform/mail';
import { formatDay as formatStorageDay, formatEuros } from '../../domain/shared/french-format';

const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#12355b;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>`;

export type StorageMailRecipient = { email: string; firstName: string };
export type StorageMailParcel = { trackingNumber: string; terms: StorageTerms };

/** The reminder recorded by `StorageReminderSent`, as a French e-mail with a link to the customer's parcels. */
export const storageReminderMail = (to: StorageMailRecipient, parcel: StorageMailParcel, reminder: StorageReminderSent['data']): Mail => {
  const perDay = formatEuros(storageFeePerDayCents);
  const freeUntil = formatStorageDay(lastFreeDay(parcel.terms));
  const paidFrom = formatStorageDay(firstPaidDay(parcel.terms));
  const link = new URL('/packages', required('SITE_URL')).href;
  const ending = reminder.kind === 'free_period_ending';
  const daysLeft = reminder.freeDaysLeft === 0 ? "aujourd'hui" : reminder.freeDaysLeft === 1 ? 'demain' : `dans ${reminder.freeDaysLeft} jours`;
  const subject = ending
    ? `Votre stockage gratuit se termine bientôt (colis ${parcel.trackingNumber}) — Passerelle`
    : `Frais de stockage en cours (colis ${parcel.trackingNumber}) — Passerelle`;
  const title = ending ? `Fin du stockage gratuit ${daysLeft}` : 'Des frais de stockage s’accumulent';
  const lines = ending
    ? [
        `Bonjour ${to.firstName}, votre colis ${parcel.trackingNumber} est stocké gratuitement jusqu’au ${freeUntil} inclus.`,
        `À partir du ${paidFrom}, le stockage coûte ${perDay} par jour ; ces frais s’ajoutent au devis de votre prochaine expédition.`,
        'Pour éviter ces frais, demandez son expédition depuis votre espace client.',
      ]
    : [
        `Bonjour ${to.firstName}, le stockage gratuit de votre colis ${parcel.trackingNumber} a pris fin le ${freeUntil}.`,
        `Depuis le ${paidFrom}, il coûte ${perDay} par jour. Frais de stockage à ce jour : ${formatEuros(reminder.feesAccruedCents)}.`,
        'Ces frais s’ajoutent au devis de votre prochaine expédition. Demandez l’expédition depuis votre espace client pour arrêter le décompte.',
      ];
  const label = 'Voir mes colis';
  return {
    to: to.email,
    subject,
    html: frenchMailHtml(title, [...lines.map(escapeHtml), button(link, label)]),
    text: [title, '', ...lines, `${label} : ${link}`, '', 'Passerelle — votre adresse en France', 'support@passerelle.example · +33 1 23 45 67 89'].join('\n'),
  };
};
