import { handle } from '@/lib/server/http/handler';
import { sessionEndpoints } from '@/lib/contract/endpoints/session';
import { signOut } from '@/lib/server/use-cases/auth';

// POST /api/logout-user — revokes the token of this request; signed in.
export const POST = handle(sessionEndpoints.logout, async ({ auth }) => signOut(auth));
