'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useStoredToken } from '@/lib/api/token';
import { login } from '@/lib/api/session';
import { loginSchema, type LoginData, type LoginInput } from '@/lib/contract/auth';
import { EmailField, PasswordField } from './field';
import { FormAlert, FormLinks, SubmitButton, type FormFailure } from './form-parts';
import styles from './form.module.css';
import { showServerErrors } from './server-errors';

const FIELDS = ['email', 'password'] as const;
const FALLBACK_ERROR = 'No pudimos iniciar sesión. Inténtalo de nuevo.';

export function LoginForm() {
  const router = useRouter();
  const token = useStoredToken();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginData>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  // Spec §4: a visitor who already has a token goes to the dashboard. This also
  // takes over right after a successful sign-in, when the token is saved.
  useEffect(() => {
    if (token) router.replace('/panel');
  }, [token, router]);

  const onSubmit = handleSubmit(async (data) => {
    setFailure(null);
    const result = await login(data);
    if (result.ok) return;
    setFailure(showServerErrors(result.error, FIELDS, setError, FALLBACK_ERROR));
  });

  if (token) {
    return (
      <p role="status" className={styles.status}>
        Entrando a tu panel…
      </p>
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
