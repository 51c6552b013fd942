import { rateCard, shippingServiceLabels, shippingServices } from '@domain/pricing/rate-card';
import { formatEurosFromCents } from '@/lib/format';
import { formatDelay, serviceInclusions } from '../utils/pricing-display';
import './pricing.css';

const servicePitches = {
  standard: 'Le plus économique, pour les envois qui ne sont pas pressés.',
  express: 'Le bon compromis entre délai et prix, assurance comprise.',
  premium: 'Le plus rapide, pour vos colis urgents ou de valeur.',
} as const;

/** The three delivery services of the rate card: delay, what they include and their base price. */
export const ServiceCards = () => (
  <ul className="service-cards">
    {shippingServices.map((service) => {
      const rate = rateCard.services[service];
      return (
        <li key={service} className="card service-card">
          <h3 className="service-card__name">{shippingServiceLabels[service]}</h3>
          <p className="service-card__delay">{formatDelay(rate.delayDays)}</p>
          <p className="service-card__pitch">{servicePitches[service]}</p>
          <ul className="inclusions">
            {serviceInclusions(rate).map((inclusion) => (
              <li key={inclusion}>{inclusion}</li>
            ))}
            {!rate.hasInsurance && <li className="inclusions__absent">Sans assurance</li>}
          </ul>
          <p className="service-card__rate">
            {formatEurosFromCents(rate.basePriceCents)} jusqu'à 1&nbsp;kg, puis {formatEurosFromCents(rate.perExtraKgCents)} par kg
            supplémentaire
          </p>
        </li>
      );
    })}
  </ul>
);
