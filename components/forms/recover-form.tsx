'use client';

import Link from 'next/link';
import { useState } from 'react';
import { sendRecoverEmail } from '@/lib/api/auth';
import { recoverFormResolver } from '@/lib/validation/public-forms';
import { useCaptcha } from './captcha-field';
import { EmailField } from './field';
import { FormAlert, FormLinks, FormOutcome, SubmitButton } from './form-parts';
import styles from './form.module.css';
import { useApiForm } from './use-api-form';

const FIELDS = ['email'] as const;
const FALLBACK_ERROR = 'No pudimos enviar el enlace. Inténtalo de nuevo.';

/** The reply never says whether the address has an account: the same message either way. */
const RECOVER_SENT_MESSAGE =
  'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja y la carpeta de spam; el enlace vence en 60 minutos.';

export function RecoverForm() {
  const captcha = useCaptcha();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    failure,
    clearFailure,
    showFailure,
  } = useApiForm(recoverFormResolver, { defaultValues: { email: '' }, fields: FIELDS, fallback: FALLBACK_ERROR });

  const onSubmit = handleSubmit(async ({ email }) => {
    clearFailure();
    if (!captcha.check()) return;
    // The spec's body: {account: {email}} (§7).
    const result = await sendRecoverEmail(email, captcha.token);
    if (result.ok) {
      setSent(true);
      return;
    }
    captcha.reset();
    showFailure(captcha.takeServerError(result.error));
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
