import { route, readBody } from '@/lib/server/http/handler';
import { resetPasswordSchema } from '@/lib/contract/auth';
import { resetPassword } from '@/lib/server/use-cases/auth';

// POST /api/reset-password — {token, password, password_confirmation}: sets a new password
// from a mailed link (60 minutes, single use); public.
export const POST = route('public', async ({ req }) => resetPassword(await readBody(req, resetPasswordSchema)));
