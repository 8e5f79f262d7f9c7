import { route, readBody } from '@/lib/server/http/handler';
import { checkPasswordSchema } from '@/lib/contract/users';
import { setUpTwoFactor } from '@/lib/server/use-cases/two-factor';

// POST /api/two-factor/setup — {password} → a new seed with its QR code (not on until confirmed).
export const POST = route('account', async ({ req, auth }) =>
  setUpTwoFactor(auth.user, await readBody(req, checkPasswordSchema)),
);
