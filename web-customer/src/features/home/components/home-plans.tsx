import { monthlyCostCents, plans, storageFeePerDayCents, type SubscriptionPlan } from '@domain/pricing/plans';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatPriceFromCents } from '../utils/home-format';
import { Icon } from './icons';
import './home.css';

const periodLabels = { month: 'mois', year: 'an' } as const;
const planOrder: readonly SubscriptionPlan[] = ['free', 'premium_monthly', 'premium_yearly'];
const afterStorage = `puis ${formatPriceFromCents(storageFeePerDayCents)} par jour`;

const features = (plan: SubscriptionPlan): string[] => {
  const terms = plans[plan];
  return [
    terms.shippingDiscountPercent > 0
      ? `-${terms.shippingDiscountPercent}\u00a0% sur chaque expédition`
      : 'Adresse personnelle en France',
    `Stockage gratuit ${terms.freeStorageDays} jours, ${afterStorage}`,
    'Photo de chaque colis reçu',
    ...(terms.prioritySupport ? ['Support prioritaire'] : ['Suivi de vos colis']),
    ...(terms.unlimitedConsolidation ? ['Regroupement de colis illimité'] : []),
  ];
};

export const HomePlans = () => (
  <section className="home-section" aria-labelledby="accueil-offres">
    <div className="home-container">
      <header className="home-section__header">
        <p className="eyebrow">Offres</p>
        <h2 id="accueil-offres" className="home-section__title">
          Commencez gratuitement, économisez avec Premium
        </h2>
        <p className="home-section__lead">
          L'adresse est gratuite. Si vous expédiez souvent, Premium réduit chaque envoi de{' '}
          {plans.premium_monthly.shippingDiscountPercent}&nbsp;% et garde vos colis plus longtemps.
        </p>
      </header>
      <ul className="home-plans">
        {planOrder.map((plan) => {
          const terms = plans[plan];
          const highlighted = plan === 'premium_yearly';
          return (
            <li key={plan} className={highlighted ? 'home-plan home-plan--highlighted' : 'home-plan'}>
              <h3 className="home-plan__name">
                {terms.label}
                {highlighted && <span className="home-plan__badge">2 mois gratuits</span>}
              </h3>
              <p className="home-plan__price">
                {formatPriceFromCents(terms.priceCents)}
                {terms.billingPeriod !== null && <span className="home-plan__period"> / {periodLabels[terms.billingPeriod]}</span>}
              </p>
              <p className="home-plan__note">
                {terms.billingPeriod === null
                  ? 'Gratuit, sans engagement'
                  : terms.billingPeriod === 'year'
                    ? `Soit environ ${formatPriceFromCents(monthlyCostCents(plan))} par mois`
                    : 'Sans engagement, résiliable à tout moment'}
              </p>
              <ul className="home-plan__features">
                {features(plan).map((feature) => (
                  <li key={feature}>
                    <Icon name="check" className="home-icon home-icon--check" />
                    {feature}
                  </li>
                ))}
              </ul>
              {terms.billingPeriod !== null && (
                <ButtonLink
                  to={paths.subscription.getHref(terms.billingPeriod === 'year' ? 'annuel' : 'mensuel')}
                  variant={highlighted ? 'primary' : 'outline'}
                  className="home-plan__action"
                >
                  Choisir {terms.label}
                </ButtonLink>
              )}
            </li>
          );
        })}
      </ul>
      <div className="actions actions--center">
        <ButtonLink to={paths.pricing.getHref()} variant="outline">
          Comparer les offres et les tarifs
        </ButtonLink>
      </div>
    </div>
  </section>
);
