import { PageHead } from '@/components/seo/page-head';
import { SubscriptionPage } from '@/features/subscription/components/subscription-page';
import '../pages.css';

export const SubscriptionRoute = () => (
  <div className="page page--medium">
    <PageHead title="Abonnement" description="L’abonnement Premium de Passerelle : −20 % sur chaque expédition, un stockage gratuit plus long et un support prioritaire." />
    <div className="page-header">
      <div>
        <h1 className="page-header__title">Abonnement Premium</h1>
        <p className="page-header__lead">
          Payez chaque expédition moins cher et gardez vos colis plus longtemps, au mois ou à l’année, sans engagement.
        </p>
      </div>
    </div>
    <SubscriptionPage />
  </div>
);
