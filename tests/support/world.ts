// The people and objects the authorization matrix and the fuzz suite act on: one token per
// actor (the deactivated one revoked through the real route), plus a quote, an order, a cart
// line, a file and a wallet owned by the demo customer, and the same set owned by a second
// customer for object-level checks.
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { users } from '@/lib/server/db/schema';
import { createUser } from '@/lib/server/services/users';
import * as cartRoute from '@/app/api/cart/route';
import { POST as checkout } from '@/app/api/cart/checkout/route';
import { POST as saveQuote } from '@/app/api/quotes/route';
import { POST as uploadFile } from '@/app/api/files/[kind]/route';
import { POST as walletMovement } from '@/app/api/wallet/[userId]/route';
import { GET as toggleActive } from '@/app/api/user-active/[id]/route';
import { ADMIN, CUSTOMER, DISTRIBUTOR, tokenFor } from './accounts';
import { call } from './http';

export const ACTORS = ['anonymous', 'customer', 'distributor', 'admin', 'deactivated'] as const;
export type Actor = (typeof ACTORS)[number];

export const ROLLER = {
  line: 'persianas',
  type: 'enrollables',
  fabric: 'blackout-premium',
  color: 'marfil',
  width_cm: 150,
  height_cm: 180,
  quantity: 1,
  room: 'Sala',
  options: { motor: null, gallery: null, installation: false },
};

/** A tiny valid PDF: enough for the upload sniffing. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

export type Owned = { quote: number; order: number; cartItem: number };
export type World = {
  tokens: Record<Actor, string | null>;
  userIds: { customer: number; distributor: number; admin: number; deactivated: number; other: number; target: number };
  /** The demo customer's objects. */
  mine: Owned;
  /** A second customer's objects (no distributor of its own). */
  other: Owned & { token: string };
  file: number;
};

const PASSWORD = 'Fuzz-persona-2026';

function expectStatus(res: { status: number; body: unknown }, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
}

async function ownedBy(token: string): Promise<Owned> {
  const quote = await call(saveQuote, { token, json: { items: [ROLLER] } });
  expectStatus(quote, 201, 'guardar cotización');
  expectStatus(await call(cartRoute.POST, { token, json: { items: [ROLLER] } }), 201, 'llenar carrito');
  const order = await call(checkout, { token, json: {} });
  expectStatus(order, 201, 'pedido');
  const cart = await call(cartRoute.POST, { token, json: { items: [ROLLER] } });
  expectStatus(cart, 201, 'carrito');
  return { quote: quote.body.id, order: order.body.id, cartItem: cart.body.items[0].id };
}

const idOf = async (db: Db, email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

export async function buildWorld(db: Db): Promise<World> {
  const [customer, distributor, admin] = await Promise.all([
    tokenFor(CUSTOMER),
    tokenFor(DISTRIBUTOR),
    tokenFor(ADMIN),
  ]);
  const other = await createUser(db, {
    name: 'Otra Clienta',
    email: 'otra.clienta@ejemplo.mx',
    password: PASSWORD,
    roleId: 3,
  });
  const gone = await createUser(db, {
    name: 'Cuenta Desactivada',
    email: 'desactivada@ejemplo.mx',
    password: PASSWORD,
    roleId: 3,
  });
  const target = await createUser(db, {
    name: 'Usuario de Prueba',
    email: 'objetivo@ejemplo.mx',
    password: PASSWORD,
    roleId: 3,
  });
  const [otherToken, goneToken] = await Promise.all([tokenFor(other.email, PASSWORD), tokenFor(gone.email, PASSWORD)]);
  // Deactivation through the real admin route, so the token is revoked the way production does it.
  expectStatus(await call(toggleActive, { token: admin, params: { id: String(gone.id) } }), 200, 'desactivar');

  const file = await uploadPdf(admin);
  expectStatus(
    await call(walletMovement, {
      token: admin,
      params: { userId: String(await idOf(db, CUSTOMER)) },
      json: { kind: 'abono', amount: '100.00', concept: 'Saldo de prueba' },
    }),
    201,
    'monedero',
  );
  expectStatus(
    await call(walletMovement, {
      token: admin,
      params: { userId: String(other.id) },
      json: { kind: 'abono', amount: '50.00', concept: 'Saldo de prueba' },
    }),
    201,
    'monedero',
  );

  return {
    tokens: { anonymous: null, customer, distributor, admin, deactivated: goneToken },
    userIds: {
      customer: await idOf(db, CUSTOMER),
      distributor: await idOf(db, DISTRIBUTOR),
      admin: await idOf(db, ADMIN),
      deactivated: gone.id,
      other: other.id,
      target: target.id,
    },
    mine: await ownedBy(customer),
    other: { ...(await ownedBy(otherToken)), token: otherToken },
    file,
  };
}

async function uploadPdf(adminToken: string, kind = 'list-price'): Promise<number> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'lista.pdf');
  const res = await call(uploadFile, { token: adminToken, params: { kind }, body: form });
  expectStatus(res, 201, 'subir archivo');
  return res.body.id;
}
