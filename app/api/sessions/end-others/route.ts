import { handle } from '@/lib/server/http/handler';
import { accountEndpoints } from '@/lib/contract/endpoints/account';
import { endOtherSessions } from '@/lib/server/use-cases/sessions';

// POST /api/sessions/end-others — {password}: every session of the user but this one ends → {message, ended}.
export const POST = handle(accountEndpoints.endOtherSessions, async ({ auth, body }) =>
  endOtherSessions(auth, await body()),
);
