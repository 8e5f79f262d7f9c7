import 'server-only';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/types';
import { users, walletMovements } from '@/lib/server/db/schema';
import { toDecimal } from '@/lib/pricing/money';
import { InvalidInputError } from '@/lib/server/errors';
import type { Wallet, WalletMovement, WalletMovementKind } from '@/lib/contract/wallet';

type WalletKind = WalletMovementKind;

/**
 * Adds a movement and moves the balance in one statement: a charge larger than the balance
 * changes nothing and is refused as invalid input on `amount`. Runs inside the caller's transaction when given one.
 */
export async function addMovement(
  tx: Tx | Db,
  input: {
    userId: number;
    kind: WalletKind;
    amountCents: number;
    concept: string;
    orderId?: number | null;
    createdBy?: number | null;
  },
) {
  const delta = input.kind === 'abono' ? input.amountCents : -input.amountCents;
  // A transaction of its own, or a savepoint inside the caller's: balance and movement go together.
  return tx.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ walletBalanceCents: sql`${users.walletBalanceCents} + ${delta}` })
      .where(and(eq(users.id, input.userId), gte(sql`${users.walletBalanceCents} + ${delta}`, 0)))
      .returning({ balance: users.walletBalanceCents });
    if (!row) throw new InvalidInputError({ amount: ['El cargo es mayor que el saldo del monedero.'] });
    const [movement] = await tx
      .insert(walletMovements)
      .values({
        userId: input.userId,
        kind: input.kind,
        amountCents: delta,
        balanceAfterCents: row.balance,
        concept: input.concept,
        orderId: input.orderId ?? null,
        createdBy: input.createdBy ?? null,
      })
      .returning();
    return movement!;
  });
}

function serializeMovement(m: typeof walletMovements.$inferSelect): WalletMovement {
  return {
    id: m.id,
    kind: m.kind,
    amount: toDecimal(m.amountCents),
    balance_after: toDecimal(m.balanceAfterCents),
    concept: m.concept,
    order_id: m.orderId,
    created_at: m.createdAt.toISOString(),
  };
}

/** Balance and the latest movements of a user's wallet. */
export async function readWallet(db: Db, userId: number, limit = 100): Promise<Wallet> {
  const [user] = await db.select({ balance: users.walletBalanceCents }).from(users).where(eq(users.id, userId));
  const movements = await db
    .select()
    .from(walletMovements)
    .where(eq(walletMovements.userId, userId))
    .orderBy(desc(walletMovements.id))
    .limit(limit);
  return {
    balance: toDecimal(user?.balance ?? 0),
    currency: 'MXN' as const,
    movements: movements.map(serializeMovement),
  };
}
