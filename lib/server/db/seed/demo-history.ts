import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '../types';
import { orderItems, orderStatusHistory, orders, quoteItems, quotes, walletMovements } from '../schema';
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import { fabricsForType, modelsOfType, typesOfLine } from '@/lib/catalog/select';
import { compatibleMotors, gridCell, priceQuote } from '@/lib/pricing/engine';
import type { PriceList, PricedQuote, QuoteItem } from '@/lib/pricing/types';
import { nextFolio } from '@/lib/server/services/folios';
import { itemRow } from '@/lib/server/services/priced-rows';
import type { QuoteStatus } from '@/lib/server/services/quotes';
import { quoteValidUntil } from '@/lib/content/validity';
import { ORDER_TRANSITIONS, type OrderStatus } from '@/lib/server/services/orders';
import { addMovement } from '@/lib/server/services/wallet';

// A few months of quotes, orders and wallet movements for the demo accounts, priced by the real
// engine on the seeded catalogue and numbered by the real folio counters, in date order. A fixed
// PRNG seed makes it the same every time (only the dates move with the day it is seeded).

const DAY = 86_400_000;

/** mulberry32: a small, fast, seedable PRNG (deterministic demo data, not security). */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof prng>;

const ROOMS = [
  'Sala',
  'Comedor',
  'Recámara principal',
  'Recámara de visitas',
  'Estudio',
  'Cocina',
  'Terraza',
  'Oficina',
  'Cuarto de TV',
  'Patio',
];
const round5 = (cm: number) => Math.round(cm / 5) * 5;

/** A blind or awning the catalogue can make, with options a customer would choose. */
function randomItem(rng: Rng, c: CatalogSnapshot): QuoteItem {
  const awning = rng.chance(0.3);
  const room = rng.pick(ROOMS);
  const quantity = rng.chance(0.7) ? 1 : rng.int(2, 4);
  if (awning) {
    const type = rng.pick(typesOfLine(c, 'toldos'));
    const model = rng.pick(modelsOfType(c, type));
    const { fabric } = rng.pick(fabricsForType(c, type));
    const width = round5(rng.int(model.minWidthCm, Math.min(model.maxWidthCm, 500)));
    const projection = round5(rng.int(model.minProjectionCm, Math.min(model.maxProjectionCm, 300)));
    const motor = rng.chance(0.5) ? (compatibleMotors(c, type, width, projection)[0]?.slug ?? null) : null;
    return {
      line: 'toldos',
      type: type.slug,
      model: model.slug,
      fabric: fabric.slug,
      color: rng.pick(fabric.colors).slug,
      width_cm: width,
      projection_cm: projection,
      quantity: 1,
      room: rng.pick(['Terraza', 'Patio', 'Fachada', 'Cochera']),
      options: { motor, gallery: null, installation: rng.chance(0.8), wind_sensor: motor !== null && rng.chance(0.5) },
    };
  }
  const type = rng.pick(typesOfLine(c, 'persianas'));
  const { fabric } = rng.pick(fabricsForType(c, type));
  const width = round5(rng.int(Math.max(type.minWidthCm, 60), Math.min(type.maxWidthCm, type.manualMaxWidthCm, 280)));
  const height = round5(rng.int(Math.max(type.minHeightCm, 100), Math.min(type.maxHeightCm, 260)));
  const motor = rng.chance(0.25) ? (compatibleMotors(c, type, width, height)[0]?.slug ?? null) : null;
  return {
    line: 'persianas',
    type: type.slug,
    fabric: fabric.slug,
    color: rng.pick(fabric.colors).slug,
    width_cm: width,
    height_cm: height,
    quantity,
    room,
    options: { motor, gallery: rng.chance(0.4) ? rng.pick(c.galleries).slug : null, installation: rng.chance(0.7) },
  };
}

