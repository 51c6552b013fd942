import { subscriptionMessages, type SubscriptionPayment, type SubscriptionView } from '@domain/subscription/subscription-views';
import { isApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';

export type PaidPlan = 'premium_monthly' | 'premium_yearly';

/** `?formule=annuel` (the yearly cards of /tarifs and the home page) opens the page on the yearly plan. */
export const billingFromSearch = (value: string | null): PaidPlan => (value === 'annuel' ? 'premium_yearly' : 'premium_monthly');

/** The status of a subscription in French, with its date where it has one. */
export const subscriptionStatusText = ({ status, periodEnd }: Pick<SubscriptionView, 'status' | 'periodEnd'>): string => {
  switch (status) {
    case 'active':
      return 'Actif';
    case 'past_due':
      return 'Paiement en échec\u00a0: nous réessayons de débiter votre carte dans les prochains jours.';
    case 'cancelled':
      return periodEnd ? `Résilié\u00a0: actif jusqu’au ${formatDate(periodEnd)}` : 'Résilié';
    case 'none':
      return 'Aucun abonnement';
  }
};

/** The date line under the status: the next renewal, or the end of the paid period when none will come. */
export const subscriptionDateLine = ({ renewsAt, periodEnd }: Pick<SubscriptionView, 'renewsAt' | 'periodEnd'>): { label: string; date: string } | null => {
  if (renewsAt) return { label: 'Prochain renouvellement', date: formatDate(renewsAt) };
  if (periodEnd) return { label: 'Fin de l’abonnement', date: formatDate(periodEnd) };
  return null;
};

export const paymentStatusLabels: Readonly<Record<SubscriptionPayment['status'], string>> = {
  succeeded: 'Payé',
  failed: 'Échec',
  refunded: 'Remboursé',
  partially_refunded: 'Remboursé en partie',
};

/**
 * What a failed "S'abonner" tells the person (spec 2, section 8): the API's own French refusal
 * (e-mail not confirmed, already subscribed), the service unavailable, an answer without the
 * payment page's address, or the generic message.
 */
export const checkoutFailureMessage = (error: unknown): string => {
  if (!isApiError(error)) return subscriptionMessages.generic;
  if (error.kind === 'invalid-response') return subscriptionMessages.noCheckoutUrl;
  if (error.kind === 'http' && error.status === 503) return subscriptionMessages.unavailable;
  if (error.isRefusal && error.detail) return error.detail;
  return subscriptionMessages.generic;
};

/** A failed cancel: the API's refusal when it says why (nothing to cancel), else the spec's message. */
export const cancelFailureMessage = (error: unknown): string =>
  isApiError(error) && error.isRefusal && error.detail ? error.detail : subscriptionMessages.cancelFailed;

export const upgradeFailureMessage = (error: unknown): string =>
  isApiError(error) && error.isRefusal && error.detail ? error.detail : subscriptionMessages.generic;
