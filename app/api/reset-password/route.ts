import { handle } from '@/lib/server/http/handler';
import { sessionEndpoints } from '@/lib/contract/endpoints/session';
import { resetPassword } from '@/lib/server/use-cases/auth';

// POST /api/reset-password — {token, password, password_confirmation}: sets a new password
// from a mailed link (60 minutes, single use); public.
export const POST = handle(sessionEndpoints.resetPassword, async ({ body }) => resetPassword(await body()));
