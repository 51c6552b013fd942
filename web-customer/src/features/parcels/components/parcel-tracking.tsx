import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { formatEurosFromCents } from '@/lib/format';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { useParcels } from '../api/get-parcels';
import { trackingFailureMessage, trackingMessages, useTracking, type Tracking } from '../api/get-tracking';
import { allParcels, selectParcels } from '../utils/select-parcels';
import { parcelWeight } from '../utils/parcel-display';
import { QueryFailure } from './query-failure';
import { StatusBadge } from './status-badge';
import { compatibleCarriers, trackingProgressOf, trackingStages } from '@domain/parcel/tracking-progress';
import './parcels.css';

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

/** The progress bar in the status's colour and the four stages of the journey (spec 1, section 4). */
const TrackingProgressBar = ({ status }: { status: string }) => {
  const progress = trackingProgressOf(status);
  return (
    <div className={`tracking-progress tracking-progress--${progress.colour}`} data-code={progress.code}>
      <div
        className="tracking-progress__bar"
        role="progressbar"
        aria-label="Progression de l’acheminement"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <span className="tracking-progress__fill" style={{ width: `${progress.percent}%` }} />
      </div>
      <ol className="tracking-progress__stages">
        {trackingStages.map((stage, index) => (
          <li key={stage} className={index < progress.stagesReached ? 'tracking-progress__stage tracking-progress__stage--reached' : 'tracking-progress__stage'}>
            {stage}
          </li>
        ))}
      </ol>
    </div>
  );
};

/** Once shipped: the outgoing carrier, its number and its own tracking page (DECISIONS, "Tracking"). */
const OutgoingCarrier = ({ outgoing }: { outgoing: NonNullable<Tracking['parcel']['outgoing']> }) => (
  <Alert tone="info" title={`Expédié avec ${outgoing.carrier}`}>
    <p>
      Numéro de suivi du transporteur : <span className="tracking-number">{outgoing.trackingNumber}</span>
    </p>
    {outgoing.trackingUrl && (
      <p>
        <a href={outgoing.trackingUrl} target="_blank" rel="noopener noreferrer">
          Suivre sur le site de {outgoing.carrier}
        </a>
      </p>
    )}
  </Alert>
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
    <TrackingProgressBar status={parcel.status} />
    {parcel.outgoing && <OutgoingCarrier outgoing={parcel.outgoing} />}
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
      {parcelWeight(parcel) && (
        <div>
          <dt>Poids</dt>
          <dd>{parcelWeight(parcel)}</dd>
        </div>
      )}
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
  if (tracking.isError) {
    return (
      <Alert tone="error" title="Erreur de recherche">
        <p>{trackingFailureMessage(tracking.error)}</p>
        <Button variant="secondary" size="sm" onClick={() => void tracking.refetch()}>
          Réessayer
        </Button>
      </Alert>
    );
  }
  return tracking.data ? (
    <TrackingResult tracking={tracking.data} />
  ) : (
    <Alert tone="error" title={trackingMessages.notFoundTitle}>
      <p>{trackingMessages.notFound}</p>
      <p>Aucun de vos colis ne porte le numéro « {trackingNumber} » : vérifiez le numéro ou choisissez un colis ci-dessous.</p>
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
      <section className="card" aria-labelledby="aide-suivi">
        <h2 id="aide-suivi" className="card__title">
          Besoin d’aide ?
        </h2>
        <p>Un colis qui n’avance plus, un numéro introuvable ? Consultez le centre d’aide ou écrivez-nous : nous répondons sous 24 heures ouvrées.</p>
        <div className="actions">
          <ButtonLink to={paths.help.getHref()} size="sm" variant="secondary">
            Centre d’aide
          </ButtonLink>
          <ButtonLink to={paths.contact.getHref()} size="sm" variant="secondary">
            Nous contacter
          </ButtonLink>
        </div>
      </section>
      <section className="card" aria-labelledby="transporteurs-suivi">
        <h2 id="transporteurs-suivi" className="card__title">
          Transporteurs compatibles
        </h2>
        <ul className="carrier-list">
          {compatibleCarriers.map((carrier) => (
            <li key={carrier}>{carrier}</li>
          ))}
        </ul>
        <p className="carrier-list__note">Compatible avec plus de 200 transporteurs.</p>
      </section>
    </div>
  );
};
