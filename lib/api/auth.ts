// Signing in and out, registering and recovering a password (spec §7). `login` and `logout`
// in session.ts also keep or clear the local session; these are the bare calls.

import * as calls from '@/lib/contract/calls';
import type { Credentials, PasswordReset, RegisterRequest } from '@/lib/contract/auth';
import { callApi } from './call';

export function requestLogin(credentials: Credentials) {
  return callApi(calls.login, { json: credentials });
}

/** The second step of a sign-in with the second factor on: a code from the app, or a recovery code. */
export type TwoFactorAnswer = { challenge: string } & ({ code: string } | { recovery_code: string });

export function requestTwoFactorLogin(answer: TwoFactorAnswer) {
  return callApi(calls.loginTwoFactor, { json: answer });
}

export function requestLogout() {
  return callApi(calls.logout);
}

/** POST /api/register: 201 with the new customer account. */
export function register(data: RegisterRequest) {
  return callApi(calls.register, { json: data });
}

/** POST /api/send-recover-email with the spec's body, `{account: {email}}`: the same 200 whether or not it exists. */
export function sendRecoverEmail(email: string, hcaptchaToken?: string) {
  return callApi(calls.sendRecoverEmail, {
    json: { account: { email }, ...(hcaptchaToken ? { hcaptcha_token: hcaptchaToken } : {}) },
  });
}

/** POST /api/reset-password with the mailed token: every session of the account ends. */
export function resetPassword(data: PasswordReset) {
  return callApi(calls.resetPassword, { json: data });
}
