import { linkLifetimeText } from '../../../domain/customer/link-lifetimes';
import type { Template } from '../mail-frame';

/** The account mails, each with its single-use link (the link is the only copy of the token: it is never recorded). */
export const accountConfirmation: Template<{ link: string }> = {
  label: 'Confirmation de l’adresse e-mail',
  category: null,
  render: (to, { link }) => ({
    subject: 'Confirmez votre adresse email — Passerelle',
    preheader: 'Un clic pour activer votre compte et recevoir votre adresse en France.',
    title: `Bienvenue chez Passerelle, ${to.firstName} !`,
    blocks: [
      { text: 'Merci pour votre inscription. Confirmez votre adresse email pour activer votre compte et recevoir votre adresse personnelle en France.' },
      { button: { href: link, label: 'Confirmer mon adresse email' } },
      { text: `Ce lien est valable ${linkLifetimeText('confirmation')} et ne sert qu'une fois. Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.` },
    ],
  }),
};

export const passwordReset: Template<{ link: string }> = {
  label: 'Réinitialisation du mot de passe',
  category: null,
  render: (to, { link }) => ({
    subject: 'Réinitialisation de votre mot de passe — Passerelle',
    preheader: 'Choisissez un nouveau mot de passe.',
    title: 'Réinitialiser votre mot de passe',
    blocks: [
      { text: `Bonjour ${to.firstName}, vous avez demandé à changer le mot de passe de votre compte Passerelle.` },
      { button: { href: link, label: 'Choisir un nouveau mot de passe' } },
      { text: `Ce lien est valable ${linkLifetimeText('reset')} et ne sert qu'une fois. Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.` },
    ],
  }),
};

export const emailChange: Template<{ link: string }> = {
  label: 'Confirmation de la nouvelle adresse',
  category: null,
  render: (to, { link }) => ({
    subject: 'Confirmez votre nouvelle adresse email — Passerelle',
    preheader: 'Un clic pour utiliser cette adresse pour votre compte.',
    title: 'Confirmer votre nouvelle adresse',
    blocks: [
      { text: `Bonjour ${to.firstName}, vous avez demandé à utiliser cette adresse pour votre compte Passerelle.` },
      { button: { href: link, label: 'Confirmer cette adresse' } },
      { text: `Ce lien est valable ${linkLifetimeText('emailChange')}. Tant qu'il n'est pas suivi, votre compte garde son adresse actuelle.` },
    ],
  }),
};

export const emailChanged: Template<{ newEmail: string }> = {
  label: 'Adresse e-mail modifiée',
  category: null,
  render: (to, { newEmail }) => ({
    subject: 'Votre adresse email a changé — Passerelle',
    preheader: `L'adresse de votre compte est désormais ${newEmail}.`,
    title: 'Adresse email modifiée',
    blocks: [
      { text: `Bonjour ${to.firstName}, l'adresse de votre compte Passerelle est désormais ${newEmail}.` },
      { text: "Si vous n'êtes pas à l'origine de ce changement, contactez-nous au plus vite : support@passerelle.example." },
    ],
  }),
};
