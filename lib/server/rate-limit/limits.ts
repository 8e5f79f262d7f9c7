import 'server-only';
import { env } from '@/lib/env';

// Every rate limit of the API: how many points per window, and what the 429 says. A deployment
// may override the numbers with RATE_LIMITS (lib/env.js), e.g. the e2e server, whose one
// browser registers dozens of accounts in a few minutes (playwright.config.ts).

export type LimitName =
  | 'login'
  | 'loginAccount'
  | 'loginClient'
  | 'loginSuccess'
  | 'passwordCheck'
  | 'register'
  | 'recovery'
  | 'recoveryAccount'
  | 'contact'
  | 'quoteRequest'
  | 'samples'
  | 'samplesEmail'
  | 'quotePdf'
  | 'quoteShare'
  | 'invitation';

export type LimitDefinition = {
  points: number;
  /** Window in seconds, fixed from the first point. */
  duration: number;
  /** The 429's message before "Inténtalo de nuevo en …". */
  message: string;
};

const DEFAULTS: Record<LimitName, LimitDefinition> = {
  // Per (email + IP), every attempt counts; a successful sign-in clears it (lib/server/rate-limit/login.ts).
  login: { points: 5, duration: 60, message: 'Demasiados intentos de inicio de sesión.' },
  // Per account, failed attempts from any address (OWASP: slows a distributed guess of one password),
  // spent before the password is hashed and given back on success, so parallel guesses cannot
  // overshoot it. A mailed reset clears it (lib/server/use-cases/auth.ts): the owner is never
  // locked out for long.
  loginAccount: {
    points: 100,
    duration: 60 * 60,
    message:
      'Esta cuenta tiene demasiados intentos fallidos de inicio de sesión. Para entrar ya, restablece tu contraseña con «¿Olvidaste tu contraseña?».',
  },
  // Per IP, failed sign-ins to any account (a success gives its point back): caps the argon2
  // work one client can cause by trying many addresses (ASVS 6.3.1 / 2.2.1 in 4.0).
  loginClient: {
    points: 30,
    duration: 15 * 60,
    message: 'Hubo demasiados intentos fallidos de inicio de sesión desde tu conexión.',
  },
  // Per (email + IP), successful sign-ins, spent before the password is hashed (a failure gives its
  // point back): each is a new session and an argon2 hash, so a script holding the password cannot
  // open them by the hundred nor keep the server hashing while other users wait.
  loginSuccess: {
    points: 10,
    duration: 15 * 60,
    message: 'Iniciaste sesión en esta cuenta demasiadas veces desde tu conexión.',
  },
  // Per account, wrong current passwords (check-password, update-password, a new e-mail, the
  // second factor): a stolen session must not become a password oracle.
  passwordCheck: { points: 10, duration: 15 * 60, message: 'Escribiste una contraseña incorrecta demasiadas veces.' },
  // Per IP. Accounts, reset mails, messages and quote requests are what a bot would flood.
  register: { points: 10, duration: 60 * 60, message: 'Se crearon demasiadas cuentas desde tu conexión.' },
  recovery: { points: 5, duration: 15 * 60, message: 'Pediste demasiados enlaces de recuperación desde tu conexión.' },
  // Per e-mail address, whether or not it has an account (the answer must not tell).
  recoveryAccount: {
    points: 3,
    duration: 60 * 60,
    message:
      'Ya enviamos varios enlaces de recuperación a este correo; revisa tu bandeja de entrada y la carpeta de spam.',
  },
  contact: { points: 5, duration: 15 * 60, message: 'Recibimos demasiados envíos desde tu conexión.' },
  quoteRequest: {
    points: 10,
    duration: 60 * 60,
    message: 'Recibimos demasiadas solicitudes de cotización desde tu conexión.',
  },
  // "Pedir muestras": each request is a box a dealer mails at its cost. Per IP (an office may share
  // one) and per e-mail address (one person from many connections), a day.
  samples: {
    points: 10,
    duration: 24 * 60 * 60,
    message: 'Recibimos demasiadas solicitudes de muestras desde tu conexión.',
  },
  samplesEmail: {
    points: 3,
    duration: 24 * 60 * 60,
    message: 'Ya pediste muestras varias veces hoy con este correo; tu distribuidor te contactará.',
  },
  // Per IP. Each PDF is drawn on the server (CPU), each link signed: generous for a person, not for a script.
  quotePdf: { points: 30, duration: 15 * 60, message: 'Descargaste demasiados PDF de cotización desde tu conexión.' },
  quoteShare: {
    points: 60,
    duration: 15 * 60,
    message: 'Creaste demasiados enlaces para compartir desde tu conexión.',
  },
  // Per invited address: an administrator's session (or a script holding one) cannot flood a
  // mailbox with invitations; five are plenty for a person whose mail went to spam.
  invitation: {
    points: 5,
    duration: 60 * 60,
    message:
      'Ya enviamos varias invitaciones a este correo; pide a la persona que revise su bandeja y la carpeta de spam.',
  },
};

/** Where a key stands against a limit after a request: what X-RateLimit-* report. */
export type RateLimitState = {
  limit: number;
  remaining: number;
  /** When the window ends, in Unix seconds. */
  resetAt: number;
};

export function limitDefinition(name: LimitName): LimitDefinition {
  return { ...DEFAULTS[name], ...env.RATE_LIMITS[name] };
}
