import 'server-only';
import type { z } from 'zod';
import type { Wallet, walletMovementSchema } from '@/lib/contract/wallet';
import { getDb } from '@/lib/server/db/client';
import { getUserById, type UserRecord } from '@/lib/server/services/users';
import { addMovement, readWallet } from '@/lib/server/services/wallet';

// The wallet (monedero): balance and latest movements; an admin adds credits and charges.

/** GET /api/wallet: the user's own. */
export async function ownWallet(actor: UserRecord): Promise<Wallet> {
  return readWallet(await getDb(), actor.id);
}

/** GET /api/wallet/{userId}: any user's (admin). */
export async function userWallet(userId: number): Promise<Wallet> {
  const db = await getDb();
  const user = await getUserById(db, userId);
  return readWallet(db, user.id);
}

/** POST /api/wallet/{userId}: a credit or a charge (never above the balance) on a user's wallet; answers the wallet. */
export async function addWalletMovement(
  actor: UserRecord,
  userId: number,
  readMovement: () => Promise<z.output<typeof walletMovementSchema>>,
): Promise<Wallet> {
  const db = await getDb();
  const user = await getUserById(db, userId);
  const data = await readMovement();
  await addMovement(db, {
    userId: user.id,
    kind: data.kind,
    amountCents: data.amount,
    concept: data.concept,
    createdBy: actor.id,
  });
  return readWallet(db, user.id);
}
