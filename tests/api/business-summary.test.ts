/** @jest-environment node */
// GET /api/business-summary: every figure the administrator's and a distributor's home show equals a
// plain SQL over the same rows. On top of the demo, orders, items, payments, quotes and requests are
// seeded across months (this year and the last), distributors, customers in several states (one
// without a state: its distributor's counts), both lines, several fabrics and colours; then each
// figure of the reply is compared with a query written here by hand — not the service's SQL.
import { eq, sql, type SQL } from 'drizzle-orm';
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { ADMIN, CUSTOMER, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import {
  contactMessages,
  inboxRequests,
  orderItems,
  orderPayments,
  orders,
  quotes,
  roles,
  users,
} from '@/lib/server/db/schema';
import { RANKING_SIZE, type BusinessSummary } from '@/lib/contract/business';
import { GET as summaryRoute } from '@/app/api/business-summary/route';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let admin: string;
let distributor: string;
let distributorId: number;

const rows = async <T extends Record<string, unknown>>(query: SQL): Promise<T[]> =>
  ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
const n = (v: unknown) => Number(v ?? 0);
/** Centavos → the API's decimal string. */
const pesos = (cents: unknown) => {
  const c = n(cents);
  const abs = Math.abs(c);
  return `${c < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  db = await setupTestDatabase();
  [admin, distributor] = await Promise.all([tokenFor(ADMIN), tokenFor(DISTRIBUTOR)]);
  distributorId = (await db.db.query.users.findFirst({ where: eq(users.email, DISTRIBUTOR) }))!.id;
  await seedSales();
});
afterAll(async () => {
  await db.dispose();
});

/** Varied sales beyond the demo's: 40 orders over 20 months, 3 dealers, 5 customers in 4 states (and none). */
async function seedSales() {
  const customerRole = (await db.db.query.roles.findFirst({ where: eq(roles.name, 'customer') }))!.id;
  const monterrey = (await db.db.query.users.findFirst({ where: eq(users.email, 'monterrey@solara.test') }))!;
  const dealers = [distributorId, monterrey.id, null];
  const states = [14, 19, 9, 31, null];
  const customers = await db.db
    .insert(users)
    .values(
      states.map((stateId, i) => ({
        name: `Cliente Negocio ${i}`,
        email: `negocio${i}@ejemplo.mx`,
        passwordHash: 'x',
        roleId: customerRole,
        stateId,
        distributorId: i % 2 === 0 ? distributorId : monterrey.id,
      })),
    )
    .returning({ id: users.id, distributorId: users.distributorId });
  const fabrics = await rows<{ line: string; fabric: string; color: string }>(
    sql`select l.slug as line, f.slug as fabric, c.slug as color from fabrics f join product_lines l on l.id = f.line_id
      join lateral (select slug from colors where fabric_id = f.id order by id limit 2) c on true order by f.id limit 12`,
  );
  const statuses = ['pendiente', 'confirmado', 'en_produccion', 'entregado', 'cancelado'] as const;
  for (let i = 0; i < 40; i += 1) {
    const customer = customers[i % customers.length]!;
    // Routed to a dealer other than the customer's now and then, and to none once in a while.
    const dealer = i % 7 === 3 ? dealers[(i + 1) % 3]! : customer.distributorId;
    const items = [0, 1, 2].slice(0, 1 + (i % 3)).map((k) => fabrics[(i + k * 5) % fabrics.length]!);
    const lineTotals = items.map((_, k) => 150_000 + ((i * 7919 + k * 104_729) % 900_000));
    const subtotal = lineTotals.reduce((a, b) => a + b, 0);
    const [order] = await db.db
      .insert(orders)
      .values({
        folio: `NEG-${String(i).padStart(3, '0')}`,
        userId: customer.id,
        distributorId: dealer,
        status: statuses[i % statuses.length]!,
        subtotalCents: subtotal,
        taxCents: Math.round(subtotal * 0.16),
        totalCents: Math.round(subtotal * 1.16),
        walletAppliedCents: i % 9 === 0 ? 10_000 : 0,
        createdAt: ago(3 + i * 15),
      })
      .returning();
    await db.db.insert(orderItems).values(
      items.map((item, k) => ({
        orderId: order!.id,
        position: k,
        config: { ...item, type: 'x', quantity: 1 + ((i + k) % 3) } as never,
        description: `${item.fabric} ${item.color}`,
        quantity: 1 + ((i + k) % 3),
        unitPriceCents: lineTotals[k]!,
        lineTotalCents: lineTotals[k]!,
        breakdown: [],
      })),
    );
    const paid = ago(i * 15);
    const payments = [
      { kind: 'anticipo' as const, status: 'confirmado' as const, amountCents: Math.round(order!.totalCents / 2) },
      ...(i % 4 === 0 ? [{ kind: 'saldo' as const, status: 'pendiente' as const, amountCents: 50_000 }] : []),
      ...(i % 5 === 4 ? [{ kind: 'reembolso' as const, status: 'confirmado' as const, amountCents: 20_000 }] : []),
      ...(i % 6 === 1 ? [{ kind: 'saldo' as const, status: 'fallido' as const, amountCents: 70_000 }] : []),
    ];
    await db.db.insert(orderPayments).values(
      payments.map((p) => ({
        ...p,
        orderId: order!.id,
        method: 'spei' as const,
        paidOn: paid.toISOString().slice(0, 10),
      })),
    );
  }
  // Quotes: drafts, requested, sent; some with an order made from them.
  for (let i = 0; i < 24; i += 1) {
    const customer = customers[i % customers.length]!;
    const [quote] = await db.db
      .insert(quotes)
      .values({
        folio: `NEGQ-${i}`,
        userId: i % 8 === 5 ? null : customer.id,
        distributorId: i % 8 === 5 ? distributorId : customer.distributorId,
        status: (['borrador', 'solicitada', 'enviada', 'aceptada'] as const)[i % 4]!,
        subtotalCents: 100_000,
        taxCents: 16_000,
        totalCents: 116_000,
        validUntil: ago(-15),
        createdAt: ago(1 + i * 20),
      })
      .returning();
    if (i % 4 === 3)
      await db.db.insert(orders).values({
        folio: `NEGQO-${i}`,
        userId: customer.id,
        distributorId: customer.distributorId,
        quoteId: quote!.id,
        status: i % 8 === 7 ? 'cancelado' : 'confirmado',
        subtotalCents: 100_000,
        taxCents: 16_000,
        totalCents: 116_000,
        createdAt: ago(i * 20),
      });
    if (i % 3 === 0)
      await db.db.insert(inboxRequests).values({
        kind: 'cotizacion',
        quoteId: quote!.id,
        status: i % 2 ? 'contactado' : 'nuevo',
        createdAt: ago(i / 2),
      });
  }
  const [message] = await db.db
    .insert(contactMessages)
    .values({ folio: 'MSJ-NEG-1', name: 'Ana', email: 'ana@ejemplo.mx', message: 'Hola', dealerId: distributorId })
    .returning();
  await db.db.insert(inboxRequests).values({ kind: 'mensaje', messageId: message!.id, createdAt: ago(40) });
}

const summary = async (token: string, query: Record<string, string> = {}) => {
  const res = await call<BusinessSummary>(summaryRoute, { token, query });
  expect(res.status).toBe(200);
  return res.body;
};

// The hand-written side: who and when, as plain SQL.
const LOCAL = (column: string) => sql.raw(`(${column} at time zone 'America/Mexico_City')`);
type Period = { from: SQL; to: SQL };
const LAST_12: Period = {
  from: sql`(date_trunc('month', now() at time zone 'America/Mexico_City') - interval '11 months')`,
  to: sql`(date_trunc('month', now() at time zone 'America/Mexico_City') + interval '1 month')`,
};
const yearPeriod = (y: number): Period => ({
  from: sql`make_timestamp(${y}, 1, 1, 0, 0, 0)`,
  to: sql`make_timestamp(${y + 1}, 1, 1, 0, 0, 0)`,
});
const within = (column: string, p: Period) => sql`${LOCAL(column)} >= ${p.from} and ${LOCAL(column)} < ${p.to}`;
/** Admin: everything; a distributor: rows routed to it or of its customers, never its own purchases. */
const served = (alias: string, dealer: number | null) =>
  dealer === null
    ? sql`true`
    : sql.raw(
        `((${alias}.distributor_id = ${dealer} or ${alias}.user_id in (select id from users where distributor_id = ${dealer})) and ${alias}.user_id is distinct from ${dealer})`,
      );

async function expectFiguresMatchSql(body: BusinessSummary, p: Period, dealer: number | null) {
  const O = sql`${served('o', dealer)} and o.status <> 'cancelado' and ${within('o.created_at', p)}`;
  const Q = sql`${served('q', dealer)} and q.status <> 'borrador' and ${within('q.created_at', p)}`;
  const paidWithin = sql`p.paid_on >= ${p.from}::date and p.paid_on < ${p.to}::date`;

  const months = await rows<{ m: string }>(
    sql`select to_char(g, 'YYYY-MM') as m from generate_series(${p.from}, ${p.to} - interval '1 month', interval '1 month') g`,
  );
  expect(body.months.map((m) => m.month)).toEqual(months.map((r) => r.m));

  const perMonth = async (query: SQL) => new Map((await rows<{ m: string; v: unknown }>(query)).map((r) => [r.m, r.v]));
  const billed = await perMonth(
    sql`select to_char(${LOCAL('o.created_at')}, 'YYYY-MM') m, sum(o.total_cents) v from orders o where ${O} group by 1`,
  );
  const ordered = await perMonth(
    sql`select to_char(${LOCAL('o.created_at')}, 'YYYY-MM') m, count(*) v from orders o where ${O} group by 1`,
  );
  const quoted = await perMonth(
    sql`select to_char(${LOCAL('q.created_at')}, 'YYYY-MM') m, count(*) v from quotes q where ${Q} group by 1`,
  );
  const collected = await perMonth(
    sql`select to_char(p.paid_on, 'YYYY-MM') m, sum(case p.kind when 'reembolso' then -p.amount_cents else p.amount_cents end) v
      from order_payments p join orders o on o.id = p.order_id
      where ${served('o', dealer)} and p.status = 'confirmado' and ${paidWithin} group by 1`,
  );
  expect(body.months).toEqual(
    months.map(({ m }) => ({
      month: m,
      quotes: n(quoted.get(m)),
      orders: n(ordered.get(m)),
      billed: pesos(billed.get(m)),
      collected: pesos(collected.get(m)),
    })),
  );

  const [t] = await rows(sql`select
      (select count(*) from quotes q where ${Q}) quotes,
      (select count(*) from quotes q where ${Q} and q.id in (select quote_id from orders where quote_id is not null)) converted,
      (select count(*) from orders o where ${O}) orders,
      (select coalesce(sum(o.total_cents), 0) from orders o where ${O}) billed,
      (select coalesce(sum(case p.kind when 'reembolso' then -p.amount_cents else p.amount_cents end), 0)
        from order_payments p join orders o on o.id = p.order_id where ${served('o', dealer)} and p.status = 'confirmado' and ${paidWithin}) collected`);
  expect(body.totals).toEqual({
    quotes: n(t!.quotes),
    orders: n(t!.orders),
    billed: pesos(t!.billed),
    collected: pesos(t!.collected),
    converted_quotes: n(t!.converted),
    conversion: n(t!.quotes) ? n(t!.converted) / n(t!.quotes) : null,
    average_ticket: n(t!.orders) ? pesos(Math.round(n(t!.billed) / n(t!.orders))) : null,
  });

  // By distributor (admin) or by customer (a distributor), the largest billed first.
  const key = dealer === null ? 'distributor_id' : 'user_id';
  const ranked = await rows(sql`select k.id, coalesce(u.company, u.name) as name,
        (select count(*) from quotes q where ${Q} and q.${sql.raw(key)} is not distinct from k.id) quotes,
        (select count(*) from orders o where ${O} and o.${sql.raw(key)} is not distinct from k.id) orders,
        (select coalesce(sum(o.total_cents), 0) from orders o where ${O} and o.${sql.raw(key)} is not distinct from k.id) billed
      from (select o.${sql.raw(key)} id from orders o where ${O} union select q.${sql.raw(key)} from quotes q where ${Q}) k
      left join users u on u.id = k.id
      order by billed desc, orders desc, quotes desc, k.id nulls last limit ${RANKING_SIZE}`);
  const expectedRanking = ranked.map((r) => ({
    id: r.id === null ? null : n(r.id),
    name: r.id === null ? (dealer === null ? 'Sin distribuidor' : 'Solicitudes sin cuenta') : r.name,
    quotes: n(r.quotes),
    orders: n(r.orders),
    billed: pesos(r.billed),
  }));
  expect(dealer === null ? body.by_distributor : body.by_customer).toEqual(expectedRanking);
  expect(dealer === null ? body.by_customer : body.by_distributor).toBeNull();

  const states = await rows(sql`select s.id, s.name, count(*) orders, sum(o.total_cents) billed
      from orders o join users c on c.id = o.user_id left join users d on d.id = o.distributor_id
      left join states s on s.id = coalesce(c.state_id, d.state_id)
      where ${O} group by s.id, s.name order by billed desc, s.name nulls last`);
  expect(body.by_state).toEqual(
    states.map((r) => ({
      state_id: r.id === null ? null : n(r.id),
      name: r.id === null ? 'Sin estado' : r.name,
      orders: n(r.orders),
      billed: pesos(r.billed),
    })),
  );

  const items = sql`order_items i join orders o on o.id = i.order_id`;
  const lines =
    await rows(sql`select i.config->>'line' line, l.name, sum(i.quantity) pieces, sum(i.line_total_cents) amount
      from ${items} left join product_lines l on l.slug = i.config->>'line' where ${O}
      group by 1, 2 order by amount desc, pieces desc, line`);
  expect(body.by_line).toEqual(
    lines.map((r) => ({ line: r.line, name: r.name ?? r.line, pieces: n(r.pieces), amount: pesos(r.amount) })),
  );
  const fabrics =
    await rows(sql`select i.config->>'fabric' fabric, f.name, i.config->>'line' line, sum(i.quantity) pieces,
        sum(i.line_total_cents) amount
      from ${items} left join fabrics f on f.slug = i.config->>'fabric' where ${O}
      group by 1, 2, 3 order by amount desc, pieces desc, line, fabric limit ${RANKING_SIZE}`);
  expect(body.fabrics).toEqual(
    fabrics.map((r) => ({
      fabric: r.fabric,
      name: r.name ?? r.fabric,
      line: r.line,
      pieces: n(r.pieces),
      amount: pesos(r.amount),
    })),
  );
  const colors =
    await rows(sql`select i.config->>'fabric' fabric, f.name fabric_name, i.config->>'color' color, c.name, c.hex,
        sum(i.quantity) pieces, sum(i.line_total_cents) amount
      from ${items} left join fabrics f on f.slug = i.config->>'fabric'
        left join colors c on c.fabric_id = f.id and c.slug = i.config->>'color'
      where ${O} group by 1, 2, 3, 4, 5, i.config->>'line'
      order by amount desc, pieces desc, i.config->>'line', fabric, color limit ${RANKING_SIZE}`);
  expect(body.colors).toEqual(
    colors.map((r) => ({
      fabric: r.fabric,
      fabric_name: r.fabric_name ?? r.fabric,
      color: r.color,
      name: r.name ?? r.color,
      hex: r.hex ?? null,
      pieces: n(r.pieces),
      amount: pesos(r.amount),
    })),
  );

  // Today's: open requests by age, pending ledger rows, what orders still owe.
  const seen =
    dealer === null
      ? sql`true`
      : sql`((r.quote_id is not null and ${served('q', dealer)}) or m.dealer_id = ${dealer} or s.dealer_id = ${dealer})`;
  const ages = await rows<{ days: number }>(sql`select extract(epoch from now() - r.created_at) / 86400 as days
      from inbox_requests r left join quotes q on q.id = r.quote_id left join contact_messages m on m.id = r.message_id
      left join sample_requests s on s.id = r.sample_request_id
      where r.status in ('nuevo', 'contactado') and ${seen}`);
  const bucket = (d: number) => (d < 1 ? 'hoy' : d < 3 ? '1_3' : d < 7 ? '3_7' : d < 30 ? '7_30' : 'mas_30');
  const byAge = ['hoy', '1_3', '3_7', '7_30', 'mas_30'].map((age) => ({
    age,
    count: ages.filter((r) => bucket(Number(r.days)) === age).length,
  }));
  expect(body.inbox).toEqual({ open: ages.length, by_age: byAge });

  const [pendingPayments] = await rows(sql`select count(*) n, coalesce(sum(p.amount_cents), 0) amount
      from order_payments p join orders o on o.id = p.order_id
      where ${served('o', dealer)} and p.status = 'pendiente' and p.kind in ('anticipo', 'saldo')`);
  const owed = await rows<{ owe: unknown }>(sql`select o.total_cents - o.wallet_applied_cents - coalesce((select sum(
        case p.kind when 'reembolso' then -p.amount_cents else p.amount_cents end) from order_payments p
        where p.order_id = o.id and p.status = 'confirmado'), 0) as owe
      from orders o where ${served('o', dealer)} and o.status <> 'cancelado'`);
  const owing = owed.map((r) => n(r.owe)).filter((v) => v > 0);
  expect(body.pending).toEqual({
    payments: { count: n(pendingPayments!.n), amount: pesos(pendingPayments!.amount) },
    owed: { orders: owing.length, amount: pesos(owing.reduce((a, b) => a + b, 0)) },
  });

  const [first] = await rows(sql`select extract(year from least(
      (select min(o.created_at) from orders o where ${served('o', dealer)}),
      (select min(q.created_at) from quotes q where ${served('q', dealer)})) at time zone 'America/Mexico_City') y,
      extract(year from now() at time zone 'America/Mexico_City') now_y`);
  const years = [];
  for (let y = n(first!.now_y); y >= n(first!.y); y -= 1) years.push(y);
  expect(body.years).toEqual(years);
}

/**
 * The roll-ups the triggers keep (migration 0017), every month and key, against the same sums
 * written here from the rows themselves: orders, quotes and the ledger by month × distributor ×
 * customer, items by month × line × fabric × colour. Rows that add up to nothing are left out.
 */
async function expectRollupsMatchRows() {
  const month = (column: string) => sql.raw(`to_char(${column} at time zone 'America/Mexico_City', 'YYYY-MM')`);
  const sales =
    await rows(sql`select m, d, u, sum(o)::int o, sum(b)::bigint b, sum(q)::int q, sum(c)::int c, sum(p)::bigint p from (
      select ${month('o.created_at')} m, o.distributor_id d, o.user_id u, 1 o, o.total_cents b, 0 q, 0 c, 0 p
        from orders o where o.status <> 'cancelado'
      union all select ${month('q.created_at')}, q.distributor_id, q.user_id, 0, 0, 1,
        (select count(*) from orders o where o.quote_id = q.id), 0 from quotes q where q.status <> 'borrador'
      union all select to_char(p.paid_on, 'YYYY-MM'), o.distributor_id, o.user_id, 0, 0, 0, 0,
        case p.kind when 'reembolso' then -p.amount_cents else p.amount_cents end
        from order_payments p join orders o on o.id = p.order_id where p.status = 'confirmado') x
    group by 1, 2, 3 having sum(o) <> 0 or sum(b) <> 0 or sum(q) <> 0 or sum(c) <> 0 or sum(p) <> 0
    order by 1, 2 nulls first, 3 nulls first`);
  const kept = await rows(sql`select to_char(month, 'YYYY-MM') m, distributor_id d, user_id u, orders o, billed_cents b,
      quotes q, converted c, collected_cents p from sales_monthly
    where orders <> 0 or billed_cents <> 0 or quotes <> 0 or converted <> 0 or collected_cents <> 0
    order by 1, 2 nulls first, 3 nulls first`);
  const plain = (list: Record<string, unknown>[]) =>
    list.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === null || k === 'm' ? v : n(v)])));
  expect(plain(kept)).toEqual(plain(sales));
  const pieces = await rows(sql`select ${month('o.created_at')} m, i.config->>'line' l, i.config->>'fabric' f,
      i.config->>'color' c, sum(i.quantity)::bigint q, sum(i.line_total_cents)::bigint a
    from order_items i join orders o on o.id = i.order_id where o.status <> 'cancelado'
    group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
  const keptPieces =
    await rows(sql`select to_char(month, 'YYYY-MM') m, line l, fabric f, color c, pieces q, amount_cents a
    from sales_items_monthly where pieces <> 0 or amount_cents <> 0 order by 1, 2, 3, 4`);
  expect(plain(keptPieces)).toEqual(plain(pieces));
}

const orderNamed = async (folio: string) => (await db.db.query.orders.findFirst({ where: eq(orders.folio, folio) }))!;

describe('GET /api/business-summary', () => {
  it('gives the administrator every sale of the last 12 months, each figure as its SQL', async () => {
    const body = await summary(admin);
    expect(body.scope).toBe('todo');
    expect(body.period.year).toBeNull();
    // The seed reaches each kind of figure: no comparison below is of empty sets only.
    expect(body.totals.orders).toBeGreaterThan(20);
    expect(body.by_distributor!.some((r) => r.id === null)).toBe(true);
    expect(body.by_state.some((r) => r.state_id === null)).toBe(false);
    expect(body.by_line.map((r) => r.line).sort()).toEqual(['persianas', 'toldos']);
    expect(body.pending.payments.count).toBeGreaterThan(0);
    await expectFiguresMatchSql(body, LAST_12, null);
  });

  it('gives a distributor the sales of the customers it serves, each figure as its SQL', async () => {
    const body = await summary(distributor);
    expect(body.scope).toBe('distribuidor');
    expect(body.totals.orders).toBeGreaterThan(5);
    expect(body.by_customer!.length).toBeGreaterThan(2);
    expect(body.inbox.open).toBeGreaterThan(0);
    await expectFiguresMatchSql(body, LAST_12, distributorId);
    const all = await summary(admin);
    expect(n(body.totals.billed)).toBeLessThan(n(all.totals.billed));
  });

  it('covers a calendar year when asked, for both', async () => {
    const lastYear = new Date().getFullYear() - 1;
    const forAdmin = await summary(admin, { anio: String(lastYear) });
    expect(forAdmin.period).toEqual({ from: `${lastYear}-01-01`, to: `${lastYear + 1}-01-01`, year: lastYear });
    expect(forAdmin.totals.orders).toBeGreaterThan(0);
    await expectFiguresMatchSql(forAdmin, yearPeriod(lastYear), null);
    await expectFiguresMatchSql(
      await summary(distributor, { anio: String(lastYear) }),
      yearPeriod(lastYear),
      distributorId,
    );
  });

  it('moves with the data: a new order and its payment show in this month', async () => {
    const before = await summary(admin);
    const customer = (await db.db.query.users.findFirst({ where: eq(users.email, CUSTOMER) }))!;
    const [order] = await db.db
      .insert(orders)
      .values({
        folio: 'NEG-NUEVO',
        userId: customer.id,
        distributorId,
        subtotalCents: 100_000,
        taxCents: 16_000,
        totalCents: 116_000,
      })
      .returning();
    await db.db.insert(orderPayments).values({
      orderId: order!.id,
      kind: 'anticipo',
      method: 'tarjeta',
      amountCents: 58_000,
      paidOn: new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 10),
    });
    const after = await summary(admin);
    const cents = (m: string) => Math.round(Number(m) * 100);
    expect(after.totals.orders).toBe(before.totals.orders + 1);
    expect(cents(after.totals.billed) - cents(before.totals.billed)).toBe(116_000);
    expect(cents(after.totals.collected) - cents(before.totals.collected)).toBe(58_000);
    expect(cents(after.pending.owed.amount) - cents(before.pending.owed.amount)).toBe(58_000);

    // A pending transfer confirmed (as a provider's webhook does), then removed: the ledger's sums follow.
    const [pending] = await db.db
      .insert(orderPayments)
      .values({
        orderId: order!.id,
        kind: 'saldo',
        method: 'spei',
        status: 'pendiente',
        amountCents: 8_000,
        paidOn: after.period.from,
      })
      .returning();
    const waiting = await summary(admin);
    expect(cents(waiting.pending.payments.amount) - cents(after.pending.payments.amount)).toBe(8_000);
    expect(waiting.pending.owed).toEqual(after.pending.owed);
    await db.db.update(orderPayments).set({ status: 'confirmado' }).where(eq(orderPayments.id, pending!.id));
    const confirmed = await summary(admin);
    expect(cents(after.pending.owed.amount) - cents(confirmed.pending.owed.amount)).toBe(8_000);
    expect(cents(confirmed.totals.collected) - cents(after.totals.collected)).toBe(8_000);
    await db.db.delete(orderPayments).where(eq(orderPayments.id, pending!.id));
    expect((await summary(admin)).pending).toEqual(after.pending);
    await expectFiguresMatchSql(await summary(admin), LAST_12, null);
  });

  it('keeps its roll-ups exact through moved, cancelled, edited, refunded and deleted sales', async () => {
    await expectRollupsMatchRows();
    const monterrey = (await db.db.query.users.findFirst({ where: eq(users.email, 'monterrey@solara.test') }))!;
    // An order moved to another month and dealer, then cancelled and restored; another to another customer.
    const moved = await orderNamed('NEG-001');
    await db.db
      .update(orders)
      .set({ createdAt: ago(200), distributorId: monterrey.id })
      .where(eq(orders.id, moved.id));
    await db.db.update(orders).set({ status: 'cancelado' }).where(eq(orders.id, moved.id));
    await expectRollupsMatchRows();
    await db.db
      .update(orders)
      .set({ status: 'confirmado', totalCents: moved.totalCents + 1_234 })
      .where(eq(orders.id, moved.id));
    const customer = (await db.db.query.users.findFirst({ where: eq(users.email, CUSTOMER) }))!;
    await db.db.update(orders).set({ userId: customer.id }).where(eq(orders.folio, 'NEG-002'));
    // One statement over many orders: every order of a customer routed elsewhere at once.
    await db.db.execute(sql`update orders set distributor_id = ${monterrey.id}
      where user_id = (select user_id from orders where folio = 'NEG-005')`);
    await expectRollupsMatchRows();

    // Items edited (another fabric, more pieces), one removed, one added to a cancelled order.
    const [item] = await db.db.select().from(orderItems).where(eq(orderItems.orderId, moved.id)).limit(1);
    await db.db
      .update(orderItems)
      .set({
        quantity: 7,
        lineTotalCents: 99_900,
        config: { ...(item!.config as object), fabric: 'otra-tela' } as never,
      })
      .where(eq(orderItems.id, item!.id));
    const removed = await orderNamed('NEG-008');
    await db.db.execute(
      sql`delete from order_items where id = (select min(id) from order_items where order_id = ${removed.id})`,
    );
    const cancelled = await orderNamed('NEG-004');
    await db.db.insert(orderItems).values({
      orderId: cancelled.id,
      position: 9,
      config: { line: 'persianas', fabric: 'x', color: 'y', type: 'x', quantity: 1 } as never,
      description: 'Pieza de un pedido cancelado',
      quantity: 1,
      unitPriceCents: 10_000,
      lineTotalCents: 10_000,
      breakdown: [],
    });
    await expectRollupsMatchRows();

    // The ledger: a refund, a payment failed after all, another moved to the next month, one removed.
    await db.db.insert(orderPayments).values({
      orderId: moved.id,
      kind: 'reembolso',
      method: 'spei',
      status: 'confirmado',
      amountCents: 15_000,
      paidOn: ago(1).toISOString().slice(0, 10),
    });
    const payments = await db.db.select().from(orderPayments).where(eq(orderPayments.status, 'confirmado')).limit(3);
    await db.db.update(orderPayments).set({ status: 'fallido' }).where(eq(orderPayments.id, payments[0]!.id));
    await db.db.execute(sql`update order_payments set paid_on = paid_on + 31, amount_cents = amount_cents + 5
      where id = ${payments[1]!.id}`);
    await db.db.delete(orderPayments).where(eq(orderPayments.id, payments[2]!.id));
    await expectRollupsMatchRows();

    // Quotes: a draft requested, one moved to another dealer; an order let go of its quote, another
    // quote deleted under its order; orders deleted with their items and payments (one came from a quote).
    await db.db.update(quotes).set({ status: 'solicitada' }).where(eq(quotes.folio, 'NEGQ-0'));
    await db.db.update(quotes).set({ distributorId: monterrey.id }).where(eq(quotes.folio, 'NEGQ-3'));
    await db.db.update(orders).set({ quoteId: null }).where(eq(orders.folio, 'NEGQO-7'));
    await db.db.delete(quotes).where(eq(quotes.folio, 'NEGQ-11'));
    await db.db.delete(orders).where(eq(orders.folio, 'NEGQO-15'));
    await db.db.delete(orders).where(eq(orders.id, removed.id));
    await expectRollupsMatchRows();
    await expectFiguresMatchSql(await summary(admin), LAST_12, null);
    await expectFiguresMatchSql(await summary(distributor), LAST_12, distributorId);
  });

  (process.env.TEST_DB_DRIVER === 'postgres' ? it : it.skip)(
    'stays exact when writers of one order and one key race (PostgreSQL)',
    async () => {
      const monterrey = (await db.db.query.users.findFirst({ where: eq(users.email, 'monterrey@solara.test') }))!;
      const order = await orderNamed('NEG-010');
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const payment = {
        orderId: order.id,
        kind: 'saldo' as const,
        method: 'spei' as const,
        status: 'confirmado' as const,
        amountCents: 3_000,
        paidOn: ago(2).toISOString().slice(0, 10),
      };
      // The order rerouted in a transaction that holds it a while, a payment and an item written
      // meanwhile (their triggers wait for it); then the other way round.
      await Promise.all([
        db.db.transaction(async (tx) => {
          await tx
            .update(orders)
            .set({ distributorId: monterrey.id, createdAt: ago(100) })
            .where(eq(orders.id, order.id));
          await tx.execute(sql`select pg_sleep(0.3)`);
        }),
        pause(80).then(() => db.db.insert(orderPayments).values(payment)),
        pause(80).then(() =>
          db.db.insert(orderItems).values({
            orderId: order.id,
            position: 8,
            config: { line: 'toldos', fabric: 'carrera', color: 'z', type: 'x', quantity: 2 } as never,
            description: 'Pieza escrita a la vez',
            quantity: 2,
            unitPriceCents: 20_000,
            lineTotalCents: 40_000,
            breakdown: [],
          }),
        ),
      ]);
      await Promise.all([
        db.db.transaction(async (tx) => {
          await tx.insert(orderPayments).values(payment);
          await tx.execute(sql`select pg_sleep(0.3)`);
        }),
        pause(80).then(() =>
          db.db.update(orders).set({ distributorId, status: 'cancelado' }).where(eq(orders.id, order.id)),
        ),
      ]);
      // Ten checkouts of one customer in one month at once: one key, ten increments.
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          db.db.insert(orders).values({
            folio: `NEG-CARRERA-${i}`,
            userId: order.userId,
            distributorId,
            subtotalCents: 10_000,
            taxCents: 1_600,
            totalCents: 11_600,
          }),
        ),
      );
      await expectRollupsMatchRows();
    },
  );

  it('refuses a customer and answers 422 in Spanish to a bad year', async () => {
    const customer = await tokenFor(CUSTOMER);
    expect((await call(summaryRoute, { token: customer })).status).toBe(403);
    expect((await call(summaryRoute, {})).status).toBe(401);
    for (const anio of ['dos mil', '1999', '2026.5']) {
      const res = await call(summaryRoute, { token: admin, query: { anio } });
      expect(res.status).toBe(422);
      expect(res.body.errors.anio[0]).toMatch(/año/);
    }
  });
});
