import { route } from '@/lib/server/http/handler';
import { listSessions } from '@/lib/server/use-cases/sessions';

// GET /api/sessions — the user's active sessions (device, IP, dates, `current`), newest use first; signed in.
export const GET = route('account', async ({ auth }) => listSessions(auth));
