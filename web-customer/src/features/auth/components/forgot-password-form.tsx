import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { emailOnlyInputSchema } from '@domain/customer/account-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { useRequestPasswordReset } from '../api/forgot-password';
import { authMessages, mailRequestFailure } from '../utils/auth-messages';
import { linkLifetimeText } from '@domain/customer/link-lifetimes';
import './auth.css';

type ForgotPasswordProps = {
  /** back to the sign-in view */
  onBack: () => void;
};

/** « Mot de passe oublié » (spec 1, section 2.9): an address, the reset link sent, then back to sign-in. */
export const ForgotPasswordForm = ({ onBack }: ForgotPasswordProps) => {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof emailOnlyInputSchema>, unknown, z.output<typeof emailOnlyInputSchema>>({
    resolver: zodResolver(emailOnlyInputSchema),
    defaultValues: { email: '' },
  });

  useEffect(() => {
    if (sentTo) headingRef.current?.focus();
  }, [sentTo]);

  if (sentTo) {
    return (
      <div className="auth-outcome">
        <h2 ref={headingRef} tabIndex={-1} className="auth-outcome__title">
          Vérifiez votre boîte mail
        </h2>
        <Alert tone="success">
          <p>
            Si un compte Passerelle existe pour <strong className="email-address">{sentTo}</strong>, un lien pour choisir un nouveau
            mot de passe vient d'y être envoyé. Il est valable {linkLifetimeText('reset')}.
          </p>
        </Alert>
        <p className="auth-outcome__hint">Pensez à regarder dans vos courriers indésirables.</p>
        <Button variant="secondary" onClick={onBack}>
          Retour à la connexion
        </Button>
      </div>
    );
  }

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void handleSubmit((input) => request.mutate(input, { onSuccess: () => setSentTo(input.email) }))(event)}
    >
      <h2 className="auth-outcome__title">Mot de passe oublié</h2>
      <p className="auth-card__lead">Indiquez l'adresse de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.</p>
      {request.isError && <Alert tone="error">{mailRequestFailure(request.error, authMessages.resetRequestFailed)}</Alert>}
      <InputField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        isRequired
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" className="button--block" isLoading={request.isPending}>
        Envoyer le lien de réinitialisation
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Retour à la connexion
      </Button>
    </form>
  );
};
