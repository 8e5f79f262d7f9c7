// Signing in and out, registering and recovering a password (spec §7). `login` and `logout`
// in session.ts also keep or clear the local session; these are the bare calls.

import type { Credentials, LoginReply, LoginResponse, PasswordReset, RegisterRequest } from '@/lib/contract/auth';
import type { MessageBody } from '@/lib/contract/common';
import type { User } from '@/lib/contract/users';
import { request } from './transport';

export function requestLogin(credentials: Credentials) {
  return request<LoginReply>('/api/login', { json: credentials });
}

/** The second step of a sign-in with the second factor on: a code from the app, or a recovery code. */
export type TwoFactorAnswer = { challenge: string } & ({ code: string } | { recovery_code: string });

export function requestTwoFactorLogin(answer: TwoFactorAnswer) {
  return request<LoginResponse>('/api/login/two-factor', { json: answer });
}

export function requestLogout() {
  return request<MessageBody>('/api/logout-user', { method: 'POST' });
}

/** POST /api/register: 201 with the new customer account. */
export function register(data: RegisterRequest) {
  return request<User>('/api/register', { json: data });
}

/** POST /api/send-recover-email with the spec's body, `{account: {email}}`: the same 200 whether or not it exists. */
export function sendRecoverEmail(email: string, hcaptchaToken?: string) {
  return request<MessageBody>('/api/send-recover-email', {
    json: { account: { email }, ...(hcaptchaToken ? { hcaptcha_token: hcaptchaToken } : {}) },
  });
}

/** POST /api/reset-password with the mailed token: every session of the account ends. */
export function resetPassword(data: PasswordReset) {
  return request<MessageBody>('/api/reset-password', { json: data });
}
