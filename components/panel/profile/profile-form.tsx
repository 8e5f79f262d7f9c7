'use client';

import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { EmailField, Field, PasswordField, PhoneField } from '@/components/forms/field';
import { FormAlert, SubmitButton } from '@/components/forms/form-parts';
import formStyles from '@/components/forms/form.module.css';
import { PlaceFields } from '@/components/forms/place-fields';
import { useApiForm } from '@/components/forms/use-api-form';
import { saveProfile } from '@/lib/api/profile';
import type { User } from '@/lib/contract/users';
import { setUser } from '@/lib/api/session';
import { profileSchema, type ProfileInput } from '@/lib/contract/users';
import { Notice } from '../ui';
import styles from './profile.module.css';

const FIELDS = [
  'name',
  'email',
  'phone',
  'whatsapp',
  'public_email',
  'company',
  'rfc',
  'state_id',
  'municipality_id',
  'address',
  'postal_code',
  'current_password',
] as const;
const FALLBACK_ERROR = 'No pudimos guardar tus datos. Inténtalo de nuevo.';

/** The form's values for a user: every field as text, '' for what is missing. */
function valuesOf(user: User): ProfileInput {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    whatsapp: user.whatsapp ?? '',
    public_email: user.public_email ?? '',
    company: user.company ?? '',
    rfc: user.rfc ?? '',
    state_id: user.state_id ? String(user.state_id) : '',
    municipality_id: user.municipality_id ? String(user.municipality_id) : '',
    address: user.address ?? '',
    postal_code: user.postal_code ?? '',
  };
}

/** The signed-in user's own data (PUT /api/login-user); the session user follows the saved one. */
export function ProfileForm({ user }: { user: User }) {
  // Counts the saves, so a second save announces (and focuses) its message again.
  const [saves, setSaves] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    reset,
    formState: { errors, isSubmitting },
    failure,
    clearFailure,
    showFailure,
  } = useApiForm(profileSchema, { defaultValues: valuesOf(user), fields: FIELDS, fallback: FALLBACK_ERROR });

  // A new e-mail is where recovery mails go: the server asks for the current password with it.
  const emailValue = useWatch({ control, name: 'email' });
  const emailChanged = (emailValue ?? '').trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = handleSubmit(async (values) => {
    clearFailure();
    const { current_password: currentPassword, ...profile } = values;
    const result = await saveProfile(emailChanged ? { ...profile, current_password: currentPassword } : profile);
    if (!result.ok) {
      showFailure(result.error);
      return;
    }
    setUser(result.data);
    reset(valuesOf(result.data));
    setSaves((n) => n + 1);
  });

  const isDistributor = user.role.name === 'distributor';

  return (
    <>
      <FormAlert failure={failure} />
      {saves > 0 ? (
        <div className={styles.notice}>
          <Notice key={saves} focus>
            Tus datos se guardaron.
          </Notice>
        </div>
      ) : null}
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Contacto</legend>
          <Field
            label="Nombre completo"
            autoComplete="name"
            required
            error={errors.name?.message}
            {...register('name')}
          />
          <EmailField
            hint="Con él inicias sesión y te enviamos tus cotizaciones."
            error={errors.email?.message}
            {...register('email')}
          />
          {emailChanged ? (
            <PasswordField
              label="Contraseña actual"
              autoComplete="current-password"
              required
              hint="Para cambiar el correo de tu cuenta confirma que eres tú."
              error={errors.current_password?.message}
              {...register('current_password', { shouldUnregister: true })}
            />
          ) : null}
          <div className={formStyles.row}>
            <PhoneField optional hint="10 dígitos." error={errors.phone?.message} {...register('phone')} />
            <Field
              label="WhatsApp"
              type="tel"
              inputMode="tel"
              optional
              hint="10 dígitos."
              error={errors.whatsapp?.message}
              {...register('whatsapp')}
            />
          </div>
          <EmailField
            label="Correo público"
            required={false}
            autoComplete="off"
            optional
            hint={
              isDistributor
                ? 'Se muestra a los clientes en el mapa de distribuidores.'
                : 'Un correo de contacto distinto al de tu cuenta.'
            }
            error={errors.public_email?.message}
            {...register('public_email')}
          />
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Empresa y facturación</legend>
          <div className={formStyles.row}>
            <Field
              label="Empresa"
              optional
              autoComplete="organization"
              error={errors.company?.message}
              {...register('company')}
            />
            <Field
              label="RFC"
              optional
              autoCapitalize="characters"
              spellCheck={false}
              hint="12 o 13 caracteres."
              error={errors.rfc?.message}
              {...register('rfc')}
            />
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Dirección</legend>
          <div className={formStyles.row}>
            <PlaceFields
              control={control}
              setValue={setValue}
              voice="el"
              optional
              saved={{ stateId: user.state_id, municipalityId: user.municipality_id }}
            />
          </div>
          <Field
            label="Dirección"
            optional
            autoComplete="address-line1"
            hint="Calle, número y colonia."
            error={errors.address?.message}
            {...register('address')}
          />
          <Field
            label="Código postal"
            optional
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={5}
            className={styles.short}
            error={errors.postal_code?.message}
            {...register('postal_code')}
          />
        </fieldset>

        <div className={styles.submit}>
          <SubmitButton pending={isSubmitting} pendingLabel="Guardando…">
            Guardar cambios
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
