import type { SubscriptionPlan } from '@domain/pricing/plans';
import { plans } from '@domain/pricing/plans';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSubscription } from '../api/get-subscription';
import { subscriptionDateLine, subscriptionStatusText } from '../utils/subscription-display';
import './subscription.css';

/**
 * The dashboard's subscription card (spec 2, section 2.1): the plan in force, the subscription's
 * status and its renewal or end date, and the way to /abonnement. `plan` comes from `GET /api/me`:
 * the card says it even when the subscription's details cannot be read.
 */
export const SubscriptionCard = ({ plan }: { plan: SubscriptionPlan }) => {
  const subscription = useSubscription();
  const view = subscription.data;
  const subscribed = view ? view.status !== 'none' : plan !== 'free';
  const dateLine = view && view.status !== 'none' ? subscriptionDateLine(view) : null;
  return (
    <section className="card subscription-card" aria-labelledby="carte-abonnement">
      <h2 id="carte-abonnement" className="card__title">
        Mon abonnement
      </h2>
      <dl className="details-list">
        <dt>Formule</dt>
        <dd>{plans[plan].label}</dd>
        {view && view.status !== 'none' && (
          <>
            <dt>Statut</dt>
            <dd>{subscriptionStatusText(view)}</dd>
          </>
        )}
        {dateLine && (
          <>
            <dt>{dateLine.label}</dt>
            <dd>{dateLine.date}</dd>
          </>
        )}
      </dl>
      {!subscribed && (
        <p className="card__text">
          Avec Premium, {plans.premium_monthly.shippingDiscountPercent} % de moins sur chaque expédition et jusqu’à {plans.premium_yearly.freeStorageDays} jours de
          stockage gratuit.
        </p>
      )}
      <ButtonLink to={paths.subscription.getHref()} variant={subscribed ? 'outline' : 'primary'}>
        {subscribed ? 'Gérer mon abonnement' : 'Découvrir Premium'}
      </ButtonLink>
    </section>
  );
};
