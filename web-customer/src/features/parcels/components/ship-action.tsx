import { inReturnStatus } from '@domain/parcel/parcel-labels';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { Parcel } from '../api/get-parcels';
import './parcels.css';

/**
 * "Expédier" on a stored parcel in no request (spec 2, section 2.4), "Expédition demandée" once it is
 * in one, "Retour demandé" once a return to mainland France holds it; nothing for a parcel not yet
 * stored or already on its way.
 */
export const ShipAction = ({ parcel }: { parcel: Parcel }) => {
  if (parcel.status === inReturnStatus) return <span className="ship-requested">Retour demandé</span>;
  if (parcel.status !== 'stored') return null;
  if (parcel.shipmentId !== null) {
    return (
      <span className="ship-requested">
        Expédition demandée
      </span>
    );
  }
  return (
    <ButtonLink to={paths.shipParcels.getHref(parcel.parcelId)} size="sm" aria-label={`Expédier le colis ${parcel.trackingNumber}`}>
      Expédier
    </ButtonLink>
  );
};
