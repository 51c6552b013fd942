import { frenchSpacing } from '@/lib/typography';
import './home.css';

const testimonials: readonly { quote: string; name: string; territory: string }[] = [
  {
    quote:
      'Je commande mes vêtements sur des sites qui ne livrent pas en Guadeloupe. La photo à l’arrivée me rassure, et mon colis est chez moi en une semaine.',
    name: 'Maëva',
    territory: 'Guadeloupe',
  },
  {
    quote:
      'J’attends d’avoir trois ou quatre colis, Passerelle les regroupe et je paie un seul envoi. Avec Premium, la différence se voit vite.',
    name: 'Jean-Marc',
    territory: 'La Réunion',
  },
  {
    quote:
      'Un vendeur refusait ma carte marocaine : l’équipe a fait l’achat pour moi et m’a envoyé le devis le jour même. Simple et sérieux.',
    name: 'Yasmine',
    territory: 'Maroc',
  },
];

export const HomeTestimonials = () => (
  <section className="home-section home-section--surface" aria-labelledby="accueil-temoignages">
    <div className="home-container">
      <header className="home-section__header">
        <p className="eyebrow">Témoignages</p>
        <h2 id="accueil-temoignages" className="home-section__title">
          Ils font livrer leurs achats avec Passerelle
        </h2>
      </header>
      <ul className="home-grid home-grid--3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name} className="home-testimonial">
            <figure className="home-testimonial__figure">
              <blockquote className="home-testimonial__quote">
                <p>{frenchSpacing(testimonial.quote)}</p>
              </blockquote>
              <figcaption className="home-testimonial__author">
                <span className="home-testimonial__avatar" aria-hidden="true">
                  {testimonial.name.charAt(0)}
                </span>
                <span>
                  <strong>{testimonial.name}</strong>, {testimonial.territory}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  </section>
);
