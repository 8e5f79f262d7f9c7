'use client';

import { useEffect, useState } from 'react';
import { completeTwoFactorLogin } from '@/lib/api/session';
import { Field } from './field';
import { FormAlert, SubmitButton } from './form-parts';
import styles from './form.module.css';
import { useApiForm } from './use-api-form';
import { twoFactorFormResolver } from '@/lib/validation/public-forms';

const FALLBACK_ERROR = 'No pudimos comprobar el código. Inténtalo de nuevo.';

/**
 * The sign-in's second step, for an account with the second factor on: the 6-digit code of the
 * authenticator app, or one of the recovery codes. A challenge that expired (5 minutes, or 5
 * wrong codes) sends the user back to the password with the server's words.
 */
export function TwoFactorStep({ challenge, onRestart }: { challenge: string; onRestart: (message: string) => void }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
    failure,
    clearFailure,
    showFailure,
  } = useApiForm(twoFactorFormResolver, {
    defaultValues: { answer: '' },
    fields: ['answer'],
    fallback: FALLBACK_ERROR,
  });

  // The step replaces the password form: the caret goes where the code is typed.
  useEffect(() => setFocus('answer'), [useRecovery, setFocus]);

  const onSubmit = handleSubmit(async ({ answer }) => {
    clearFailure();
    const result = await completeTwoFactorLogin(
      useRecovery ? { challenge, recovery_code: answer } : { challenge, code: answer },
    );
    if (result.ok) return; // the login page takes over once the token is saved
    const fieldErrors = result.error.errors ?? {};
    if (fieldErrors.challenge) {
      onRestart(fieldErrors.challenge[0]!);
      return;
    }
    const message = (fieldErrors.code ?? fieldErrors.recovery_code)?.[0];
    if (message) setError('answer', { message }, { shouldFocus: true });
    else showFailure(result.error);
  });

  const switchMode = () => {
    setUseRecovery((current) => !current);
    reset({ answer: '' });
    clearFailure();
  };

  return (
    <>
      <FormAlert failure={failure} />
      <form className={styles.form} method="post" onSubmit={onSubmit} noValidate aria-labelledby="segundo-paso">
        <h2 id="segundo-paso" className={styles.stepTitle}>
          Verificación en dos pasos
        </h2>
        {useRecovery ? (
          <Field
            key="recovery"
            label="Código de recuperación"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            hint="Uno de los 10 códigos que guardaste al activar la verificación, por ejemplo k7m2p-9xq4d. Cada uno sirve una sola vez."
            required
            error={errors.answer?.message}
            {...register('answer')}
          />
        ) : (
          <Field
            key="code"
            label="Código de verificación"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            hint="Abre tu app de autenticación y escribe el código de 6 dígitos de Solara."
            required
            error={errors.answer?.message}
            {...register('answer')}
          />
        )}
        <SubmitButton pending={isSubmitting} pendingLabel="Comprobando…">
          Verificar e ingresar
        </SubmitButton>
      </form>
      <div className={styles.stepLinks}>
        <button type="button" className={styles.linkButton} onClick={switchMode}>
          {useRecovery ? 'Usar el código de la app' : '¿No tienes tu teléfono? Usa un código de recuperación'}
        </button>
        <button type="button" className={styles.linkButton} onClick={() => onRestart('')}>
          Volver a escribir mi correo y contraseña
        </button>
      </div>
    </>
  );
}
