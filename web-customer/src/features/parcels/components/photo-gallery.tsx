import { useState, type KeyboardEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Loading } from '@/components/ui/loading';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { useParcel, type ParcelPhoto } from '../api/get-parcel';
import './parcels.css';

type PhotoGalleryProps = { parcelId: string; trackingNumber: string; onClose: () => void };

const photoLabel = (photo: ParcelPhoto, position: number, total: number, trackingNumber: string) =>
  photo.description || `Photo ${position} sur ${total} du colis ${trackingNumber}`;

/** The photos of one parcel, full size, one at a time: buttons and arrow keys move, the strip jumps. */
export const PhotoGallery = ({ parcelId, trackingNumber, onClose }: PhotoGalleryProps) => {
  const parcel = useParcel(parcelId);
  const [index, setIndex] = useState(0);
  const photos = parcel.data?.photos ?? [];
  const total = photos.length;
  const currentIndex = total === 0 ? 0 : Math.min(index, total - 1);
  const current = photos[currentIndex];

  const move = (step: number) => setIndex(total === 0 ? 0 : (currentIndex + step + total) % total);
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Arrows in a form control (none here today) keep their own meaning.
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    }
  };

  return (
    <Modal title={`Photos du colis ${trackingNumber}`} onClose={onClose} onKeyDown={handleKeyDown} size="lg" initialFocus="dialog">
      {parcel.isPending && <Loading label="Chargement des photos..." />}
      {parcel.isError && (
        <Alert tone="error" title="Impossible de charger les photos">
          <p>{errorMessage(parcel.error, 'Vérifiez votre connexion internet puis réessayez.')}</p>
          <Button variant="secondary" size="sm" onClick={() => void parcel.refetch()}>
            Réessayer
          </Button>
        </Alert>
      )}
      {parcel.isSuccess && !current && <p>Ce colis n'a pas encore de photo.</p>}
      {current && (
        <div className="gallery">
          <figure className="gallery__figure">
            <img
              key={current.photoId}
              className="gallery__image"
              src={current.url}
              alt={photoLabel(current, currentIndex + 1, total, trackingNumber)}
              width={current.width}
              height={current.height}
            />
            <figcaption className="gallery__caption">
              {current.description && <span className="gallery__description">{current.description}</span>}
              <span className="gallery__meta">
                Photo {currentIndex + 1} sur {total} · ajoutée le <time dateTime={current.attachedAt}>{formatDateTime(current.attachedAt)}</time>
                {current.attachedBy === 'staff' ? ' par l’entrepôt' : ' par vous'}
              </span>
            </figcaption>
          </figure>
          {total > 1 && (
            <div className="gallery__controls">
              <Button variant="outline" size="sm" onClick={() => move(-1)}>
                ← Photo précédente
              </Button>
              <Button variant="outline" size="sm" onClick={() => move(1)}>
                Photo suivante →
              </Button>
            </div>
          )}
          {total > 1 && (
            <ul className="gallery__strip" aria-label="Miniatures">
              {photos.map((photo, position) => (
                <li key={photo.photoId}>
                  <button
                    type="button"
                    className="gallery__thumb"
                    aria-label={`Afficher la photo ${position + 1} sur ${total}`}
                    aria-current={position === currentIndex ? 'true' : undefined}
                    onClick={() => setIndex(position)}
                  >
                    <img src={photo.thumbnailUrl} alt="" width={72} height={54} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <p className="gallery__follow">
        <Link to={paths.tracking.getHref(trackingNumber)}>Suivre ce colis</Link>
      </p>
    </Modal>
  );
};
