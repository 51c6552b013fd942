import { linkLifetimeText } from '../../domain/customer/link-lifetimes';
import { escapeHtml, frenchMailHtml, mailButton, mailSignature, type Mail } from '../platform/mail';

/** The account mails, in French, each with its single-use link (the link is the only copy of the token). */
const mail = (to: string, subject: string, title: string, lines: { html: string; text: string }[]): Mail => ({
  to,
  subject,
  html: frenchMailHtml(title, lines.map((line) => line.html)),
  text: [title, '', ...lines.map((line) => line.text), '', ...mailSignature].join('\n'),
});

const plain = (text: string) => ({ html: escapeHtml(text), text });
const button = (href: string, label: string) => ({ html: mailButton(href, label), text: `${label} : ${href}` });

export const confirmationMail = (to: string, firstName: string, link: string): Mail =>
  mail(to, 'Confirmez votre adresse email — Passerelle', `Bienvenue chez Passerelle, ${firstName} !`, [
    plain('Merci pour votre inscription. Confirmez votre adresse email pour activer votre compte et recevoir votre adresse personnelle en France.'),
    button(link, 'Confirmer mon adresse email'),
    plain(`Ce lien est valable ${linkLifetimeText('confirmation')} et ne sert qu'une fois. Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.`),
  ]);

export const passwordResetMail = (to: string, firstName: string, link: string): Mail =>
  mail(to, 'Réinitialisation de votre mot de passe — Passerelle', 'Réinitialiser votre mot de passe', [
    plain(`Bonjour ${firstName}, vous avez demandé à changer le mot de passe de votre compte Passerelle.`),
    button(link, 'Choisir un nouveau mot de passe'),
    plain(`Ce lien est valable ${linkLifetimeText('reset')} et ne sert qu'une fois. Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.`),
  ]);

export const emailChangeMail = (to: string, firstName: string, link: string): Mail =>
  mail(to, 'Confirmez votre nouvelle adresse email — Passerelle', 'Confirmer votre nouvelle adresse', [
    plain(`Bonjour ${firstName}, vous avez demandé à utiliser cette adresse pour votre compte Passerelle.`),
    button(link, 'Confirmer cette adresse'),
    plain(`Ce lien est valable ${linkLifetimeText('emailChange')}. Tant qu'il n'est pas suivi, votre compte garde son adresse actuelle.`),
  ]);

export const emailChangedNotice = (to: string, firstName: string, newEmail: string): Mail =>
  mail(to, 'Votre adresse email a changé — Passerelle', 'Adresse email modifiée', [
    plain(`Bonjour ${firstName}, l'adresse de votre compte Passerelle est désormais ${newEmail}.`),
    plain("Si vous n'êtes pas à l'origine de ce changement, contactez-nous au plus vite : support@passerelle.example."),
  ]);
