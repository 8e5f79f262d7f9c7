// Signing in and out, registering and recovering a password (spec §7; payloads of DESIGN.md).
// The route handlers parse these payloads; the forms check the same rules without zod
// (lib/validation/*-form.ts, kept equal by lib/validation/forms.test.ts). Field names are
// snake_case, as the API receives them.
import './zod-config';
import { z } from 'zod';
import { MAX_ID, MAX_STATE_ID, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './fields';
import { authMessage as m } from './form-rules';
import { twoFactorChallengeSchema } from './two-factor';
import { userSchema } from './users';

const email = z
  .string({ error: m.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: m.emailRequired, abort: true })
  .max(255, { error: m.emailTooLong })
  .pipe(z.email({ error: m.emailInvalid }));

const newPassword = z
  .string({ error: m.newPasswordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: m.newPasswordMin(PASSWORD_MIN_LENGTH) })
  .max(PASSWORD_MAX_LENGTH, { error: m.newPasswordMax(PASSWORD_MAX_LENGTH) });

const passwordConfirmation = z.string({ error: m.confirmationRequired }).min(1, { error: m.confirmationRequired });

/** Optional hCaptcha response token; the server requires it only when captcha is configured. */
const hcaptchaToken = z.string().trim().min(1).max(10000).optional();

/** Mexican phone: 10 digits, optionally with +52 / 52 in front; spaces, dashes, dots and parentheses allowed. */
const phone = z
  .string({ error: m.phoneRequired })
  .trim()
  .min(1, { error: m.phoneRequired, abort: true })
  .refine(
    (value) => {
      if (value.length > 20 || !/^\+?[\d\s().-]+$/.test(value)) return false;
      const digits = value.replace(/\D/g, '');
      return digits.length === 10 || (digits.length === 12 && digits.startsWith('52'));
    },
    { error: m.phoneInvalid },
  );

/** A positive integer id; form selects send strings, JSON clients numbers. */
const id = (message: string, max = MAX_ID) =>
  z.coerce
    .number<string | number>({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(max, { error: message });

export function passwordsMatch(value: { password: string; password_confirmation: string }, ctx: z.RefinementCtx) {
  if (value.password_confirmation !== '' && value.password !== value.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: m.mismatch });
  }
}

// POST /api/login
export const loginSchema = z.object({
  email,
  password: z.string({ error: m.passwordRequired }).min(1, { error: m.passwordRequired }),
});

/** The registration payload's fields (the form adds its privacy consent to them). */
export const registerFields = {
  name: z.string({ error: m.nameRequired }).trim().min(2, { error: m.nameShort }).max(120, { error: m.nameTooLong }),
  email,
  phone,
  company: z.string().trim().max(120, { error: m.companyTooLong }).optional(),
  state_id: id(m.state, MAX_STATE_ID),
  municipality_id: id(m.municipality),
  password: newPassword,
  password_confirmation: passwordConfirmation,
  hcaptcha_token: hcaptchaToken,
};

// POST /api/register
export const registerSchema = z.object(registerFields).superRefine(passwordsMatch);

// POST /api/send-recover-email: the spec's `{account: {email}}`; a bare `{email}` is accepted too.
export const recoverSchema = z.object({ email, hcaptcha_token: hcaptchaToken });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What the server parses: `{account: {email}, hcaptcha_token?}` or `{email, hcaptcha_token?}`. */
export const recoverRequestSchema = z.preprocess(
  (v) => (isObject(v) && isObject(v.account) ? { ...v.account, hcaptcha_token: v.hcaptcha_token } : v),
  recoverSchema,
);

// POST /api/reset-password
export const resetPasswordSchema = z
  .object({
    token: z.string({ error: 'El enlace no es válido.' }).trim().min(1, { error: 'El enlace no es válido.' }).max(255),
    password: newPassword,
    password_confirmation: passwordConfirmation,
  })
  .superRefine(passwordsMatch);

export type LoginData = z.output<typeof loginSchema>;
export type RegisterData = z.output<typeof registerSchema>;
export type RecoverData = z.output<typeof recoverSchema>;
export type ResetPasswordData = z.output<typeof resetPasswordSchema>;

// ── Requests and replies, as the browser sends and reads them ────────────────

export type Credentials = { email: string; password: string };

/** POST /api/login answers the new token and the user (the spec's shape)… */
export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.output<typeof loginResponseSchema>;

/** …or, for an account with the second factor on, a challenge to answer with a code (lib/contract/two-factor.ts). */
export const loginReplySchema = z.union([loginResponseSchema, twoFactorChallengeSchema]);
export type LoginReply = z.output<typeof loginReplySchema>;

export type RegisterRequest = {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  phone: string;
  state_id: number;
  municipality_id: number;
  company?: string;
  hcaptcha_token?: string;
};

export type PasswordReset = { token: string; password: string; password_confirmation: string };
