import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime, formatEurosFromCents } from '@/lib/format';
import { useParcels } from '../api/get-parcels';
import { useTracking, type Tracking } from '../api/get-tracking';
import { allParcels, selectParcels } from '../utils/select-parcels';
import { parcelWeight } from '../utils/parcel-display';
import { QueryFailure } from './query-failure';
import { StatusBadge } from './status-badge';

const sameTrackingNumber = (a: string, b: string) => a.trim().toLocaleUpperCase('fr-FR') === b.trim().toLocaleUpperCase('fr-FR');

/** The parcel's own events, oldest first, the latest highlighted (DECISIONS: tracking from the parcel's events). */
const Timeline = ({ timeline }: { timeline: Tracking['timeline'] }) => (
  <ol className="timeline" aria-label="Historique du colis">
    {timeline.map((entry, index) => {
      const latest = index === timeline.length - 1;
      return (
        <li key={`${entry.type}-${entry.at}-${index}`} className={latest ? 'timeline__item timeline__item--current' : 'timeline__item'}>
          <span className="timeline__dot" aria-hidden="true" />
          <p className="timeline__status">
            {entry.label}
            {latest && <span className="visually-hidden"> (dernière étape)</span>}
          </p>
          <p className="timeline__date">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
        </li>
      );
    })}
  </ol>
);

const TrackingResult = ({ tracking: { parcel, timeline } }: { tracking: Tracking }) => (
  <section className="card tracking-result" aria-labelledby="resultat-suivi">
    <header className="tracking-result__header">
      <div>
        <p className="eyebrow">Numéro de suivi</p>
        <h2 id="resultat-suivi" className="tracking-number tracking-result__number">
          {parcel.trackingNumber}
        </h2>
      </div>
      <StatusBadge status={parcel.status} />
    </header>
    <dl className="facts">
      <div>
        <dt>Transporteur</dt>
        <dd>{parcel.carrier}</dd>
      </div>
      <div>
        <dt>Contenu</dt>
        <dd>{parcel.description}</dd>
      </div>
      <div>
        <dt>Déclaré le</dt>
        <dd>{formatDate(parcel.declaredAt)}</dd>
      </div>
      {parcel.receivedAt && (
        <div>
          <dt>Reçu à l'entrepôt le</dt>
          <dd>{formatDate(parcel.receivedAt)}</dd>
        </div>
      )}
      <div>
        <dt>Poids</dt>
        <dd>{parcelWeight(parcel)}</dd>
      </div>
      <div>
        <dt>Valeur déclarée</dt>
        <dd>{formatEurosFromCents(parcel.declaredValueCents)}</dd>
      </div>
    </dl>
    <h3 className="section-title">Historique</h3>
    <Timeline timeline={timeline} />
  </section>
);

const TrackingAnswer = ({ trackingNumber }: { trackingNumber: string }) => {
  const tracking = useTracking(trackingNumber);
  if (tracking.isPending) return <Loading label="Recherche du colis..." />;
  if (tracking.isError) return <QueryFailure error={tracking.error} onRetry={() => void tracking.refetch()} />;
  return tracking.data ? (
    <TrackingResult tracking={tracking.data} />
  ) : (
    <Alert tone="error" title="Numéro de suivi non trouvé">
      <p>Aucun de vos colis ne porte le numéro « {trackingNumber} ». Vérifiez le numéro ou choisissez un colis ci-dessous.</p>
    </Alert>
  );
};

const TrackingSearch = ({ initial }: { initial: string }) => {
  const [, setSearchParams] = useSearchParams();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trackingNumber = value.trim();
    if (trackingNumber === '') {
      setError('Veuillez saisir un numéro de suivi');
      return;
    }
    setError(undefined);
    setSearchParams({ tracking: trackingNumber });
  };

  return (
    <form className="card tracking-search" role="search" noValidate onSubmit={onSubmit}>
      <InputField
        label="Numéro de suivi"
        autoComplete="off"
        spellCheck={false}
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit">Rechercher</Button>
    </form>
  );
};

export const ParcelTracking = () => {
  const [searchParams] = useSearchParams();
  const tracking = searchParams.get('tracking')?.trim() ?? '';
  const parcels = useParcels();

  return (
    <div className="tracking">
      <TrackingSearch key={tracking} initial={tracking} />
      {tracking !== '' && <TrackingAnswer trackingNumber={tracking} />}
      {parcels.isPending && <Loading label="Chargement de vos colis..." />}
      {parcels.isError && <QueryFailure error={parcels.error} onRetry={() => void parcels.refetch()} />}
      {parcels.isSuccess && (
        <>
          <section className="card" aria-labelledby="mes-colis-suivi">
            <h2 id="mes-colis-suivi" className="card__title">
              Vos colis
            </h2>
            {parcels.data.length === 0 ? (
              <div className="empty-state">
                <p>Vous n'avez encore déclaré aucun colis.</p>
                <ButtonLink to={paths.declareParcel.getHref()} size="sm">
                  Déclarer un colis
                </ButtonLink>
              </div>
            ) : (
              <ul className="compact-list">
                {selectParcels(parcels.data, allParcels).map((parcel) => (
                  <li key={parcel.parcelId} className="compact-list__item">
                    <div className="compact-list__main">
                      <Link
                        className="tracking-number compact-list__link"
                        to={paths.tracking.getHref(parcel.trackingNumber)}
                        aria-current={sameTrackingNumber(parcel.trackingNumber, tracking) ? 'true' : undefined}
                      >
                        {parcel.trackingNumber}
                      </Link>
                      <span className="compact-list__description">{parcel.description}</span>
                    </div>
                    <StatusBadge status={parcel.status} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
};
