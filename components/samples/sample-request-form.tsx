'use client';

import { useCaptcha } from '@/components/forms/captcha-field';
import { EmailField, Field } from '@/components/forms/field';
import { NameAndPhoneRow } from '@/components/forms/name-phone-row';
import { FormAlert, SubmitButton } from '@/components/forms/form-parts';
import formStyles from '@/components/forms/form.module.css';
import { PlaceFields } from '@/components/forms/place-fields';
import { PrivacyConsentField } from '@/components/forms/privacy-consent-field';
import { waitBeforeRetry } from '@/components/forms/retry-after';
import { useApiForm } from '@/components/forms/use-api-form';
import { sendSampleRequest } from '@/lib/api/samples';
import type { ApiErrorBody } from '@/lib/contract/common';
import type { SampleRequestReply } from '@/lib/contract/samples';
import { trayLines, type TrayColor } from '@/lib/samples/tray';
import {
  SAMPLE_REQUEST_FIELDS,
  sampleRequestFormResolver,
  type SampleRequestFormInput,
  type SampleRequestFormValues,
} from '@/lib/validation/sample-request-form';
import { colorKey, type ColorErrors } from './sample-tray';
import styles from './samples.module.css';

const EMPTY: SampleRequestFormInput = {
  name: '',
  email: '',
  phone: '',
  state_id: '',
  municipality_id: '',
  address: '',
  postal_code: '',
  privacy_accepted: false,
};

const FALLBACK = 'No pudimos enviar tu solicitud. Inténtalo de nuevo.';

/**
 * The server's complaints about the colours (`colors`, `colors.N`), put back on the colours as sent
 * (N is a place in `sent`), apart from the other fields'. Null when it has none.
 */
export function splitColorErrors(
  body: ApiErrorBody | null,
  sent: readonly TrayColor[],
): { colors: ColorErrors | null; rest: ApiErrorBody | null } {
  if (!body?.errors) return { colors: null, rest: body };
  const colors: ColorErrors = { general: [], byColor: {} };
  const others: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(body.errors)) {
    const messages = Array.isArray(value) ? value.map(String) : [String(value)];
    const at = /^colors(?:\.(\d+))?(?:\.|$)/.exec(key);
    if (!at) {
      others[key] = messages;
      continue;
    }
    const color = at[1] === undefined ? undefined : sent[Number(at[1])];
    if (color) colors.byColor[colorKey(color)] = messages.join(' ');
    else colors.general.push(...messages.filter((m) => !colors.general.includes(m)));
  }
  const found = colors.general.length > 0 || Object.keys(colors.byColor).length > 0;
  return { colors: found ? colors : null, rest: { ...body, errors: others } };
}

export type SamplesSent = { reply: SampleRequestReply; values: SampleRequestFormValues; colors: TrayColor[] };

/**
 * The visitor's details for "Pedir muestras": name, phone, e-mail, state and municipality, address
 * and postal code, consent and captcha → POST /api/sample-requests with the tray's colours. Field
 * errors show under their fields as received; complaints about the colours go to the tray
 * (`onColorErrors`); a 429 says when to try again. What was typed stays on any failure.
 */
export function SampleRequestForm({
  colors,
  labelledBy,
  onColorErrors,
  onSent,
}: {
  colors: TrayColor[];
  labelledBy: string;
  onColorErrors: (errors: ColorErrors | null) => void;
  onSent: (sent: SamplesSent) => void;
}) {
  const captcha = useCaptcha();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
    failure,
    setFailure,
    clearFailure,
    showFailure,
  } = useApiForm(sampleRequestFormResolver, {
    defaultValues: EMPTY,
    fields: SAMPLE_REQUEST_FIELDS,
    fallback: FALLBACK,
  });
  const mixed = trayLines(colors).length > 1;

  const onSubmit = handleSubmit(async (values) => {
    clearFailure();
    onColorErrors(null);
    if (colors.length === 0) {
      setFailure({ message: 'Agrega al menos un color a tus muestras.', details: [] });
      return;
    }
    if (!captcha.check()) return;
    const sent = [...colors];
    const result = await sendSampleRequest({
      colors: sent.map(({ fabric, color }) => ({ fabric, color })),
      ...values,
      ...(captcha.token ? { hcaptcha_token: captcha.token } : {}),
    });
    captcha.reset();
    if (result.ok) {
      onSent({ reply: result.data, values, colors: sent });
      return;
    }
    const { colors: colorErrors, rest } = splitColorErrors(captcha.takeServerError(result.error), sent);
    onColorErrors(colorErrors);
    const retry = waitBeforeRetry(result, 'la');
    const onlyColors = colorErrors !== null && Object.keys(rest?.errors ?? {}).length === 0;
    showFailure(rest, (shown) => ({
      message: onlyColors ? 'Revisa tus muestras: te decimos arriba qué cambiar.' : shown.message,
      details: [...shown.details, ...(retry ? [retry] : [])],
    }));
  });

  return (
    <>
      <FormAlert failure={failure} />
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
        <NameAndPhoneRow
          name={{ ...register('name'), error: errors.name?.message }}
          phone={{ ...register('phone'), error: errors.phone?.message }}
        />
        <EmailField hint="Te mandamos ahí el folio y una copia." error={errors.email?.message} {...register('email')} />
        <div className={formStyles.row}>
          <PlaceFields control={control} setValue={setValue} voice="tu" autoFill />
        </div>
        <div className={styles.addressRow}>
          <Field
            label="Dirección"
            hint="Calle, número y colonia."
            autoComplete="address-line1"
            required
            error={errors.address?.message}
            {...register('address')}
          />
          <Field
            label="Código postal"
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={5}
            required
            error={errors.postal_code?.message}
            {...register('postal_code')}
          />
        </div>
        {captcha.field}
        <PrivacyConsentField error={errors.privacy_accepted?.message} {...register('privacy_accepted')} />
        {mixed ? (
          <p className={styles.submitNote}>
            Tus muestras son de persianas y de toldos: revisa el aviso de arriba antes de enviar.
          </p>
        ) : null}
        <SubmitButton pending={isSubmitting} pendingLabel="Enviando…">
          Pedir mis muestras
        </SubmitButton>
      </form>
    </>
  );
}
