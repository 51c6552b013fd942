import { lazy, Suspense, useState } from 'react';
import { PageHead } from '@/components/seo/page-head';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { formIsland } from '@/lib/form-island';
import '../pages.css';

const description =
  'Créez gratuitement votre compte Passerelle : une adresse personnelle en France pour vos achats en ligne, réexpédiés en Guadeloupe, Martinique, Guyane, à La Réunion, à Mayotte et au Maroc.';

/** The form's code (its schema, TanStack Query, the API client) comes at the visitor's first interaction with it. */
const registrationForm = formIsland('registration-form', async () => {
  const [{ withQueryProvider }, { RegistrationForm }] = await Promise.all([
    import('@/lib/query-provider'),
    import('@/features/auth/components/registration-form'),
  ]);
  return withQueryProvider(RegistrationForm);
});
/** Shown once registered (its « Renvoyer » talks to the API): its module comes with the form's answer. */
const RegistrationSuccess = lazy(async () => {
  const [{ withQueryProvider }, { RegistrationSuccess: Success }] = await Promise.all([
    import('@/lib/query-provider'),
    import('@/features/auth/components/registration-success'),
  ]);
  return { default: withQueryProvider(Success) };
});

/** For a visitor already signed in, known after hydration only (never in the prerendered page): its module comes then. */
const SignedInAlready = lazy(async () => {
  const { Alert } = await import('@/components/ui/alert');
  const Message = () => {
    const { me } = useSession();
    if (!me) return null;
    return (
      <Alert tone="info">
        <p>
          Vous êtes déjà connecté avec l'adresse <strong className="email-address">{me.email}</strong>.{' '}
          <Link to={paths.dashboard.getHref()}>Aller à mon espace client</Link>
        </p>
      </Alert>
    );
  };
  return { default: Message };
});

export const RegisterRoute = () => {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  // Known after hydration only (the prerendered page does not know who is signed in).
  const { me } = useSession();
  return (
    <div className="page page--medium">
      <PageHead title="Inscription" description={description} />
      {registeredEmail ? (
        <Suspense fallback={null}>
          <RegistrationSuccess email={registeredEmail} />
        </Suspense>
      ) : (
        <div className="card auth-card">
          <h1 className="auth-card__title">Créer mon adresse gratuite</h1>
          <p className="auth-card__lead">
            Inscription gratuite et sans engagement. Dès votre email confirmé, votre adresse personnelle en France et votre numéro de
            boîte vous attendent dans votre espace client.
          </p>
          {me && (
            <Suspense fallback={null}>
              <SignedInAlready />
            </Suspense>
          )}
          <p className="form__legend">Les champs marqués d'un * sont obligatoires.</p>
          <registrationForm.Form onRegistered={setRegisteredEmail} />
          <p className="auth-card__switch">
            Déjà un compte ? <Link to={paths.login.getHref()}>Se connecter</Link>
          </p>
        </div>
      )}
    </div>
  );
};
