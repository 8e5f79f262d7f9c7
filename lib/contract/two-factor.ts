// The second factor: TOTP codes (RFC 6238: 6 digits, 30 s, SHA-1, as every authenticator app
// reads them) and one-time recovery codes. POST /api/login keeps the spec's shape — `{token, user}`
// — for an account without it; with it, the password only earns a challenge, which
// POST /api/login/two-factor trades, with a code, for the token.
import './zod-config';
import { z } from 'zod';

const code = z
  .string({ error: 'Escribe el código de 6 dígitos de tu app de autenticación.' })
  .trim()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'El código tiene 6 dígitos.'));

const recoveryCode = z
  .string({ error: 'Escribe uno de tus códigos de recuperación.' })
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^[a-z0-9]{10}$/, 'Los códigos de recuperación tienen 10 letras y números, por ejemplo «k7m2p-9xq4d».'),
  );

/** POST /api/login/two-factor: the challenge and either a code or a recovery code. */
export const twoFactorLoginSchema = z
  .object({
    challenge: z.string({ error: 'Vuelve a iniciar sesión.' }).regex(/^[A-Za-z0-9]{40}$/, 'Vuelve a iniciar sesión.'),
    code: code.optional(),
    recovery_code: recoveryCode.optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.code && !value.recovery_code) {
      ctx.addIssue({
        code: 'custom',
        path: ['code'],
        message: 'Escribe el código de 6 dígitos de tu app de autenticación.',
      });
    }
  });

/** POST /api/two-factor/enable: the first code from the app proves it holds the seed. */
export const enableTwoFactorSchema = z.object({ code });

// ── Replies ─────────────────────────────────────────────────────────────────

/** POST /api/login when the account has the second factor on: no token yet. */
export const twoFactorChallengeSchema = z.object({
  two_factor: z.literal(true),
  challenge: z.string(),
  message: z.string(),
});
export type TwoFactorChallenge = z.output<typeof twoFactorChallengeSchema>;

/** POST /api/two-factor/setup: the seed to add to the app, as text and as a QR code (SVG markup). */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauth_uri: z.string(), qr_svg: z.string() });
export type TwoFactorSetup = z.output<typeof twoFactorSetupSchema>;

/** POST /api/two-factor/enable and /recovery-codes: shown once, never again. */
export const recoveryCodesSchema = z.object({ message: z.string(), recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.output<typeof recoveryCodesSchema>;

/** The user's second-factor state, for the profile screen. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recovery_codes_left: z.number().int().min(0),
});
export type TwoFactorStatus = z.output<typeof twoFactorStatusSchema>;
