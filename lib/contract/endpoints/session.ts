// Signing in and out, registering and recovering a password.
// One entry per call (./define.ts); ./index.ts joins the areas into the table.
import {
  loginReplySchema,
  loginResponseSchema,
  loginSchema,
  recoverRequestSchema,
  registerSchema,
  resetPasswordSchema,
} from '../auth';
import { twoFactorLoginSchema } from '../two-factor';
import { userSchema } from '../users';
import { endpoint, ok, message } from './define';

export const sessionEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    access: 'public',
    tag: 'Sesión',
    spec: true,
    summary: 'Iniciar sesión',
    body: { schema: loginSchema },
    description:
      'Responde `{token, user}`; si la cuenta tiene verificación en dos pasos, un reto `{two_factor: true, challenge}` que se canjea en /api/login/two-factor. Credenciales incorrectas: 401.',
    reply: { 200: ok('Token y usuario, o el reto del segundo factor.', loginReplySchema) },
    fails: { auth: true, forbidden: true, limited: true },
  }),
  loginTwoFactor: endpoint({
    method: 'POST',
    path: '/api/login/two-factor',
    access: 'public',
    feature: 'two_factor',
    tag: 'Sesión',
    summary: 'Completar el inicio de sesión con el código de dos pasos',
    body: { schema: twoFactorLoginSchema },
    reply: { 200: ok('Token y usuario.', loginResponseSchema) },
    fails: { auth: true, forbidden: true, limited: true },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout-user',
    access: 'account',
    tag: 'Sesión',
    spec: true,
    summary: 'Cerrar sesión (revoca el token)',
    reply: { 200: message },
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/register',
    access: 'public',
    tag: 'Sesión',
    spec: true,
    summary: 'Registrar un cliente',
    body: { schema: registerSchema },
    reply: { 201: ok('El usuario creado.', userSchema) },
    fails: { limited: true },
  }),
  sendRecoverEmail: endpoint({
    method: 'POST',
    path: '/api/send-recover-email',
    access: 'public',
    tag: 'Sesión',
    spec: true,
    summary: 'Enviar el correo de recuperación',
    body: { schema: recoverRequestSchema },
    description:
      'Acepta `{account: {email}}` (la forma del spec) o `{email}`; responde lo mismo exista o no la cuenta.',
    reply: { 200: message },
    fails: { limited: true },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/reset-password',
    access: 'public',
    feature: 'password_reset',
    tag: 'Sesión',
    summary: 'Nueva contraseña con el enlace de recuperación o de invitación',
    body: { schema: resetPasswordSchema },
    reply: { 200: message },
    fails: { limited: true },
  }),
};
