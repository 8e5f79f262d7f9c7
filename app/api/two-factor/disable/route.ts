import { handle } from '@/lib/server/http/handler';
import { accountEndpoints } from '@/lib/contract/endpoints/account';
import { disableTwoFactor } from '@/lib/server/use-cases/two-factor';

// POST /api/two-factor/disable — {password} → off (not for administrators under REQUIRE_ADMIN_2FA=1: 409).
export const POST = handle(accountEndpoints.twoFactorDisable, async ({ auth, body }) =>
  disableTwoFactor(auth.user, await body()),
);
