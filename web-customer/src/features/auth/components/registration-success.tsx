import { useEffect, useRef } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ResendConfirmation } from './resend-confirmation';
import { linkLifetimeText } from '@domain/customer/link-lifetimes';
import './auth.css';

/** After registration (spec 1, section 2.10): check the mailbox, resend the confirmation, links to /connexion and /. */
export const RegistrationSuccess = ({ email }: { email: string }) => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="card success auth-success">
      <p className="success__icon" aria-hidden="true">
        ✓
      </p>
      <h1 ref={headingRef} tabIndex={-1} className="success__title">
        Vérifiez votre boîte mail
      </h1>
      <p>
        Votre compte est créé. Nous avons envoyé un lien de confirmation à <strong className="email-address">{email}</strong>.
      </p>
      <p>
        Cliquez sur ce lien dans les {linkLifetimeText('confirmation')} pour activer votre compte : votre adresse personnelle en France et votre numéro de
        boîte vous attendent ensuite dans votre espace client.
      </p>
      <p className="auth-outcome__hint">Rien reçu au bout de quelques minutes ? Regardez dans vos courriers indésirables, ou :</p>
      <ResendConfirmation email={email} />
      <div className="actions actions--center">
        <ButtonLink to={paths.login.getHref()}>Se connecter</ButtonLink>
        <ButtonLink to={paths.home.getHref()} variant="outline">
          Retour à l'accueil
        </ButtonLink>
      </div>
    </div>
  );
};
