import * as z from 'zod';
import { paidPlanSchema, subscriptionPlanSchema } from '../pricing/plan-schema';

/**
 * The contract of `/abonnement` between the API and the customer app: the customer's subscription as
 * it stands, its last payments, and the commands (subscribe, cancel, upgrade). Amounts are cents from
 * the server; the browser sends a plan's name, never a price.
 */

/**
 * `none`: never subscribed, or lapsed (free plan); `active`: paid and renewing; `past_due`: a renewal
 * failed and Stripe retries it (the plan is free once the paid period is over); `cancelled`: no
 * renewal, the plan stays in force until `periodEnd`.
 */
export const subscriptionStatuses = ['none', 'active', 'past_due', 'cancelled'] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const subscriptionPaymentSchema = z.object({
  paymentId: z.string(),
  /** when Stripe took the money, or tried to */
  at: z.iso.datetime(),
  amountCents: z.number().int().min(0),
  description: z.string(),
  status: z.enum(['succeeded', 'failed', 'refunded', 'partially_refunded']),
});
export type SubscriptionPayment = z.infer<typeof subscriptionPaymentSchema>;

/** `GET /api/subscription` */
export const subscriptionViewSchema = z.object({
  /** the plan in force now (what prices quotes and storage) */
  plan: subscriptionPlanSchema,
  status: subscriptionStatusSchema,
  /** the plan of the subscription (the one renewing, or the one running out), null when none */
  subscribedPlan: paidPlanSchema.nullable(),
  /** end of the paid period: access until then */
  periodEnd: z.iso.datetime().nullable(),
  /** next renewal, null when none will happen (cancelled, none) */
  renewsAt: z.iso.datetime().nullable(),
  /** a monthly subscription, active: it can move to yearly at once, with proration */
  canUpgrade: z.boolean(),
  /** the last 10 payments of the subscription, newest first */
  payments: z.array(subscriptionPaymentSchema).max(10),
  /** the subscription stream's version, for pages waiting on a command */
  version: z.number().int().min(0),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** `POST /api/subscription/checkout`: the plan chosen; any other field is dropped. */
export const subscribeInputSchema = z.object({
  plan: z.enum(paidPlanSchema.options, { error: 'Formule inconnue : choisissez l’abonnement mensuel ou annuel.' }),
});
export type SubscribeInput = z.infer<typeof subscribeInputSchema>;

/** The answer to subscribe: Stripe's page, where the browser goes (spec: "redirects to url"). */
export const subscribeAnswerSchema = z.object({ checkoutUrl: z.url(), sessionId: z.string() });
export type SubscribeAnswer = z.infer<typeof subscribeAnswerSchema>;

/** The answer to cancel and upgrade: the stream version to wait for (`GET /api/subscription?version=`). */
export const subscriptionCommandAnswerSchema = z.object({ version: z.number().int().min(0), status: subscriptionStatusSchema });
export type SubscriptionCommandAnswer = z.infer<typeof subscriptionCommandAnswerSchema>;

/** French messages of spec 2 section 8 (Subscription), used by the API and the page alike. */
export const subscriptionMessages = {
  alreadySubscribed: 'Vous avez déjà un abonnement actif. Rendez-vous dans votre dashboard.',
  emailNotConfirmed: 'Veuillez confirmer votre adresse e-mail avant de souscrire un abonnement.',
  unavailable: 'Service temporairement indisponible. Réessayez dans quelques minutes.',
  noCheckoutUrl: 'URL de paiement non générée. Contactez le support.',
  cancelFailed: "Erreur lors de l'annulation. Veuillez réessayer.",
  nothingToCancel: 'Vous n’avez pas d’abonnement en cours à annuler.',
  duplicateSubscription: 'Un abonnement était déjà en cours : ce second abonnement est annulé et son paiement remboursé.',
  upgradeOnlyFromMonthly: 'Seul un abonnement mensuel actif peut passer à l’annuel.',
  generic: 'Une erreur est survenue. Si elle persiste, contactez le support.',
} as const;
