import { plans } from '@domain/pricing/plans';
import { supportContact } from '@/config/support-contact';
import { frenchSpacing } from '@/lib/typography';
import { Icon, type IconName } from './icons';
import './home.css';

const benefits: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'home',
    title: 'Une adresse à votre nom',
    text: 'Une adresse personnelle en France avec votre numéro de casier, gratuite, à utiliser sur tous les sites marchands.',
  },
  {
    icon: 'camera',
    title: 'Photo à la réception',
    text: 'Chaque colis reçu est photographié : vous voyez ce qui est arrivé avant de le faire partir.',
  },
  {
    icon: 'shield',
    title: 'Stockage en sécurité',
    text: `Vos colis attendent dans notre entrepôt : ${plans.free.freeStorageDays} jours gratuits, jusqu'à ${plans.premium_yearly.freeStorageDays} jours avec Premium.`,
  },
  {
    icon: 'headset',
    title: 'Une équipe qui répond',
    text: `Par téléphone ou par e-mail, ${supportContact.hours} ; réponse ${supportContact.replyDelay}.`,
  },
];

export const HomeBenefits = () => (
  <section className="home-section" aria-labelledby="accueil-avantages">
    <div className="home-container">
      <header className="home-section__header">
        <p className="eyebrow">Pourquoi Passerelle</p>
        <h2 id="accueil-avantages" className="home-section__title">
          Vos achats en France, sans les complications
        </h2>
        <p className="home-section__lead">
          Beaucoup de boutiques ne livrent pas outre-mer ou au Maroc, ou à des prix élevés. Avec Passerelle, elles livrent en
          France et nous faisons le reste.
        </p>
      </header>
      <ul className="home-grid home-grid--4">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="home-card">
            <span className="home-card__icon">
              <Icon name={benefit.icon} />
            </span>
            <h3 className="home-card__title">{benefit.title}</h3>
            <p className="home-card__text">{frenchSpacing(benefit.text)}</p>
          </li>
        ))}
      </ul>
    </div>
  </section>
);
