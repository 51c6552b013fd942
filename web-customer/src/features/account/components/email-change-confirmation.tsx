import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-error';
import { readMailLink } from '@/lib/mail-link';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { linkLifetimeText } from '@domain/customer/link-lifetimes';

const InvalidLink = ({ message }: { message?: string | undefined }) => (
  <div className="card auth-card">
    <h1 className="auth-card__title">Ce lien n'est plus valable</h1>
    <p>
      {message ??
        `Ce lien de confirmation a déjà servi, a été remplacé par une demande plus récente, ou date de plus de ${linkLifetimeText('emailChange')}.`}
    </p>
    <p>Votre adresse email n'a pas changé. Vous pouvez refaire la demande depuis votre compte.</p>
    <ButtonLink to={paths.account.getHref()}>Aller à mon compte</ButtonLink>
  </div>
);

/** The link sent to a new address (`/confirmer-nouvel-email?c=...&t=...`): confirmed once, on load. */
export const EmailChangeConfirmation = () => {
  const [searchParams] = useSearchParams();
  const link = readMailLink(searchParams);
  const confirm = useConfirmEmailChange();
  const { mutate } = confirm;
  const c = searchParams.get('c') ?? '';
  const t = searchParams.get('t') ?? '';
  // Single-use link: sent once, even when React's StrictMode runs the effect twice.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    const current = readMailLink(new URLSearchParams({ c, t }));
    const key = `${c}:${t}`;
    if (current === null || sentFor.current === key) return;
    sentFor.current = key;
    mutate(current);
  }, [c, t, mutate]);

  if (link === null) return <InvalidLink />;

  if (confirm.isSuccess) {
    return (
      <div className="card success auth-success">
        <p className="success__icon" aria-hidden="true">
          ✓
        </p>
        <h1 className="success__title">Nouvelle adresse confirmée</h1>
        <p>
          Votre compte utilise désormais l'adresse <strong className="email-address">{confirm.data.email}</strong> : c'est elle qui
          vous servira à vous connecter et qui recevra nos emails.
        </p>
        <div className="actions actions--center">
          <ButtonLink to={paths.account.getHref()}>Aller à mon compte</ButtonLink>
        </div>
      </div>
    );
  }

  if (confirm.isError) {
    if (isApiError(confirm.error) && confirm.error.isLinkInvalid) return <InvalidLink />;
    if (isApiError(confirm.error) && confirm.error.isRefusal) return <InvalidLink message={errorMessage(confirm.error, '')} />;
    return (
      <div className="card auth-card">
        <h1 className="auth-card__title">Confirmation de votre nouvelle adresse</h1>
        <Alert tone="error">Impossible de confirmer votre nouvelle adresse pour le moment. Vérifiez votre connexion internet et réessayez.</Alert>
        <Button onClick={() => mutate(link)}>Réessayer</Button>
      </div>
    );
  }

  return (
    <div className="card auth-card">
      <h1 className="auth-card__title">Confirmation de votre nouvelle adresse</h1>
      <Loading label="Confirmation de votre nouvelle adresse..." />
    </div>
  );
};
