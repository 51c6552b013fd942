import { useState } from 'react';
import { monthlyCostCents, plans, storageFeePerDayCents } from '@domain/pricing/plans';
import { ButtonLink } from '@/components/ui/button';
import { BillingToggle, PlanName, PlanPrice, type PaidPlan } from '@/components/ui/plan-offer';
import { paths } from '@/config/paths';
import { formatEurosFromCents } from '@/lib/format';
import './pricing.css';

type Billing = PaidPlan;

/**
 * The Premium plan with its monthly/yearly toggle, next to the free plan it improves on
 * (DECISIONS, "Subscriptions" and "Storage"), and the way to subscribe on /abonnement, on the plan shown.
 */
export const PremiumOffer = () => {
  const [billing, setBilling] = useState<Billing>('premium_monthly');
  const premium = plans[billing];
  const free = plans.free;

  return (
    <div className="premium-offer">
      <BillingToggle value={billing} onChange={setBilling} name="facturation" legend="Facturation de l'abonnement Premium" />

      <div className="plan-cards">
        <section className="card plan-card" aria-labelledby="offre-decouverte">
          <PlanName plan="free" id="offre-decouverte" />
          <PlanPrice plan="free" />
          <ul className="plan-card__features">
            <li>Tarif public sur chaque envoi</li>
            <li>
              Stockage gratuit {free.freeStorageDays} jours, puis {formatEurosFromCents(storageFeePerDayCents)} par jour
            </li>
          </ul>
        </section>

        <section className="card plan-card plan-card--premium" aria-labelledby="offre-premium">
          <PlanName plan={billing} id="offre-premium" />
          <PlanPrice plan={billing} />
          {billing === 'premium_yearly' && (
            <p className="plan-card__equivalent">soit environ {formatEurosFromCents(monthlyCostCents(billing))} par mois</p>
          )}
          <ul className="plan-card__features">
            <li>
              <strong>-{premium.shippingDiscountPercent} %</strong> sur chaque expédition
            </li>
            <li>
              Stockage gratuit <strong>{premium.freeStorageDays} jours</strong>, puis {formatEurosFromCents(storageFeePerDayCents)} par jour
            </li>
            {premium.prioritySupport && <li>Support prioritaire</li>}
            {premium.unlimitedConsolidation && <li>Regroupement de colis illimité</li>}
          </ul>
          <ButtonLink to={paths.subscription.getHref(billing === 'premium_yearly' ? 'annuel' : 'mensuel')} className="plan-card__action">
            Choisir {premium.label}
          </ButtonLink>
        </section>
      </div>
    </div>
  );
};
