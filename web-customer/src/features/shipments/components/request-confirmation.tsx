import { useEffect, useRef } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { Shipment } from '../api/get-shipments';
import { nextStepsAfterRequest, serviceLabel } from '../utils/shipment-display';
import { HowToPay } from './how-to-pay';
import './shipments.css';

/** After "Demander l'expédition": what was asked, and what happens next. */
export const RequestConfirmation = ({ shipment }: { shipment: Shipment }) => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const count = shipment.parcels.length;
  return (
    <div className="card success" role="status">
      <div className="success__icon" aria-hidden="true">
        ✓
      </div>
      <h2 className="success__title" tabIndex={-1} ref={headingRef}>
        Demande d'expédition envoyée
      </h2>
      <p>
        {count > 1 ? `Vos ${count} colis partiront ensemble` : 'Votre colis partira'} en {serviceLabel(shipment.service)} vers {shipment.address.city} :{' '}
        {shipment.parcels.map((parcel) => parcel.trackingNumber).join(', ')}.
      </p>
      <h3 className="section-title">La suite</h3>
      <ol className="next-steps">
        {nextStepsAfterRequest.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <HowToPay />
      <p className="card__text">Vous pouvez annuler la demande depuis « Mes devis et expéditions » tant que notre équipe ne l'a pas traitée.</p>
      <div className="actions actions--center">
        <ButtonLink to={paths.quotes.getHref()}>Mes devis et expéditions</ButtonLink>
        <ButtonLink to={paths.dashboard.getHref()} variant="secondary">
          Tableau de bord
        </ButtonLink>
      </div>
    </div>
  );
};
