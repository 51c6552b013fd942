import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import type * as z from 'zod';
import { emailOnlyInputSchema } from '@domain/customer/account-input';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { readMailLink } from '@/lib/mail-link';
import { useConfirmEmail, type EmailConfirmation as Confirmed } from '../api/confirm-email';
import { useResendConfirmation } from '../api/resend-confirmation';
import { authMessages, mailRequestFailure } from '../utils/auth-messages';
import { linkLifetimeText } from '@domain/customer/link-lifetimes';
import './auth.css';

const connectionProblem = 'Impossible de confirmer votre adresse pour le moment. Vérifiez votre connexion internet et réessayez.';

const AddressLines = ({ address }: { address: Confirmed['frenchAddress'] }) => (
  <address className="address-card__address" data-testid="french-address">
    <span>{address.recipient}</span>
    <span>{address.street}</span>
    <span>
      {address.postalCode} {address.city}
    </span>
    <span>{address.country}</span>
  </address>
);

/** A used, replaced or expired link: what happened, and a form to get a new one (spec 1, section 2.10). */
export const ExpiredConfirmationLink = () => {
  const resend = useResendConfirmation();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<z.input<typeof emailOnlyInputSchema>, unknown, z.output<typeof emailOnlyInputSchema>>({
    resolver: zodResolver(emailOnlyInputSchema),
    defaultValues: { email: '' },
  });
  return (
    <div className="card auth-card">
      <h1 className="auth-card__title">Ce lien n'est plus valable</h1>
      <p>
        Ce lien de confirmation a déjà servi, a été remplacé par un plus récent, ou date de plus de {linkLifetimeText('confirmation')}. Si vous avez déjà
        confirmé votre adresse, connectez-vous simplement.
      </p>
      <p>Sinon, indiquez votre adresse email : nous vous enverrons un nouveau lien de confirmation.</p>
      {resend.isSuccess ? (
        <Alert tone="success">
          <p>{authMessages.confirmationResent}</p>
          <p>
            Si un compte en attente de confirmation existe pour <strong className="email-address">{getValues('email')}</strong>, le
            nouveau lien vient d'y être envoyé.
          </p>
        </Alert>
      ) : (
        <form className="form" noValidate onSubmit={(event) => void handleSubmit((input) => resend.mutate(input))(event)}>
          {resend.isError && <Alert tone="error">{mailRequestFailure(resend.error, authMessages.confirmationResendFailed)}</Alert>}
          <InputField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            isRequired
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" isLoading={resend.isPending}>
            Renvoyer l'email de confirmation
          </Button>
        </form>
      )}
      <div className="actions">
        <ButtonLink to={paths.login.getHref()} variant="outline">
          Se connecter
        </ButtonLink>
      </div>
    </div>
  );
};

/** Opening the link of the confirmation e-mail confirms the address (once, on load) and shows the French address. */
export const EmailConfirmation = () => {
  const [searchParams] = useSearchParams();
  const c = searchParams.get('c') ?? '';
  const t = searchParams.get('t') ?? '';
  const confirm = useConfirmEmail();
  // React's StrictMode runs effects twice in development: the link is single-use, so it is sent once.
  const sentFor = useRef<string | null>(null);
  const { mutate } = confirm;

  useEffect(() => {
    const link = readMailLink(new URLSearchParams({ c, t }));
    const key = `${c}:${t}`;
    if (link === null || sentFor.current === key) return;
    sentFor.current = key;
    mutate(link);
  }, [c, t, mutate]);

  const link = readMailLink(searchParams);
  if (link === null) return <ExpiredConfirmationLink />;

  if (confirm.isSuccess) {
    const { email, frenchAddress } = confirm.data;
    return (
      <div className="card success auth-success">
        <p className="success__icon" aria-hidden="true">
          ✓
        </p>
        <h1 className="success__title">Votre adresse email est confirmée</h1>
        <p>
          Bienvenue chez Passerelle ! Votre compte <strong className="email-address">{email}</strong> est actif. Voici votre adresse
          personnelle en France, à donner à vos boutiques en ligne :
        </p>
        <section className="address-card address-card--inline" aria-labelledby="adresse-confirmee">
          <h2 id="adresse-confirmee" className="card__title">
            Votre adresse en France
          </h2>
          <p className="address-card__box">
            Numéro de boîte <strong>{frenchAddress.boxNumber}</strong>
          </p>
          <AddressLines address={frenchAddress} />
        </section>
        <div className="actions actions--center">
          <ButtonLink to={paths.login.getHref()}>Se connecter</ButtonLink>
        </div>
      </div>
    );
  }

  if (confirm.isError) {
    if (isApiError(confirm.error) && (confirm.error.isLinkInvalid || confirm.error.isRefusal)) return <ExpiredConfirmationLink />;
    return (
      <div className="card auth-card">
        <h1 className="auth-card__title">Confirmation de votre adresse</h1>
        <Alert tone="error">{connectionProblem}</Alert>
        <Button onClick={() => mutate(link)}>Réessayer</Button>
      </div>
    );
  }

  return (
    <div className="card auth-card">
      <h1 className="auth-card__title">Confirmation de votre adresse</h1>
      <Loading label="Confirmation de votre adresse email..." />
    </div>
  );
};
