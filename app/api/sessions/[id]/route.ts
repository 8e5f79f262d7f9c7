import { route, pathId, readBody } from '@/lib/server/http/handler';
import { checkPasswordSchema } from '@/lib/contract/users';
import { endSession } from '@/lib/server/use-cases/sessions';

// DELETE /api/sessions/{id} — {password}: ends another of the user's sessions; another user's or
// an unknown id 404, this very session 409 (that is POST /api/logout-user), a wrong password 422.
export const DELETE = route('account', async ({ req, params, auth }) =>
  endSession(auth, pathId(params.id), () => readBody(req, checkPasswordSchema)),
);
