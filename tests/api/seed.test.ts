/** @jest-environment node */
import { count, eq, and, isNotNull } from 'drizzle-orm';
import { setupTestDatabase } from '@/tests/support/db';
import { seedDatabase } from '@/lib/server/db/seed';
import * as t from '@/lib/server/db/schema';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

const tables = {
  roles: t.roles,
  states: t.states,
  municipalities: t.municipalities,
  users: t.users,
  productTypes: t.productTypes,
  awningModels: t.awningModels,
  fabrics: t.fabrics,
  colors: t.colors,
  galleries: t.galleries,
  motors: t.motors,
  prices: t.prices,
};

async function counts() {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables))
    out[name] = (await db.db.select({ n: count() }).from(table))[0]!.n;
  return out;
}

describe('seed', () => {
  it('is idempotent: seeding again adds nothing', async () => {
    const before = await counts();
    await seedDatabase(db.db, { demo: true });
    expect(await counts()).toEqual(before);
  });

  it('has at least 12 active distributors on the map, in different cities, with coordinates and phones', async () => {
    const rows = await db.db
      .select()
      .from(t.users)
      .innerJoin(t.roles, eq(t.roles.id, t.users.roleId))
      .where(
        and(
          eq(t.roles.name, 'distributor'),
          eq(t.users.active, true),
          eq(t.users.showOnMap, true),
          isNotNull(t.users.lat),
        ),
      );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((r) => r.users.municipalityId)).size).toBeGreaterThanOrEqual(12);
    for (const { users: u } of rows) {
      expect(u.lat).toBeGreaterThan(14);
      expect(u.lat).toBeLessThan(33);
      expect(u.lng).toBeGreaterThan(-118);
      expect(u.lng).toBeLessThan(-86);
      expect(u.phone).toMatch(/^\d{10}$/);
      expect(u.address).toBeTruthy();
    }
  });

  it('has a realistic catalogue with public and distributor prices in centavos', async () => {
    const c = await counts();
    expect(c.productTypes).toBeGreaterThanOrEqual(9);
    expect(c.fabrics).toBeGreaterThanOrEqual(12);
    expect(c.motors).toBeGreaterThanOrEqual(6);
    const screen = await db.db.select().from(t.prices).where(eq(t.prices.sku, 'TELA-SCREEN-5-ENROLLABLES'));
    expect(screen[0]?.publicPriceCents).toBeGreaterThan(80_000);
    expect(screen[0]?.publicPriceCents).toBeLessThan(120_000);
    const all = await db.db.select().from(t.prices);
    for (const p of all) expect(p.distributorPriceCents).toBeLessThan(p.publicPriceCents);
  });
});
