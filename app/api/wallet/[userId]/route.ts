import { handle, json } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { addWalletMovement, userWallet } from '@/lib/server/use-cases/wallet';

// GET /api/wallet/{userId} — a user's wallet; admin only.
export const GET = handle(salesEndpoints.userWallet, async ({ params }) => userWallet(params.userId));

// POST /api/wallet/{userId} — {kind: abono|cargo, amount, concept}: a movement on a user's
// wallet (a charge above the balance → 422); returns the wallet; admin only.
export const POST = handle(salesEndpoints.addWalletMovement, async ({ params, auth, body }) => {
  const wallet = await addWalletMovement(auth.user, params.userId, () => body());
  return json(wallet, { status: 201 });
});
