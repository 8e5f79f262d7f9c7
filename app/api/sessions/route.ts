import { handle } from '@/lib/server/http/handler';
import { accountEndpoints } from '@/lib/contract/endpoints/account';
import { listSessions } from '@/lib/server/use-cases/sessions';

// GET /api/sessions — the user's active sessions (device, IP, dates, `current`), newest use first; signed in.
export const GET = handle(accountEndpoints.sessions, async ({ auth }) => listSessions(auth));
