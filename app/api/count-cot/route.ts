import { route } from '@/lib/server/http/handler';
import { countQuotes } from '@/lib/server/use-cases/counters';

// GET /api/count-cot — how many quotes the user can see, as a bare number; signed in.
export const GET = route('account', async ({ auth }) => countQuotes(auth.user));
