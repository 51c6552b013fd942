import { firstPaidDay, lastFreeDay, type StorageTerms } from '../../../domain/parcel/storage';
import { storageFeePerDayCents } from '../../../domain/pricing/plans';
import { formatDay, formatEuros } from '../../../domain/shared/french-format';
import type { StorageReminderSent } from '../../../events/parcel-events';
import type { Template } from '../mail-frame';

const photosLine = (count: number): string =>
  count === 0
    ? 'Nous n’avons pas encore photographié votre colis.'
    : count === 1
      ? 'Nous l’avons photographié : 1 photo vous attend dans votre espace client.'
      : `Nous l’avons photographié : ${count} photos vous attendent dans votre espace client.`;

/** The parcel has arrived at the warehouse, with its photos count and a link to the dashboard. */
export const packageReceived: Template<{ trackingNumber: string; photoCount: number }> = {
  label: 'Colis réceptionné',
  category: null,
  render: (to, parcel) => ({
    subject: `Colis ${parcel.trackingNumber} réceptionné — Passerelle`,
    preheader: 'Il est stocké dans notre entrepôt, photos et jours de stockage gratuit dans votre espace.',
    title: 'Votre colis est arrivé à l’entrepôt',
    blocks: [
      { text: `Bonjour ${to.firstName}, votre colis ${parcel.trackingNumber} vient d’être réceptionné dans notre entrepôt.` },
      { text: photosLine(parcel.photoCount) },
      { text: 'Il est désormais stocké : retrouvez-le, ses photos et ses jours de stockage gratuit depuis votre tableau de bord.' },
      { button: { href: '/dashboard', label: 'Voir mon tableau de bord' } },
    ],
  }),
};

/** The reminder recorded by `StorageReminderSent`: free storage about to end, or fees accruing (weekly). */
export const storageReminder: Template<{ trackingNumber: string; terms: StorageTerms; reminder: StorageReminderSent['data'] }> = {
  label: 'Rappel de stockage',
  category: 'storage_reminders',
  render: (to, { trackingNumber, terms, reminder }) => {
    const perDay = formatEuros(storageFeePerDayCents);
    const freeUntil = formatDay(lastFreeDay(terms));
    const paidFrom = formatDay(firstPaidDay(terms));
    const ending = reminder.kind === 'free_period_ending';
    const daysLeft = reminder.freeDaysLeft === 0 ? "aujourd'hui" : reminder.freeDaysLeft === 1 ? 'demain' : `dans ${reminder.freeDaysLeft} jours`;
    const lines = ending
      ? [
          `Bonjour ${to.firstName}, votre colis ${trackingNumber} est stocké gratuitement jusqu’au ${freeUntil} inclus.`,
          `À partir du ${paidFrom}, le stockage coûte ${perDay} par jour ; ces frais s’ajoutent au devis de votre prochaine expédition.`,
          'Pour éviter ces frais, demandez son expédition depuis votre espace client.',
        ]
      : [
          `Bonjour ${to.firstName}, le stockage gratuit de votre colis ${trackingNumber} a pris fin le ${freeUntil}.`,
          `Depuis le ${paidFrom}, il coûte ${perDay} par jour. Frais de stockage à ce jour : ${formatEuros(reminder.feesAccruedCents)}.`,
          'Ces frais s’ajoutent au devis de votre prochaine expédition. Demandez l’expédition depuis votre espace client pour arrêter le décompte.',
        ];
    return {
      subject: ending
        ? `Votre stockage gratuit se termine bientôt (colis ${trackingNumber}) — Passerelle`
        : `Frais de stockage en cours (colis ${trackingNumber}) — Passerelle`,
      preheader: ending ? `Stockage gratuit jusqu’au ${freeUntil} inclus.` : `Frais de stockage à ce jour : ${formatEuros(reminder.feesAccruedCents)}.`,
      title: ending ? `Fin du stockage gratuit ${daysLeft}` : 'Des frais de stockage s’accumulent',
      blocks: [...lines.map((text) => ({ text })), { button: { href: '/packages', label: 'Voir mes colis' } }],
    };
  },
};
