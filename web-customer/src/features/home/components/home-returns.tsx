import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { returnBands } from '@domain/pricing/service-fees';
import { formatPriceFromCents } from '../utils/home-format';
import { Icon } from './icons';
import './home.css';

const points = [
  'Entrepôt de réception dans le nord de la France',
  'Retour traité en 2 à 3 jours ouvrés en moyenne',
  'Paiement sécurisé par carte bancaire',
];

export const HomeReturns = () => (
  <section id="accueil-retours" className="home-section home-returns-section" aria-labelledby="accueil-retours-titre">
    <div className="home-container">
      <div className="home-returns">
        <div className="home-returns__text">
          <p className="eyebrow home-returns__eyebrow">Retours vers la métropole</p>
          <h2 id="accueil-retours-titre" className="home-returns__title">
            Un article à renvoyer&nbsp;? Retour à partir de {formatPriceFromCents(returnBands[0].priceCents)}
          </h2>
          <p className="home-returns__lead">
            Taille qui ne va pas, produit défectueux&nbsp;: renvoyez votre colis vers la France métropolitaine sans chercher de
            transporteur. Le prix dépend du poids et de l'urgence du retour.
          </p>
          <ul className="home-returns__points">
            {points.map((point) => (
              <li key={point}>
                <Icon name="check" className="home-icon home-icon--check" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="home-returns__actions">
          <ButtonLink to={paths.returnsService.getHref()} size="lg" variant="secondary">
            Découvrir le service de retour
          </ButtonLink>
          <ButtonLink to={paths.returns.getHref()} size="lg" variant="ghost" className="home-returns__ghost">
            Demander un retour
          </ButtonLink>
        </div>
      </div>
    </div>
  </section>
);
