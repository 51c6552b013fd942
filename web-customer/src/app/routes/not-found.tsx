import { Link } from '@/components/ui/link';
import { ButtonLink } from '@/components/ui/button';
import { PageHead } from '@/components/seo/page-head';
import { paths } from '@/config/paths';
import './pages.css';

/** The one not-found page of the app, in French (DECISIONS: "Page introuvable"). */
export const NotFoundRoute = () => (
  <div className="page page--medium">
    <PageHead title="Page introuvable" />
    <div className="card empty-state">
      <p className="eyebrow">Erreur 404</p>
      <h1>Page introuvable</h1>
      <p>La page que vous cherchez n’existe pas ou a été déplacée. Vérifiez l’adresse, ou repartez de l’accueil.</p>
      <div className="actions actions--center">
        <ButtonLink to={paths.home.getHref()}>Retour à l’accueil</ButtonLink>
        <ButtonLink to={paths.help.getHref()} variant="secondary">
          Consulter le centre d’aide
        </ButtonLink>
      </div>
      <nav aria-label="Pages utiles">
        <ul className="not-found__links">
          <li>
            <Link to={paths.pricing.getHref()}>Nos tarifs</Link>
          </li>
          <li>
            <Link to={paths.calculator.getHref()}>Calculer mes frais d’envoi</Link>
          </li>
          <li>
            <Link to={paths.contact.getHref()}>Nous contacter</Link>
          </li>
        </ul>
      </nav>
    </div>
  </div>
);
