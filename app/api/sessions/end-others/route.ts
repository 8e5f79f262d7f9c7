import { route, readBody } from '@/lib/server/http/handler';
import { checkPasswordSchema } from '@/lib/contract/users';
import { endOtherSessions } from '@/lib/server/use-cases/sessions';

// POST /api/sessions/end-others — {password}: every session of the user but this one ends → {message, ended}.
export const POST = route('account', async ({ req, auth }) =>
  endOtherSessions(auth, await readBody(req, checkPasswordSchema)),
);
