// Field builders with Laravel-style Spanish messages ("El campo correo es obligatorio."),
// used by the route handlers and by panel forms (zodResolver); the public forms check the same
// rules without zod (lib/validation/checks.ts), with the same words (./form-rules.ts).
import './zod-config';
import { z } from 'zod';
import { MAX_ID, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, fieldMessage as m, normalizePhone } from './form-rules';

export { MAX_ID, MAX_STATE_ID, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './form-rules';

const required = m.required;

/** Trimmed text; '' counts as missing. */
export function text(label: string, { min = 1, max = 255 }: { min?: number; max?: number } = {}) {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? required(label) : m.notText(label)),
    })
    .trim()
    .min(1, { error: required(label), abort: true })
    .min(min, m.min(label, min))
    .max(max, m.max(label, max));
}

/** Optional text: missing, null or '' all become null. */
export function optionalText(label: string, { max = 255 }: { max?: number } = {}) {
  return z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z
        .string({ error: m.notText(label) })
        .trim()
        .max(max, m.max(label, max))
        .nullish(),
    )
    .transform((v) => v ?? null);
}

export function email(label = 'correo electrónico') {
  return text(label, { max: 190 })
    .pipe(z.email(m.email(label)))
    .transform((v) => v.toLowerCase());
}

/** A new password. */
export function password(label = 'contraseña') {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? required(label) : m.notText(label)),
    })
    .min(1, { error: required(label), abort: true })
    .min(PASSWORD_MIN_LENGTH, `El campo ${label} debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`)
    .max(PASSWORD_MAX_LENGTH, `El campo ${label} no debe tener más de ${PASSWORD_MAX_LENGTH} caracteres.`);
}

/** The password as typed at sign-in: no length rule, so old accounts can still sign in. */
export function currentPassword(label = 'contraseña') {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? required(label) : m.notText(label)),
    })
    .min(1, required(label))
    .max(128, `El campo ${label} no debe tener más de 128 caracteres.`);
}

/** A positive integer id; accepts numeric strings from selects and form posts. */
export function id(label: string, max = MAX_ID) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? required(label) : m.invalid(label)) })
      .int(m.invalid(label))
      .positive(m.invalid(label))
      .max(max, m.invalid(label)),
  );
}

export function optionalId(label: string, max = MAX_ID) {
  return z.preprocess((v) => (v === '' ? null : v), id(label, max).nullish()).transform((v) => v ?? null);
}

/** Mexican phone: 10 digits once spaces, dashes, dots and parentheses are removed (an optional +52 is dropped). */
export function phone(label = 'teléfono') {
  return text(label, { max: 30 })
    .transform(normalizePhone)
    .pipe(z.string().regex(/^\d{10}$/, m.phone(label)));
}

export function optionalPhone(label = 'teléfono') {
  return z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), phone(label).nullish())
    .transform((v) => v ?? null);
}

export function confirmed<T extends { password: string; password_confirmation: string }>(schema: z.ZodType<T>) {
  return schema.refine((data) => data.password === data.password_confirmation, {
    message: 'La confirmación de la contraseña no coincide.',
    path: ['password_confirmation'],
  });
}

/**
 * The distributor a visitor chose (the contact form, a quote request): `distributor_id`, as the
 * users' contract names that party. `dealer_id`, its earlier name, is still read.
 */
export const chosenDistributorFields = () => ({
  distributor_id: optionalId('distribuidor'),
  dealer_id: optionalId('distribuidor').meta({
    deprecated: true,
    description: 'Nombre anterior de `distributor_id`: se lee igual.',
  }),
});

/** The chosen distributor of a body read with `chosenDistributorFields`, by either name. */
export const chosenDistributorOf = (body: { distributor_id?: number | null; dealer_id?: number | null }) =>
  body.distributor_id ?? body.dealer_id ?? null;

/**
 * A percentage with at most two decimals, as a number or text ("7.5"), from 0 to `max`: a
 * discount. Kept as received; the server turns it into hundredths of a percent.
 */
export function percentage(label: string, max = 100) {
  return z
    .union([z.number(), z.string()], { error: `Escribe ${label} como un porcentaje, p. ej. 7.5.` })
    .refine((value) => /^\d{1,3}(\.\d{1,2})?$/.test(String(value).trim()) && Number(value) <= max, {
      error: `${label.charAt(0).toUpperCase()}${label.slice(1)} debe ser un porcentaje entre 0 y ${max}, con dos decimales a lo más.`,
    });
}
