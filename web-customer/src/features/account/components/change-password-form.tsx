import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { changePasswordInputSchema, passwordPolicyHint } from '@domain/customer/account-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { errorMessage, isApiError } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/form-errors';
import { useChangePassword } from '../api/change-password';

type PasswordValues = z.input<typeof changePasswordInputSchema>;
const passwordFields = ['currentPassword', 'password', 'confirmPassword'] as const;
const emptyPasswords: PasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

/** A new password, given with the current one (POST /me/password). */
export const ChangePasswordForm = () => {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<PasswordValues, unknown, z.output<typeof changePasswordInputSchema>>({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: emptyPasswords,
  });

  const submit = handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: () => reset(emptyPasswords),
      onError: (error) => applyFieldErrors(error, passwordFields, setError),
    }),
  );

  return (
    <section className="card" aria-labelledby="changer-mot-de-passe">
      <h2 id="changer-mot-de-passe" className="card__title">
        Mot de passe
      </h2>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        {change.isSuccess && !isDirty && <Alert tone="success">Votre mot de passe a été modifié.</Alert>}
        {change.isError && !(isApiError(change.error) && change.error.hasFieldErrors) && (
          <Alert tone="error">{errorMessage(change.error, 'Erreur lors du changement de mot de passe. Veuillez réessayer.')}</Alert>
        )}
        <PasswordField
          label="Mot de passe actuel"
          toggleNoun="le mot de passe actuel"
          autoComplete="current-password"
          isRequired
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          label="Nouveau mot de passe"
          toggleNoun="le nouveau mot de passe"
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
        <div className="actions">
          <Button type="submit" isLoading={change.isPending}>
            Changer de mot de passe
          </Button>
        </div>
      </form>
    </section>
  );
};
