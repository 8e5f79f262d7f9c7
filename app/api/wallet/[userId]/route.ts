import { route, pathId, readBody, json } from '@/lib/server/http/handler';
import { walletMovementSchema } from '@/lib/contract/wallet';
import { addWalletMovement, userWallet } from '@/lib/server/use-cases/wallet';

// GET /api/wallet/{userId} — a user's wallet; admin only.
export const GET = route(['admin'], async ({ params }) => userWallet(pathId(params.userId)));

// POST /api/wallet/{userId} — {kind: abono|cargo, amount, concept}: a movement on a user's
// wallet (a charge above the balance → 422); returns the wallet; admin only.
export const POST = route(['admin'], async ({ req, params, auth }) => {
  const wallet = await addWalletMovement(auth.user, pathId(params.userId), () => readBody(req, walletMovementSchema));
  return json(wallet, { status: 201 });
});
