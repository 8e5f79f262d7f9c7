import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { orders, quotes, salesMonthly } from '@/lib/server/db/schema';
import {
  businessPeriod,
  INBOX_AGES,
  RANKING_SIZE,
  type BusinessRanked,
  type BusinessSummary,
  type InboxAge,
} from '@/lib/contract/business';
import { toDecimal } from '@/lib/pricing/money';
import { localParts } from '@/lib/format/zoned';
import { ForbiddenError } from '@/lib/server/errors';
import { requestsVisibleTo } from './inbox';
import { servedBy } from './sale-visibility';
import type { UserRecord } from './users';

// The business at a glance (lib/contract/business.ts defines each figure). Set-based SQL, one
// statement per group of figures, each filtered by who reads it: an admin every sale, a
// distributor the sales of the customers it serves (sale-visibility's servedBy: never its own
// purchases). Months and days are Mexico City's. The sums by month, ranking and state come from
// sales_monthly, and an admin's pieces from sales_items_monthly: roll-ups the database keeps in
// each writer's transaction (migration 0017), exact at every read.

const ZONE = 'America/Mexico_City';

type Row = Record<string, unknown>;
const rowsOf = async (db: Db, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
/** count(*) and sum(bigint) arrive as strings (node-postgres) or bigints (PGlite): a number either way. */
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** Each table's filter for the reader, and the ledger's rows it may see (an admin's: no join with orders needed). */
type Scope = { orders: SQL; quotes: SQL; inbox: SQL; ledger: SQL; rollup: SQL };

const LEDGER_OF_ORDERS = sql`order_payments join orders on orders.id = order_payments.order_id`;

function scopeOf(db: Db, user: UserRecord): Scope {
  const all = sql`true`;
  if (user.role.name === 'admin')
    return { orders: all, quotes: all, inbox: all, ledger: sql`order_payments`, rollup: all };
  return {
    rollup: servedBy(db, salesMonthly, user.id),
    ledger: LEDGER_OF_ORDERS,
    orders: servedBy(db, orders, user.id),
    quotes: servedBy(db, quotes, user.id),
    inbox: requestsVisibleTo(db, user) ?? all,
  };
}

/** A timestamptz column inside [from, to) of Mexico City's calendar. */
const createdWithin = (column: SQL, from: string, to: string) =>
  sql`${column} >= (${from}::timestamp at time zone ${ZONE}) and ${column} < (${to}::timestamp at time zone ${ZONE})`;
const monthName = sql`to_char(month, 'YYYY-MM')`;

const ORDERS_CREATED = sql`orders.created_at`;

/** GET /api/business-summary: the period's figures and today's pending ones, for an admin or a distributor. */
export async function businessSummary(db: Db, user: UserRecord, year?: number): Promise<BusinessSummary> {
  if (user.role.name !== 'admin' && user.role.name !== 'distributor')
    throw new ForbiddenError('Las cifras del negocio son de los distribuidores y el administrador.');
  const scope = scopeOf(db, user);
  const today = localParts(new Date(), ZONE).date;
  const { from, to, months } = businessPeriod(today, year);
  const inOrders = sql`${scope.orders} and orders.status <> 'cancelado' and ${createdWithin(ORDERS_CREATED, from, to)}`;
  // The roll-up's months are Mexico City's, so the period's bounds (first days of months) select them whole.
  const inRollup = sql`${scope.rollup} and sales_monthly.month >= ${from}::date and sales_monthly.month < ${to}::date`;

  const isAdmin = user.role.name === 'admin';
  // Four groups at once, each on its own connection on PostgreSQL (the pool keeps the other six for
  // other requests); PGlite, with one connection, answers them one after another.
  const [monthly, [ranking, byState], pieces, [inbox, pending, years]] = await Promise.all([
    monthlyOf(db, inRollup),
    (async () =>
      [await rankedBy(db, isAdmin ? 'distributor' : 'customer', inRollup), await statesOf(db, inRollup)] as const)(),
    piecesOf(db, isAdmin ? ADMIN_PIECES(from, to) : servedPieces(inOrders)),
    (async () =>
      [
        await openRequests(db, scope.inbox),
        await pendingOf(db, scope),
        await yearsOf(db, scope, Number(today.slice(0, 4))),
      ] as const)(),
  ]);

  const byMonth = new Map(monthly.map((r) => [String(r.month), r]));
  const monthRows = months.map((month) => ({
    month,
    quotes: num(byMonth.get(month)?.quotes),
    converted: num(byMonth.get(month)?.converted),
    orders: num(byMonth.get(month)?.orders),
    billed: num(byMonth.get(month)?.billed),
    collected: num(byMonth.get(month)?.collected),
  }));
  const sum = (key: 'quotes' | 'converted' | 'orders' | 'billed' | 'collected') =>
    monthRows.reduce((total, row) => total + row[key], 0);
  const totals = {
    quotes: sum('quotes'),
    orders: sum('orders'),
    billed: sum('billed'),
    collected: sum('collected'),
    converted: sum('converted'),
  };

  return {
    scope: isAdmin ? 'todo' : 'distribuidor',
    period: { from, to, year: year ?? null },
    years,
    totals: {
      quotes: totals.quotes,
      orders: totals.orders,
      billed: toDecimal(totals.billed),
      collected: toDecimal(totals.collected),
      converted_quotes: totals.converted,
      conversion: totals.quotes ? totals.converted / totals.quotes : null,
      average_ticket: totals.orders ? toDecimal(Math.round(totals.billed / totals.orders)) : null,
    },
    months: monthRows.map(({ month, quotes: q, orders: o, billed, collected }) => ({
      month,
      quotes: q,
      orders: o,
      billed: toDecimal(billed),
      collected: toDecimal(collected),
    })),
    by_distributor: isAdmin ? ranking : null,
    by_customer: isAdmin ? null : ranking,
    by_state: byState,
    ...pieces,
    inbox,
    pending,
  };
}

/** The period's orders and billed, quotes and those an order came from, and collected, by month. */
function monthlyOf(db: Db, inRollup: SQL): Promise<Row[]> {
  return rowsOf(
    db,
    sql`select ${monthName} as month, orders, billed, quotes, converted, collected from (
      select sales_monthly.month, sum(orders)::int as orders, sum(billed_cents)::bigint as billed, sum(quotes)::int as quotes,
        sum(converted)::int as converted, sum(collected_cents)::bigint as collected
      from sales_monthly where ${inRollup} group by 1) m`,
  );
}

/**
 * The period's sales by distributor (admin) or by customer (a distributor's), the largest billed
 * first: the top RANKING_SIZE. Quotes and orders are grouped apart and joined here, so a
 * distributor with quotes and no order yet is still counted.
 */
async function rankedBy(db: Db, by: 'distributor' | 'customer', inRollup: SQL): Promise<BusinessRanked[]> {
  const key = sql.raw(by === 'distributor' ? 'sales_monthly.distributor_id' : 'sales_monthly.user_id');
  // A key whose rows add up to nothing (its orders cancelled, only payments in the period) is not ranked.
  const rows = await rowsOf(
    db,
    sql`with t as (select ${key} as id, sum(orders)::int as orders, sum(billed_cents)::bigint as billed, sum(quotes)::int as quotes
          from sales_monthly where ${inRollup} group by 1 having sum(orders) <> 0 or sum(quotes) <> 0
          order by billed desc, orders desc, quotes desc, id nulls last limit ${RANKING_SIZE})
      select t.*, coalesce(u.company, u.name) as name from t left join users u on u.id = t.id
      order by t.billed desc, t.orders desc, t.quotes desc, t.id nulls last`,
  );
  const nobody = by === 'distributor' ? 'Sin distribuidor' : 'Solicitudes sin cuenta';
  return rows.map((r) => ({
    id: r.id === null ? null : num(r.id),
    name: r.id === null ? nobody : String(r.name),
    quotes: num(r.quotes),
    orders: num(r.orders),
    billed: toDecimal(num(r.billed)),
  }));
}

/** The period's orders by the customer's state, or the distributor's when the customer has none. */
async function statesOf(db: Db, inRollup: SQL): Promise<BusinessSummary['by_state']> {
  const rows = await rowsOf(
    db,
    sql`select s.id, s.name, x.orders, x.billed from (
        select coalesce(c.state_id, d.state_id) as state_id, sum(orders)::int as orders, sum(billed_cents)::bigint as billed
        from sales_monthly join users c on c.id = sales_monthly.user_id left join users d on d.id = sales_monthly.distributor_id
        where ${inRollup} group by 1 having sum(orders) <> 0) x
      left join states s on s.id = x.state_id
      order by x.billed desc, s.name nulls last`,
  );
  return rows.map((r) => ({
    state_id: r.id === null ? null : num(r.id),
    name: r.id === null ? 'Sin estado' : String(r.name),
    orders: num(r.orders),
    billed: toDecimal(num(r.billed)),
  }));
}

/** Every piece of the period, by month × line × fabric × colour (the admin's: no order to filter by). */
const ADMIN_PIECES = (from: string, to: string) =>
  sql`select line, fabric, color, pieces as quantity, amount_cents from sales_items_monthly
    where month >= ${from}::date and month < ${to}::date`;
/** A distributor's pieces: its few orders' items, one by one. */
const servedPieces = (inOrders: SQL) =>
  sql`select s.line, s.fabric, s.color, s.quantity, s.amount_cents
    from order_item_sales s join orders on orders.id = s.order_id where ${inOrders}`;

/**
 * The period's pieces by line, by fabric and by fabric and colour, in one pass over the items
 * (GROUPING SETS); the amount is the pieces' own (before IVA and discount), as the order prints them.
 */
async function piecesOf(db: Db, source: SQL): Promise<Pick<BusinessSummary, 'by_line' | 'fabrics' | 'colors'>> {
  // A roll-up row whose items were all cancelled adds up to nothing: no group for it.
  const rows = await rowsOf(
    db,
    sql`with g as (
        select line, fabric, color, grouping(fabric, color) as level,
          sum(quantity)::int as pieces, sum(amount_cents)::bigint as amount
        from (${source}) x
        group by grouping sets ((line), (line, fabric), (line, fabric, color))
        having sum(quantity) <> 0 or sum(amount_cents) <> 0)
      select g.*, pl.name as line_name, f.name as fabric_name, c.name as color_name, c.hex
      from g left join product_lines pl on pl.slug = g.line
        left join fabrics f on f.slug = g.fabric
        left join colors c on c.fabric_id = f.id and c.slug = g.color
      order by g.amount desc, g.pieces desc, g.line, g.fabric, g.color`,
  );
  // grouping(fabric, color): 3 = by line only, 1 = by fabric, 0 = by fabric and colour.
  const at = (level: number) => rows.filter((r) => num(r.level) === level);
  return {
    by_line: at(3).map((r) => ({
      line: String(r.line),
      name: String(r.line_name ?? r.line),
      pieces: num(r.pieces),
      amount: toDecimal(num(r.amount)),
    })),
    fabrics: at(1)
      .slice(0, RANKING_SIZE)
      .map((r) => ({
        fabric: String(r.fabric),
        name: String(r.fabric_name ?? r.fabric),
        line: String(r.line),
        pieces: num(r.pieces),
        amount: toDecimal(num(r.amount)),
      })),
    colors: at(0)
      .slice(0, RANKING_SIZE)
      .map((r) => ({
        fabric: String(r.fabric),
        fabric_name: String(r.fabric_name ?? r.fabric),
        color: String(r.color),
        name: String(r.color_name ?? r.color),
        hex: r.hex === null || r.hex === undefined ? null : String(r.hex),
        pieces: num(r.pieces),
        amount: toDecimal(num(r.amount)),
      })),
  };
}

/** Requests still open (new or contacted) today, by how long ago they arrived. */
async function openRequests(db: Db, visible: SQL): Promise<BusinessSummary['inbox']> {
  const rows = await rowsOf(
    db,
    sql`select case
          when now() - inbox_requests.created_at < interval '1 day' then 'hoy'
          when now() - inbox_requests.created_at < interval '3 days' then '1_3'
          when now() - inbox_requests.created_at < interval '7 days' then '3_7'
          when now() - inbox_requests.created_at < interval '30 days' then '7_30'
          else 'mas_30' end as age, count(*)::int as n
      from inbox_requests
        left join quotes on quotes.id = inbox_requests.quote_id
        left join contact_messages on contact_messages.id = inbox_requests.message_id
      where inbox_requests.status in ('nuevo', 'contactado') and ${visible}
      group by 1`,
  );
  const counts = new Map(rows.map((r) => [String(r.age) as InboxAge, num(r.n)]));
  const byAge = INBOX_AGES.map((age) => ({ age, count: counts.get(age) ?? 0 }));
  return { open: byAge.reduce((total, row) => total + row.count, 0), by_age: byAge };
}

/**
 * Today: ledger rows still pending, and what orders not cancelled still owe (as each order's "por
 * pagar"), from order_paid: the ledger's confirmed rows per order, kept by the database.
 */
async function pendingOf(db: Db, scope: Scope): Promise<BusinessSummary['pending']> {
  const inScope = scope.orders;
  const [payments] = await rowsOf(
    db,
    sql`select count(*)::int as n, coalesce(sum(order_payments.amount_cents), 0)::bigint as amount
      from ${scope.ledger}
      where ${inScope} and order_payments.status = 'pendiente' and order_payments.kind <> 'reembolso'`,
  );
  const [owed] = await rowsOf(
    db,
    sql`select count(*)::int as n, coalesce(sum(owe), 0)::bigint as amount from (
        select orders.total_cents - orders.wallet_applied_cents - coalesce(order_paid.paid_cents, 0) as owe
        from orders left join order_paid on order_paid.order_id = orders.id
        where ${inScope} and orders.status <> 'cancelado') x
      where owe > 0`,
  );
  return {
    payments: { count: num(payments?.n), amount: toDecimal(num(payments?.amount)) },
    owed: { orders: num(owed?.n), amount: toDecimal(num(owed?.amount)) },
  };
}

/** The years from the first quote or order in scope up to this one, newest first (this year always). */
async function yearsOf(db: Db, scope: Scope, thisYear: number): Promise<number[]> {
  const [row] = await rowsOf(
    db,
    sql`select least(
        (select min(orders.created_at) from orders where ${scope.orders}),
        (select min(quotes.created_at) from quotes where ${scope.quotes})) as first`,
  );
  const first = row?.first ? Number(localParts(new Date(row.first as string), ZONE).date.slice(0, 4)) : thisYear;
  const years: number[] = [];
  for (let y = thisYear; y >= Math.min(first, thisYear); y -= 1) years.push(y);
  return years;
}