/** One to four pieces that the engine accepts (an impossible draw is drawn again), priced. */
function randomQuote(rng: Rng, c: CatalogSnapshot, list: PriceList): PricedQuote {
  const items: QuoteItem[] = [];
  const wanted = rng.int(1, 4);
  for (let tries = 0; items.length < wanted && tries < 40; tries++) {
    const item = randomItem(rng, c);
    if (item.line === 'toldos') {
      const model = c.models.find((m) => m.slug === item.model);
      if (!model || !gridCell(model.grid, item.width_cm, item.projection_cm, list)) continue;
    }
    if (priceQuote(c, [item], list).ok) items.push(item);
  }
  const result = priceQuote(c, items, list);
  if (!result.ok)
    throw new Error(`Seed: la cotización de demostración no se pudo tarifar: ${JSON.stringify(result.errors)}`);
  return result.quote;
}

export type DemoParty = { id: number; address: string | null; priceList: PriceList };
export type DemoCast = {
  distributorId: number;
  adminId: number | null;
  customer: DemoParty;
  others: DemoParty[];
  distributor: DemoParty;
};

type QuotePlan = {
  kind: 'quote';
  at: Date;
  who: DemoParty;
  status: QuoteStatus;
  anonymous?: { name: string; email: string; phone: string; stateId: number; municipalityId: number | null };
};
type OrderPlan = { kind: 'order'; at: Date; who: DemoParty; status: OrderStatus; wallet: number };
type CreditPlan = { kind: 'credit'; at: Date; who: DemoParty; cents: number; concept: string };
type Plan = QuotePlan | OrderPlan | CreditPlan;

const ALL_QUOTES: QuoteStatus[] = ['vencida', 'rechazada', 'aceptada', 'aceptada', 'enviada', 'solicitada', 'borrador'];
const ALL_ORDERS: OrderStatus[] = [
  'entregado',
  'cancelado',
  'entregado',
  'en_produccion',
  'enviado',
  'confirmado',
  'pendiente',
];

/**
 * Days ago a record in this status plausibly started: finished ones are old, open ones recent (an
 * open quote lasts 15 days).
 */
function daysAgo(rng: Rng, status: QuoteStatus | OrderStatus): number {
  switch (status) {
    case 'borrador':
      return rng.int(0, 3);
    case 'solicitada':
      return rng.int(1, 5);
    case 'enviada':
      return rng.int(3, 10);
    case 'pendiente':
      return rng.int(0, 3);
    case 'confirmado':
      return rng.int(4, 9);
    case 'en_produccion':
      return rng.int(10, 20);
    case 'enviado':
      return rng.int(15, 28);
    default:
      return rng.int(30, 150);
  }
}

const ORDER_NOTES = [
  'Instalar por la mañana, de 9 a 13 h.',
  'Llamar antes de llegar; hay perro.',
  'Factura a nombre de la empresa.',
  null,
  null,
  'Entregar en portería.',
];
const MOVE_NOTES: Partial<Record<OrderStatus, string>> = {
  confirmado: 'Medidas confirmadas y anticipo recibido',
  en_produccion: 'En fabricación en planta',
  enviado: 'Salió a ruta de entrega',
  entregado: 'Entregado e instalado',
  cancelado: 'Cancelado a petición del cliente',
};

/** The path an order took to reach `status`, from pendiente. */
function pathTo(status: OrderStatus, rng: Rng): OrderStatus[] {
  if (status === 'cancelado') {
    const at = rng.pick<OrderStatus>(['pendiente', 'confirmado', 'en_produccion']);
    return [...pathTo(at, rng), 'cancelado'];
  }
  const line: OrderStatus[] = ['pendiente', 'confirmado', 'en_produccion', 'enviado', 'entregado'];
  return line.slice(0, line.indexOf(status) + 1);
}

