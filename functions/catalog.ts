import { unionOfPermissions, type HandlerEntry, type Permissions } from './platform/handler-entry';
import { anyAudit, type AnyAudit } from './platform/audit';
import { anyProjection, type AnyProjection } from './platform/projection';
import { anyReaction, type AnyReaction } from './platform/reaction';
import { reconcilerName } from './system/reconciler-name';
import { customersProjection } from './customers/customers-projection';
import { invoicesProjection } from './invoices/invoices-projection';
import { invoicingAudit } from './invoices/invoicing-audit';
import { invoicingReaction } from './invoices/invoicing-reaction';
import { parcelsProjection } from './parcels/parcels-projection';
import { shipmentsAudit } from './shipments/shipments-audit';
import { shipmentStepsReaction } from './parcels/shipment-steps-reaction';
import { paymentsAudit } from './payments/payments-audit';
import { paymentsProjection } from './payments/payments-projection';
import { quotePaymentReaction } from './payments/quote-payment-reaction';
import { subscriptionPaymentReaction } from './payments/subscription-payment-reaction';
import { shipmentsProjection } from './shipments/shipments-projection';
import { statisticsAudit } from './statistics/statistics-audit';
import { statisticsProjection } from './statistics/statistics-projection';
import { parcelFollowsReturnReaction } from './returns/parcel-follows-return-reaction';
import { returnPaymentsReaction } from './returns/return-payments-reaction';
import { returnsProjection } from './returns/returns-projection';
import { returnsAudit } from './returns/returns-audit';
import { purchasePaymentReaction } from './purchases/purchase-payment-reaction';
import { purchaseMailsReaction } from './purchases/purchase-mails';
import { contactMailsReaction } from './contact/contact-mails';
import { returnMailsReaction } from './returns/return-mails';
import { shipmentMailsReaction } from './shipments/shipment-mails';
import { quoteRefundReaction } from './shipments/quote-refund-reaction';
import { subscriptionMailsReaction } from './subscriptions/subscription-mails';
import { subscriptionsAudit } from './subscriptions/subscriptions-audit';
import { refundedPeriodReaction } from './subscriptions/refunded-period-reaction';
import { refundedPeriodStorageReaction } from './subscriptions/refunded-period-storage-reaction';
import { supportReplyMailsReaction } from './support/support-reply-mails';
import { purchasesProjection } from './purchases/purchases-projection';
import { purchasesAudit } from './purchases/purchases-audit';
import { supportConversationsProjection, supportMessagesProjection } from './support/support-projections';
import { notificationsProjection } from './notifications/notifications-projection';

/**
 * The behaviour of the product, one line per aggregate: every projection, reaction and audit. The manifest,
 * the local runtime, the replay and the reconciliation read them from here; the tables (data only) are in
 * `tables.ts`, re-exported here for them.
 */
export { allTables, readModelTables } from './tables';
export type { ReadModelName } from './tables';

export const allProjections: readonly AnyProjection[] = [anyProjection(parcelsProjection), anyProjection(customersProjection), anyProjection(shipmentsProjection), anyProjection(invoicesProjection), anyProjection(paymentsProjection), anyProjection(statisticsProjection), anyProjection(returnsProjection), anyProjection(purchasesProjection), anyProjection(supportConversationsProjection), anyProjection(supportMessagesProjection), anyProjection(notificationsProjection)];

/**
 * The reactions (process managers) of the product: each has its handler on the bus, and the
 * reconciliation re-drives, from its own checkpoint over the feed, what the bus never delivered.
 */
export const allReactions: readonly AnyReaction[] = [
  anyReaction(shipmentStepsReaction),
  anyReaction(quotePaymentReaction),
  anyReaction(quoteRefundReaction),
  anyReaction(subscriptionPaymentReaction),
  anyReaction(refundedPeriodReaction),
  anyReaction(refundedPeriodStorageReaction),
  anyReaction(invoicingReaction),
  anyReaction(returnPaymentsReaction),
  anyReaction(parcelFollowsReturnReaction),
  anyReaction(purchasePaymentReaction),
  anyReaction(purchaseMailsReaction),
  // The customers' mails: one that the bus dead-lettered is still sent, once (the centre's reservation).
  anyReaction(shipmentMailsReaction),
  anyReaction(returnMailsReaction),
  anyReaction(subscriptionMailsReaction),
  anyReaction(supportReplyMailsReaction),
  // Support's copy of each contact message.
  anyReaction(contactMailsReaction),
];

/** The auditors' checks the replay runs over the whole history, one line per aggregate that has one. */
export const allAudits: readonly AnyAudit[] = [anyAudit(shipmentsAudit), anyAudit(invoicingAudit), anyAudit(paymentsAudit), anyAudit(statisticsAudit), anyAudit(purchasesAudit), anyAudit(subscriptionsAudit), anyAudit(returnsAudit)];

export const projectionNamed = (name: string): AnyProjection => {
  const projection = allProjections.find((candidate) => candidate.name === name);
  if (!projection) throw new Error(`projection inconnue : ${name}`);
  return projection;
};

/**
 * The reconciliation runs each reaction's own code when it re-drives a missed event (a mail sent, a PDF
 * written, a refund asked of Stripe): it is granted what each reaction's handler is, carries what they
 * carry (the PDF library), and nothing is stated twice.
 */
export const withReactionsAccess = (entries: readonly HandlerEntry[]): HandlerEntry[] => {
  const reactionNames = new Set(allReactions.map((reaction) => reaction.name));
  const reactionEntries = entries.filter((entry) => reactionNames.has(entry.name));
  const reactionsMayDo = reactionEntries.reduce<Permissions>((union, entry) => unionOfPermissions(union, entry.permissions), {});
  const drawsPdf = reactionEntries.some((entry) => entry.drawsPdf) ? { drawsPdf: true as const } : {};
  return entries.map((entry) => (entry.name === reconcilerName ? { ...entry, ...drawsPdf, permissions: unionOfPermissions(entry.permissions, reactionsMayDo) } : entry));
};
