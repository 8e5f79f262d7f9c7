import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { ownWallet } from '@/lib/server/use-cases/wallet';

// GET /api/wallet — the user's wallet: balance and latest movements; signed in.
export const GET = handle(salesEndpoints.ownWallet, async ({ auth }) => ownWallet(auth.user));
