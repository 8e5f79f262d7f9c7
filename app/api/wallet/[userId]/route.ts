import { route, pathId, readBody, json } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { walletMovementSchema } from '@/lib/contract/wallet';
import { getUserOr404 } from '@/lib/server/services/users';
import { addMovement, readWallet } from '@/lib/server/services/wallet';

// GET /api/wallet/{userId} — a user's wallet; admin only.
export const GET = route(['admin'], async ({ params }) => {
  const db = await getDb();
  const user = await getUserOr404(db, pathId(params.userId));
  return readWallet(db, user.id);
});

// POST /api/wallet/{userId} — {kind: abono|cargo, amount, concept}: a movement on a user's
// wallet (a charge above the balance → 422); returns the wallet; admin only.
export const POST = route(['admin'], async ({ req, params, auth }) => {
  const db = await getDb();
  const user = await getUserOr404(db, pathId(params.userId));
  const data = await readBody(req, walletMovementSchema);
  await addMovement(db, { userId: user.id, kind: data.kind, amountCents: data.amount, concept: data.concept, createdBy: auth.user.id });
  return json(await readWallet(db, user.id), { status: 201 });
});
