import { route, readBody } from '@/lib/server/http/handler';
import { checkPasswordSchema } from '@/lib/contract/users';
import { disableTwoFactor } from '@/lib/server/use-cases/two-factor';

// POST /api/two-factor/disable — {password} → off (not for administrators under REQUIRE_ADMIN_2FA=1: 409).
export const POST = route('account', async ({ req, auth }) =>
  disableTwoFactor(auth.user, await readBody(req, checkPasswordSchema)),
);
