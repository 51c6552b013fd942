import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { changeEmailInputSchema, emailTakenMessage } from '@domain/customer/account-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import type { Me } from '@/lib/auth/get-me';
import { errorMessage, isApiError } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/form-errors';
import { useRequestEmailChange } from '../api/change-email';

type EmailValues = z.input<typeof changeEmailInputSchema>;

/** A new sign-in address, which takes effect once confirmed from the link sent to it (POST /me/email). */
export const ChangeEmailForm = ({ me }: { me: Me }) => {
  const change = useRequestEmailChange();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<EmailValues, unknown, z.output<typeof changeEmailInputSchema>>({
    resolver: zodResolver(changeEmailInputSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit((input) => {
    if (input.email === me.email.toLowerCase()) {
      setError('email', { type: 'validation', message: "C'est déjà l'adresse de votre compte" });
      return;
    }
    change.mutate(input, {
      onSuccess: () => reset({ email: '' }),
      onError: (error) => {
        if (isApiError(error) && error.status === 409) setError('email', { type: 'server', message: error.detail ?? emailTakenMessage });
        else applyFieldErrors(error, ['email'], setError);
      },
    });
  });

  return (
    <section className="card" aria-labelledby="changer-email">
      <h2 id="changer-email" className="card__title">
        Adresse email
      </h2>
      <p>
        Adresse actuelle : <strong className="email-address">{me.email}</strong>
      </p>
      {me.pendingEmail && (
        <Alert tone="info" title="Nouvelle adresse en attente de confirmation">
          <p>
            Nous avons envoyé un lien de confirmation à <strong className="email-address">{me.pendingEmail}</strong>. Votre adresse
            actuelle reste celle de votre compte tant que ce lien n'a pas été ouvert.
          </p>
        </Alert>
      )}
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        {change.isError && !(isApiError(change.error) && (change.error.status === 409 || change.error.hasFieldErrors)) && (
          <Alert tone="error">{errorMessage(change.error, "Erreur lors du changement d'adresse email. Veuillez réessayer.")}</Alert>
        )}
        <InputField
          label="Nouvelle adresse email"
          type="email"
          autoComplete="email"
          inputMode="email"
          isRequired
          hint="Un lien de confirmation sera envoyé à cette nouvelle adresse : elle ne remplacera l'actuelle qu'une fois confirmée."
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="actions">
          <Button type="submit" isLoading={change.isPending}>
            Changer d'adresse email
          </Button>
        </div>
      </form>
    </section>
  );
};
