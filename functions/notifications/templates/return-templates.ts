import { returnProcessingWorkingDays } from '../../../domain/return/return-terms';
import { formatEuros } from '../../../domain/shared/french-format';
import type { MailBlock, Template } from '../mail-frame';

export type ReturnFacts = { reference: string; parcelTrackingNumber: string };

const blocks = (lines: readonly string[]): MailBlock[] => [...lines.map((text) => ({ text })), { button: { href: '/gestion-retour', label: 'Suivre mon retour' } }];

/** Each step of a return request, told to its customer. */
export const returnRequested: Template<ReturnFacts & { costCents: number }> = {
  label: 'Retour enregistré',
  category: null,
  render: (to, facts) => ({
    subject: `Demande de retour ${facts.reference} enregistrée — Passerelle`,
    preheader: `Retour du colis ${facts.parcelTrackingNumber} vers le marchand.`,
    title: 'Votre demande de retour est enregistrée',
    blocks: blocks([
      `Bonjour ${to.firstName}, nous avons bien reçu votre demande de retour ${facts.reference} pour le colis ${facts.parcelTrackingNumber}.`,
      facts.costCents > 0 ? `Frais de retour réglés : ${formatEuros(facts.costCents)}.` : 'Ce retour ne vous coûte rien.',
      `Votre colis quitte le stock : il n’accumule plus de frais de stockage. Nous le traitons sous ${returnProcessingWorkingDays.from} à ${returnProcessingWorkingDays.to} jours ouvrés.`,
    ]),
  }),
};

export const returnReceived: Template<ReturnFacts> = {
  label: 'Retour : colis à l’entrepôt retours',
  category: null,
  render: (to, facts) => ({
    subject: `Retour ${facts.reference} : colis à l’entrepôt retours — Passerelle`,
    preheader: 'Nous le préparons pour son envoi au marchand.',
    title: 'Votre colis est à notre entrepôt retours',
    blocks: blocks([
      `Bonjour ${to.firstName}, le colis ${facts.parcelTrackingNumber} de votre retour ${facts.reference} est arrivé à notre entrepôt retours.`,
      'Nous le préparons pour son envoi au marchand.',
    ]),
  }),
};

export const returnSent: Template<ReturnFacts & { carrier: string; trackingNumber: string }> = {
  label: 'Retour : colis envoyé au marchand',
  category: null,
  render: (to, facts) => ({
    subject: `Retour ${facts.reference} : colis envoyé au marchand — Passerelle`,
    preheader: `Numéro de suivi du transporteur : ${facts.trackingNumber}.`,
    title: 'Votre colis est en route vers le marchand',
    blocks: blocks([
      `Bonjour ${to.firstName}, le colis ${facts.parcelTrackingNumber} de votre retour ${facts.reference} est parti vers le marchand avec ${facts.carrier}.`,
      `Numéro de suivi du transporteur : ${facts.trackingNumber}.`,
    ]),
  }),
};

export const returnClosed: Template<ReturnFacts> = {
  label: 'Retour terminé',
  category: null,
  render: (to, facts) => ({
    subject: `Retour ${facts.reference} terminé — Passerelle`,
    preheader: 'Le marchand a reçu votre colis.',
    title: 'Votre retour est terminé',
    blocks: blocks([
      `Bonjour ${to.firstName}, le marchand a reçu le colis ${facts.parcelTrackingNumber} : votre retour ${facts.reference} est terminé.`,
      'Pour le remboursement, l’échange ou la réparation, le marchand revient vers vous directement.',
    ]),
  }),
};

export const returnRefused: Template<ReturnFacts & { reason: string; refundCents: number }> = {
  label: 'Retour refusé',
  category: null,
  render: (to, facts) => ({
    subject: `Retour ${facts.reference} refusé — Passerelle`,
    preheader: 'Votre colis reste en stock dans votre espace.',
    title: 'Votre demande de retour a été refusée',
    blocks: blocks([
      `Bonjour ${to.firstName}, nous ne pouvons pas donner suite à votre demande de retour ${facts.reference} pour le colis ${facts.parcelTrackingNumber}.`,
      `Motif : ${facts.reason}`,
      ...(facts.refundCents > 0 ? [`Les frais payés (${formatEuros(facts.refundCents)}) vous sont remboursés sur votre carte.`] : []),
      'Votre colis reste en stock dans votre espace.',
    ]),
  }),
};
