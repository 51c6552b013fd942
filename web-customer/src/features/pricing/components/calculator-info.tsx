import { Link } from '@/components/ui/link';
import { plans, storageFeePerDayCents } from '@domain/pricing/plans';
import { rateCard } from '@domain/pricing/rate-card';
import { paths } from '@/config/paths';
import { formatEurosFromCents, formatNumber } from '@/lib/format';
import './pricing.css';

/** The information boxes beside the calculator: how the weight is billed, storage, the Premium offer. */
export const CalculatorInfo = () => (
  <aside className="calculator-info" aria-label="Bon à savoir">
    <section className="card info-box">
      <h2 className="info-box__title">Poids facturé</h2>
      <p>
        Nous facturons le plus élevé du poids réel et du poids volumétrique&nbsp;: longueur × largeur × hauteur (en cm) ÷{' '}
        {formatNumber(rateCard.volumetricDivisor)}.
      </p>
      <p>Poids facturé maximum&nbsp;: {rateCard.maxBillableKg}&nbsp;kg. Au-delà, nous établissons un devis sur mesure.</p>
    </section>
    <section className="card info-box">
      <h2 className="info-box__title">Stockage gratuit</h2>
      <p>
        Votre colis est gardé gratuitement {plans.free.freeStorageDays} jours avec l'offre {plans.free.label},{' '}
        {plans.premium_monthly.freeStorageDays} jours en {plans.premium_monthly.label} et {plans.premium_yearly.freeStorageDays} jours
        en {plans.premium_yearly.label}, puis {formatEurosFromCents(storageFeePerDayCents)} par jour.
      </p>
    </section>
    <section className="card info-box info-box--highlight">
      <h2 className="info-box__title">Premium&nbsp;: −{rateCard.subscriberDiscountPercent}&nbsp;% sur vos envois</h2>
      <p>
        Dès {formatEurosFromCents(plans.premium_monthly.priceCents)} par mois, chaque expédition vous coûte{' '}
        {rateCard.subscriberDiscountPercent}&nbsp;% de moins.
      </p>
      <p className="info-box__link">
        <Link to={paths.pricing.getHref()}>Voir les tarifs et l'offre Premium</Link>
      </p>
    </section>
  </aside>
);
