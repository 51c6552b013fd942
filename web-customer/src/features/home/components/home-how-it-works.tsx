import { plans } from '@domain/pricing/plans';
import { frenchSpacing } from '@/lib/typography';
import './home.css';

const steps: readonly { title: string; text: string }[] = [
  {
    title: 'Créez votre adresse',
    text: 'Votre adresse en France, avec votre numéro de casier, gratuite et sans engagement.',
  },
  {
    title: 'Commandez en France',
    text: 'Faites vos achats sur vos sites préférés et indiquez votre adresse Passerelle à la livraison.',
  },
  {
    title: 'Nous réceptionnons',
    text: `Nous photographions votre colis à son arrivée et le stockons : ${plans.free.freeStorageDays} jours gratuits, plus avec Premium.`,
  },
  {
    title: 'Nous réexpédions',
    text: 'Choisissez le service d’envoi, réglez le devis et suivez votre colis jusqu’à votre porte.',
  },
];

export const HomeHowItWorks = () => (
  <section className="home-section home-section--surface" aria-labelledby="accueil-fonctionnement">
    <div className="home-container">
      <header className="home-section__header">
        <p className="eyebrow">Comment ça marche</p>
        <h2 id="accueil-fonctionnement" className="home-section__title">
          Quatre étapes, de la boutique à chez vous
        </h2>
      </header>
      <ol className="home-steps">
        {steps.map((step, index) => (
          <li key={step.title} className="home-step">
            <span className="home-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="home-step__title">
              <span className="visually-hidden">Étape {index + 1} : </span>
              {step.title}
            </h3>
            <p className="home-step__text">{frenchSpacing(step.text)}</p>
          </li>
        ))}
      </ol>
    </div>
  </section>
);
