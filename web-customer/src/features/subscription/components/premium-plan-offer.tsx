import { useRef, useState } from 'react';
import {
  assumedMonthlyShippingDiscountCents,
  assumedMonthlyShippingSpendCents,
  assumedShippingPricePerParcelCents,
  estimatedMonthlySavingsCents,
  monthlyCostCents,
  monthlyShippingDiscountForParcelsCents,
  netMonthlySavingsForParcelsCents,
  plans,
  savingsExampleParcelsPerMonth,
  storageFeePerDayCents,
} from '@domain/pricing/plans';
import { subscriptionMessages } from '@domain/subscription/subscription-views';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { BillingToggle, PlanName, PlanPrice } from '@/components/ui/plan-offer';
import { isApiError } from '@/lib/api-error';
import { formatEurosFromCents, formatPriceFromCents } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useStartSubscriptionCheckout } from '../api/start-subscription-checkout';
import { checkoutFailureMessage, type PaidPlan } from '../utils/subscription-display';
import './subscription.css';


const benefitsOf = (plan: PaidPlan): string[] => {
  const terms = plans[plan];
  return [
    `−${terms.shippingDiscountPercent} % sur chaque expédition`,
    `Stockage gratuit ${terms.freeStorageDays} jours (au lieu de ${plans.free.freeStorageDays}), puis ${formatPriceFromCents(storageFeePerDayCents)} par jour`,
    ...(terms.prioritySupport ? ['Support prioritaire'] : []),
    ...(terms.unlimitedConsolidation ? ['Regroupement de colis illimité'] : []),
  ];
};

type PremiumPlanOfferProps = {
  /** the plan shown first (`?formule=annuel` opens on the yearly one) */
  initialPlan: PaidPlan;
  /** only a confirmed e-mail may subscribe (spec 2, section 5) */
  emailConfirmed: boolean;
  /** leaves for Stripe's page; `window.location.assign` in the app */
  goTo?: (url: string) => void;
};

/**
 * The offer of /abonnement for a customer without a subscription: the monthly/yearly toggle, the
 * plan with its benefits, what it saves, and "S'abonner", which opens Stripe's checkout. The
 * browser sends the plan's name only; the server knows its price.
 */
export const PremiumPlanOffer = ({ initialPlan, emailConfirmed, goTo = (url) => window.location.assign(url) }: PremiumPlanOfferProps) => {
  const [plan, setPlan] = useState<PaidPlan>(initialPlan);
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const checkout = useStartSubscriptionCheckout();
  // One attempt at a time: a second click while the first is on its way starts nothing.
  const started = useRef(false);
  // Kept for the retries of one attempt until the server gives a definite answer.
  const idempotencyKey = useRef<string | null>(null);
  const terms = plans[plan];

  const subscribe = () => {
    if (started.current) return;
    setFailure(null);
    if (!emailConfirmed) {
      setFailure(subscriptionMessages.emailNotConfirmed);
      return;
    }
    started.current = true;
    idempotencyKey.current ??= newIdempotencyKey();
    checkout.mutate(
      { input: { plan }, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: ({ checkoutUrl }) => {
          idempotencyKey.current = null;
          if (!checkoutUrl) {
            started.current = false;
            setFailure(subscriptionMessages.noCheckoutUrl);
            return;
          }
          setLeaving(true);
          goTo(checkoutUrl);
        },
        onError: (error) => {
          started.current = false;
          // A refusal is final for this key; after a network or server failure a retry reuses it.
          if (isApiError(error) && (error.isRefusal || error.kind === 'invalid-response')) idempotencyKey.current = null;
          setFailure(checkoutFailureMessage(error));
        },
      },
    );
  };

  const changePlan = (next: PaidPlan) => {
    setPlan(next);
    // The key belongs to one plan's attempt.
    idempotencyKey.current = null;
  };

  return (
    <>
      <section className="subscription-section" aria-labelledby="abonnement-formule">
        <h2 id="abonnement-formule">Choisissez votre formule</h2>
        <BillingToggle value={plan} onChange={changePlan} name="formule" legend="Facturation" legendVisible />

        <div className="card subscription-plan">
          <PlanName plan={plan} />
          <PlanPrice plan={plan} />
          <p className="subscription-plan__note">
            {plan === 'premium_yearly'
              ? `soit environ ${formatEurosFromCents(monthlyCostCents(plan))} par mois, payé en une fois pour l’année`
              : 'Sans engagement, résiliable à tout moment'}
          </p>
          <ul className="subscription-plan__benefits" aria-label="Avantages inclus">
            {benefitsOf(plan).map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          {failure && <Alert tone="error">{failure}</Alert>}
          <Button size="lg" isLoading={checkout.isPending || leaving} onClick={subscribe}>
            {checkout.isPending || leaving ? 'Ouverture du paiement…' : 'S’abonner'}
          </Button>
          <p className="subscription-plan__hint">Paiement sécurisé par carte sur la page de notre prestataire Stripe.</p>
        </div>
      </section>

      <section className="subscription-section" aria-labelledby="abonnement-economies">
        <h2 id="abonnement-economies">Combien allez-vous économiser&nbsp;?</h2>
        <p className="subscription-savings" aria-live="polite">
          Économie estimée&nbsp;: <strong>{formatEurosFromCents(estimatedMonthlySavingsCents(plan))} par mois</strong>
        </p>
        <p className="subscription-section__lead">
          Pour {formatPriceFromCents(assumedMonthlyShippingSpendCents)} d’expédition par mois, la remise de {terms.shippingDiscountPercent} % vaut{' '}
          {formatEurosFromCents(assumedMonthlyShippingDiscountCents(plan))}, moins le coût de
          la formule ({formatEurosFromCents(monthlyCostCents(plan))} par mois).
        </p>
        <div className="subscription-table">
          <table>
            <caption>
              Exemples par mois, pour un envoi moyen à {formatPriceFromCents(assumedShippingPricePerParcelCents)}
            </caption>
            <thead>
              <tr>
                <th scope="col">Colis par mois</th>
                <th scope="col">Remise sur l’expédition</th>
                <th scope="col">Économie, abonnement payé</th>
              </tr>
            </thead>
            <tbody>
              {savingsExampleParcelsPerMonth.map((parcels) => (
                <tr key={parcels}>
                  <th scope="row">{parcels} colis</th>
                  <td>{formatEurosFromCents(monthlyShippingDiscountForParcelsCents(plan, parcels))}</td>
                  <td>{formatEurosFromCents(netMonthlySavingsForParcelsCents(plan, parcels))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
};
