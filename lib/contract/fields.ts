// Field builders with Laravel-style Spanish messages ("El campo correo es obligatorio."),
// shared by the forms (zodResolver) and the route handlers, so both say the same thing.
import './zod-config';
import { z } from 'zod';

const required = (label: string) => `El campo ${label} es obligatorio.`;

/** Trimmed text; '' counts as missing. */
export function text(label: string, { min = 1, max = 255 }: { min?: number; max?: number } = {}) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required(label) : `El campo ${label} debe ser texto.`) })
    .trim()
    .min(1, { error: required(label), abort: true })
    .min(min, `El campo ${label} debe tener al menos ${min} caracteres.`)
    .max(max, `El campo ${label} no debe tener más de ${max} caracteres.`);
}

/** Optional text: missing, null or '' all become null. */
export function optionalText(label: string, { max = 255 }: { max?: number } = {}) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string({ error: `El campo ${label} debe ser texto.` }).trim().max(max, `El campo ${label} no debe tener más de ${max} caracteres.`).nullish(),
  ).transform((v) => v ?? null);
}

export function email(label = 'correo electrónico') {
  return text(label, { max: 190 }).pipe(z.email(`El campo ${label} debe ser una dirección de correo válida.`)).transform((v) => v.toLowerCase());
}

/**
 * ASVS 6.2.1/6.2.9 (5.0): at least 12 characters, up to 128, any characters (spaces too), no
 * composition rules. Whether it is common or guessable is the server's check
 * (lib/password-strength.ts), which needs a dictionary this schema does not carry.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** A new password. */
export function password(label = 'contraseña') {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required(label) : `El campo ${label} debe ser texto.`) })
    .min(1, { error: required(label), abort: true })
    .min(PASSWORD_MIN_LENGTH, `El campo ${label} debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`)
    .max(PASSWORD_MAX_LENGTH, `El campo ${label} no debe tener más de ${PASSWORD_MAX_LENGTH} caracteres.`);
}

/** The password as typed at sign-in: no length rule, so old accounts can still sign in. */
export function currentPassword(label = 'contraseña') {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required(label) : `El campo ${label} debe ser texto.`) })
    .min(1, required(label))
    .max(128, `El campo ${label} no debe tener más de 128 caracteres.`);
}

/** The largest id an integer column holds; an id past it cannot exist (and would make the query fail). */
export const MAX_ID = 2_147_483_647;
/** states.id is a smallint (INEGI codes 1–32). */
export const MAX_STATE_ID = 32_767;

/** A positive integer id; accepts numeric strings from selects and form posts. */
export function id(label: string, max = MAX_ID) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.number({ error: (issue) => (issue.input === undefined ? required(label) : `El campo ${label} no es válido.`) })
      .int(`El campo ${label} no es válido.`).positive(`El campo ${label} no es válido.`).max(max, `El campo ${label} no es válido.`),
  );
}

export function optionalId(label: string, max = MAX_ID) {
  return z.preprocess((v) => (v === '' ? null : v), id(label, max).nullish()).transform((v) => v ?? null);
}

/** Mexican phone: 10 digits once spaces, dashes, dots and parentheses are removed (an optional +52 is dropped). */
export function phone(label = 'teléfono') {
  return text(label, { max: 30 })
    .transform((v) => v.replace(/[\s().-]/g, '').replace(/^\+?52(?=\d{10}$)/, ''))
    .pipe(z.string().regex(/^\d{10}$/, `El campo ${label} debe tener 10 dígitos.`));
}

export function optionalPhone(label = 'teléfono') {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), phone(label).nullish()).transform((v) => v ?? null);
}

export function confirmed<T extends { password: string; password_confirmation: string }>(schema: z.ZodType<T>) {
  return schema.refine((data) => data.password === data.password_confirmation, {
    message: 'La confirmación de la contraseña no coincide.',
    path: ['password_confirmation'],
  });
}
