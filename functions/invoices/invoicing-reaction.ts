import type { Reaction } from '../platform/reaction';
import { reactionContextOf } from '../platform/reaction-context';
import { creditRefund, invoicePayment } from './issue-documents';
import { clock } from '../platform/clock';

const name = 'issue-invoices';

/**
 * Each payment Stripe confirmed gets its invoice, each refund Stripe confirmed its credit note:
 * numbered without a gap, drawn as a PDF kept in the files bucket and mailed to the customer once.
 * Redeliveries and the reconciliation's re-drives find the document already issued.
 */
export const invoicingReaction: Reaction<'PaymentSucceeded' | 'PaymentRefunded'> = {
  name,
  description: 'Facture numérotée pour chaque paiement réussi, avoir pour chaque remboursement : PDF rangé et envoyé au client',
  eventTypes: ['PaymentSucceeded', 'PaymentRefunded'],
  react: async (stored) => {
    const context = reactionContextOf({ reaction: name, cause: stored, now: clock.now() });
    if (stored.type === 'PaymentSucceeded') await invoicePayment(stored.data.paymentId, context, stored.occurredAt);
    else await creditRefund(stored.data, context, stored.occurredAt);
  },
};
