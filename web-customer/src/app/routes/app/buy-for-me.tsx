import { PageHead } from '@/components/seo/page-head';
import { BuyForMePage } from '@/features/purchases/components/buy-for-me-page';
import '../pages.css';

export const BuyForMeRoute = () => (
  <div className="page page--medium">
    <PageHead title="Service Achat pour Moi" description="Une boutique refuse votre carte ou votre adresse ? Passerelle achète pour vous et vous envoie un devis sous 24 h." />
    <div className="page-header">
      <div>
        <h1 className="page-header__title">Service Achat pour Moi</h1>
        <p className="page-header__lead">Donnez-nous vos articles : nous vérifions les prix, vous payez le devis, nous achetons et recevons pour vous à l’entrepôt.</p>
      </div>
    </div>
    <BuyForMePage />
  </div>
);
