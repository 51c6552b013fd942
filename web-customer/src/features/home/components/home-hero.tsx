import { destinationLabels } from '@domain/pricing/rate-card';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Icon } from './icons';
import './home.css';

/** "La Réunion" is never split at the end of a line. */
const destinations = Object.values(destinationLabels).map((label) => label.replace(/ /g, '\u00a0'));

/** Above the fold: static text and an inline illustration only, so it can be prerendered and shows at once. */
export const HomeHero = () => (
  <section className="home-hero" aria-labelledby="accueil-titre">
    <div className="home-container home-hero__inner">
      <div className="home-hero__text">
        <p className="eyebrow">Votre adresse en France</p>
        <h1 id="accueil-titre" className="home-hero__title">
          Achetez en France, recevez chez vous, <span className="home-nowrap">outre-mer</span> et au Maroc
        </h1>
        <p className="home-hero__lead">
          Passerelle vous donne une adresse personnelle en France, gratuite. Vos commandes en ligne y sont livrées&nbsp;: nous les
          réceptionnons, les photographions, les stockons et vous les réexpédions au meilleur prix.
        </p>
        <div className="actions home-hero__actions">
          <ButtonLink to={paths.register.getHref()} size="lg">
            Créer mon adresse gratuite
          </ButtonLink>
          <ButtonLink to={paths.calculator.getHref()} size="lg" variant="outline">
            Calculer mes frais d'envoi
          </ButtonLink>
        </div>
        <p className="home-hero__destinations">
          <Icon name="pin" className="home-icon home-icon--small" />
          <span>{destinations.join(' · ')}</span>
        </p>
      </div>
      <HeroIllustration />
    </div>
  </section>
);

/** A parcel leaving the French warehouse for the islands: pure SVG, no image to download. */
const HeroIllustration = () => (
  <div className="home-hero__art" aria-hidden="true">
    <svg viewBox="0 0 420 340" className="home-hero__svg" focusable="false">
      <defs>
        <linearGradient id="hero-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#dbe7f7" />
        </linearGradient>
      </defs>
      <rect x="10" y="10" width="400" height="320" rx="28" fill="url(#hero-sea)" stroke="#dde3eb" />
      {/* France, simplified, with the warehouse */}
      <path
        d="M300 58l26 10 22-4 14 20-6 24 12 20-12 28-28 10-30-6-8-22-18-8 4-26 14-10-4-22z"
        fill="#e8f0fb"
        stroke="#1d5fa8"
        strokeWidth="2"
      />
      <circle cx="318" cy="104" r="7" fill="#1d5fa8" />
      <circle cx="318" cy="104" r="14" fill="none" stroke="#1d5fa8" strokeOpacity="0.35" strokeWidth="2" />
      {/* The route */}
      <path d="M310 120C270 200 170 150 110 228" fill="none" stroke="#12355b" strokeWidth="2.5" strokeDasharray="7 8" strokeLinecap="round" />
      <path d="M312 128c-20 80 10 120 -2 168" fill="none" stroke="#12355b" strokeOpacity="0.45" strokeWidth="2" strokeDasharray="5 8" strokeLinecap="round" />
      {/* Islands */}
      <ellipse cx="92" cy="246" rx="26" ry="11" fill="#cfe3d6" stroke="#067647" strokeWidth="1.5" />
      <ellipse cx="140" cy="272" rx="16" ry="8" fill="#cfe3d6" stroke="#067647" strokeWidth="1.5" />
      <ellipse cx="300" cy="300" rx="18" ry="9" fill="#cfe3d6" stroke="#067647" strokeWidth="1.5" />
      {/* The parcel */}
      <g transform="translate(176 150) rotate(-8)">
        <rect x="0" y="0" width="70" height="56" rx="6" fill="#e9c58f" stroke="#8a5a1f" strokeWidth="2" />
        <path d="M0 18h70" stroke="#8a5a1f" strokeWidth="2" />
        <rect x="29" y="0" width="12" height="56" fill="#f3dcb5" stroke="#8a5a1f" strokeWidth="1.5" />
        <rect x="8" y="28" width="18" height="12" rx="2" fill="#ffffff" stroke="#8a5a1f" strokeWidth="1.2" />
      </g>
      {/* The reception photo */}
      <g transform="translate(40 48)">
        <rect width="120" height="86" rx="12" fill="#ffffff" stroke="#dde3eb" />
        <rect x="12" y="12" width="96" height="44" rx="6" fill="#e8f0fb" />
        <path d="M48 46l12-16 12 16z" fill="#1d5fa8" fillOpacity="0.5" />
        <circle cx="82" cy="26" r="5" fill="#1d5fa8" fillOpacity="0.5" />
        <rect x="12" y="64" width="60" height="8" rx="4" fill="#b8c2d0" />
        <circle cx="98" cy="68" r="9" fill="#067647" />
        <path d="m93.5 68 3 3 5.5-6" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </g>
    </svg>
  </div>
);
