import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import type * as z from 'zod';
import { resetPasswordInputSchema, tooManyAttemptsMessage, type LinkInput, passwordPolicyHint } from '@domain/customer/account-input';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import type { Me } from '@/lib/auth/get-me';
import { errorMessage, isApiError } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/form-errors';
import { readMailLink } from '@/lib/mail-link';
import { useResetPassword } from '../api/reset-password';
import { linkLifetimeText } from '@domain/customer/link-lifetimes';
import './auth.css';

type ResetValues = z.input<typeof resetPasswordInputSchema>;

const resetFailed = 'Erreur lors de la modification du mot de passe. Veuillez réessayer.';

/** A used, replaced or expired reset link: what happened, and the way to a new one. */
export const ExpiredResetLink = () => (
  <div className="card auth-card">
    <h1 className="auth-card__title">Ce lien n'est plus valable</h1>
    <p>
      Ce lien de réinitialisation a déjà servi, a été remplacé par un plus récent, ou date de plus de {linkLifetimeText('reset')}. Pour votre
      sécurité, chaque lien ne sert qu'une fois.
    </p>
    <p>Demandez un nouveau lien : il vous sera envoyé par email.</p>
    <div className="actions">
      <ButtonLink to={paths.forgotPassword.getHref()}>Recevoir un nouveau lien</ButtonLink>
      <ButtonLink to={paths.login.getHref()} variant="outline">
        Retour à la connexion
      </ButtonLink>
    </div>
  </div>
);

/** The alert of a refused reset; none when the messages sit under the fields. */
const resetFailure = (error: unknown): string | null => {
  if (isApiError(error) && error.hasFieldErrors) return null;
  if (isApiError(error) && error.isRateLimited) return tooManyAttemptsMessage;
  return errorMessage(error, resetFailed);
};

const ResetForm = ({ link, onSignedIn }: { link: LinkInput; onSignedIn: (me: Me) => void }) => {
  const reset = useResetPassword({ onSuccess: onSignedIn });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetValues, unknown, z.output<typeof resetPasswordInputSchema>>({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { ...link, password: '', confirmPassword: '' },
  });

  if (reset.isError && isApiError(reset.error) && reset.error.isLinkInvalid) return <ExpiredResetLink />;
  // A link whose account or token is malformed cannot be repaired by the form.
  if (errors.customerId || errors.token) return <ExpiredResetLink />;

  const failure = reset.isError ? resetFailure(reset.error) : null;

  return (
    <div className="card auth-card">
      <h1 className="auth-card__title">Choisissez un nouveau mot de passe</h1>
      <p className="auth-card__lead">Une fois enregistré, vous serez connecté à votre espace client.</p>
      <form
        className="form"
        noValidate
        onSubmit={(event) =>
          void handleSubmit((input) =>
            reset.mutate(input, { onError: (error) => applyFieldErrors(error, ['password', 'confirmPassword'], setError) }),
          )(event)
        }
      >
        {failure && <Alert tone="error">{failure}</Alert>}
        <PasswordField
          label="Nouveau mot de passe"
          autoComplete="new-password"
          isRequired
          hint={passwordPolicyHint}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirmer le nouveau mot de passe"
          toggleNoun="la confirmation du mot de passe"
          autoComplete="new-password"
          isRequired
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" className="button--block" isLoading={reset.isPending}>
          Enregistrer et me connecter
        </Button>
      </form>
    </div>
  );
};

/** The target of the password-reset e-mail's link (`/reset-password?c=...&t=...`). */
export const ResetPassword = ({ onSignedIn }: { onSignedIn: (me: Me) => void }) => {
  const [searchParams] = useSearchParams();
  const link = readMailLink(searchParams);
  if (link === null) return <ExpiredResetLink />;
  return <ResetForm key={`${link.customerId}:${link.token}`} link={link} onSignedIn={onSignedIn} />;
};
