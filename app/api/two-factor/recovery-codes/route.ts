import { handle } from '@/lib/server/http/handler';
import { accountEndpoints } from '@/lib/contract/endpoints/account';
import { renewRecoveryCodes } from '@/lib/server/use-cases/two-factor';

// POST /api/two-factor/recovery-codes — {password} → ten new recovery codes; the old ones stop working.
export const POST = handle(accountEndpoints.twoFactorRecoveryCodes, async ({ auth, body }) =>
  renewRecoveryCodes(auth.user, await body()),
);
