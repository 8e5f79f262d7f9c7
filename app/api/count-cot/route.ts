import { route } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { countQuotes } from '@/lib/server/services/counters';

// GET /api/count-cot — how many quotes the user can see, as a bare number; signed in.
export const GET = route('user', async ({ auth }) => countQuotes(await getDb(), auth.user));
