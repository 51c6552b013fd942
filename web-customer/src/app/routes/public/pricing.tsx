import { PageHead } from '@/components/seo/page-head';
import { PremiumOffer } from '@/features/pricing/components/premium-offer';
import { PricingCallsToAction } from '@/features/pricing/components/pricing-calls-to-action';
import { ServiceCards } from '@/features/pricing/components/service-cards';
import { ZonePriceTabs } from '@/features/pricing/components/zone-price-tabs';
import '../pages.css';

export const PricingRoute = () => (
  <div className="page">
    <PageHead title="Tarifs"
      description="Tarifs de réexpédition vers la Guadeloupe, la Martinique, la Guyane, La Réunion, Mayotte et le Maroc : prix par poids et par service, 20 % de remise avec Premium." />
    <div className="page-header">
      <div>
        <h1 className="page-header__title">Tarifs d’expédition vers l’outre‑mer et le Maroc</h1>
        <p className="page-header__lead">
          Des prix clairs, calculés avec une seule grille pour tous les envois, vers les Antilles, la Guyane, La Réunion, Mayotte et le Maroc.
        </p>
      </div>
    </div>

    <section aria-labelledby="tarifs-zones">
      <h2 id="tarifs-zones">Prix par destination</h2>
      <p className="pricing-section__lead">
        Le prix dépend du service, de la destination et du poids facturé (le plus élevé du poids réel et du poids volumétrique).
      </p>
      <ZonePriceTabs />
    </section>

    <section className="pricing-section" aria-labelledby="tarifs-services">
      <h2 id="tarifs-services">Trois services de livraison</h2>
      <p className="pricing-section__lead">Délais de livraison en jours ouvrés.</p>
      <ServiceCards />
    </section>

    <section className="pricing-section" aria-labelledby="tarifs-abonnement">
      <h2 id="tarifs-abonnement">Payez moins avec Premium</h2>
      <p className="pricing-section__lead">Une remise sur chaque envoi et un stockage gratuit bien plus long.</p>
      <PremiumOffer />
    </section>

    <PricingCallsToAction />
  </div>
);
