import { plans, storageReminderDaysBeforeEnd } from '@domain/pricing/plans';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { formatDate, formatEurosFromCents } from '@/lib/format';
import { useParcels, type Parcel } from '../api/get-parcels';
import { allParcels, selectParcels } from '../utils/select-parcels';

/** Subscriptions arrive with their own issue: until then every customer is on the free plan. */
const currentPlan = plans.free;
const photoGridSize = 12;

/** Parcels whose free storage ends within the reminder's days, or that accrue fees (DECISIONS, "Storage"). */
type StorageWarning = { parcel: Parcel; storage: NonNullable<Parcel['storage']> };
export const storageWarningsOf = (parcels: readonly Parcel[]): StorageWarning[] =>
  parcels.flatMap((parcel) => {
    const { storage } = parcel;
    const due = storage !== null && (storage.accruing || (storage.freeDaysLeft > 0 && storage.freeDaysLeft <= storageReminderDaysBeforeEnd));
    return due ? [{ parcel, storage }] : [];
  });

const StatCard = ({ label, value }: { label: string; value: string }) => (
  <li className="stat-card">
    <span className="stat-card__value">{value}</span>
    <span className="stat-card__label">{label}</span>
  </li>
);

/** The dashboard's figures, storage warnings and photos, from the customer's own parcels. */
export const DashboardOverview = () => {
  const parcels = useParcels();
  const all = parcels.data ?? [];
  const received = all.filter((parcel) => parcel.receivedAt !== null);
  const warnings = storageWarningsOf(all);
  const withPhotos = selectParcels(all, allParcels).filter((parcel) => parcel.firstThumbnailUrl).slice(0, photoGridSize);
  return (
    <>
      <ul className="stat-cards dashboard-grid__wide" aria-label="Mes chiffres">
        <StatCard label="Colis reçus" value={parcels.isSuccess ? String(received.length) : '…'} />
        <StatCard label="Devis disponibles" value="0" />
        <StatCard label="Jours de stockage gratuit" value={String(currentPlan.freeStorageDays)} />
        <StatCard label="Abonnement" value={currentPlan.label} />
      </ul>
      {warnings.length > 0 && (
        <div className="dashboard-grid__wide">
          <Alert tone="info" title="Stockage de vos colis">
            <ul>
              {warnings.map(({ parcel, storage }) => (
                <li key={parcel.parcelId}>
                  <Link to={paths.tracking.getHref(parcel.trackingNumber)}>{parcel.trackingNumber}</Link> :{' '}
                  {storage.accruing
                    ? `frais de stockage en cours, ${formatEurosFromCents(storage.feesAccruedCents)} à ce jour (1 € par jour).`
                    : `stockage gratuit jusqu’au ${formatDate(storage.freeUntil)}, puis 1 € par jour.`}
                </li>
              ))}
            </ul>
          </Alert>
        </div>
      )}
      {withPhotos.length > 0 && (
        <section className="card dashboard-grid__wide" aria-labelledby="photos-colis">
          <h2 id="photos-colis" className="card__title">
            Photos de mes colis
          </h2>
          <ul className="photo-grid">
            {withPhotos.map((parcel) => (
              <li key={parcel.parcelId}>
                <Link to={paths.tracking.getHref(parcel.trackingNumber)} aria-label={`Colis ${parcel.trackingNumber} : ${parcel.photoCount} photo(s)`}>
                  <img src={parcel.firstThumbnailUrl ?? ''} alt="" width={160} height={120} loading="lazy" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
};
