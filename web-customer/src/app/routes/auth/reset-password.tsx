import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHead } from '@/components/seo/page-head';
import { Loading } from '@/components/ui/loading';
import { ResetPassword } from '@/features/auth/components/reset-password-form';
import { isBackOfficePath, landingPathFor } from '@/features/auth/utils/landing-path';
import type { Me } from '@/lib/auth/get-me';
import { loadPage } from '@/lib/page-load';

export const ResetPasswordRoute = () => {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  // The new password signs the person in: to the dashboard, an admin to the back office.
  const onSignedIn = (me: Me) => {
    const target = landingPathFor(me);
    if (isBackOfficePath(target)) {
      setLeaving(true);
      loadPage(target);
      return;
    }
    void navigate(target, { replace: true });
  };

  return (
    <div className="page page--narrow">
      <PageHead title="Nouveau mot de passe" />
      {leaving ? <Loading label="Ouverture de l'administration..." /> : <ResetPassword onSignedIn={onSignedIn} />}
    </div>
  );
};
