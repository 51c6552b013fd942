import { formatEuros } from '../../../domain/shared/french-format';
import { shippingEstimateNote } from '../../../domain/purchase/purchase-views';
import type { PurchaseCancelled, PurchaseMade, PurchasePaid, PurchaseQuoted, PurchaseReceived, PurchaseRequested } from '../../../events/purchase-events';
import { hello, type MailContent, type Recipient, type Template } from '../mail-frame';

/** Each step of a « Achat pour moi » request, told to its customer with a link to his request. */
const step = (to: Recipient, subject: string, title: string, lines: readonly string[]): MailContent => ({
  subject: `${subject} — Passerelle`,
  preheader: lines[0] ?? title,
  title,
  blocks: [...[hello(to), ...lines].map((text) => ({ text })), { button: { href: '/achat-pour-moi', label: 'Voir ma demande' } }],
});

export const purchaseRequested: Template<PurchaseRequested['data']> = {
  label: 'Achat pour moi : demande reçue',
  category: null,
  render: (to, data) =>
    step(to, `Votre demande d'achat chez ${data.shopName} est bien reçue`, 'Demande reçue', [
      `Nous avons bien reçu votre demande d'achat chez ${data.shopName} (${data.items.length} article(s), estimation ${formatEuros(data.estimatedTotalCents)}).`,
      'Notre équipe vérifie les prix et vous envoie un devis sous 24 heures.',
    ]),
};

export const purchaseQuoted: Template<PurchaseQuoted['data']> = {
  label: 'Achat pour moi : devis',
  category: null,
  render: (to, data) =>
    step(to, `Votre devis d'achat : ${formatEuros(data.totalCents)}`, 'Votre devis est prêt', [
      ...(data.shippingCharged
        ? [`Articles : ${formatEuros(data.itemsCents)} · Frais de service : ${formatEuros(data.feeCents)} · Expédition estimée : ${formatEuros(data.shippingEstimateCents)}.`]
        : [`Articles : ${formatEuros(data.itemsCents)} · Frais de service : ${formatEuros(data.feeCents)}.`]),
      `Total à payer : ${formatEuros(data.totalCents)}. Payez-le depuis votre espace pour que nous passions la commande.`,
      ...(data.shippingCharged ? [] : [`Expédition estimée : ${formatEuros(data.shippingEstimateCents)}. ${shippingEstimateNote}`]),
    ]),
};

export const purchasePaid: Template<PurchasePaid['data']> = {
  label: 'Achat pour moi : paiement reçu',
  category: null,
  render: (to, data) =>
    step(to, "Paiement reçu pour votre demande d'achat", 'Paiement reçu', [`Nous avons reçu votre paiement de ${formatEuros(data.amountCents)}. Nous passons votre commande.`]),
};

export const purchaseMade: Template<PurchaseMade['data']> = {
  label: 'Achat pour moi : commande passée',
  category: null,
  render: (to, data) =>
    step(to, 'Votre commande a été passée', 'Commande passée', [
      `Nous avons passé votre commande (référence ${data.orderReference}).`,
      ...data.notBought.map((item) => `Non acheté : ${item.name} — ${item.reason}`),
    ]),
};

export const purchaseReceived: Template<PurchaseReceived['data']> = {
  label: 'Achat pour moi : articles reçus',
  category: null,
  render: (to) =>
    step(to, 'Vos articles sont arrivés à notre entrepôt', 'Articles reçus', [
      'Vos articles sont arrivés à notre entrepôt : ils apparaissent dans vos colis, prêts à être expédiés.',
    ]),
};

export const purchaseCancelled: Template<PurchaseCancelled['data']> = {
  label: 'Achat pour moi : demande annulée',
  category: null,
  render: (to, data) =>
    step(to, "Votre demande d'achat est annulée", 'Demande annulée', [
      data.by === 'customer' ? 'Votre demande a été annulée comme vous l’avez demandé.' : `Notre équipe a annulé votre demande : ${data.reason}`,
      ...(data.refundPaymentId ? ['Votre paiement vous est remboursé intégralement.'] : []),
    ]),
};
