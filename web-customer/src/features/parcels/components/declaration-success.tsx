import { useEffect, useRef } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import './parcels.css';

export const DeclarationSuccess = ({ trackingNumber }: { trackingNumber: string }) => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="card success" role="status">
      <div className="success__icon" aria-hidden="true">
        ✓
      </div>
      <h2 className="success__title" tabIndex={-1} ref={headingRef}>
        Colis déclaré !
      </h2>
      <p>
        Votre colis <strong className="tracking-number">{trackingNumber}</strong> est enregistré. Il apparaît comme
        « Déclaré » dans vos colis jusqu'à sa réception à notre entrepôt.
      </p>
      <div className="actions actions--center">
        <ButtonLink to={paths.dashboard.getHref()} variant="secondary">
          Tableau de bord
        </ButtonLink>
        <ButtonLink to={paths.parcels.getHref()}>Mes colis</ButtonLink>
        <ButtonLink to={paths.tracking.getHref()} variant="secondary">
          Suivre mes colis
        </ButtonLink>
      </div>
    </div>
  );
};
