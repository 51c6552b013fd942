import { plans } from '@domain/pricing/plans';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { buyForMeFeeCents } from '@domain/pricing/service-fees';
import { frenchSpacing } from '@/lib/typography';
import { formatPriceFromCents } from '../utils/home-format';
import { Icon, type IconName } from './icons';
import './home.css';

type Service = { icon: IconName; title: string; text: string; link?: { to: string; label: string } };

const services: readonly Service[] = [
  {
    icon: 'plane',
    title: 'Réexpédition de colis',
    text: 'Standard, Express ou Premium : choisissez la rapidité qui vous convient, suivi inclus sur chaque envoi.',
    link: { to: paths.calculator.getHref(), label: 'Estimer mes frais' },
  },
  {
    icon: 'cart',
    title: 'Achat pour moi',
    text: `Une boutique refuse votre carte ou votre adresse ? Nous achetons pour vous : ${formatPriceFromCents(buyForMeFeeCents.free)} par commande, ${formatPriceFromCents(buyForMeFeeCents.premium)} avec Premium.`,
    link: { to: paths.buyForMe.getHref(), label: 'Demander un achat' },
  },
  {
    icon: 'layers',
    title: 'Regroupement de colis',
    text: `Plusieurs achats, un seul envoi : nous regroupons vos colis pour réduire les frais. Illimité avec ${plans.premium_yearly.label}.`,
    link: { to: paths.pricing.getHref(), label: 'Voir les tarifs' },
  },
  {
    icon: 'box',
    title: 'Déclaration de colis',
    text: 'Annoncez vos colis attendus : nous les identifions dès leur arrivée à l’entrepôt.',
    link: { to: paths.declareParcel.getHref(), label: 'Déclarer un colis' },
  },
  {
    icon: 'search',
    title: 'Suivi en ligne',
    text: 'Réception, stockage, expédition, livraison : chaque étape de vos colis dans votre espace client.',
    link: { to: paths.tracking.getHref(), label: 'Suivre un colis' },
  },
  {
    icon: 'returnArrow',
    title: 'Retours en métropole',
    text: 'Un article à renvoyer au vendeur ? Nous organisons le retour de votre colis vers la France métropolitaine.',
    link: { to: '#accueil-retours', label: 'Découvrir l’offre retour' },
  },
];

export const HomeServices = () => (
  <section className="home-section" aria-labelledby="accueil-services">
    <div className="home-container">
      <header className="home-section__header">
        <p className="eyebrow">Services</p>
        <h2 id="accueil-services" className="home-section__title">
          Tout ce qu'il faut pour acheter en France
        </h2>
      </header>
      <ul className="home-grid home-grid--3">
        {services.map((service) => (
          <li key={service.title} className="home-card home-card--service">
            <span className="home-card__icon">
              <Icon name={service.icon} />
            </span>
            <h3 className="home-card__title">{service.title}</h3>
            <p className="home-card__text">{frenchSpacing(service.text)}</p>
            {service.link && (
              <p className="home-card__link">
                {service.link.to.startsWith('#') ? (
                  <a href={service.link.to}>{service.link.label}</a>
                ) : (
                  <Link to={service.link.to}>{service.link.label}</Link>
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  </section>
);
