'use client';

import { useEffect, type ReactNode } from 'react';
import { PasswordField } from '@/components/forms/field';
import { FormAlert } from '@/components/forms/form-parts';
import formStyles from '@/components/forms/form.module.css';
import { useApiForm } from '@/components/forms/use-api-form';
import type { ApiResult } from '@/lib/api/transport';
import { checkPasswordSchema } from '@/lib/contract/users';
import { panelButton } from '../ui';
import styles from './profile.module.css';

const FIELDS = ['password'] as const;

/**
 * The current password, typed again in a dialog before a sensitive change (ASVS 7.5.1, 7.5.2):
 * ending sessions, the second factor's setup, new codes, turning it off. `confirm` sends it; the
 * server's messages show under the field (wrong password) or above the form (too many attempts).
 */
export function PasswordConfirmForm<T>({
  intro,
  submitLabel,
  pendingLabel,
  danger = false,
  fallback,
  confirm,
  onConfirmed,
  onCancel,
}: {
  intro: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  /** A red button, for what cannot be undone from here. */
  danger?: boolean;
  /** The alert when a failed reply brings no message. */
  fallback: string;
  confirm: (password: string) => Promise<ApiResult<T>>;
  onConfirmed: (data: T) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
    failure,
    clearFailure,
    showFailure,
  } = useApiForm(checkPasswordSchema, { defaultValues: { password: '' }, fields: FIELDS, fallback });

  // The native dialog focuses its first control (the close button) when it opens, after this
  // form's own effects: the password field takes the focus on the next frame.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFocus('password'));
    return () => cancelAnimationFrame(frame);
  }, [setFocus]);

  const onSubmit = handleSubmit(async ({ password }) => {
    clearFailure();
    const result = await confirm(password);
    if (result.ok) onConfirmed(result.data);
    else showFailure(result.error);
  });

  return (
    <>
      <p className={styles.dialogText}>{intro}</p>
      <FormAlert failure={failure} />
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <PasswordField
          label="Contraseña actual"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <div className={styles.dialogActions}>
          <button type="button" className={panelButton('secondary')} onClick={onCancel}>
            Cancelar
          </button>
          <button
            type="submit"
            className={panelButton(danger ? 'dangerSolid' : 'primary')}
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {isSubmitting ? pendingLabel : submitLabel}
          </button>
        </div>
      </form>
    </>
  );
}
