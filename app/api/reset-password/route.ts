import { route, readBody } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { resetPasswordSchema } from '@/lib/contract/auth';
import { resetPassword } from '@/lib/server/services/auth';

// POST /api/reset-password — {token, password, password_confirmation}: sets a new password
// from a mailed link (60 minutes, single use); public.
export const POST = route('public', async ({ req }) => {
  const data = await readBody(req, resetPasswordSchema);
  await resetPassword(await getDb(), data.token, data.password);
  return { message: 'Tu contraseña se restableció. Ya puedes iniciar sesión con la nueva.' };
});
