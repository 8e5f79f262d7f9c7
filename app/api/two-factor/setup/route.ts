import { route, readBody } from '@/lib/server/http/handler';
import { confirmPasswordSchema } from '@/lib/contract/two-factor';
import { setUpTwoFactor } from '@/lib/server/use-cases/two-factor';

// POST /api/two-factor/setup — {password} → a new seed with its QR code (not on until confirmed).
export const POST = route('account', async ({ req, auth }) => setUpTwoFactor(auth.user, await readBody(req, confirmPasswordSchema)));
