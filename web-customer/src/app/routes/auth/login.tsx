import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHead } from '@/components/seo/page-head';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { env } from '@/config/env';
import { defaultSignedInPath } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { safeRedirectTarget } from '@/features/auth/utils/safe-redirect';
import type { Me } from '@/lib/auth/get-me';
import { useSession } from '@/lib/auth/session';

export const LoginRoute = () => {
  const [searchParams] = useSearchParams();
  const target = safeRedirectTarget(searchParams.get('redirect'));
  const navigate = useNavigate();
  const { me } = useSession();
  const [leavingForAdmin, setLeavingForAdmin] = useState(false);

  const onSignedIn = (signedIn: Me) => {
    if (signedIn.isAdmin) {
      // The back office is another app: a full page load.
      setLeavingForAdmin(true);
      window.location.assign(env.ADMIN_PATH);
      return;
    }
    void navigate(target, { replace: true });
  };

  if (leavingForAdmin) return <Loading label="Ouverture de l'administration..." />;
  // A failed session check is only logged (spec 1, section 8): the form is shown.
  if (me === undefined) return <Loading />;
  if (me) return <Navigate to={target} replace />;

  return (
    <div className="page page--narrow">
      <PageHead title="Connexion" />
      <div className="card auth-card">
        <h1 className="auth-card__title">Connexion</h1>
        <p className="auth-card__lead">Accédez à votre espace client Passerelle.</p>
        {target !== defaultSignedInPath && (
          <Alert tone="info">
            <p>Connectez-vous pour accéder à cette page.</p>
          </Alert>
        )}
        <LoginForm onSuccess={onSignedIn} />
      </div>
    </div>
  );
};
