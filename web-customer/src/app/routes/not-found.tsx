import { ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/seo/page-title';
import { paths } from '@/config/paths';

export const NotFoundRoute = () => (
  <div className="page page--narrow">
    <PageTitle title="Page introuvable" />
    <div className="card empty-state">
      <p className="eyebrow">Erreur 404</p>
      <h1>Page introuvable</h1>
      <p>La page que vous cherchez n'existe pas ou a été déplacée.</p>
      <ButtonLink to={paths.home.getHref()}>Retour à l'accueil</ButtonLink>
    </div>
  </div>
);
