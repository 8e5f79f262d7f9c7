import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../types';
import { STATES } from '@/lib/dealers/states';

// The demo multiplied, for `npm run bench:scale`: on top of a seeded demo, set-based INSERT …
// SELECT generate_series statements (one round trip per table, on PostgreSQL and PGlite alike)
// top the data up to `factor` × the demo's 1× sizes below. The rows look like the demo's:
// dealers spread over the 32 states near each capital with a public page (slug), customers
// served by them, quotes and orders with the demo's priced items copied in, published fabrics
// with 8 colours and a price per type. Every account shares the demo's password hash.

/** 1× (the demo topped up); 100× is ≈1,400 dealers, 100,000 orders and quotes, 2,000 customers, 500 fabrics. */
export const SCALE_UNIT = { dealers: 14, customers: 20, quotes: 1_000, orders: 1_000, fabrics: 5 } as const;
const COLORS_PER_FABRIC = 8;

type ScaleCounts = Record<keyof typeof SCALE_UNIT | 'colors', number>;

const COLOR_NAMES = ['Blanco', 'Marfil', 'Arena', 'Gris Perla', 'Grafito', 'Chocolate', 'Azul Marino', 'Negro'];
const COLOR_HEX = ['#F2F1EC', '#EDE6D3', '#CDBB9A', '#C9C9C4', '#4A4B4D', '#4E3B2F', '#1F2A44', '#1F1F21'];

const rowsOf = (result: unknown): Record<string, unknown>[] => (result as { rows: Record<string, unknown>[] }).rows;

/** How many of each the database holds now (dealers and customers by role). */
export async function scaleCounts(db: Db): Promise<ScaleCounts> {
  const [row] = rowsOf(
    await db.execute(sql`select
    (select count(*) from users u join roles r on r.id = u.role_id where r.name = 'distributor')::int as dealers,
    (select count(*) from users u join roles r on r.id = u.role_id where r.name = 'customer')::int as customers,
    (select count(*) from quotes)::int as quotes, (select count(*) from orders)::int as orders,
    (select count(*) from fabrics)::int as fabrics, (select count(*) from colors)::int as colors`),
  );
  return row as ScaleCounts;
}

/**
 * Adds rows until the database holds `factor` × SCALE_UNIT of each (never removes any). Runs in
 * one transaction; returns what it added. Deterministic apart from the dates (relative to now).
 */
