import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { formatEurosFromCents } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import type { Parcel } from '../api/get-parcels';
import { categoryLabel, isMeasured, parcelDimensions, parcelWeight } from '../utils/parcel-display';
import { ShipAction } from './ship-action';
import { StatusBadge } from './status-badge';
import './parcels.css';

/**
 * Storage as the customer follows it: the free days left, then the fees accrued (DECISIONS, "Storage");
 * once the parcel has left storage (a quote or a return holds it), the fees it accrued, stopped.
 */
const StorageLine = ({ storage }: { storage: NonNullable<Parcel['storage']> }) =>
  storage.accruing ? (
    <p className="parcel-card__storage parcel-card__storage--fees">Frais de stockage : {formatEurosFromCents(storage.feesAccruedCents)} (1 € par jour depuis le {formatDate(storage.firstPaidDay)})</p>
  ) : storage.feesAccruedCents > 0 ? (
    <p className="parcel-card__storage parcel-card__storage--fees">Frais de stockage arrêtés : {formatEurosFromCents(storage.feesAccruedCents)}</p>
  ) : storage.freeDaysLeft > 0 ? (
    <p className="parcel-card__storage">
      Stockage gratuit : {storage.freeDaysLeft} jour{storage.freeDaysLeft > 1 ? 's' : ''} restant{storage.freeDaysLeft > 1 ? 's' : ''} (jusqu’au {formatDate(storage.freeUntil)})
    </p>
  ) : null;

export const ParcelCard = ({ parcel }: { parcel: Parcel }) => {
  const weight = parcelWeight(parcel);
  const dimensions = parcelDimensions(parcel);
  return (
    <article className="parcel-card" aria-labelledby={`colis-${parcel.parcelId}`}>
      <header className="parcel-card__header">
        <div>
          <h3 id={`colis-${parcel.parcelId}`} className="parcel-card__tracking">
            <span className="visually-hidden">Colis </span>
            <span className="tracking-number">{parcel.trackingNumber}</span>
          </h3>
          <p className="parcel-card__carrier">{parcel.carrier}</p>
        </div>
        <StatusBadge status={parcel.status} />
      </header>
      {parcel.firstThumbnailUrl && (
        <img className="parcel-card__photo" src={parcel.firstThumbnailUrl} alt={`Photo du colis ${parcel.trackingNumber}`} width={320} height={240} loading="lazy" />
      )}
      <p className="parcel-card__description">{parcel.description}</p>
      {parcel.storage && <StorageLine storage={parcel.storage} />}
      <dl className="parcel-card__facts">
        <div>
          <dt>Déclaré le</dt>
          <dd>
            <time dateTime={parcel.declaredAt}>{formatDate(parcel.declaredAt)}</time>
          </dd>
        </div>
        {weight && (
          <div>
            <dt>{isMeasured(parcel) ? 'Poids mesuré' : 'Poids'}</dt>
            <dd>{weight}</dd>
          </div>
        )}
        <div>
          <dt>Valeur</dt>
          <dd>{formatEurosFromCents(parcel.declaredValueCents)}</dd>
        </div>
        {dimensions && (
          <div>
            <dt>Dimensions</dt>
            <dd>{dimensions}</dd>
          </div>
        )}
        <div>
          <dt>Catégorie</dt>
          <dd>{categoryLabel(parcel.category)}</dd>
        </div>
        {parcel.senderName && (
          <div>
            <dt>Expéditeur</dt>
            <dd>{parcel.senderName}</dd>
          </div>
        )}
      </dl>
      <footer className="parcel-card__footer">
        <Link
          className="button button--outline button--sm"
          to={paths.tracking.getHref(parcel.trackingNumber)}
          aria-label={`Détails du colis ${parcel.trackingNumber}`}
        >
          Détails
        </Link>
        <ShipAction parcel={parcel} />
      </footer>
    </article>
  );
};
