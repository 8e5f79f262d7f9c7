import { route, readBody } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { updatePasswordSchema } from '@/lib/contract/users';
import { changePassword } from '@/lib/server/services/auth';

// PUT /api/update-password — changes the password (current one required); other sessions end; signed in.
export const PUT = route('user', async ({ req, auth }) => {
  const data = await readBody(req, updatePasswordSchema);
  await changePassword(await getDb(), auth.user, data.current_password, data.password, auth.tokenId);
  return { message: 'Tu contraseña se actualizó.' };
});
