'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useStoredToken } from '@/lib/api/token';
import { login } from '@/lib/api/session';
import { loginFormResolver } from '@/lib/validation/public-forms';
import { EmailField, PasswordField } from './field';
import { FormAlert, FormLinks, SubmitButton } from './form-parts';
import styles from './form.module.css';
import { TwoFactorStep } from './two-factor-step';
import { useApiForm } from './use-api-form';

const FIELDS = ['email', 'password'] as const;
const FALLBACK_ERROR = 'No pudimos iniciar sesión. Inténtalo de nuevo.';

export function LoginForm() {
  const router = useRouter();
  const token = useStoredToken();
  // Set when the password was right and the account asks for its second factor.
  const [challenge, setChallenge] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    failure,
    setFailure,
    clearFailure,
    showFailure,
  } = useApiForm(loginFormResolver, {
    defaultValues: { email: '', password: '' },
    fields: FIELDS,
    fallback: FALLBACK_ERROR,
  });

  // Spec §4: a visitor who already has a token goes to the dashboard. This also
  // takes over right after a successful sign-in, when the token is saved.
  useEffect(() => {
    if (token) router.replace('/panel');
  }, [token, router]);

  const onSubmit = handleSubmit(async (data) => {
    clearFailure();
    const result = await login(data);
    if (!result.ok) showFailure(result.error);
    else if ('challenge' in result.data) setChallenge(result.data.challenge);
  });

  if (token) {
    return (
      <p role="status" className={styles.status}>
        Entrando a tu panel…
      </p>
    );
  }

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onRestart={(message) => {
          setChallenge(null);
          setFailure(message ? { message, details: [] } : null);
        }}
      />
    );
  }

  return (
    <>
      <FormAlert failure={failure} />
      <form className={styles.form} method="post" onSubmit={onSubmit} noValidate>
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Contraseña"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <SubmitButton pending={isSubmitting} pendingLabel="Ingresando…">
          Iniciar sesión
        </SubmitButton>
      </form>
      <FormLinks>
        <Link href="/recuperar">¿Olvidaste tu contraseña?</Link>
        <p>
          ¿Aún no tienes cuenta? <Link href="/registro">Crear cuenta</Link>
        </p>
      </FormLinks>
    </>
  );
}
