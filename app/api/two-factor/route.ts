import { handle } from '@/lib/server/http/handler';
import { accountEndpoints } from '@/lib/contract/endpoints/account';
import { twoFactorStatus } from '@/lib/server/use-cases/two-factor';

// GET /api/two-factor — whether the second factor is on, required, and how many recovery codes are left.
export const GET = handle(accountEndpoints.twoFactorStatus, async ({ auth }) => twoFactorStatus(auth.user));
