import { route } from '@/lib/server/http/handler';
import { signOut } from '@/lib/server/use-cases/auth';

// POST /api/logout-user — revokes the token of this request; signed in.
export const POST = route('account', async ({ auth }) => signOut(auth));
