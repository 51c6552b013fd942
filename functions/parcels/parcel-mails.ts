import { customerMail, type Mail } from '../platform/mail';

export type ParcelMailRecipient = { email: string; firstName: string };
export type ReceivedParcelMail = { trackingNumber: string; photoCount: number };

const photosLine = (count: number): string =>
  count === 0
    ? 'Nous n’avons pas encore photographié votre colis.'
    : count === 1
      ? 'Nous l’avons photographié : 1 photo vous attend dans votre espace client.'
      : `Nous l’avons photographié : ${count} photos vous attendent dans votre espace client.`;

/** package_received: the parcel has arrived at the warehouse, with its photos count and a link to the dashboard. */
export const packageReceivedMail = (to: ParcelMailRecipient, parcel: ReceivedParcelMail): Mail =>
  customerMail({
    to: to.email,
    subject: `Colis ${parcel.trackingNumber} réceptionné — Passerelle`,
    title: 'Votre colis est arrivé à l’entrepôt',
    lines: [
      `Bonjour ${to.firstName}, votre colis ${parcel.trackingNumber} vient d’être réceptionné dans notre entrepôt.`,
      photosLine(parcel.photoCount),
      'Il est désormais stocké : retrouvez-le, ses photos et ses jours de stockage gratuit depuis votre tableau de bord.',
    ],
    link: { href: '/dashboard', label: 'Voir mon tableau de bord' },
  });
