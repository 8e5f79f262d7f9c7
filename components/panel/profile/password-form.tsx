'use client';

import { useState } from 'react';
import type { z } from 'zod';
import { PasswordField } from '@/components/forms/field';
import { FormAlert, SubmitButton } from '@/components/forms/form-parts';
import formStyles from '@/components/forms/form.module.css';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { useApiForm } from '@/components/forms/use-api-form';
import { updatePassword, checkPassword } from '@/lib/api/profile';
import { useSession } from '@/lib/api/session';
import type { PasswordUpdate } from '@/lib/contract/users';
import type { ApiErrorBody } from '@/lib/contract/common';
import { updatePasswordSchema } from '@/lib/contract/users';
import { Notice } from '../ui';
import styles from './profile.module.css';

// `confirmed()` types the schema by its output only; its input is the same three strings.
const schema = updatePasswordSchema as z.ZodType<PasswordUpdate, PasswordUpdate>;

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const FALLBACK_ERROR = 'No pudimos cambiar tu contraseña. Inténtalo de nuevo.';
const EMPTY: PasswordUpdate = { current_password: '', password: '', password_confirmation: '' };

/** check-password names its field `password`: here that is the current password. */
function asCurrentPasswordError(body: ApiErrorBody): ApiErrorBody {
  if (!body.errors?.password) return body;
  const { password, ...others } = body.errors;
  return { ...body, errors: { ...others, current_password: password } };
}

/**
 * Changes the password: the current one is checked first (POST /api/check-password), then
 * the change is sent (PUT /api/update-password). The server's messages go under the fields.
 */
export function PasswordForm() {
  // Counts the saves, so a second save announces (and focuses) its message again.
  const [saves, setSaves] = useState(0);
  const user = useSession((state) => state.user);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
    failure,
    clearFailure,
    showFailure,
  } = useApiForm(schema, { defaultValues: EMPTY, fields: FIELDS, fallback: FALLBACK_ERROR });

  const onSubmit = handleSubmit(async (values) => {
    clearFailure();
    const checked = await checkPassword(values.current_password);
    if (!checked.ok) {
      showFailure(asCurrentPasswordError(checked.error));
      return;
    }
    const result = await updatePassword(values);
    if (!result.ok) {
      showFailure(result.error);
      return;
    }
    reset(EMPTY);
    setSaves((n) => n + 1);
  });

  return (
    <>
      <FormAlert failure={failure} />
      {saves > 0 ? (
        <div className={styles.notice}>
          <Notice key={saves} focus>
            Tu contraseña se actualizó. Las demás sesiones abiertas se cerraron.
          </Notice>
        </div>
      ) : null}
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <PasswordField
          label="Contraseña actual"
          autoComplete="current-password"
          required
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <NewPasswordFields
          labels={{ password: 'Nueva contraseña', confirmation: 'Confirma la nueva contraseña' }}
          register={register}
          control={control}
          personal={[user?.name, user?.email]}
          errors={errors}
        />
        <div className={styles.submit}>
          <SubmitButton pending={isSubmitting} pendingLabel="Cambiando…">
            Cambiar contraseña
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
