import { firstPaidDay, lastFreeDay, type StorageTerms } from '../../domain/parcel/storage';
import { storageFeePerDayCents } from '../../domain/pricing/plans';
import type { StorageReminderSent } from '../../events/parcel-events';
import { customerMail, type Mail } from '../platform/mail';
import { formatDay as formatStorageDay, formatEuros } from '../../domain/shared/french-format';

export type StorageMailRecipient = { email: string; firstName: string };
export type StorageMailParcel = { trackingNumber: string; terms: StorageTerms };

/** The reminder recorded by `StorageReminderSent`, as a French e-mail with a link to the customer's parcels. */
export const storageReminderMail = (to: StorageMailRecipient, parcel: StorageMailParcel, reminder: StorageReminderSent['data']): Mail => {
  const perDay = formatEuros(storageFeePerDayCents);
  const freeUntil = formatStorageDay(lastFreeDay(parcel.terms));
  const paidFrom = formatStorageDay(firstPaidDay(parcel.terms));
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
  return customerMail({ to: to.email, subject, title, lines, link: { href: '/packages', label: 'Voir mes colis' } });
};
