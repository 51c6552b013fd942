import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import './home.css';

export const HomeFinalCta = () => (
  <section className="home-final" aria-labelledby="accueil-final">
    <div className="home-container home-final__inner">
      <h2 id="accueil-final" className="home-final__title">
        Votre adresse en France vous attend
      </h2>
      <p className="home-final__lead">Gratuite, sans engagement. Vous ne payez que les envois que vous choisissez.</p>
      <div className="actions actions--center">
        <ButtonLink to={paths.register.getHref()} size="lg" className="home-final__primary">
          Créer mon adresse gratuite
        </ButtonLink>
        <ButtonLink to={paths.contact.getHref()} size="lg" variant="outline" className="home-final__secondary">
          Nous contacter
        </ButtonLink>
      </div>
    </div>
  </section>
);
