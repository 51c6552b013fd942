import { ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/seo/page-title';
import { paths } from '@/config/paths';

export const LandingRoute = () => (
  <div className="page">
    <PageTitle title="Accueil" />
    <section className="hero">
      <p className="eyebrow">Passerelle — votre adresse en France</p>
      <h1 className="hero__title">Achetez en France, recevez aux Antilles, en Guyane, à La Réunion, à Mayotte et au Maroc</h1>
      <p className="hero__lead">
        Faites livrer vos achats en ligne à votre adresse Passerelle en France : nous réceptionnons vos colis et vous les
        réexpédions.
      </p>
      <div className="actions">
        <ButtonLink to={paths.login.getHref()} size="lg">
          Se connecter
        </ButtonLink>
        <ButtonLink to={paths.declareParcel.getHref()} size="lg" variant="secondary">
          Déclarer un colis
        </ButtonLink>
      </div>
    </section>
  </div>
);
