import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHead } from '@/components/seo/page-head';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { parcelsQueryKey, parcelsQueryOptions, useParcels } from '@/features/parcels/api/get-parcels';
import { QueryFailure } from '@/features/parcels/components/query-failure';
import type { Shipment } from '@/features/shipments/api/get-shipments';
import { RequestConfirmation } from '@/features/shipments/components/request-confirmation';
import { isShippable } from '@/features/shipments/utils/request-form';
import { useUser } from '@/lib/auth/get-me';
import { mayHaveSession } from '@/lib/cookies';
import { appQueryClient } from '@/lib/query-client';
import { deferredModule } from '@/lib/deferred-module';
import '../pages.css';

/**
 * The request form (react-hook-form and the shared request schema): requested as this module arrives,
 * beside the session and the parcels (customer-area.tsx, the prefetch below): it cannot be drawn before them.
 */
const requestForm = deferredModule(() => import('@/features/shipments/components/shipment-request-form'));
void requestForm.start().catch(() => undefined);
const ShipmentRequestForm = requestForm.component((module) => module.ShipmentRequestForm);
if (mayHaveSession()) void appQueryClient.prefetchQuery(parcelsQueryOptions());

/** The request form for `?colis=<parcelId>`, with the customer's other parcels that can go in the same box. */
const ShipParcels = ({ parcelId }: { parcelId: string }) => {
  const me = useUser();
  const parcels = useParcels();
  const queryClient = useQueryClient();
  // Kept here: the parcels read again after the request are no longer free, the confirmation stays.
  const [requested, setRequested] = useState<Shipment | null>(null);
  if (requested) return <RequestConfirmation shipment={requested} />;
  if (parcels.isPending) return <Loading label="Chargement de vos colis..." />;
  if (parcels.isError) return <QueryFailure error={parcels.error} onRetry={() => void parcels.refetch()} />;
  const parcel = parcels.data.find((candidate) => candidate.parcelId === parcelId);
  if (!parcel || !isShippable(parcel)) {
    return (
      <Alert tone="info" title={parcel?.shipmentId ? 'Expédition demandée' : 'Ce colis ne peut pas être expédié pour le moment'}>
        <p>
          {parcel?.shipmentId
            ? 'Ce colis fait déjà partie d’une demande d’expédition : suivez-la dans vos devis et expéditions.'
            : 'Seul un colis stocké à notre entrepôt, et dans aucune autre demande, peut être expédié.'}
        </p>
        <div className="actions">
          <ButtonLink to={paths.parcels.getHref()} size="sm" variant="secondary">
            Mes colis
          </ButtonLink>
          <ButtonLink to={paths.quotes.getHref()} size="sm" variant="secondary">
            Mes devis et expéditions
          </ButtonLink>
        </div>
      </Alert>
    );
  }
  const otherParcels = parcels.data.filter((candidate) => candidate.parcelId !== parcelId && isShippable(candidate));
  return (
    <ShipmentRequestForm
      customer={me}
      parcel={parcel}
      otherParcels={otherParcels}
      onRequested={(shipment) => {
        setRequested(shipment);
        // The parcels now belong to the request: "Expédition demandée" replaces "Expédier".
        void queryClient.invalidateQueries({ queryKey: parcelsQueryKey });
      }}
    />
  );
};

export const ShipParcelsRoute = () => {
  const [searchParams] = useSearchParams();
  const parcelId = searchParams.get('colis');
  return (
    <div className="page page--medium">
      <PageHead title="Expédier mes colis" />
      <div className="page-header">
        <div>
          <h1 className="page-header__title">Expédier mes colis</h1>
          <p className="page-header__lead">Choisissez l'adresse de livraison, le service et les colis à regrouper : notre équipe vous envoie ensuite le devis.</p>
        </div>
      </div>
      {parcelId ? (
        // Until both the parcels and the form's code are there, the same loading line.
        <Suspense fallback={<Loading label="Chargement de vos colis..." />}>
          <ShipParcels parcelId={parcelId} />
        </Suspense>
      ) : (
        <Alert tone="info" title="Choisissez d'abord un colis stocké">
          <p>« Expédier » se trouve sur chaque colis stocké de la page Mes colis.</p>
          <div className="actions">
            <ButtonLink to={paths.parcels.getHref()} size="sm" variant="secondary">
              Mes colis
            </ButtonLink>
          </div>
        </Alert>
      )}
    </div>
  );
};