/** The plan: every quote and order status for the demo customer, a mix for the others, and the wallet credits. */
function plan(rng: Rng, cast: DemoCast, now: Date, anonymousContacts: QuotePlan['anonymous'][]): Plan[] {
  const at = (days: number) => new Date(now.getTime() - days * DAY - rng.int(1, 9) * 3_600_000);
  const plans: Plan[] = [];
  const quotesFor = (who: DemoParty, statuses: QuoteStatus[]) =>
    statuses.forEach((status) => plans.push({ kind: 'quote', at: at(daysAgo(rng, status)), who, status }));
  const ordersFor = (who: DemoParty, statuses: OrderStatus[], wallet = 0) =>
    statuses.forEach((status, i) =>
      plans.push({ kind: 'order', at: at(daysAgo(rng, status)), who, status, wallet: i < 2 ? wallet : 0 }),
    );

  // The demo customer: a wallet credit first, then every status of both; its two oldest orders use the wallet.
  plans.push({
    kind: 'credit',
    at: at(155),
    who: cast.customer,
    cents: 250_000,
    concept: 'Saldo a favor por devolución de material',
  });
  quotesFor(cast.customer, ALL_QUOTES);
  ordersFor(cast.customer, ALL_ORDERS, 100_000);
  // The distributor's other customers: a few each, together every status again.
  const quoteMix: QuoteStatus[][] = [
    ['aceptada', 'enviada', 'vencida'],
    ['borrador', 'rechazada', 'aceptada'],
    ['solicitada', 'aceptada'],
    ['enviada', 'vencida'],
  ];
  const orderMix: OrderStatus[][] = [
    ['entregado', 'en_produccion'],
    ['cancelado', 'pendiente', 'entregado'],
    ['confirmado', 'enviado'],
    ['entregado', 'entregado', 'pendiente'],
  ];
  cast.others.forEach((who, i) => {
    if (i === 1)
      plans.push({ kind: 'credit', at: at(140), who, cents: 150_000, concept: 'Bonificación por pronto pago' });
    quotesFor(who, quoteMix[i % quoteMix.length]!);
    ordersFor(who, orderMix[i % orderMix.length]!, i === 1 ? 60_000 : 0);
  });
  // The distributor buys for its shop at distributor prices, and receives requests from the public site.
  quotesFor(cast.distributor, ['aceptada', 'enviada', 'borrador']);
  ordersFor(cast.distributor, ['entregado', 'en_produccion']);
  for (const contact of anonymousContacts)
    plans.push({
      kind: 'quote',
      at: at(rng.int(0, 6)),
      who: { id: 0, address: null, priceList: 'publico' },
      status: 'solicitada',
      anonymous: contact,
    });
  return plans.sort((a, b) => a.at.getTime() - b.at.getTime());
}

async function insertQuote(tx: Tx, p: QuotePlan, priced: PricedQuote, distributorId: number, notes: string | null) {
  const folio = await nextFolio(tx, 'COT', p.at);
  const contact = p.anonymous;
  const [row] = await tx
    .insert(quotes)
    .values({
      folio,
      userId: contact ? null : p.who.id,
      distributorId,
      status: p.status,
      priceList: priced.priceList,
      contactName: contact?.name ?? null,
      contactEmail: contact?.email ?? null,
      contactPhone: contact?.phone ?? null,
      stateId: contact?.stateId ?? null,
      municipalityId: contact?.municipalityId ?? null,
      notes,
      subtotalCents: priced.subtotalCents,
      taxCents: priced.taxCents,
      totalCents: priced.totalCents,
      validUntil: quoteValidUntil(p.at),
      createdAt: p.at,
      updatedAt: p.at,
    })
    .returning({ id: quotes.id });
  await tx.insert(quoteItems).values(priced.items.map((item, i) => ({ quoteId: row!.id, ...itemRow(item, i + 1) })));
}

/** Backdates the wallet movement just written (addMovement stamps it now). */
async function movement(tx: Tx, at: Date, input: Parameters<typeof addMovement>[1]) {
  const m = await addMovement(tx, input);
  await tx.update(walletMovements).set({ createdAt: at }).where(eq(walletMovements.id, m.id));
}

