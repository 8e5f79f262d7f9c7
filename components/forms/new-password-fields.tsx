'use client';

import { useWatch, type Control, type Path, type UseFormRegister } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@/lib/contract/form-rules';
import { PasswordField } from './field';
import { PasswordStrengthMeter } from './password-strength-meter';

/** The two fields every "choose a password" form sends, named as the API names them. */
type NewPassword = { password: string; password_confirmation: string };

type FieldError = { message?: string } | undefined;

type NewPasswordFieldsProps<T extends NewPassword> = {
  register: UseFormRegister<T>;
  /** The form's control: the strength meter follows what is typed. */
  control: Control<T>;
  /** The user's own name and e-mail, which the password must not lean on (the server checks the same). */
  personal?: (string | undefined)[];
  errors: { password?: FieldError; password_confirmation?: FieldError };
  /** Each form names them its own way ("Contraseña" / "Nueva contraseña"…). */
  labels: { password: string; confirmation: string };
};

/**
 * A new password and its confirmation. Both say autocomplete="new-password", so password
 * managers offer to generate one and save it instead of filling in the old one.
 */
export function NewPasswordFields<T extends NewPassword>({
  register,
  control,
  personal,
  errors,
  labels,
}: NewPasswordFieldsProps<T>) {
  // Every T has both names; TypeScript cannot see that through the generic Path<T>.
  const password = 'password' as Path<T>;
  const confirmation = 'password_confirmation' as Path<T>;
  const typed = useWatch({ control, name: password }) as string | undefined;
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        hint={`Al menos ${PASSWORD_MIN_LENGTH} caracteres; puede llevar espacios. Una frase de varias palabras es fácil de recordar y difícil de adivinar.`}
        required
        error={errors.password?.message}
        // Once the form has been sent, correcting the password re-checks the confirmation, so a
        // stale "Las contraseñas no coinciden." does not stay under a confirmation that now matches.
        {...register(password, { deps: confirmation })}
      />
      <PasswordStrengthMeter password={typed ?? ''} personal={personal} />
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
