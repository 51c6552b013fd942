import { useQueryClient } from '@tanstack/react-query';
import { PageHead } from '@/components/seo/page-head';
import { parcelsQueryKey } from '@/features/parcels/api/get-parcels';
import { ShipmentsList } from '@/features/shipments/components/shipments-list';
import '../pages.css';

export const QuotesRoute = () => {
  const queryClient = useQueryClient();
  return (
    <div className="page page--medium">
      <PageHead title="Mes devis et expéditions" />
      <div className="page-header">
        <div>
          <h1 className="page-header__title">Mes devis et expéditions</h1>
          <p className="page-header__lead">Vos demandes d'expédition, leurs devis et le suivi de vos colis une fois partis.</p>
        </div>
      </div>
      {/* A cancelled request frees its parcels: "Expédier" comes back on them. */}
      <ShipmentsList onCancelled={() => queryClient.invalidateQueries({ queryKey: parcelsQueryKey })} />
    </div>
  );
};
