import { PageHead } from '@/components/seo/page-head';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { parcelsQueryOptions, useParcels } from '@/features/parcels/api/get-parcels';
import { ParcelTracking } from '@/features/parcels/components/parcel-tracking';
import { mayHaveSession } from '@/lib/cookies';
import { appQueryClient } from '@/lib/query-client';
import '../pages.css';

// The parcels are asked for as soon as this module arrives, beside the session (customer-area.tsx).
if (mayHaveSession()) void appQueryClient.prefetchQuery(parcelsQueryOptions());

export const TrackingRoute = () => {
  const parcels = useParcels();
  // Until the parcels' first answer (or first failure) the skeleton stays: the cards below the list would move.
  if (parcels.isPending && parcels.failureCount === 0) return <PageSkeleton />;
  return (
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
};
