import { route } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { readWallet } from '@/lib/server/services/wallet';

// GET /api/wallet — the user's wallet: balance and latest movements; signed in.
export const GET = route('user', async ({ auth }) => readWallet(await getDb(), auth.user.id));
