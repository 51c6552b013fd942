import { formatEuros, formatParisDate } from '../../domain/shared/french-format';
import { customerMail, type Mail } from '../platform/mail';

export type PaymentMailRecipient = { email: string; firstName: string };

const parisTime = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });

/** The staff's payment link: Stripe's page for the quote, its amount, and until when the page stays open. */
export const paymentLinkMail = (to: PaymentMailRecipient, link: { quoteNumber: string; totalCents: number; checkoutUrl: string; expiresAt: string }): Mail =>
  customerMail({
    to: to.email,
    subject: `Votre lien de paiement pour le devis ${link.quoteNumber} — Passerelle`,
    title: 'Réglez votre devis par carte',
    lines: [
      `Bonjour ${to.firstName}, voici le lien pour régler par carte votre devis ${link.quoteNumber} : ${formatEuros(link.totalCents)} TTC.`,
      `Le paiement se fait sur la page sécurisée de notre prestataire Stripe ; ce lien est valable jusqu’au ${formatParisDate(link.expiresAt)} à ${parisTime.format(new Date(link.expiresAt))}.`,
      'Passé ce délai, demandez-nous un nouveau lien ou payez depuis « Mes devis » dans votre espace client. Votre colis part sous 48 heures ouvrées après le paiement.',
    ],
    link: { href: link.checkoutUrl, label: 'Payer mon devis' },
  });
