'use client';

import type { Path, UseFormRegister } from 'react-hook-form';
import { PasswordField } from './field';

/** The two fields every "choose a password" form sends, named as the API names them. */
type NewPassword = { password: string; password_confirmation: string };

type FieldError = { message?: string } | undefined;

export type NewPasswordFieldsProps<T extends NewPassword> = {
  register: UseFormRegister<T>;
  errors: { password?: FieldError; password_confirmation?: FieldError };
  /** Each form names them its own way ("Contraseña" / "Nueva contraseña"…). */
  labels: { password: string; confirmation: string };
};

/**
 * A new password and its confirmation. Both say autocomplete="new-password", so password
 * managers offer to generate one and save it instead of filling in the old one.
 */
export function NewPasswordFields<T extends NewPassword>({ register, errors, labels }: NewPasswordFieldsProps<T>) {
  // Every T has both names; TypeScript cannot see that through the generic Path<T>.
  const password = 'password' as Path<T>;
  const confirmation = 'password_confirmation' as Path<T>;
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        hint="Al menos 8 caracteres."
        required
        error={errors.password?.message}
        // Once the form has been sent, correcting the password re-checks the confirmation, so a
        // stale "Las contraseñas no coinciden." does not stay under a confirmation that now matches.
        {...register(password, { deps: confirmation })}
      />
      <PasswordField
        label={labels.confirmation}
        autoComplete="new-password"
        required
        error={errors.password_confirmation?.message}
        {...register(confirmation)}
      />
    </>
  );
}
