import type { StoredEvent } from '../../events/catalog';
import type { PurchaseEvent } from '../../events/purchase-events';
import { formatEuros } from '../../domain/shared/french-format';
import { customerCard } from '../customers/queries';
import { customerMail, sendMail, type Mail } from '../platform/mail';
import type { Reaction } from '../platform/reaction';
import { doOnce } from '../platform/reservations';
import { loadPurchase } from './purchase-command';

const name = 'send-purchase-mails';
const page = { href: '/achat-pour-moi', label: 'Voir ma demande' };

/** The customer's mail for each step of his request, in French. */
export const purchaseMailOf = (to: string, firstName: string, event: PurchaseEvent): Mail => {
  const hello = `Bonjour ${firstName || ''},`.replace(' ,', ',');
  const mail = (subject: string, title: string, lines: readonly string[]) => customerMail({ to, subject: `${subject} — Passerelle`, title, lines: [hello, ...lines], link: page });
  switch (event.type) {
    case 'PurchaseRequested':
      return mail(`Votre demande d'achat chez ${event.data.shopName} est bien reçue`, 'Demande reçue', [
        `Nous avons bien reçu votre demande d'achat chez ${event.data.shopName} (${event.data.items.length} article(s), estimation ${formatEuros(event.data.estimatedTotalCents)}).`,
        'Notre équipe vérifie les prix et vous envoie un devis sous 24 heures.',
      ]);
    case 'PurchaseQuoted':
      return mail(`Votre devis d'achat : ${formatEuros(event.data.totalCents)}`, 'Votre devis est prêt', [
        `Articles : ${formatEuros(event.data.itemsCents)} · Frais de service : ${formatEuros(event.data.feeCents)} · Expédition estimée : ${formatEuros(event.data.shippingEstimateCents)}.`,
        `Total à payer : ${formatEuros(event.data.totalCents)}. Payez-le depuis votre espace pour que nous passions la commande.`,
      ]);
    case 'PurchasePaid':
      return mail("Paiement reçu pour votre demande d'achat", 'Paiement reçu', [`Nous avons reçu votre paiement de ${formatEuros(event.data.amountCents)}. Nous passons votre commande.`]);
    case 'PurchaseMade':
      return mail('Votre commande a été passée', 'Commande passée', [
        `Nous avons passé votre commande (référence ${event.data.orderReference}).`,
        ...event.data.notBought.map((item) => `Non acheté : ${item.name} — ${item.reason}`),
      ]);
    case 'PurchaseReceived':
      return mail('Vos articles sont arrivés à notre entrepôt', 'Articles reçus', ['Vos articles sont arrivés à notre entrepôt : ils apparaissent dans vos colis, prêts à être expédiés.']);
    case 'PurchaseCancelled':
      return mail("Votre demande d'achat est annulée", 'Demande annulée', [
        event.data.by === 'customer' ? 'Votre demande a été annulée comme vous l’avez demandé.' : `Notre équipe a annulé votre demande : ${event.data.reason}`,
        ...(event.data.refundPaymentId ? ['Votre paiement vous est remboursé intégralement.'] : []),
      ]);
  }
};

/** Every step of a request mails its customer, once per event (a redelivered event finds its mail sent). */
export const purchaseMailsReaction: Reaction<PurchaseEvent['type']> = {
  name,
  description: "Chaque étape d'une demande d'achat pour moi envoie un e-mail au client",
  eventTypes: ['PurchaseRequested', 'PurchaseQuoted', 'PurchasePaid', 'PurchaseMade', 'PurchaseReceived', 'PurchaseCancelled'],
  react: async (stored) => {
    const event = stored as StoredEvent<PurchaseEvent>;
    const requested = event.type === 'PurchaseRequested' ? event.data.customerId : undefined;
    const customerId = requested ?? (await ownerOf(event.data.purchaseId));
    if (!customerId) return;
    const customer = await customerCard(customerId);
    if (!customer) throw new Error(`client ${customerId} introuvable : le mail attendra sa projection`);
    await doOnce(`purchase-mail#${event.eventId}`, () => sendMail(purchaseMailOf(customer.email, customer.firstName, event)));
  },
};

const ownerOf = async (purchaseId: string): Promise<string | undefined> => {
  const { state } = await loadPurchase(purchaseId);
  return state.status === 'unknown' ? undefined : state.customerId;
};
