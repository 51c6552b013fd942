import type { Template } from './mail-frame';
import { accountConfirmation, emailChange, emailChanged, passwordReset } from './templates/account-templates';
import { creditNoteIssuedTemplate, invoiceIssuedTemplate } from './templates/invoicing-templates';
import { packageReceived, storageReminder } from './templates/parcel-templates';
import { purchaseCancelled, purchaseMade, purchasePaid, purchaseQuoted, purchaseReceived, purchaseRequested } from './templates/purchase-templates';
import { returnClosed, returnReceived, returnRefused, returnRequested, returnSent } from './templates/return-templates';
import { packageDelivered, packageShipped, paymentLink, quoteReady } from './templates/shipment-templates';
import { renewalFailed, subscriptionRefunded } from './templates/subscription-templates';
import { supportReply } from './templates/support-templates';

/** Every kind of mail the product sends to a customer: each has exactly one template below. */
export const notificationKinds = [
  'package_received',
  'storage_reminder',
  'quote_ready',
  'payment_link',
  'invoice_issued',
  'credit_note_issued',
  'package_shipped',
  'package_delivered',
  'return_requested',
  'return_received',
  'return_sent',
  'return_closed',
  'return_refused',
  'purchase_requested',
  'purchase_quoted',
  'purchase_paid',
  'purchase_made',
  'purchase_received',
  'purchase_cancelled',
  'subscription_renewal_failed',
  'subscription_refunded',
  'support_reply',
  'account_confirmation',
  'password_reset',
  'email_change',
  'email_changed',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The registry: one template per kind (the compiler refuses a kind without one, the registry's test too). */
const registered = {
  package_received: packageReceived,
  storage_reminder: storageReminder,
  quote_ready: quoteReady,
  payment_link: paymentLink,
  invoice_issued: invoiceIssuedTemplate,
  credit_note_issued: creditNoteIssuedTemplate,
  package_shipped: packageShipped,
  package_delivered: packageDelivered,
  return_requested: returnRequested,
  return_received: returnReceived,
  return_sent: returnSent,
  return_closed: returnClosed,
  return_refused: returnRefused,
  purchase_requested: purchaseRequested,
  purchase_quoted: purchaseQuoted,
  purchase_paid: purchasePaid,
  purchase_made: purchaseMade,
  purchase_received: purchaseReceived,
  purchase_cancelled: purchaseCancelled,
  subscription_renewal_failed: renewalFailed,
  subscription_refunded: subscriptionRefunded,
  support_reply: supportReply,
  account_confirmation: accountConfirmation,
  password_reset: passwordReset,
  email_change: emailChange,
  email_changed: emailChanged,
} as const satisfies { [Kind in NotificationKind]: Template<never> };

/** What each kind's template needs to be written. */
export type NotificationDataMap = { [Kind in NotificationKind]: (typeof registered)[Kind] extends Template<infer Data> ? Data : never };
export type NotificationData<Kind extends NotificationKind> = NotificationDataMap[Kind];

/** Typed per kind, so that `templates[kind].render(to, data)` checks `data` against the kind's own template. */
export const templates: { [Kind in NotificationKind]: Template<NotificationDataMap[Kind]> } = registered;

export const isNotificationKind = (kind: string): kind is NotificationKind => (notificationKinds as readonly string[]).includes(kind);

/** The French name of a kind, as staff read it on the customer's record (the kind itself for one no longer sent). */
export const notificationLabelOf = (kind: string): string => (isNotificationKind(kind) ? templates[kind].label : kind);
