import { PageHead } from '@/components/seo/page-head';
import { ParcelTracking } from '@/features/parcels/components/parcel-tracking';
import '../pages.css';

export const TrackingRoute = () => (
  <div className="page page--medium">
    <PageHead title="Suivi de colis" />
    <div className="page-header">
      <div>
        <h1 className="page-header__title">Suivi de colis</h1>
        <p className="page-header__lead">Retrouvez le statut et l'historique de chacun de vos colis.</p>
      </div>
    </div>
    <ParcelTracking />
  </div>
);
