import { PageHead } from '@/components/seo/page-head';
import { ReturnsPage } from '@/features/returns/components/returns-page';
import '../pages.css';

/** /gestion-retour: returns to mainland France (spec 2, section 2.6). */
export const ReturnsRoute = () => (
  <div className="page page--medium">
    <PageHead title="Gestion des retours" />
    <div className="page-header">
      <div>
        <h1 className="page-header__title">Gestion des retours</h1>
        <p className="page-header__lead">Renvoyez un colis vers la France métropolitaine : nous le remettons au transporteur pour le marchand.</p>
      </div>
    </div>
    <ReturnsPage />
  </div>
);
