'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { register as registerAccount } from '@/lib/api/auth';
import { login } from '@/lib/api/session';
import { ACCOUNT_CONSENT_LABEL } from '@/lib/content/contact';
import { registerFormResolver } from '@/lib/validation/public-forms';
import { useCaptcha } from './captcha-field';
import { EmailField, Field, PhoneField } from './field';
import { FormAlert, FormLinks, FormOutcome, SubmitButton } from './form-parts';
import styles from './form.module.css';
import { NewPasswordFields } from './new-password-fields';
import { PlaceFields } from './place-fields';
import { PrivacyConsentField } from './privacy-consent-field';
import { useApiForm } from './use-api-form';

const FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'state_id',
  'municipality_id',
  'password',
  'password_confirmation',
  'accept_privacy',
] as const;
const FALLBACK_ERROR = 'No pudimos crear tu cuenta. Inténtalo de nuevo.';

export function RegisterForm() {
  const router = useRouter();
  const captcha = useCaptcha();
  const [stage, setStage] = useState<'form' | 'signing-in' | 'created'>('form');
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
    failure,
    clearFailure,
    showFailure,
  } = useApiForm(registerFormResolver, {
    fields: FIELDS,
    fallback: FALLBACK_ERROR,
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      company: '',
      state_id: '',
      municipality_id: '',
      password: '',
      password_confirmation: '',
      accept_privacy: false,
    },
  });

  const [name, email] = useWatch({ control, name: ['name', 'email'] });

  const onSubmit = handleSubmit(async (values) => {
    clearFailure();
    if (!captcha.check()) return;
    const created = await registerAccount({
      name: values.name,
      email: values.email,
      phone: values.phone,
      company: values.company || undefined,
      state_id: values.state_id,
      municipality_id: values.municipality_id,
      password: values.password,
      password_confirmation: values.password_confirmation,
      hcaptcha_token: captcha.token,
    });
    if (!created.ok) {
      captcha.reset();
      showFailure(captcha.takeServerError(created.error));
      return;
    }
    setStage('signing-in');
    if ((await login({ email: values.email, password: values.password })).ok) {
      router.replace('/panel');
    } else {
      setStage('created');
    }
  });

  if (stage === 'created') {
    return (
      <FormOutcome tone="success" title="Tu cuenta está lista">
        <p>
          Creamos tu cuenta, pero no pudimos iniciar tu sesión automáticamente. Entra con tu correo y tu contraseña.
        </p>
        <Link href="/login" className={styles.actionLink}>
          Iniciar sesión
        </Link>
      </FormOutcome>
    );
  }

  if (stage === 'signing-in') {
    return (
      <p role="status" className={styles.status}>
        Tu cuenta está lista. Entrando a tu panel…
      </p>
    );
  }

  return (
    <>
      <FormAlert failure={failure} />
      <form className={styles.form} method="post" onSubmit={onSubmit} noValidate>
        <Field
          label="Nombre completo"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <EmailField error={errors.email?.message} {...register('email')} />
        <PhoneField
          hint="10 dígitos, por ejemplo 33 1234 5678."
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
        <Field
          label="Empresa"
          optional
          autoComplete="organization"
          error={errors.company?.message}
          {...register('company')}
        />
        <div className={styles.row}>
          <PlaceFields control={control} setValue={setValue} voice="tu" />
        </div>
        <NewPasswordFields
          labels={{ password: 'Contraseña', confirmation: 'Confirma tu contraseña' }}
          register={register}
          control={control}
          personal={[name, email]}
          errors={errors}
        />
        {captcha.field}
        <PrivacyConsentField
          wording={ACCOUNT_CONSENT_LABEL}
          error={errors.accept_privacy?.message}
          {...register('accept_privacy')}
        />
        <SubmitButton pending={isSubmitting} pendingLabel="Creando tu cuenta…">
          Crear cuenta
        </SubmitButton>
      </form>
      <FormLinks>
        <p>
          ¿Ya tienes cuenta? <Link href="/login">Inicia sesión</Link>
        </p>
      </FormLinks>
    </>
  );
}
