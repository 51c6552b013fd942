import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { signInInputSchema } from '@domain/customer/account-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { InputField } from '@/components/ui/form-field';
import { Link } from '@/components/ui/link';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import type { Me } from '@/lib/auth/get-me';
import { useTypedBeforeLoad } from '@/lib/form-island';
import type { SecondFactorStep } from '@domain/customer/second-factor';
import { Loading } from '@/components/ui/loading';
import { isSecondFactorStep, useLogin, useSignedInPerson, type SignIn } from '../api/login';
import { describeLoginFailure, waitDescription } from '../utils/auth-messages';
import { ResendConfirmation } from './resend-confirmation';
import './auth.css';

type LoginFormValues = z.input<typeof signInInputSchema>;

/** Staff only, after their password: its code (and uqr's, for the QR code) stays out of the sign-in's first load. */
const SecondFactorForm = lazy(async () => ({ default: (await import('./second-factor-form')).SecondFactorForm }));

type LoginFormProps = {
  onSuccess: (me: Me) => void;
  /** the forgot-password view of the login page (keeps the page's `redirect`) */
  forgotPasswordHref?: string;
};

/** Google and Facebook sign-in: shown, disabled, « Bientôt disponible » (spec 1, section 2.9). */
const SocialButtons = () => (
  <div className="social-login" role="group" aria-label="Se connecter avec un autre compte">
    {['Google', 'Facebook'].map((provider) => (
      <Button key={provider} variant="outline" className="social-login__button" disabled>
        <span>{provider}</span>
        <span className="social-login__soon">Bientôt disponible</span>
      </Button>
    ))}
  </div>
);

export const LoginForm = ({ onSuccess, forgotPasswordHref = paths.forgotPassword.getHref() }: LoginFormProps) => {
  const login = useLogin({ onSuccess });
  const signedIn = useSignedInPerson();
  // Staff: the step the right password led to, and what was sent (a spent recovery code signs in again with it).
  const [secondStep, setSecondStep] = useState<{ step: SecondFactorStep; credentials: SignIn } | null>(null);
  // The address of an unconfirmed account, kept for « Renvoyer l'email de confirmation ».
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, z.output<typeof signInInputSchema>>({
    resolver: zodResolver(signInInputSchema),
    defaultValues: useTypedBeforeLoad({ email: '', password: '', remember: false }),
  });

  const submit = handleSubmit((input) => {
    setUnconfirmedEmail(null);
    login.mutate(input, {
      onSuccess: (outcome) => {
        if (isSecondFactorStep(outcome)) setSecondStep({ step: outcome, credentials: input });
      },
      onError: (error) => {
        if (describeLoginFailure(error).kind === 'email-not-confirmed') setUnconfirmedEmail(input.email);
      },
    });
  });

  const failure = login.isError ? describeLoginFailure(login.error) : null;

  if (secondStep) {
    return (
      <Suspense fallback={<Loading />}>
        <SecondFactorForm
          step={secondStep.step}
          credentials={secondStep.credentials}
          onSignedIn={(me) => {
            signedIn(me);
            onSuccess(me);
          }}
          onRestart={() => {
            login.reset();
            setSecondStep(null);
          }}
        />
      </Suspense>
    );
  }

  return (
    <>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        {failure && (
          <Alert tone="error" title={failure.message}>
            {failure.kind === 'rate-limited' && failure.retryAfterSeconds !== undefined && (
              <p>Vous pourrez réessayer {waitDescription(failure.retryAfterSeconds)}.</p>
            )}
          </Alert>
        )}
        {failure?.kind === 'email-not-confirmed' && unconfirmedEmail && (
          <div className="card card--inset">
            <p>
              Nous avons envoyé un lien de confirmation à <strong className="email-address">{unconfirmedEmail}</strong>. Vous ne le
              trouvez plus ? Nous pouvons vous en envoyer un nouveau.
            </p>
            <ResendConfirmation email={unconfirmedEmail} />
          </div>
        )}
        <InputField
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
          autoComplete="current-password"
          isRequired
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="login-options">
          <CheckboxField label="Se souvenir de moi" hint="Restez connecté 30 jours sur cet appareil." {...register('remember')} />
          <Link to={forgotPasswordHref} className="login-options__forgot">
            Mot de passe oublié ?
          </Link>
        </div>
        <Button type="submit" size="lg" className="button--block" isLoading={login.isPending}>
          {login.isPending ? 'Connexion en cours...' : 'Se connecter'}
        </Button>
      </form>
      <p className="auth-separator">
        <span>ou</span>
      </p>
      <SocialButtons />
      <p className="auth-card__switch">
        Pas encore de compte ? <Link to={paths.register.getHref()}>Créer mon adresse gratuite</Link>
      </p>
    </>
  );
};
