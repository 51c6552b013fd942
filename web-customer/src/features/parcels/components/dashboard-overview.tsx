import { Suspense, useState, type ReactNode } from 'react';
import { storageReminderDaysBeforeEnd } from '@domain/pricing/plans';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth/get-me';
import { planTermsOf } from '@/lib/current-plan';
import { formatEurosFromCents } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useParcels, type Parcel } from '../api/get-parcels';
import { allParcels, selectParcels } from '../utils/select-parcels';
import { deferredModule } from '@/lib/deferred-module';
import './parcels.css';

// The dialogs load when first opened, not with the dashboard (the signed-in area's 150 kB budget).
const PhotoGallery = deferredModule(() => import('./photo-gallery')).component((module) => module.PhotoGallery);
const AddPhotoModal = deferredModule(() => import('./add-photo-modal')).component((module) => module.AddPhotoModal);

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

type GalleryTarget = { parcelId: string; trackingNumber: string };

/**
 * The photos of the customer's parcels (12 at most, newest parcels first): a tile opens the parcel's
 * gallery; "Ajouter une photo" is there as soon as the customer has a parcel, photos or not.
 */
const ParcelPhotos = ({ parcels }: { parcels: readonly Parcel[] }) => {
  const [gallery, setGallery] = useState<GalleryTarget | null>(null);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const withPhotos = parcels.filter((parcel) => parcel.firstThumbnailUrl).slice(0, photoGridSize);
  return (
    <section className="card dashboard-grid__wide" aria-labelledby="photos-colis">
      <div className="card__header">
        <h2 id="photos-colis" className="card__title">
          Photos de mes colis
        </h2>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setAdded(null);
            setAdding(true);
          }}
        >
          Ajouter une photo
        </Button>
      </div>
      {added && <Alert tone="success" title={added} />}
      {withPhotos.length === 0 ? (
        <p className="card__text">Aucune photo pour l'instant : l'entrepôt photographie vos colis à leur arrivée, et vous pouvez ajouter les vôtres.</p>
      ) : (
        <ul className="photo-grid">
          {withPhotos.map((parcel) => (
            <li key={parcel.parcelId}>
              <button
                type="button"
                className="photo-grid__tile"
                aria-label={`Voir les photos du colis ${parcel.trackingNumber} (${parcel.photoCount} photo${parcel.photoCount > 1 ? 's' : ''})`}
                aria-haspopup="dialog"
                onClick={() => setGallery({ parcelId: parcel.parcelId, trackingNumber: parcel.trackingNumber })}
              >
                <img src={parcel.firstThumbnailUrl ?? ''} alt="" width={160} height={120} loading="lazy" />
                <span className="photo-grid__count" aria-hidden="true">
                  {parcel.photoCount}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {gallery && <PhotoGallery {...gallery} onClose={() => setGallery(null)} />}
        {adding && (
          <AddPhotoModal
            parcels={parcels}
            onClose={() => setAdding(false)}
            onAdded={(photo) => {
              setAdding(false);
              setAdded(photo.trackingNumber ? `Photo ajoutée au colis ${photo.trackingNumber}.` : 'Photo ajoutée à votre colis.');
            }}
          />
        )}
      </Suspense>
    </section>
  );
};

/**
 * The dashboard's figures, storage warnings and photos, from the customer's own parcels;
 * `quotesAvailable`: the number of quotes to pay, and `quotesToPay` their block, shown under the figures.
 */
export const DashboardOverview = ({ quotesAvailable, quotesToPay }: { quotesAvailable: string; quotesToPay?: ReactNode }) => {
  const plan = planTermsOf(useUser().plan);
  const parcels = useParcels();
  const all = parcels.data ?? [];
  const received = all.filter((parcel) => parcel.receivedAt !== null);
  const warnings = storageWarningsOf(all);
  const newestFirst = selectParcels(all, allParcels);
  return (
    <>
      <ul className="stat-cards dashboard-grid__wide" aria-label="Mes chiffres">
        <StatCard label="Colis reçus" value={parcels.isSuccess ? String(received.length) : '…'} />
        <StatCard label="Devis disponibles" value={quotesAvailable} />
        <StatCard label="Jours de stockage gratuit" value={String(plan.freeStorageDays)} />
        <StatCard label="Abonnement" value={plan.label} />
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
      {quotesToPay}
      {newestFirst.length > 0 && <ParcelPhotos parcels={newestFirst} />}
    </>
  );
};