async function insertOrder(tx: Tx, rng: Rng, p: OrderPlan, priced: PricedQuote, cast: DemoCast, now: Date) {
  const folio = await nextFolio(tx, 'PED', p.at);
  const steps = pathTo(p.status, rng);
  // The moves follow the order by a few days each (never past now), each after the previous one.
  const span = Math.max(
    Math.min(now.getTime() - p.at.getTime() - 3_600_000, steps.length * 6 * DAY),
    steps.length * 60_000,
  );
  const times = steps.map(
    (_, i) =>
      new Date(p.at.getTime() + (i === 0 ? 0 : Math.round((span * (i - 0.5 + 0.4 * rng.next())) / steps.length))),
  );
  const [row] = await tx
    .insert(orders)
    .values({
      folio,
      userId: p.who.id,
      distributorId: cast.distributorId,
      status: p.status,
      priceList: priced.priceList,
      subtotalCents: priced.subtotalCents,
      taxCents: priced.taxCents,
      totalCents: priced.totalCents,
      shippingAddress: p.who.address,
      notes: rng.pick(ORDER_NOTES),
      createdAt: p.at,
      updatedAt: times.at(-1)!,
    })
    .returning({ id: orders.id });
  const orderId = row!.id;
  await tx.insert(orderItems).values(priced.items.map((item, i) => ({ orderId, ...itemRow(item, i + 1) })));
  await tx.insert(orderStatusHistory).values(
    steps.map((to, i) => ({
      orderId,
      fromStatus: i === 0 ? null : steps[i - 1]!,
      toStatus: to,
      createdAt: times[i]!,
      changedBy: i === 0 || (to === 'cancelado' && steps[i - 1] === 'pendiente') ? p.who.id : cast.distributorId,
      note: i === 0 ? 'Pedido creado desde el carrito' : (MOVE_NOTES[to] ?? null),
    })),
  );
  if (p.wallet > 0) {
    const amount = Math.min(p.wallet, priced.totalCents);
    await movement(tx, p.at, {
      userId: p.who.id,
      kind: 'cargo',
      amountCents: amount,
      concept: `Pago del pedido ${folio}`,
      orderId,
      createdBy: p.who.id,
    });
    await tx.update(orders).set({ walletAppliedCents: amount }).where(eq(orders.id, orderId));
    if (p.status === 'cancelado') {
      await movement(tx, times.at(-1)!, {
        userId: p.who.id,
        kind: 'abono',
        amountCents: amount,
        concept: `Reembolso del pedido cancelado ${folio}`,
        orderId,
        createdBy: cast.distributorId,
      });
    }
  }
  // Every status move runs the same check as the API, so the history is one the app could have written.
  steps.slice(1).forEach((to, i) => {
    if (!ORDER_TRANSITIONS[steps[i]!].includes(to))
      throw new Error(`Seed: ${steps[i]} → ${to} no es un cambio de estado válido`);
  });
}

const QUOTE_NOTES = [
  'Medidas tomadas por el cliente; confirmar en visita.',
  'Cliente pide opción con motor.',
  null,
  null,
  'Cotizar también instalación en segundo piso.',
];

/** Writes the demo's history in date order (folios and wallet balances then read as they would have happened). */
type AnonymousContact = NonNullable<QuotePlan['anonymous']>;

export async function seedDemoHistory(
  tx: Tx,
  catalog: CatalogSnapshot,
  cast: DemoCast,
  now: Date,
  anonymous: AnonymousContact[],
): Promise<void> {
  const rng = prng(20_261_124);
  for (const p of plan(rng, cast, now, anonymous)) {
    if (p.kind === 'credit') {
      await movement(tx, p.at, {
        userId: p.who.id,
        kind: 'abono',
        amountCents: p.cents,
        concept: p.concept,
        createdBy: cast.adminId,
      });
      continue;
    }
    const priced = randomQuote(rng, catalog, p.who.priceList);
    if (p.kind === 'quote') await insertQuote(tx, p, priced, cast.distributorId, rng.pick(QUOTE_NOTES));
    else await insertOrder(tx, rng, p, priced, cast, now);
  }
}
