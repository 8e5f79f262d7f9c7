// The signed-in user's second factor (lib/contract/two-factor.ts): its state, enrolment with a
// QR code, turning it off and new recovery codes. The sign-in's second step is in session.ts.

import { twoFactorDisableCall } from '@/lib/contract/calls/two-factor-disable';
import { twoFactorEnableCall } from '@/lib/contract/calls/two-factor-enable';
import { twoFactorRecoveryCodesCall } from '@/lib/contract/calls/two-factor-recovery-codes';
import { twoFactorSetupCall } from '@/lib/contract/calls/two-factor-setup';
import { twoFactorStatusCall } from '@/lib/contract/calls/two-factor-status';
import type { TwoFactorStatus } from '@/lib/contract/two-factor';
import { callApi } from './call';
import { loadUser } from './session';
import { revalidatePaths, useApi } from './swr';

const TWO_FACTOR_PATH = twoFactorStatusCall.path;

export function useTwoFactorStatus() {
  return useApi<TwoFactorStatus>(TWO_FACTOR_PATH);
}

/** The state and the user (its `two_factor_*` fields) are re-read after every change. */
async function afterChange<T>(result: T): Promise<T> {
  await Promise.all([revalidatePaths([TWO_FACTOR_PATH]), loadUser()]);
  return result;
}

/** POST /api/two-factor/setup: a new seed and its QR code, after the password. */
export function startTwoFactorSetup(password: string) {
  return callApi(twoFactorSetupCall, { json: { password } });
}

/** POST /api/two-factor/enable: the app's first code; answers the recovery codes (shown once). */
export async function enableTwoFactor(code: string) {
  const result = await callApi(twoFactorEnableCall, { json: { code } });
  return result.ok ? afterChange(result) : result;
}

export async function disableTwoFactor(password: string) {
  const result = await callApi(twoFactorDisableCall, { json: { password } });
  return result.ok ? afterChange(result) : result;
}

export async function renewRecoveryCodes(password: string) {
  const result = await callApi(twoFactorRecoveryCodesCall, { json: { password } });
  return result.ok ? afterChange(result) : result;
}
