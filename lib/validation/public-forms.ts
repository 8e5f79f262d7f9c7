// The checks of each public form (contact, sign-in, registration, password recovery and reset,
// second factor), zod-free for the browser. Each mirrors its server schema in lib/contract
// (named beside it); lib/validation/public-forms.test.ts holds them equal.
import {
  MAX_STATE_ID,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PRODUCT_INTEREST_VALUES,
  authMessage,
  contactMessage,
} from '@/lib/contract/form-rules';
import {
  accepted,
  accountEmail,
  checksResolver,
  email,
  filled,
  id,
  newPassword,
  oneOf,
  passwordConfirmation,
  phone,
  text,
  type Check,
} from './checks';

type ProductInterest = (typeof PRODUCT_INTEREST_VALUES)[number];

/** What the contact form's inputs hold (selects give strings). */
export type ContactFormInput = {
  name: string;
  email: string;
  phone: string;
  state_id: string;
  municipality_id: string;
  product_interest: ProductInterest | '';
  message: string;
  privacy_accepted: boolean;
};

/** contactSchema (lib/contract/contact.ts) without the chosen distributor and `hcaptcha_token`, which the form adds. */
export const contactFormResolver = checksResolver<
  ContactFormInput,
  {
    name: string;
    email: string;
    phone: string;
    state_id: number;
    municipality_id: number;
    product_interest: ProductInterest;
    message: string;
    privacy_accepted: true;
  }
>({
  name: text('nombre', { min: 2, max: 120 }),
  email: email(),
  phone: phone(),
  state_id: id('estado', MAX_STATE_ID),
  municipality_id: id('municipio'),
  product_interest: oneOf(PRODUCT_INTEREST_VALUES, contactMessage.product),
  message: text('mensaje', { min: 10, max: 3000 }),
  privacy_accepted: accepted(contactMessage.privacy),
});

/** loginSchema (lib/contract/auth.ts). */
export const loginFormResolver = checksResolver<
  { email: string; password: string },
  { email: string; password: string }
>({
  email: accountEmail,
  password: filled(authMessage.passwordRequired),
});

/** recoverSchema (lib/contract/auth.ts), without the captcha's token. */
export const recoverFormResolver = checksResolver<{ email: string }, { email: string }>({ email: accountEmail });

type NewPassword = { password: string; password_confirmation: string };
const newPasswordChecks = {
  password: newPassword(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH),
  password_confirmation: passwordConfirmation,
};

/** resetPasswordSchema (lib/contract/auth.ts). */
export const resetPasswordFormResolver = checksResolver<
  NewPassword & { token: string },
  NewPassword & { token: string }
>({
  token: filled('El enlace no es válido.', { trim: true }),
  ...newPasswordChecks,
});

/** The registration's name (auth.ts `registerFields.name`): 2–120 characters once trimmed. */
const accountName: Check<string> = (input) => {
  const value = typeof input === 'string' ? input.trim() : '';
  if (value.length < 2) return { error: authMessage.nameShort };
  return value.length > 120 ? { error: authMessage.nameTooLong } : { value };
};

/** The registration's phone (auth.ts `phone`): 10 digits, or 12 with the country code 52. */
const accountPhone: Check<string> = (input) => {
  const value = typeof input === 'string' ? input.trim() : '';
  if (value === '') return { error: authMessage.phoneRequired };
  const digits = value.replace(/\D/g, '');
  const valid =
    value.length <= 20 &&
    /^\+?[\d\s().-]+$/.test(value) &&
    (digits.length === 10 || (digits.length === 12 && digits.startsWith('52')));
  return valid ? { value } : { error: authMessage.phoneInvalid };
};

/** A select's id (auth.ts `id`): a positive integer up to `max`, one message for every fault. */
const chosenId =
  (message: string, max: number): Check<number> =>
  (input) => {
    const value = Number(input);
    return Number.isInteger(value) && value > 0 && value <= max ? { value } : { error: message };
  };

/** Optional: '' when not given (the form then sends none). */
const company: Check<string> = (input) => {
  const value = typeof input === 'string' ? input.trim() : '';
  return value.length > 120 ? { error: authMessage.companyTooLong } : { value };
};

type RegisterFormInput = {
  name: string;
  email: string;
  phone: string;
  company: string;
  // Selects give strings; number too, so the checked values fit the same form type.
  state_id: string | number;
  municipality_id: string | number;
  password: string;
  password_confirmation: string;
  accept_privacy: boolean;
};

/** registerSchema (lib/contract/auth.ts) plus the privacy consent, which stays in the browser. */
export const registerFormResolver = checksResolver<
  RegisterFormInput,
  {
    name: string;
    email: string;
    phone: string;
    company: string;
    state_id: number;
    municipality_id: number;
    password: string;
    password_confirmation: string;
    accept_privacy: true;
  }
>({
  name: accountName,
  email: accountEmail,
  phone: accountPhone,
  company,
  state_id: chosenId(authMessage.state, MAX_STATE_ID),
  municipality_id: chosenId(authMessage.municipality, 2_147_483_647),
  ...newPasswordChecks,
  accept_privacy: (input) =>
    input === true ? { value: true as const } : { error: 'Para crear tu cuenta acepta el aviso de privacidad.' },
});

/** The second factor's code or recovery code. */
export const twoFactorFormResolver = checksResolver<{ answer: string }, { answer: string }>({
  answer: filled('Escribe el código.', { trim: true }),
});
