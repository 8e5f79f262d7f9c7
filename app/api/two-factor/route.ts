import { route } from '@/lib/server/http/handler';
import { twoFactorStatus } from '@/lib/server/use-cases/two-factor';

// GET /api/two-factor — whether the second factor is on, required, and how many recovery codes are left.
export const GET = route('account', async ({ auth }) => twoFactorStatus(auth.user));
