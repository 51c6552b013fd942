import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { returnReasonLabels, returnTypeLabels, returnUrgencyLabels } from '@domain/return/return-input';
import { returnStatusLabels } from '@domain/return/return-request';
import { returnDeadlineLines, returnWarehouseLines } from '@domain/return/return-terms';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { formatEurosFromCents, formatKilogramsFromGrams } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { returnableParcelsQueryKey, useReturnableParcels, type ReturnableParcel } from '../api/get-returnable-parcels';
import { useReturns, type ReturnRequest } from '../api/get-returns';
import { ReturnRequestForm } from './return-request-form';
import './returns.css';

/** A list that could not be read: the reason in French and a way to try again. */
const QueryFailure = ({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) => (
  <Alert tone="error" title={title}>
    <p>{errorMessage(error, 'Vérifiez votre connexion internet puis réessayez.')}</p>
    <Button variant="secondary" size="sm" onClick={onRetry}>
      Réessayer
    </Button>
  </Alert>
);

/** The drop-off address in northern France and the deadlines (spec 2, section 2.6). */
const ReturnInfo = () => (
  <div className="returns-info">
    <section className="card returns-info__block" aria-labelledby="retour-adresse">
      <h2 id="retour-adresse" className="returns-info__title">
        Entrepôt retours
      </h2>
      <address className="returns-info__address">
        {returnWarehouseLines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <p className="returns-info__note">Vos colis partent de notre entrepôt du nord de la France : vous n’avez rien à déposer vous-même.</p>
    </section>
    <section className="card returns-info__block" aria-labelledby="retour-delais">
      <h2 id="retour-delais" className="returns-info__title">
        Délais
      </h2>
      <ul className="returns-info__list">
        {returnDeadlineLines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  </div>
);

const EligibleParcels = ({ parcels, chosen, onChoose }: { parcels: readonly ReturnableParcel[]; chosen: string | null; onChoose: (parcel: ReturnableParcel) => void }) =>
  parcels.length === 0 ? (
    <p className="returns-empty">Aucun colis ne peut être retourné pour le moment : seuls les colis reçus ou stockés, et dans aucune expédition, peuvent l’être.</p>
  ) : (
    <ul className="returns-parcels">
      {parcels.map((parcel) => (
        <li key={parcel.parcelId} className="card returns-parcel">
          <div>
            <p className="returns-parcel__tracking">{parcel.trackingNumber}</p>
            <p className="returns-parcel__meta">
              {parcel.description}
              {parcel.weightGrams !== null && ` · ${formatKilogramsFromGrams(parcel.weightGrams)}`} · {parcel.carrier}
            </p>
          </div>
          <Button size="sm" variant={chosen === parcel.parcelId ? 'secondary' : 'primary'} onClick={() => onChoose(parcel)}>
            Demander un retour
          </Button>
        </li>
      ))}
    </ul>
  );

const ReturnCard = ({ request }: { request: ReturnRequest }) => (
  <li className="card return-card">
    <div className="return-card__head">
      <div>
        <p className="return-card__reference">{request.reference}</p>
        <p className="return-card__meta">
          Colis {request.parcelTrackingNumber} · {returnTypeLabels[request.type]} · {returnReasonLabels[request.reason]} · urgence {returnUrgencyLabels[request.urgency].toLowerCase()}
        </p>
      </div>
      <span className={`return-status return-status--${request.status}`}>{returnStatusLabels[request.status]}</span>
    </div>
    <p className="return-card__meta">
      {formatKilogramsFromGrams(request.weightGrams)} · frais {formatEurosFromCents(request.costCents)}
    </p>
    {request.photos.length > 0 && (
      <ul className="return-card__photos" aria-label={`Photos du retour ${request.reference}`}>
        {request.photos.map((photo) => (
          <li key={photo.photoId}>
            <a href={photo.url} target="_blank" rel="noreferrer">
              <img src={photo.thumbnailUrl} alt="Photo jointe à la demande" loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    )}
    <ol className="return-timeline" aria-label={`Historique du retour ${request.reference}`}>
      {request.timeline.map((entry) => (
        <li key={`${entry.status}-${entry.at}`}>
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          <span>{entry.label}</span>
        </li>
      ))}
    </ol>
  </li>
);

/** /gestion-retour: where the parcels go, how long it takes, which parcels can go back, the form, and the requests. */
export const ReturnsPage = () => {
  const [searchParams] = useSearchParams();
  const payment = searchParams.get('payment');
  const parcels = useReturnableParcels();
  const returns = useReturns({ poll: payment === 'success' });
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ReturnableParcel | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const inReturn = new Set((returns.data ?? []).filter((request) => request.status !== 'refused' && request.status !== 'closed').map((request) => request.parcelId));

  return (
    <div className="returns">
      <ReturnInfo />
      {payment === 'success' && (
        <Alert tone="success" title="Paiement reçu">
          <p>Votre demande de retour apparaît ci-dessous dès que Stripe nous confirme le paiement.</p>
        </Alert>
      )}
      {payment === 'cancel' && (
        <Alert tone="info" title="Paiement annulé">
          <p>Aucune demande de retour n’a été créée : vous pouvez recommencer quand vous le souhaitez.</p>
        </Alert>
      )}
      {created && <Alert tone="success" title={created} />}

      <section aria-labelledby="retour-colis">
        <h2 id="retour-colis" className="returns-section__title">
          Colis pouvant être retournés
        </h2>
        {parcels.isPending ? (
          <Loading label="Chargement de vos colis..." />
        ) : parcels.isError ? (
          <QueryFailure title="Impossible de charger vos colis" error={parcels.error} onRetry={() => void parcels.refetch()} />
        ) : (
          <EligibleParcels
            // A request just confirmed holds its parcel even before the parcel's own list catches up.
            parcels={parcels.data.filter((parcel) => !inReturn.has(parcel.parcelId))}
            chosen={chosen?.parcelId ?? null}
            onChoose={(parcel) => {
              setCreated(null);
              setChosen(parcel);
            }}
          />
        )}
      </section>

      {chosen && (
        <ReturnRequestForm
          key={chosen.parcelId}
          parcel={chosen}
          onCancel={() => setChosen(null)}
          onCreated={(message) => {
            setChosen(null);
            setCreated(message);
            void queryClient.invalidateQueries({ queryKey: returnableParcelsQueryKey });
          }}
        />
      )}

      <section aria-labelledby="retour-demandes">
        <h2 id="retour-demandes" className="returns-section__title">
          Mes demandes de retour
        </h2>
        {returns.isPending ? (
          <Loading label="Chargement de vos demandes..." />
        ) : returns.isError ? (
          <QueryFailure title="Impossible de charger vos demandes de retour" error={returns.error} onRetry={() => void returns.refetch()} />
        ) : returns.data.length === 0 ? (
          <p className="returns-empty">Vous n’avez encore demandé aucun retour.</p>
        ) : (
          <ul className="returns-list">
            {returns.data.map((request) => (
              <ReturnCard key={request.returnId} request={request} />
            ))}
          </ul>
        )}
      </section>
      <div className="actions">
        <ButtonLink to={paths.dashboard.getHref()} variant="secondary" size="sm">
          Retour au tableau de bord
        </ButtonLink>
      </div>
    </div>
  );
};
