import { required } from '../platform/config';
import { escapeHtml, frenchMailHtml, type Mail } from '../platform/mail';

export type ParcelMailRecipient = { email: string; firstName: string };
export type ReceivedParcelMail = { trackingNumber: string; photoCount: number };

const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#12355b;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>`;

const photosLine = (count: number): string =>
  count === 0
    ? 'Nous n’avons pas encore photographié votre colis.'
    : count === 1
      ? 'Nous l’avons photographié : 1 photo vous attend dans votre espace client.'
      : `Nous l’avons photographié : ${count} photos vous attendent dans votre espace client.`;

/** package_received: the parcel has arrived at the warehouse, with its photos count and a link to the dashboard. */
export const packageReceivedMail = (to: ParcelMailRecipient, parcel: ReceivedParcelMail): Mail => {
  const link = new URL('/dashboard', required('SITE_URL')).href;
  const title = 'Votre colis est arrivé à l’entrepôt';
  const lines = [
    `Bonjour ${to.firstName}, votre colis ${parcel.trackingNumber} vient d’être réceptionné dans notre entrepôt.`,
    photosLine(parcel.photoCount),
    'Il est désormais stocké : retrouvez-le, ses photos et ses jours de stockage gratuit depuis votre tableau de bord.',
  ];
  const label = 'Voir mon tableau de bord';
  return {
    to: to.email,
    subject: `Colis ${parcel.trackingNumber} réceptionné — Passerelle`,
    html: frenchMailHtml(title, [...lines.map(escapeHtml), button(link, label)]),
    text: [title, '', ...lines, `${label} : ${link}`, '', 'Passerelle — votre adresse en France', 'support@passerelle.example · +33 1 23 45 67 89'].join('\n'),
  };
};
