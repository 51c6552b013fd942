import type { Territory } from '@events/customer-events';
import { cheapestPriceFromCents } from '@domain/pricing/shipping-price';
import { destinationLabels } from '@domain/pricing/rate-card';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { formatPriceFromCents } from '../utils/home-format';
import './home.css';

const regions: Readonly<Record<Territory, { name: string; code: string }>> = {
  guadeloupe: { name: 'Antilles', code: 'GP' },
  martinique: { name: 'Antilles', code: 'MQ' },
  guyane: { name: 'Amérique du Sud', code: 'GF' },
  reunion: { name: 'Océan Indien', code: 'RE' },
  mayotte: { name: 'Océan Indien', code: 'YT' },
  maroc: { name: 'Afrique du Nord', code: 'MA' },
};

const destinations = Object.keys(regions) as Territory[];

export const HomeDestinations = () => (
  <section className="home-section home-section--surface" aria-labelledby="accueil-destinations">
    <div className="home-container">
      <header className="home-section__header">
        <p className="eyebrow">Destinations</p>
        <h2 id="accueil-destinations" className="home-section__title">
          Nous livrons <span className="home-nowrap">outre-mer</span> et au Maroc
        </h2>
        <p className="home-section__lead">
          Un seul tarif pour tous les envois. Prix indiqués pour un colis jusqu'à 1&nbsp;kg avec le service Standard.
        </p>
      </header>
      <ul className="home-grid home-grid--3">
        {destinations.map((destination) => (
          <li key={destination} className="home-destination">
            <span className={`home-destination__badge home-destination__badge--${destination}`} aria-hidden="true">
              {regions[destination].code}
            </span>
            <div>
              <h3 className="home-destination__name">{destinationLabels[destination]}</h3>
              <p className="home-destination__region">{regions[destination].name}</p>
            </div>
            <p className="home-destination__price">
              <span className="home-destination__from">à partir de</span>
              <strong>{formatPriceFromCents(cheapestPriceFromCents(destination, 'standard'))}</strong>
            </p>
          </li>
        ))}
      </ul>
      <p className="home-section__more">
        <Link to={paths.pricing.getHref()}>Voir tous les tarifs</Link>
        <span className="home-section__more-separator" aria-hidden="true">
          ·
        </span>
        <Link to={paths.calculator.getHref()}>Calculer le prix de mon colis</Link>
      </p>
    </div>
  </section>
);
