import { warehouseAddress } from '@domain/customer/warehouse';

/** The address a customer gives French shops: our warehouse, with the customer's own box number. */
const addressLines = (boxNumber: string): string[] => [
  `${warehouseAddress.company} — Boîte ${boxNumber}`,
  warehouseAddress.street,
  `${warehouseAddress.postalCode} ${warehouseAddress.city}`,
  warehouseAddress.country,
];

export const FrenchAddressCard = ({ boxNumber }: { boxNumber: string | null }) => (
  <section className="card address-card" aria-labelledby="adresse-francaise">
    <h2 id="adresse-francaise" className="card__title">
      Votre adresse en France
    </h2>
    {boxNumber ? (
      <>
        <p className="address-card__intro">
          Donnez cette adresse de livraison à vos boutiques en ligne : votre numéro de boîte nous permet de reconnaître vos
          colis à leur arrivée.
        </p>
        <p className="address-card__box">
          Numéro de boîte <strong>{boxNumber}</strong>
        </p>
        <address className="address-card__address">
          {addressLines(boxNumber).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </>
    ) : (
      <p>Votre numéro de boîte est en cours d'attribution.</p>
    )}
  </section>
);
