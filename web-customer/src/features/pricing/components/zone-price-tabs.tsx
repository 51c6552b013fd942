import { useRef, useState, type KeyboardEvent } from 'react';
import { cheapestPriceFromCents, exampleFor2Kg } from '@domain/pricing/shipping-price';
import { destinationLabels, pricingZones, rateCard, shippingServiceLabels, shippingServices } from '@domain/pricing/rate-card';
import { formatEurosFromCents } from '@/lib/format';
import './pricing.css';

type Zone = (typeof pricingZones)[number];

/** The columns of both price tables: the destination, then one per service. */
const ServicesHead = () => (
  <thead>
    <tr>
      <th scope="col">Destination</th>
      {shippingServices.map((service) => (
        <th key={service} scope="col">
          {shippingServiceLabels[service]}
        </th>
      ))}
    </tr>
  </thead>
);

const ZonePrices = ({ zone }: { zone: Zone }) => (
  <>
    <div className="price-table" role="region" aria-labelledby={`prix-${zone.id}`} tabIndex={0}>
      <table>
        <caption id={`prix-${zone.id}`}>Prix de départ, colis jusqu'à 1&nbsp;kg</caption>
        <ServicesHead />
        <tbody>
          {zone.destinations.map((destination) => (
            <tr key={destination}>
              <th scope="row">{destinationLabels[destination]}</th>
              {shippingServices.map((service) => (
                <td key={service}>
                  <span className="price-table__from">dès </span>
                  {formatEurosFromCents(cheapestPriceFromCents(destination, service))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>

    <div className="price-table" role="region" aria-labelledby={`exemple-${zone.id}`} tabIndex={0}>
      <table>
        <caption id={`exemple-${zone.id}`}>
          Exemple&nbsp;: un colis de 2&nbsp;kg
          <span className="price-table__caption-note">
            Sous chaque prix, en vert&nbsp;: le prix avec l'abonnement Premium (−{rateCard.subscriberDiscountPercent}&nbsp;%)
          </span>
        </caption>
        <ServicesHead />
        <tbody>
          {zone.destinations.map((destination) => (
            <tr key={destination}>
              <th scope="row">{destinationLabels[destination]}</th>
              {exampleFor2Kg(destination).map((quote) => (
                <td key={quote.service}>
                  {formatEurosFromCents(quote.publicPriceCents)}
                  <span className="price-table__premium">
                    <span className="visually-hidden">Avec Premium&nbsp;: </span>
                    {formatEurosFromCents(quote.subscriberPriceCents)}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  </>
);

const nextIndex = (key: string, index: number, count: number): number | undefined => {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
};

/**
 * The zone tabs of /tarifs (DOM-TOM, Maroc) after the WAI-ARIA tabs pattern: one tab stop,
 * arrow keys (and Home, End) move between tabs and show their panel.
 */
export const ZonePriceTabs = () => {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextIndex(event.key, index, pricingZones.length);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="zone-tabs">
      <div className="zone-tabs__list" role="tablist" aria-label="Zones de destination">
        {pricingZones.map((zone, index) => (
          <button
            key={zone.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`onglet-${zone.id}`}
            className="zone-tabs__tab"
            aria-selected={index === selected}
            aria-controls={`zone-${zone.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {zone.label}
          </button>
        ))}
      </div>
      {pricingZones.map((zone, index) => (
        <div
          key={zone.id}
          role="tabpanel"
          id={`zone-${zone.id}`}
          aria-labelledby={`onglet-${zone.id}`}
          className="zone-tabs__panel"
          hidden={index !== selected}
        >
          <ZonePrices zone={zone} />
        </div>
      ))}
    </div>
  );
};
