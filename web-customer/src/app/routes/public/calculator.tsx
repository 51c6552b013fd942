import { PageHead } from '@/components/seo/page-head';
import { CalculatorInfo } from '@/features/pricing/components/calculator-info';
import { ShippingCalculator } from '@/features/pricing/components/shipping-calculator';
import { useSession } from '@/lib/auth/session';
import '../pages.css';

export const CalculatorRoute = () => {
  // A public page: the session is only read, never required.
  const { me } = useSession();
  const signedIn = me != null;

  return (
    <div className="page">
      <PageHead title="Calculateur de frais"
      description="Calculez le prix de réexpédition de votre colis depuis la France vers les DOM-TOM ou le Maroc : poids réel ou volumétrique, trois services, prix immédiat." />
      <div className="page-header">
        <div>
          <h1 className="page-header__title">Calculez le prix de votre envoi</h1>
          <p className="page-header__lead">
            Estimez le prix de réexpédition de votre colis vers les Antilles, la Guyane, La Réunion, Mayotte ou le Maroc.
          </p>
        </div>
      </div>
      <div className="calculator-layout">
        <ShippingCalculator signedIn={signedIn} plan={me?.plan} />
        <CalculatorInfo />
      </div>
    </div>
  );
};
