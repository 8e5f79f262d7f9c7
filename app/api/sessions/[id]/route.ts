import { handle } from '@/lib/server/http/handler';
import { accountEndpoints } from '@/lib/contract/endpoints/account';
import { endSession } from '@/lib/server/use-cases/sessions';

// DELETE /api/sessions/{id} — {password}: ends another of the user's sessions; another user's or
// an unknown id 404, this very session 409 (that is POST /api/logout-user), a wrong password 422.
export const DELETE = handle(accountEndpoints.endSession, async ({ params, auth, body }) =>
  endSession(auth, params.id, () => body()),
);
