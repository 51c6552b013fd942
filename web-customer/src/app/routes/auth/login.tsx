import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHead } from '@/components/seo/page-head';
import { Loading } from '@/components/ui/loading';
import { defaultSignedInPath, paths } from '@/config/paths';
import { landingPathFor, isBackOfficePath } from '@/features/auth/utils/landing-path';
import { safeRedirectTarget } from '@/features/auth/utils/safe-redirect';
import type { Me } from '@/lib/auth/get-me';
import { useSession } from '@/lib/auth/session';
import { formIsland } from '@/lib/form-island';
import '../pages.css';

const forgotPasswordView = 'mot-de-passe-oublie';

/** Read from the address after hydration only, never in the prerendered page: its module comes then. */
const SignInRequired = lazy(async () => {
  const { Alert } = await import('@/components/ui/alert');
  const Message = () => (
    <Alert tone="info">
      <p>Connectez-vous pour accéder à cette page.</p>
    </Alert>
  );
  return { default: Message };
});

/** Leaving for the back office, only after a sign-in: its module stays out of the page's first load. */
const loadPage = (path: string) => void import('@/lib/page-load').then((module) => module.loadPage(path));

/** The forms' code (their schemas, TanStack Query, the API client) comes at the visitor's first interaction with them. */
const loginForm = formIsland('login-form', async () => {
  const [{ withQueryProvider }, { LoginForm }] = await Promise.all([import('@/lib/query-provider'), import('@/features/auth/components/login-form')]);
  return withQueryProvider(LoginForm);
});
const forgotPasswordForm = formIsland('forgot-password-form', async () => {
  const [{ withQueryProvider }, { ForgotPasswordForm }] = await Promise.all([
    import('@/lib/query-provider'),
    import('@/features/auth/components/forgot-password-form'),
  ]);
  return withQueryProvider(ForgotPasswordForm);
});

const noQuery = new URLSearchParams();
const neverChanges = () => () => undefined;

/**
 * The address's query, once the prerendered form (drawn without one: the same file answers every query)
 * has been taken over: hydrating draws it as prerendered, then the view the query asks for.
 */
const useQueryAfterHydration = (searchParams: URLSearchParams) =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
    ? searchParams
    : noQuery;

export const LoginRoute = () => {
  const [allSearchParams, setSearchParams] = useSearchParams();
  const searchParams = useQueryAfterHydration(allSearchParams);
  const target = safeRedirectTarget(searchParams.get('redirect'));
  const forgotPassword = searchParams.get('vue') === forgotPasswordView;
  const navigate = useNavigate();
  const { me } = useSession();
  const [leaving, setLeaving] = useState(false);
  // Signed in by this page's form: the form's own landing applies, not the one for an existing session.
  const signedInHere = useRef(false);

  /** The back office is another app: reached by a full page load. */
  const go = (path: string) => {
    if (isBackOfficePath(path)) {
      setLeaving(true);
      loadPage(path);
      return;
    }
    void navigate(path, { replace: true });
  };

  // An existing session goes straight to the target (spec 1, section 2.9).
  const signedInAlready = me ? target : null;
  useEffect(() => {
    if (signedInAlready === null || signedInHere.current) return;
    if (isBackOfficePath(signedInAlready)) {
      loadPage(signedInAlready);
      return;
    }
    void navigate(signedInAlready, { replace: true });
  }, [signedInAlready, navigate]);

  const withView = (view: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (view) next.set('vue', view);
    else next.delete('vue');
    return next;
  };
  const forgotPasswordHref = `${paths.login.path}?${withView(forgotPasswordView).toString()}`;

  const onSignedIn = (signedIn: Me) => {
    signedInHere.current = true;
    go(landingPathFor(signedIn, target));
  };

  if (leaving) return <Loading label="Ouverture de l'administration..." />;
  // A failed session check is only logged (spec 1, section 8): the form is shown. Signed in already: on
  // the way to the target.
  if (me) return <Loading />;

  return (
    // Prerendered with the session unknown: hidden from the first paint while a session may exist (the
    // sign-in hint, index.html), shown as soon as the visitor is known signed out.
    <div className={me === undefined ? 'page page--narrow session-pending' : 'page page--narrow'}>
      <PageHead title={forgotPassword ? 'Mot de passe oublié' : 'Connexion'} />
      <div className="card auth-card">
        {forgotPassword ? (
          <forgotPasswordForm.Form onBack={() => setSearchParams(withView(null))} />
        ) : (
          <>
            <h1 className="auth-card__title">Connexion</h1>
            <p className="auth-card__lead">Accédez à votre espace client Passerelle.</p>
            {target !== defaultSignedInPath && (
              <Suspense fallback={null}>
                <SignInRequired />
              </Suspense>
            )}
            <loginForm.Form onSuccess={onSignedIn} forgotPasswordHref={forgotPasswordHref} />
          </>
        )}
      </div>
    </div>
  );
};
