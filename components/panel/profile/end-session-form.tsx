'use client';

import { useEffect } from 'react';
import { PasswordField } from '@/components/forms/field';
import { FormAlert } from '@/components/forms/form-parts';
import formStyles from '@/components/forms/form.module.css';
import { useApiForm } from '@/components/forms/use-api-form';
import { endOtherSessions, endSession } from '@/lib/api/sessions';
import { endSessionSchema, type Session } from '@/lib/contract/sessions';
import { panelButton } from '../ui';
import styles from './profile.module.css';

/** What the dialog ends: one other session, or every session but this one. */
export type EndTarget = { kind: 'one'; session: Session } | { kind: 'others'; count: number };

const FIELDS = ['password'] as const;
const FALLBACK_ERROR = 'No pudimos cerrar la sesión. Inténtalo de nuevo.';

/**
 * The current password, typed again before a session ends (ASVS 7.5.2). The server's messages
 * show under the field (wrong password) or above the form (too many attempts, already ended).
 */
export function EndSessionForm({ target, onCancel, onEnded }: { target: EndTarget; onCancel: () => void; onEnded: (message: string) => void }) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
    failure,
    clearFailure,
    showFailure,
  } = useApiForm(endSessionSchema, { defaultValues: { password: '' }, fields: FIELDS, fallback: FALLBACK_ERROR });

  // The native dialog focuses its first control (the close button) when it opens, after this
  // form's own effects: the password field takes the focus on the next frame.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFocus('password'));
    return () => cancelAnimationFrame(frame);
  }, [setFocus]);

  const onSubmit = handleSubmit(async ({ password }) => {
    clearFailure();
    if (target.kind === 'one') {
      const result = await endSession(target.session.id, password);
      if (result.ok) onEnded(`Cerraste la sesión de ${target.session.device}.`);
      else showFailure(result.error);
    } else {
      const result = await endOtherSessions(password);
      if (result.ok) onEnded(result.data.message);
      else showFailure(result.error);
    }
  });

  return (
    <>
      <p className={styles.dialogText}>
        {target.kind === 'one'
          ? `Quien use ${target.session.device} tendrá que iniciar sesión de nuevo.`
          : target.count === 1
            ? 'Se cerrará la otra sesión abierta con tu cuenta; esta sigue abierta.'
            : `Se cerrarán las otras ${target.count} sesiones abiertas con tu cuenta; esta sigue abierta.`}{' '}
        Para confirmar, escribe tu contraseña.
      </p>
      <FormAlert failure={failure} />
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <PasswordField label="Contraseña actual" autoComplete="current-password" required error={errors.password?.message} {...register('password')} />
        <div className={styles.dialogActions}>
          <button type="button" className={panelButton('secondary')} onClick={onCancel}>
            Cancelar
          </button>
          <button type="submit" className={panelButton('dangerSolid')} disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? 'Cerrando…' : target.kind === 'one' ? 'Cerrar la sesión' : 'Cerrar las demás sesiones'}
          </button>
        </div>
      </form>
    </>
  );
}
