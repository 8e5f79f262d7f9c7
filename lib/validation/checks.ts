// The public forms' checks in the browser, without zod (45 KB of the page otherwise): each field
// is checked by a small function with the server's own rules and words (lib/contract/form-rules.ts).
// The server still parses every request with zod and answers a 422 that the form shows the same
// way; lib/validation/forms.test.ts holds each form's checks equal to the server's schema.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import {
  EMAIL_PATTERN,
  MAX_ID,
  POSTAL_CODE_PATTERN,
  authMessage,
  fieldMessage as m,
  normalizePhone,
} from '@/lib/contract/form-rules';

/** A field's value once checked, or the message to show under it. */
export type Checked<T> = { value: T } | { error: string };
/** A field's check; `values` is the whole form, for checks that compare fields. */
export type Check<T = unknown> = (input: unknown, values: Record<string, unknown>) => Checked<T>;

const ok = <T>(value: T): Checked<T> => ({ value });
const fail = (error: string): Checked<never> => ({ error });
const asText = (input: unknown) =>
  typeof input === 'string' ? input : input === undefined || input === null ? '' : String(input);

/** Trimmed text of `min`–`max` characters; '' is missing (fields.ts `text`). */
export function text(label: string, { min = 1, max = 255 }: { min?: number; max?: number } = {}): Check<string> {
  return (input) => {
    const value = asText(input).trim();
    if (value === '') return fail(m.required(label));
    if (value.length < min) return fail(m.min(label, min));
    if (value.length > max) return fail(m.max(label, max));
    return ok(value);
  };
}

/** An e-mail address, lower-cased (fields.ts `email`). */
export function email(label = 'correo electrónico'): Check<string> {
  const base = text(label, { max: 190 });
  return (input, values) => {
    const checked = base(input, values);
    if ('error' in checked) return checked;
    return EMAIL_PATTERN.test(checked.value) ? ok(checked.value.toLowerCase()) : fail(m.email(label));
  };
}

/** A Mexican phone: 10 digits once separators and a +52 are gone (fields.ts `phone`). */
export function phone(label = 'teléfono'): Check<string> {
  const base = text(label, { max: 30 });
  return (input, values) => {
    const checked = base(input, values);
    if ('error' in checked) return checked;
    const digits = normalizePhone(checked.value);
    return /^\d{10}$/.test(digits) ? ok(digits) : fail(m.phone(label));
  };
}

/** A código postal: five digits once trimmed (samples.ts `postal_code`). */
export function postalCode(label = 'código postal'): Check<string> {
  return (input) => {
    const value = asText(input).trim();
    if (value === '') return fail(m.required(label));
    return POSTAL_CODE_PATTERN.test(value) ? ok(value) : fail(m.postalCode(label));
  };
}

/** A positive integer id from a select (fields.ts `id`). */
export function id(label: string, max = MAX_ID): Check<number> {
  return (input) => {
    if (input === '' || input === null || input === undefined) return fail(m.required(label));
    const value = typeof input === 'string' && /^\d+$/.test(input) ? Number(input) : input;
    return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= max
      ? ok(value)
      : fail(m.invalid(label));
  };
}

/** One of `options`. */
export function oneOf<T extends string>(options: readonly T[], message: string): Check<T> {
  return (input) => (options.includes(input as T) ? ok(input as T) : fail(message));
}

/** A checked box. */
export function accepted(message: string): Check<true> {
  return (input) => (input === true || input === 'true' || input === 'on' || input === '1' ? ok(true) : fail(message));
}

/** The sign-in and registration forms' e-mail (auth.ts `email`). */
export const accountEmail: Check<string> = (input) => {
  const value = asText(input).trim().toLowerCase();
  if (value === '') return fail(authMessage.emailRequired);
  if (value.length > 255) return fail(authMessage.emailTooLong);
  return EMAIL_PATTERN.test(value) ? ok(value) : fail(authMessage.emailInvalid);
};

/** Anything but empty, kept as typed (a password is not trimmed). */
export function filled(message: string, { trim = false } = {}): Check<string> {
  return (input) => {
    const value = trim ? asText(input).trim() : asText(input);
    return value === '' ? fail(message) : ok(value);
  };
}

/** A new password of `min`–`max` characters (auth.ts `newPassword`). */
export function newPassword(min: number, max: number): Check<string> {
  return (input) => {
    const value = asText(input);
    if (value.length < min) return fail(authMessage.newPasswordMin(min));
    if (value.length > max) return fail(authMessage.newPasswordMax(max));
    return ok(value);
  };
}

/** The confirmation: typed, and equal to `password` (auth.ts `passwordsMatch`). */
export const passwordConfirmation: Check<string> = (input, values) => {
  const value = asText(input);
  if (value === '') return fail(authMessage.confirmationRequired);
  return value === values.password ? ok(value) : fail(authMessage.mismatch);
};

type Checks<T> = { [K in keyof T]: Check<T[K]> };

/** Runs every field's check: the checked values, or each failing field's message. */
function runChecks<T extends Record<string, unknown>>(checks: Checks<T>, values: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [name, check] of Object.entries(checks) as [string, Check][]) {
    const checked = check(values[name], values);
    if ('error' in checked) errors[name] = checked.error;
    else out[name] = checked.value;
  }
  return { values: out as T, errors };
}

/** A react-hook-form resolver of `checks`: what zodResolver gave the forms, first message per field. */
export function checksResolver<TInput extends FieldValues, TOutput extends Record<string, unknown>>(
  checks: Checks<TOutput>,
): Resolver<TInput, unknown, TOutput> {
  return (values) => {
    const result = runChecks(checks, values);
    const names = Object.keys(result.errors);
    if (names.length === 0) return { values: result.values, errors: {} };
    const errors = Object.fromEntries(names.map((name) => [name, { type: 'validate', message: result.errors[name] }]));
    return { values: {}, errors: errors as FieldErrors<TInput> };
  };
}
