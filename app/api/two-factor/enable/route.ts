import { route, readBody } from '@/lib/server/http/handler';
import { enableTwoFactorSchema } from '@/lib/contract/two-factor';
import { enableTwoFactor } from '@/lib/server/use-cases/two-factor';

// POST /api/two-factor/enable — {code} from the app → on, with ten recovery codes shown once.
export const POST = route('account', async ({ req, auth }) =>
  enableTwoFactor(auth.user, await readBody(req, enableTwoFactorSchema)),
);
