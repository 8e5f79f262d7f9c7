import { handle } from '@/lib/server/http/handler';
import { accountEndpoints } from '@/lib/contract/endpoints/account';
import { enableTwoFactor } from '@/lib/server/use-cases/two-factor';

// POST /api/two-factor/enable — {code} from the app → on, with ten recovery codes shown once.
export const POST = handle(accountEndpoints.twoFactorEnable, async ({ auth, body }) =>
  enableTwoFactor(auth.user, await body()),
);
