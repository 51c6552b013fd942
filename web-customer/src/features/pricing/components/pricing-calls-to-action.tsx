import { rateCard } from '@domain/pricing/rate-card';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import './pricing.css';

/** The end of /tarifs: the calculator teaser and the quote request. */
export const PricingCallsToAction = () => (
  <div className="pricing-cta">
    <section className="card pricing-cta__card pricing-cta__card--highlight" aria-labelledby="cta-calculateur">
      <h2 id="cta-calculateur">Calculez le prix exact de votre colis</h2>
      <p>Indiquez la destination, le poids et les dimensions&nbsp;: vous obtenez en quelques secondes le prix des trois services.</p>
      <ButtonLink to={paths.calculator.getHref()} variant="secondary" size="lg">
        Ouvrir le calculateur
      </ButtonLink>
    </section>
    <section className="card pricing-cta__card" aria-labelledby="cta-devis">
      <h2 id="cta-devis">Un envoi hors normes&nbsp;?</h2>
      <p>
        Colis de plus de {rateCard.maxBillableKg}&nbsp;kg, envoi volumineux ou régulier&nbsp;: nous vous proposons un devis personnalisé.
      </p>
      <ButtonLink to={paths.contact.getHref()} variant="outline" size="lg">
        Demander un devis
      </ButtonLink>
    </section>
  </div>
);
