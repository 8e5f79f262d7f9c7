'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { sendRecoverEmail } from '@/lib/api/auth';
import { recoverSchema, type RecoverData, type RecoverInput } from '@/lib/contract/auth';
import { useCaptcha } from './captcha-field';
import { EmailField } from './field';
import { FormAlert, FormLinks, FormOutcome, SubmitButton, type FormFailure } from './form-parts';
import styles from './form.module.css';
import { showServerErrors } from './server-errors';

const FIELDS = ['email'] as const;
const FALLBACK_ERROR = 'No pudimos enviar el enlace. Inténtalo de nuevo.';

/** The reply never says whether the address has an account: the same message either way. */
export const RECOVER_SENT_MESSAGE =
  'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja y la carpeta de spam; el enlace vence en 60 minutos.';

export function RecoverForm() {
  const captcha = useCaptcha();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RecoverInput, unknown, RecoverData>({
    resolver: zodResolver(recoverSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    if (!captcha.check()) return;
    // The spec's body: {account: {email}} (§7).
    const result = await sendRecoverEmail(email, captcha.token);
    if (result.ok) {
      setSent(true);
      return;
    }
    captcha.reset();
    setFailure(showServerErrors(captcha.takeServerError(result.error), FIELDS, setError, FALLBACK_ERROR));
  });

  if (sent) {
    return (
      <>
        <FormOutcome tone="success" title="Revisa tu correo">
          <p>{RECOVER_SENT_MESSAGE}</p>
        </FormOutcome>
        <FormLinks>
          <Link href="/login">Volver a iniciar sesión</Link>
        </FormLinks>
      </>
    );
  }

  return (
    <>
      <FormAlert failure={failure} />
      <form className={styles.form} method="post" onSubmit={onSubmit} noValidate>
        <EmailField error={errors.email?.message} {...register('email')} />
        {captcha.field}
        <SubmitButton pending={isSubmitting} pendingLabel="Enviando…">
          Enviar enlace
        </SubmitButton>
      </form>
      <FormLinks>
        <Link href="/login">Volver a iniciar sesión</Link>
      </FormLinks>
    </>
  );
}
