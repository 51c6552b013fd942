import { Link } from '@/components/ui/link';
import { ButtonLink } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { useParcels } from '../api/get-parcels';
import { allParcels, selectParcels } from '../utils/select-parcels';
import { QueryFailure } from './query-failure';
import { ShipAction } from './ship-action';
import { StatusBadge } from './status-badge';
import './parcels.css';

/** The dashboard's last 3 parcels. */
export const RecentParcels = ({ limit = 3 }: { limit?: number }) => {
  const parcels = useParcels();

  if (parcels.isPending) return <Loading label="Chargement de vos colis..." />;
  if (parcels.isError) return <QueryFailure error={parcels.error} onRetry={() => void parcels.refetch()} />;
  if (parcels.data.length === 0) {
    return (
      <div className="empty-state">
        <p>Vous n'avez encore déclaré aucun colis.</p>
        <ButtonLink to={paths.declareParcel.getHref()} size="sm">
          Déclarer un colis
        </ButtonLink>
      </div>
    );
  }

  const latest = selectParcels(parcels.data, allParcels).slice(0, limit);
  return (
    <>
      <ul className="compact-list">
        {latest.map((parcel) => (
          <li key={parcel.parcelId} className="compact-list__item">
            <div className="compact-list__main">
              <Link className="tracking-number compact-list__link" to={paths.tracking.getHref(parcel.trackingNumber)}>
                {parcel.trackingNumber}
              </Link>
              <span className="compact-list__meta">
                {parcel.carrier} · déclaré le <time dateTime={parcel.declaredAt}>{formatDate(parcel.declaredAt)}</time>
              </span>
              <span className="compact-list__description">{parcel.description}</span>
            </div>
            <div className="compact-list__side">
              <StatusBadge status={parcel.status} />
              <ShipAction parcel={parcel} />
            </div>
          </li>
        ))}
      </ul>
      <p className="card__footer-link">
        <Link to={paths.parcels.getHref()}>
          Voir tous mes colis ({parcels.data.length})
        </Link>
      </p>
    </>
  );
};
