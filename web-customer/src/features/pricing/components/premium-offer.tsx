import { useState } from 'react';
import { monthlyCostCents, plans, storageFeePerDayCents } from '@domain/pricing/plans';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatEurosFromCents } from '@/lib/format';
import './pricing.css';

type Billing = 'premium_monthly' | 'premium_yearly';

const billingChoices: readonly { plan: Billing; label: string }[] = [
  { plan: 'premium_monthly', label: 'Mensuel' },
  { plan: 'premium_yearly', label: 'Annuel' },
];

const periodLabels = { month: 'mois', year: 'an' } as const;

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
      <fieldset className="billing-toggle">
        <legend className="visually-hidden">Facturation de l'abonnement Premium</legend>
        {billingChoices.map((choice) => (
          <label key={choice.plan} className="billing-toggle__option">
            <input
              type="radio"
              name="facturation"
              value={choice.plan}
              checked={billing === choice.plan}
              onChange={() => setBilling(choice.plan)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </fieldset>

      <div className="plan-cards">
        <section className="card plan-card" aria-labelledby="offre-decouverte">
          <h3 id="offre-decouverte" className="plan-card__name">
            {free.label}
          </h3>
          <p className="plan-card__price">Gratuit</p>
          <ul className="plan-card__features">
            <li>Tarif public sur chaque envoi</li>
            <li>
              Stockage gratuit {free.freeStorageDays} jours, puis {formatEurosFromCents(storageFeePerDayCents)} par jour
            </li>
          </ul>
        </section>

        <section className="card plan-card plan-card--premium" aria-labelledby="offre-premium">
          <h3 id="offre-premium" className="plan-card__name">
            {premium.label}
            {billing === 'premium_yearly' && <span className="plan-card__badge">2 mois gratuits</span>}
          </h3>
          <p className="plan-card__price" aria-live="polite">
            {formatEurosFromCents(premium.priceCents)}
            <span className="plan-card__period"> / {periodLabels[premium.billingPeriod]}</span>
          </p>
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
