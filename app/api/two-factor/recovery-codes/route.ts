import { route, readBody } from '@/lib/server/http/handler';
import { checkPasswordSchema } from '@/lib/contract/users';
import { renewRecoveryCodes } from '@/lib/server/use-cases/two-factor';

// POST /api/two-factor/recovery-codes — {password} → ten new recovery codes; the old ones stop working.
export const POST = route('account', async ({ req, auth }) =>
  renewRecoveryCodes(auth.user, await readBody(req, checkPasswordSchema)),
);
