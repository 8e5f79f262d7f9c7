import { handle } from '@/lib/server/http/handler';
import { accountEndpoints } from '@/lib/contract/endpoints/account';
import { setUpTwoFactor } from '@/lib/server/use-cases/two-factor';

// POST /api/two-factor/setup — {password} → a new seed with its QR code (not on until confirmed).
export const POST = handle(accountEndpoints.twoFactorSetup, async ({ auth, body }) =>
  setUpTwoFactor(auth.user, await body()),
);
