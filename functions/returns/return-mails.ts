import { formatEuros } from '../../domain/shared/french-format';
import { returnProcessingWorkingDays } from '../../domain/return/return-terms';
import { required } from '../platform/config';
import { escapeHtml, frenchMailHtml, type Mail } from '../platform/mail';

export type ReturnMailRecipient = { email: string; firstName: string };
export type ReturnMailFacts = { reference: string; parcelTrackingNumber: string };

const signature = ['', 'Passerelle — votre adresse en France', 'support@passerelle.example · +33 1 23 45 67 89'];
const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#12355b;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>`;

const mail = (to: ReturnMailRecipient, subject: string, title: string, lines: readonly string[]): Mail => {
  const href = new URL('/gestion-retour', required('SITE_URL')).href;
  const label = 'Suivre mon retour';
  return {
    to: to.email,
    subject,
    html: frenchMailHtml(title, [...lines.map(escapeHtml), button(href, label)]),
    text: [title, '', ...lines, `${label} : ${href}`, ...signature].join('\n'),
  };
};

/** Each step of a return request, told to its customer. */
export const returnRequestedMail = (to: ReturnMailRecipient, facts: ReturnMailFacts & { costCents: number }) =>
  mail(to, `Demande de retour ${facts.reference} enregistrée — Passerelle`, 'Votre demande de retour est enregistrée', [
    `Bonjour ${to.firstName}, nous avons bien reçu votre demande de retour ${facts.reference} pour le colis ${facts.parcelTrackingNumber}.`,
    facts.costCents > 0 ? `Frais de retour réglés : ${formatEuros(facts.costCents)}.` : 'Ce retour ne vous coûte rien.',
    `Votre colis quitte le stock : il n’accumule plus de frais de stockage. Nous le traitons sous ${returnProcessingWorkingDays.from} à ${returnProcessingWorkingDays.to} jours ouvrés.`,
  ]);

export const returnReceivedMail = (to: ReturnMailRecipient, facts: ReturnMailFacts) =>
  mail(to, `Retour ${facts.reference} : colis à l’entrepôt retours — Passerelle`, 'Votre colis est à notre entrepôt retours', [
    `Bonjour ${to.firstName}, le colis ${facts.parcelTrackingNumber} de votre retour ${facts.reference} est arrivé à notre entrepôt retours.`,
    'Nous le préparons pour son envoi au marchand.',
  ]);

export const returnSentMail = (to: ReturnMailRecipient, facts: ReturnMailFacts & { carrier: string; trackingNumber: string }) =>
  mail(to, `Retour ${facts.reference} : colis envoyé au marchand — Passerelle`, 'Votre colis est en route vers le marchand', [
    `Bonjour ${to.firstName}, le colis ${facts.parcelTrackingNumber} de votre retour ${facts.reference} est parti vers le marchand avec ${facts.carrier}.`,
    `Numéro de suivi du transporteur : ${facts.trackingNumber}.`,
  ]);

export const returnClosedMail = (to: ReturnMailRecipient, facts: ReturnMailFacts) =>
  mail(to, `Retour ${facts.reference} terminé — Passerelle`, 'Votre retour est terminé', [
    `Bonjour ${to.firstName}, le marchand a reçu le colis ${facts.parcelTrackingNumber} : votre retour ${facts.reference} est terminé.`,
    'Pour le remboursement, l’échange ou la réparation, le marchand revient vers vous directement.',
  ]);

export const returnRefusedMail = (to: ReturnMailRecipient, facts: ReturnMailFacts & { reason: string; refundCents: number }) =>
  mail(to, `Retour ${facts.reference} refusé — Passerelle`, 'Votre demande de retour a été refusée', [
    `Bonjour ${to.firstName}, nous ne pouvons pas donner suite à votre demande de retour ${facts.reference} pour le colis ${facts.parcelTrackingNumber}.`,
    `Motif : ${facts.reason}`,
    ...(facts.refundCents > 0 ? [`Les frais payés (${formatEuros(facts.refundCents)}) vous sont remboursés sur votre carte.`] : []),
    'Votre colis reste en stock dans votre espace.',
  ]);
