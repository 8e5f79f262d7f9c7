import 'server-only';
import { getDb } from '@/lib/server/db/client';
import * as counters from '@/lib/server/services/counters';
import type { UserRecord } from '@/lib/server/services/users';

// The toolbar's counters (spec §7): bare numbers.

/** GET /api/count-cot: the quotes the user can see. */
export async function countQuotes(actor: UserRecord): Promise<number> {
  return counters.countQuotes(await getDb(), actor);
}

/** GET /api/count-orders: the orders the user can see. */
export async function countOrders(actor: UserRecord): Promise<number> {
  return counters.countOrders(await getDb(), actor);
}

/** GET /api/count-cart: lines in the user's own cart. */
export async function countCart(actor: UserRecord): Promise<number> {
  return counters.countCart(await getDb(), actor);
}
