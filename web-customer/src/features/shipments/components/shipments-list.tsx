import { useState } from 'react';
import { parcelStatusLabel } from '@domain/parcel/parcel-labels';
import { destinationLabels } from '@domain/pricing/rate-card';
import { refundCategoryLabels } from '@domain/payment/refund-effects';
import { shippedRefundSentence } from '@domain/shipment/shipment-labels';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { formatEurosFromCents } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useCancelShipment } from '../api/cancel-shipment';
import { useShipments, type Shipment } from '../api/get-shipments';
import { expiredQuoteMessage, nextStepsAfterRequest, quoteStatusLabel, serviceLabel, shipmentBadgeLabel, type ShipmentQuote } from '../utils/shipment-display';
import { PayQuoteButton } from './pay-quote-button';
import { QuoteDetailsModal } from './quote-details-modal';
import './shipments.css';

const cancelFailedMessage = "L'annulation n'a pas abouti. Réessayez dans un instant.";

const ShipmentCard = ({ shipment, onDetails, onCancelled }: { shipment: Shipment; onDetails: (entry: ShipmentQuote) => void; onCancelled?: () => Promise<void> }) => {
  const cancel = useCancelShipment({ onCancelled });
  const { quote, outgoing } = shipment;
  const titleId = `expedition-${shipment.shipmentId}`;
  return (
    <article className="card shipment-card" aria-labelledby={titleId}>
      <header className="shipment-card__header">
        <div>
          <h2 id={titleId} className="card__title">
            {quote ? `Devis ${quote.quoteNumber}` : `Demande du ${formatDate(shipment.requestedAt)}`}
          </h2>
          <p className="shipment-card__meta">
            {serviceLabel(shipment.service)} vers {shipment.address.city} ({destinationLabels[shipment.address.destination]}) · demandée le {formatDate(shipment.requestedAt)}
          </p>
        </div>
        <span className={`badge badge--shipment badge--${shipment.status.replace(/[^a-z_]/g, '')}`}>{shipmentBadgeLabel(shipment)}</span>
      </header>

      <ul className="shipment-card__parcels" aria-label="Colis de l'expédition">
        {shipment.parcels.map((parcel) => (
          <li key={parcel.parcelId}>
            <span className="tracking-number">{parcel.trackingNumber}</span> · {parcel.description} · {parcelStatusLabel(parcel.status)}
          </li>
        ))}
      </ul>

      {shipment.status === 'requested' && (
        <>
          <p className="card__text">{nextStepsAfterRequest[0]}</p>
          {cancel.isError && <Alert tone="error" title={errorMessage(cancel.error, cancelFailedMessage)} />}
          <div className="actions">
            <Button variant="outline" size="sm" isLoading={cancel.isPending} onClick={() => cancel.mutate({ shipmentId: shipment.shipmentId, input: { reason: '' } })}>
              Annuler la demande
            </Button>
          </div>
        </>
      )}

      {quote && (
        <div className="shipment-card__quote">
          <p>
            <strong>{formatEurosFromCents(quote.totalCents)} TTC</strong> · {quoteStatusLabel(quote.status)} · valable jusqu’au {formatDate(quote.validUntil)}
          </p>
          {quote.status === 'expired' && <p className="card__text">{expiredQuoteMessage}</p>}
          <div className="actions">
            <Button variant="outline" size="sm" aria-haspopup="dialog" aria-label={`Détails du devis ${quote.quoteNumber}`} onClick={() => onDetails({ shipment, quote })}>
              Détails
            </Button>
            {quote.status === 'pending' && <PayQuoteButton shipmentId={shipment.shipmentId} quoteNumber={quote.quoteNumber} totalCents={quote.totalCents} />}
          </div>
        </div>
      )}

      {shipment.refund && (
        <p className="shipment-card__refund" role="note">
          {shippedRefundSentence(shipment.refund, shipment.refund.category && refundCategoryLabels[shipment.refund.category])}
        </p>
      )}

      {outgoing && (
        <p className="shipment-card__outgoing">
          Expédié avec {outgoing.carrier}, suivi <span className="tracking-number">{outgoing.trackingNumber}</span>
          {outgoing.trackingUrl && (
            <>
              {' · '}
              <a href={outgoing.trackingUrl} target="_blank" rel="noopener noreferrer">
                Suivre chez {outgoing.carrier}
              </a>
            </>
          )}
        </p>
      )}
    </article>
  );
};

/** "Mes devis et expéditions": every request, its parcels, its quote, its carrier once shipped. */
export const ShipmentsList = ({ onCancelled }: { onCancelled?: () => Promise<void> }) => {
  const shipments = useShipments();
  const [open, setOpen] = useState<ShipmentQuote | null>(null);
  if (shipments.isPending) return <Loading label="Chargement de vos expéditions..." />;
  if (shipments.isError) return <Alert tone="error" title={errorMessage(shipments.error, 'Vos expéditions n’ont pas pu être chargées.')} />;
  if (shipments.data.length === 0) {
    return (
      <div className="card empty-state">
        <p className="empty-state__title">Aucune demande d'expédition pour l'instant.</p>
        <p>Quand un colis est stocké à notre entrepôt, « Expédier » sur sa fiche demande son envoi : son devis apparaîtra ici.</p>
        <ButtonLink to={paths.parcels.getHref()} size="sm">
          Mes colis
        </ButtonLink>
      </div>
    );
  }
  return (
    <>
      <div className="shipment-list">
        {shipments.data.map((shipment) => (
          <ShipmentCard key={shipment.shipmentId} shipment={shipment} onDetails={setOpen} onCancelled={onCancelled} />
        ))}
      </div>
      {open && <QuoteDetailsModal {...open} onClose={() => setOpen(null)} />}
    </>
  );
};
