import { route } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { revokeToken } from '@/lib/server/auth/tokens';

// POST /api/logout-user — revokes the token of this request; signed in.
export const POST = route('user', async ({ auth }) => {
  await revokeToken(await getDb(), auth.tokenId);
  return { message: 'Sesión cerrada.' };
});
