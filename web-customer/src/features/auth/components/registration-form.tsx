import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import type * as z from 'zod';
import { destinationLabels } from '@domain/pricing/rate-card';
import { emailTakenMessage, registrationInputSchema, tooManyAttemptsMessage, passwordPolicyHint } from '@domain/customer/account-input';
import { territories } from '@events/territories';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { InputField, SelectField } from '@/components/ui/form-field';
import { Link } from '@/components/ui/link';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/form-errors';
import { useTypedBeforeLoad } from '@/lib/form-island';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useRegister } from '../api/register';
import { authMessages } from '../utils/auth-messages';
import './auth.css';

type RegistrationValues = z.input<typeof registrationInputSchema>;
type RegistrationField = keyof RegistrationValues;

const fields: readonly RegistrationField[] = [
  'email',
  'password',
  'confirmPassword',
  'firstName',
  'lastName',
  'company',
  'phone',
  'address',
  'postalCode',
  'city',
  'territory',
  'acceptTerms',
  'acceptMarketing',
];

const emptyRegistration: RegistrationValues = {
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  company: '',
  phone: '',
  address: '',
  postalCode: '',
  city: '',
  territory: '',
  acceptTerms: false,
  acceptMarketing: false,
};

const territoryOptions = territories.map((territory) => ({ value: territory, label: destinationLabels[territory] }));

/** The fields with an error, in the order the shared schema reports them: the spec's order (spec 1, section 5). */
const fieldsInError = (errors: FieldErrors<RegistrationValues>): RegistrationField[] =>
  Object.keys(errors).filter((field): field is RegistrationField => (fields as readonly string[]).includes(field));

/**
 * The registration form (spec 1, sections 2.10, 3 and 5), checked by the API's own schema; the
 * account is created once whatever the clicks and retries (Idempotency-Key, button disabled while
 * the request runs).
 */
export const RegistrationForm = ({ onRegistered }: { onRegistered: (email: string) => void }) => {
  const registration = useRegister();
  const [failure, setFailure] = useState<{ message: string; others: string[] } | null>(null);
  // The order of the messages at the last submission; the list then shrinks as fields are corrected.
  const [summaryOrder, setSummaryOrder] = useState<RegistrationField[]>([]);
  // One key per registration attempt, kept for retries until the API has given a definite answer.
  const idempotencyKey = useRef<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegistrationValues, unknown, z.output<typeof registrationInputSchema>>({
    resolver: zodResolver(registrationInputSchema),
    defaultValues: useTypedBeforeLoad(emptyRegistration),
    shouldFocusError: false,
  });

  const onValid = (input: z.output<typeof registrationInputSchema>) => {
    setSummaryOrder([]);
    setFailure(null);
    idempotencyKey.current ??= newIdempotencyKey();
    registration.mutate(
      { input, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: (result) => {
          idempotencyKey.current = null;
          onRegistered(result.email);
        },
        onError: (error) => {
          // After a refusal the person changes something and a new attempt gets a new key; after a
          // network failure or a server error the outcome is unknown, so a retry reuses the key.
          if (isApiError(error) && error.isRefusal) idempotencyKey.current = null;
          if (isApiError(error) && error.status === 409) {
            setError('email', { type: 'server', message: error.detail ?? emailTakenMessage }, { shouldFocus: true });
            setFailure({ message: error.detail ?? emailTakenMessage, others: [] });
            return;
          }
          const others = applyFieldErrors(error, fields, setError);
          const message = isApiError(error) && error.isRateLimited ? tooManyAttemptsMessage : errorMessage(error, authMessages.registrationFailed);
          setFailure({ message, others });
        },
      },
    );
  };

  const onInvalid = (found: FieldErrors<RegistrationValues>) => {
    setFailure(null);
    setSummaryOrder(fieldsInError(found));
    // The summary first, so that the messages are read in the spec's order.
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const summary = summaryOrder.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ field, message }] : [];
  });

  return (
    <form className="form registration-form" noValidate onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}>
      {summary.length > 0 && (
        <div ref={summaryRef} tabIndex={-1} className="alert alert--error" role="alert" aria-labelledby="inscription-erreurs">
          <p id="inscription-erreurs" className="alert__title">
            Veuillez corriger les points suivants :
          </p>
          <ul className="alert__list" data-testid="registration-errors">
            {summary.map(({ field, message }) => (
              <li key={field}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {failure && (
        <Alert tone="error" title={failure.message}>
          {failure.others.length > 0 && (
            <ul className="alert__list">
              {failure.others.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}

      <fieldset className="fieldset">
        <legend className="fieldset__legend">Vos identifiants</legend>
        <div className="form__grid">
          <InputField
            className="form__full"
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            isRequired
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordField
            label="Mot de passe"
            autoComplete="new-password"
            isRequired
            hint={passwordPolicyHint}
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label="Confirmer le mot de passe"
            toggleNoun="la confirmation du mot de passe"
            autoComplete="new-password"
            isRequired
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </div>
      </fieldset>

      <fieldset className="fieldset">
        <legend className="fieldset__legend">Vos coordonnées</legend>
        <div className="form__grid">
          <InputField label="Prénom" autoComplete="given-name" isRequired error={errors.firstName?.message} {...register('firstName')} />
          <InputField label="Nom" autoComplete="family-name" isRequired error={errors.lastName?.message} {...register('lastName')} />
          <InputField label="Société (facultatif)" autoComplete="organization" error={errors.company?.message} {...register('company')} />
          <InputField
            label="Téléphone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            isRequired
            hint="Indispensable au transporteur pour la livraison."
            error={errors.phone?.message}
            {...register('phone')}
          />
        </div>
      </fieldset>

      <fieldset className="fieldset">
        <legend className="fieldset__legend">Votre adresse de livraison</legend>
        <div className="form__grid">
          <SelectField
            className="form__full"
            label="Territoire"
            isRequired
            placeholder="Choisissez votre territoire"
            options={territoryOptions}
            error={errors.territory?.message}
            {...register('territory')}
          />
          <InputField
            className="form__full"
            label="Adresse complète"
            autoComplete="street-address"
            isRequired
            error={errors.address?.message}
            {...register('address')}
          />
          <InputField label="Code postal" autoComplete="postal-code" isRequired error={errors.postalCode?.message} {...register('postalCode')} />
          <InputField label="Ville" autoComplete="address-level2" isRequired error={errors.city?.message} {...register('city')} />
        </div>
      </fieldset>

      <CheckboxField
        label={
          <>
            J'accepte les <Link to={paths.terms.getHref()}>conditions générales</Link> et la{' '}
            <Link to={paths.privacy.getHref()}>politique de confidentialité</Link>
            <span className="field__required" aria-hidden="true">
              {' '}*
            </span>
          </>
        }
        aria-required
        error={errors.acceptTerms?.message}
        {...register('acceptTerms')}
      />
      <CheckboxField
        label="Je souhaite recevoir les offres et nouveautés de Passerelle (facultatif)"
        {...register('acceptMarketing')}
      />

      <Button type="submit" size="lg" className="button--block" isLoading={registration.isPending}>
        {registration.isPending ? 'Création de votre compte...' : 'Créer mon compte'}
      </Button>
    </form>
  );
};