export async function seedScale(db: Db, factor: number): Promise<ScaleCounts> {
  const want = (key: keyof typeof SCALE_UNIT) => Math.round(SCALE_UNIT[key] * factor);
  const before = await scaleCounts(db);
  const add = {
    dealers: Math.max(0, want('dealers') - before.dealers),
    customers: Math.max(0, want('customers') - before.customers),
    quotes: Math.max(0, want('quotes') - before.quotes),
    orders: Math.max(0, want('orders') - before.orders),
    fabrics: Math.max(0, want('fabrics') - before.fabrics),
  };
  const states = sql.raw(
    `(values ${STATES.map((s) => `(${s.id}, ${s.lat}, ${s.lng})`).join(', ')}) as s(id, lat, lng)`,
  );
  const colorNames = sql.raw(`(array[${COLOR_NAMES.map((n) => `'${n}'`).join(', ')}])`);
  const colorHex = sql.raw(`(array[${COLOR_HEX.map((n) => `'${n}'`).join(', ')}])`);
  // Rows added by an earlier run are numbered on, so seeding 10× then 100× tops up.
  const start = (like: string) => sql`(select count(*) from users where email like ${like})`;

  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    if (add.dealers) {
      await tx.execute(sql`insert into users (name, email, password_hash, phone, whatsapp, public_email, company, role_id, state_id,
          municipality_id, address, postal_code, lat, lng, active, show_on_map)
        select 'Distribuidor ' || n, 'escala-dist-' || n || '@solara.test', (select password_hash from users where email = 'admin@solara.test'),
          (3300000000 + n)::text, (5213300000000 + n)::text, 'ventas' || n || '@escala.test', 'Persianas ' || st.name || ' ' || n,
          (select id from roles where name = 'distributor'), s.id,
          (select min(m.id) from municipalities m where m.state_id = s.id), 'Av. Principal ' || (100 + n % 900) || ', Centro',
          lpad((10000 + (n * 37) % 89999)::text, 5, '0'),
          s.lat + (random() - 0.5) * 1.6, s.lng + (random() - 0.5) * 1.6, n % 25 <> 0, n % 17 <> 0
        from (select ${start('escala-dist-%')} + g as n from generate_series(1, ${add.dealers}::int) g) x
        join ${states} on s.id = 1 + x.n % 32 join states st on st.id = s.id`);
      await tx.execute(sql`insert into dealer_profiles (user_id, slug, opening_hours, products, services, description)
        select u.id, 'persianas-escala-' || u.id,
          '[{"day":1,"opens":"09:00","closes":"18:00"},{"day":2,"opens":"09:00","closes":"18:00"},{"day":3,"opens":"09:00","closes":"18:00"},{"day":4,"opens":"09:00","closes":"18:00"},{"day":5,"opens":"09:00","closes":"18:00"},{"day":6,"opens":"10:00","closes":"14:00"}]'::jsonb,
          '["persianas","toldos"]'::jsonb, '["medicion","instalacion"]'::jsonb,
          'Showroom con muestrario de telas; medimos e instalamos en la zona.'
        from users u left join dealer_profiles p on p.user_id = u.id where u.email like 'escala-dist-%' and p.user_id is null`);
    }
    if (add.customers) {
      await tx.execute(sql`with d as (select array_agg(u.id order by u.id) ids from users u join roles r on r.id = u.role_id
          where r.name = 'distributor' and u.active)
        insert into users (name, email, password_hash, phone, role_id, state_id, municipality_id, address, postal_code, distributor_id)
        select 'Cliente ' || n, 'escala-cliente-' || n || '@solara.test', (select password_hash from users where email = 'admin@solara.test'),
          (5500000000 + n)::text, (select id from roles where name = 'customer'), 1 + n % 32,
          (select min(m.id) from municipalities m where m.state_id = 1 + n % 32), 'Calle ' || (1 + n % 300) || ' núm. ' || n, '44100',
          d.ids[1 + n % cardinality(d.ids)]
        from (select ${start('escala-cliente-%')} + g as n from generate_series(1, ${add.customers}::int) g) x, d`);
    }
    const customers = sql`(select array_agg(u.id order by u.id) ids, array_agg(u.distributor_id order by u.id) ds
      from users u join roles r on r.id = u.role_id where r.name = 'customer')`;
    if (add.quotes) {
      // 1 in 20 is an anonymous request routed to a dealer (no account, contact details instead).
      await tx.execute(sql`with c as ${customers}, q as (
          insert into quotes (folio, user_id, distributor_id, status, price_list, contact_name, contact_email, contact_phone,
            subtotal_cents, tax_cents, total_cents, valid_until, created_at, updated_at)
          select 'COT-E' || lpad(n::text, 7, '0'),
            case when n % 20 = 0 then null else c.ids[1 + n % cardinality(c.ids)] end,
            c.ds[1 + n % cardinality(c.ds)],
            (enum_range(null::quote_status))[1 + (n * 7) % 6], 'publico',
            case when n % 20 = 0 then 'Contacto ' || n end, case when n % 20 = 0 then 'contacto' || n || '@correo.test' end,
            case when n % 20 = 0 then (3310000000 + n)::text end,
            x.sub, round(x.sub * 0.16), round(x.sub * 1.16), x.at + interval '15 days', x.at, x.at
          from (select n, (now() - random() * interval '730 days') as at, (50000 + floor(random() * 3000000))::bigint as sub
            from (select (select count(*) from quotes where folio like 'COT-E%') + g as n from generate_series(1, ${add.quotes}::int) g) g) x, c
          returning id)
        insert into quote_items (quote_id, position, config, description, quantity, billable_area_m_2, unit_price_cents, line_total_cents, breakdown)
        select q.id, p, t.config, t.description, t.quantity, t.billable_area_m_2, t.unit_price_cents, t.line_total_cents, t.breakdown
        from q cross join lateral generate_series(1, 1 + q.id % 3) p
        join (select row_number() over (order by id) k, * from quote_items) t
          on t.k = 1 + (q.id * 3 + p) % (select count(*) from quote_items)`);
    }
    if (add.orders) {
      await tx.execute(sql`with c as ${customers}, o as (
          insert into orders (folio, user_id, distributor_id, status, price_list, subtotal_cents, tax_cents, total_cents,
            shipping_address, created_at, updated_at)
          select 'PED-E' || lpad(n::text, 7, '0'), c.ids[1 + n % cardinality(c.ids)], c.ds[1 + n % cardinality(c.ds)],
            (enum_range(null::order_status))[1 + (n * 5) % 6], 'publico', x.sub, round(x.sub * 0.16), round(x.sub * 1.16),
            'Calle ' || (1 + n % 300) || ' núm. ' || n || ', C.P. 44100', x.at, x.at
          from (select n, (now() - random() * interval '730 days') as at, (50000 + floor(random() * 3000000))::bigint as sub
            from (select (select count(*) from orders where folio like 'PED-E%') + g as n from generate_series(1, ${add.orders}::int) g) g) x, c
          returning id, status, created_at),
        items as (
          insert into order_items (order_id, position, config, description, quantity, billable_area_m_2, unit_price_cents, line_total_cents, breakdown)
          select o.id, p, t.config, t.description, t.quantity, t.billable_area_m_2, t.unit_price_cents, t.line_total_cents, t.breakdown
          from o cross join lateral generate_series(1, 1 + o.id % 3) p
          join (select row_number() over (order by id) k, * from order_items) t
            on t.k = 1 + (o.id * 3 + p) % (select count(*) from order_items))
        insert into order_status_history (order_id, from_status, to_status, created_at)
        select o.id, null, o.status, o.created_at from o`);
    }
    if (add.orders) {
      // The ledger as the demo keeps it: past pending, half paid as the deposit (1 in 10 still a
      // pending transfer), the balance once delivered; 1 in 50 refunded in part.
      await tx.execute(sql`insert into order_payments (order_id, kind, method, status, amount_cents, paid_on, created_at)
        select o.id, p.kind::payment_kind, 'spei', case when p.kind = 'anticipo' and o.id % 10 = 0 then 'pendiente' else 'confirmado' end::payment_status,
          case p.kind when 'anticipo' then o.total_cents / 2 when 'saldo' then o.total_cents - o.total_cents / 2 else 10000 end,
          (o.created_at + interval '2 days')::date, o.created_at + interval '2 days'
        from orders o cross join lateral (values ('anticipo'), ('saldo'), ('reembolso')) p(kind)
        where o.folio like 'PED-E%' and o.status <> 'pendiente'
          and (p.kind = 'anticipo' or (p.kind = 'saldo' and o.status in ('entregado', 'instalado')) or (p.kind = 'reembolso' and o.id % 50 = 0))
          and not exists (select 1 from order_payments x where x.order_id = o.id)`);
    }
    if (add.quotes) {
      // The inbox: every requested quote waits there, new.
      await tx.execute(sql`insert into inbox_requests (kind, quote_id, status, created_at, status_changed_at)
        select 'cotizacion', q.id, 'nuevo', q.created_at, q.created_at from quotes q
        where q.folio like 'COT-E%' and q.status = 'solicitada' on conflict do nothing`);
    }
    if (add.fabrics) {
      // 4 in 5 for blinds, on two of the line's types each; the rest for awnings, on all of theirs.
      await tx.execute(sql`with f as (
          insert into fabrics (line_id, slug, name, description, opacity, composition, roll_width_cm, weight_gsm, active, published)
          select (select id from product_lines where slug = case when n % 5 = 0 then 'toldos' else 'persianas' end),
            'tela-escala-' || n, 'Tela Escala ' || n,
            'Tela tejida de uso residencial y comercial, lavable y con tratamiento antihongos.',
            (enum_range(null::opacity))[1 + n % 4], '100 % poliéster', 250, 200 + n % 300, true, true
          from (select (select count(*) from fabrics where slug like 'tela-escala-%') + g as n from generate_series(1, ${add.fabrics}::int) g) g
          returning id, line_id, slug),
        ft as (
          insert into fabric_types (fabric_id, type_id)
          select f.id, t.id from f join (select id, line_id, row_number() over (partition by line_id order by sort, id) k,
              count(*) over (partition by line_id) n from product_types) t on t.line_id = f.line_id
          where (select slug from product_lines where id = f.line_id) = 'toldos' or (t.k - 1) in (f.id % t.n, (f.id + 1) % t.n)
          returning fabric_id, type_id),
        pr as (
          insert into prices (sku, kind, unit, description, fabric_id, type_id, public_price_cents, distributor_price_cents)
          select upper('TELA-' || f.slug || '-' || t.slug), 'tela', 'm2', 'Tela Escala en ' || t.name, ft.fabric_id, ft.type_id,
            p.cents, round(p.cents * 0.72)
          from ft join f on f.id = ft.fabric_id join product_types t on t.id = ft.type_id,
            lateral (select (30000 + (ft.fabric_id * 7919 + ft.type_id * 104729) % 120000)::int as cents) p)
        insert into colors (fabric_id, slug, name, hex, stock, published)
        select f.id, lower(replace(${colorNames}[k], ' ', '-')), ${colorNames}[k], ${colorHex}[k], (f.id * 31 + k * 17) % 400, true
        from f cross join generate_series(1, ${COLORS_PER_FABRIC}::int) k`);
    }
  });
  // Statistics and the visibility map, as autovacuum leaves a database that grew over months.
  await db.execute(sql`vacuum analyze`);
  const after = await scaleCounts(db);
  return Object.fromEntries(
    Object.entries(after).map(([k, v]) => [k, v - before[k as keyof ScaleCounts]]),
  ) as ScaleCounts;
}
