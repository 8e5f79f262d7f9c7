// Many dealers in a PostgreSQL database the app has migrated (and seeded): distributors with
// coordinates around every state's capital, each with its dealer profile, shown on the map —
// to see /distribuidores and GET /api/dealers at 100× the demo (≈1,400 dealers).
//   node scripts/bench/lib/dealers-scale.mjs postgres://postgres@127.0.0.1:5432/solara_x [1400]
// (then `next start` on that DATABASE_URL; the page's dealer list is cached for up to 60 s).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** The 32 states' capitals, read from lib/dealers/states.ts (one source for the coordinates). */
function capitals() {
  const source = readFileSync(path.join(ROOT, 'lib', 'dealers', 'states.ts'), 'utf8');
  const list = [
    ...source.matchAll(/\{ id: (\d+), name: '([^']+)',[^}]*?capital: '([^']+)', lat: ([-\d.]+), lng: ([-\d.]+) \}/g),
  ].map((m) => ({ id: Number(m[1]), name: m[2], capital: m[3], lat: Number(m[4]), lng: Number(m[5]) }));
  if (list.length !== 32) throw new Error(`expected 32 states in lib/dealers/states.ts, read ${list.length}`);
  return list;
}

const PRODUCTS = [['persianas'], ['toldos'], ['persianas', 'toldos'], ['persianas', 'toldos', 'motorizacion']];
const SERVICES = [['medicion'], ['medicion', 'instalacion'], ['medicion', 'instalacion', 'motorizacion']];
const KINDS = ['Persianas', 'Cortinas y Toldos', 'Decoración de Ventanas', 'Toldos', 'Interiores'];

/** A deterministic jitter in [-1, 1) (the same dealers at every run). */
const jitter = (i, salt) => ((((Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453) % 1) + 1) % 1) * 2 - 1;

/** Inserts `count` dealers (users with role distributor + dealer_profiles); returns how many the map lists now. */
export async function seedDealers(databaseUrl, count = 1400) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const role = (await client.query(`SELECT id FROM roles WHERE name = 'distributor'`)).rows[0]?.id;
    if (!role) throw new Error('no distributor role: has the app migrated and seeded this database?');
    const towns = new Map();
    for (const row of (await client.query('SELECT id, state_id, name FROM municipalities ORDER BY state_id, id'))
      .rows) {
      if (!towns.has(row.state_id)) towns.set(row.state_id, []);
      towns.get(row.state_id).push(row);
    }
    const states = capitals();
    const start = Number((await client.query('SELECT coalesce(max(id), 0) AS n FROM users')).rows[0].n);
    const BATCH = 200;
    for (let from = 0; from < count; from += BATCH) {
      const users = [];
      for (let i = from; i < Math.min(count, from + BATCH); i += 1) {
        const n = start + i + 1;
        const state = states[i % states.length];
        const list = towns.get(state.id) ?? [];
        const town = list.length ? list[Math.floor(i / states.length) % list.length] : null;
        const phone = `${String(33 + (i % 60)).padStart(2, '0')}${String(10_000_000 + i * 7919).slice(-8)}`;
        users.push([
          `Asesor ${n}`,
          `escala-${n}@distribuidores.test`,
          'x',
          phone,
          `521${phone}`,
          `ventas${n}@distribuidores.test`,
          `${KINDS[i % KINDS.length]} ${town?.name ?? state.capital} ${n}`,
          role,
          state.id,
          town?.id ?? null,
          `Av. Principal ${100 + (i % 900)}, Col. Centro`,
          String(20000 + ((i * 37) % 79999)).padStart(5, '0'),
          state.lat + jitter(i, 1) * 0.6,
          state.lng + jitter(i, 2) * 0.6,
        ]);
      }
      const values = users
        .map((_, r) => `(${Array.from({ length: 14 }, (_, c) => `$${r * 14 + c + 1}`).join(', ')}, true, true)`)
        .join(', ');
      const inserted = await client.query(
        `INSERT INTO users (name, email, password_hash, phone, whatsapp, public_email, company, role_id, state_id, municipality_id, address, postal_code, lat, lng, active, show_on_map)
         VALUES ${values} RETURNING id`,
        users.flat(),
      );
      const profiles = inserted.rows.map((row, k) => {
        const i = from + k;
        return [
          row.id,
          `escala-${row.id}`,
          JSON.stringify(PRODUCTS[i % PRODUCTS.length]),
          JSON.stringify(SERVICES[i % SERVICES.length]),
        ];
      });
      await client.query(
        `INSERT INTO dealer_profiles (user_id, slug, products, services) VALUES ${profiles.map((_, r) => `($${r * 4 + 1}, $${r * 4 + 2}, $${r * 4 + 3}::jsonb, $${r * 4 + 4}::jsonb)`).join(', ')}`,
        profiles.flat(),
      );
    }
    const shown = await client.query(
      `SELECT count(*)::int AS n FROM users u JOIN roles r ON r.id = u.role_id WHERE r.name = 'distributor' AND u.active AND u.show_on_map AND u.lat IS NOT NULL`,
    );
    return shown.rows[0].n;
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, count] = process.argv.slice(2);
  if (!url) {
    console.error('usage: node scripts/bench/lib/dealers-scale.mjs DATABASE_URL [count]');
    process.exit(2);
  }
  seedDealers(url, Number(count ?? 1400)).then(
    (n) => console.log(`${n} dealers on the map`),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
