import { route } from '@/lib/server/http/handler';
import { ownWallet } from '@/lib/server/use-cases/wallet';

// GET /api/wallet — the user's wallet: balance and latest movements; signed in.
export const GET = route('user', async ({ auth }) => ownWallet(auth.user));
