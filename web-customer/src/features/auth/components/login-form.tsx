import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import type { Me } from '@/lib/auth/get-me';
import { errorMessage } from '@/lib/api-error';
import { loginInputSchema, useLogin, type LoginInput } from '../api/login';

export const LoginForm = ({ onSuccess }: { onSuccess: (me: Me) => void }) => {
  const [passwordVisible, setPasswordVisible] = useState(false);
  const login = useLogin({ onSuccess });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginInputSchema), defaultValues: { email: '', password: '' } });

  return (
    <form className="form" noValidate onSubmit={(event) => void handleSubmit((input) => login.mutate(input))(event)}>
      {login.isError && <Alert tone="error">{errorMessage(login.error, 'Erreur lors de la connexion')}</Alert>}
      <InputField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        isRequired
        error={errors.email?.message}
        {...register('email')}
      />
      <InputField
        label="Mot de passe"
        type={passwordVisible ? 'text' : 'password'}
        autoComplete="current-password"
        isRequired
        error={errors.password?.message}
        trailing={
          <button
            type="button"
            className="field__toggle"
            aria-label={passwordVisible ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
            onClick={() => setPasswordVisible((visible) => !visible)}
          >
            {passwordVisible ? 'Masquer' : 'Afficher'}
          </button>
        }
        {...register('password')}
      />
      <Button type="submit" size="lg" className="button--block" isLoading={login.isPending}>
        {login.isPending ? 'Connexion en cours...' : 'Se connecter'}
      </Button>
    </form>
  );
};
