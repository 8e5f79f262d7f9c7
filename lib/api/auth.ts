// Signing in and out, registering and recovering a password (spec §7). `login` and `logout`
// in session.ts also keep or clear the local session; these are the bare calls.

import { loginCall } from '@/lib/contract/calls/login';
import { loginTwoFactorCall } from '@/lib/contract/calls/login-two-factor';
import { logoutCall } from '@/lib/contract/calls/logout';
import { registerCall } from '@/lib/contract/calls/register';
import { resetPasswordCall } from '@/lib/contract/calls/reset-password';
import { sendRecoverEmailCall } from '@/lib/contract/calls/send-recover-email';
import type { Credentials, PasswordReset, RegisterRequest } from '@/lib/contract/auth';
import { callApi } from './call';

export function requestLogin(credentials: Credentials) {
  return callApi(loginCall, { json: credentials });
}

/** The second step of a sign-in with the second factor on: a code from the app, or a recovery code. */
export type TwoFactorAnswer = { challenge: string } & ({ code: string } | { recovery_code: string });

export function requestTwoFactorLogin(answer: TwoFactorAnswer) {
  return callApi(loginTwoFactorCall, { json: answer });
}

export function requestLogout() {
  return callApi(logoutCall);
}

/** POST /api/register: 201 with the new customer account. */
export function register(data: RegisterRequest) {
  return callApi(registerCall, { json: data });
}

/** POST /api/send-recover-email with the spec's body, `{account: {email}}`: the same 200 whether or not it exists. */
export function sendRecoverEmail(email: string, hcaptchaToken?: string) {
  return callApi(sendRecoverEmailCall, {
    json: { account: { email }, ...(hcaptchaToken ? { hcaptcha_token: hcaptchaToken } : {}) },
  });
}

/** POST /api/reset-password with the mailed token: every session of the account ends. */
export function resetPassword(data: PasswordReset) {
  return callApi(resetPasswordCall, { json: data });
}
