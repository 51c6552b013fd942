import { useState } from 'react';
import { PageHead } from '@/components/seo/page-head';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { RegistrationForm } from '@/features/auth/components/registration-form';
import { RegistrationSuccess } from '@/features/auth/components/registration-success';
import { useSession } from '@/lib/auth/session';
import '../pages.css';

const description =
  'Créez gratuitement votre compte Passerelle : une adresse personnelle en France pour vos achats en ligne, réexpédiés en Guadeloupe, Martinique, Guyane, à La Réunion, à Mayotte et au Maroc.';

export const RegisterRoute = () => {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  // Known after hydration only (the prerendered page does not know who is signed in).
  const { me } = useSession();
  return (
    <div className="page page--medium">
      <PageHead title="Inscription" description={description} />
      {registeredEmail ? (
        <RegistrationSuccess email={registeredEmail} />
      ) : (
        <div className="card auth-card">
          <h1 className="auth-card__title">Créer mon adresse gratuite</h1>
          <p className="auth-card__lead">
            Inscription gratuite et sans engagement. Dès votre email confirmé, votre adresse personnelle en France et votre numéro de
            boîte vous attendent dans votre espace client.
          </p>
          {me && (
            <Alert tone="info">
              <p>
                Vous êtes déjà connecté avec l'adresse <strong className="email-address">{me.email}</strong>.{' '}
                <Link to={paths.dashboard.getHref()}>Aller à mon espace client</Link>
              </p>
            </Alert>
          )}
          <p className="form__legend">Les champs marqués d'un * sont obligatoires.</p>
          <RegistrationForm onRegistered={setRegisteredEmail} />
          <p className="auth-card__switch">
            Déjà un compte ? <Link to={paths.login.getHref()}>Se connecter</Link>
          </p>
        </div>
      )}
    </div>
  );
};
