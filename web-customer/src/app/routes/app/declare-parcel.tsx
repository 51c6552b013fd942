import { PageHead } from '@/components/seo/page-head';
import { DeclarationWizard } from '@/features/parcels/components/declaration-wizard';
import '../pages.css';

export const DeclareParcelRoute = () => (
  <div className="page page--medium">
    <PageHead title="Déclarer un colis" />
    <div className="page-header">
      <div>
        <h1 className="page-header__title">Déclarer un colis</h1>
        <p className="page-header__lead">
          Annoncez un colis en route vers votre adresse Passerelle : nous le reconnaîtrons dès son arrivée à l'entrepôt.
        </p>
      </div>
    </div>
    <DeclarationWizard />
  </div>
);
