import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../types';
import * as t from '../schema';
import { hashPassword } from '@/lib/server/auth/passwords';
import { STATES } from './data/geo';
import { DISTRIBUTORS } from './data/distributors';
import { ACCESSORIES, AWNING_MODELS, FABRICS, GALLERIES, LINES, MOTORS, TYPES } from './data/catalog';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './demo-users';
import { seedDemoHistory, type DemoCast } from './demo-history';
import { seedDemoFiles } from './demo-files';
import { seedDemoSales } from './demo-sales';
import { seedDemoInbox } from './demo-inbox';
import { seedDealerProfiles } from './dealer-profiles';
import { loadCatalogSnapshot } from '@/lib/server/services/catalog-snapshot';

const ROLES = [
  { name: 'admin', label: 'Administrador' },
  { name: 'distributor', label: 'Distribuidor' },
  { name: 'customer', label: 'Cliente' },
] as const;

const cents = (pesos: number) => Math.round(pesos * 100);
const distributorCents = (publicPesos: number, given?: number) => cents(given ?? publicPesos * 0.72);

type SeedOptions = {
  demo: boolean;
  onlyIfEmpty?: boolean;
  /**
   * The demo's generated PDFs go to lib/server/storage; off where there is no real store (a build,
   * the tests' template).
   */
  demoFiles?: boolean;
  /** What the demo's dates are relative to (tests pin it). */
  now?: Date;
};

/**
 * Fills an empty database: roles, states and municipalities, the catalogue and, when `demo`,
 * the demo accounts and distributors with months of quotes, orders and wallet movements, and
 * (after the transaction, as uploads) the demo's price list, catalogue and promotions PDFs.
 * Idempotent: every insert skips rows that exist, and the history and files are made only by
 * the run that created the demo accounts.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  if (options.onlyIfEmpty) {
    const [row] = await db.select({ n: count() }).from(t.roles);
    if ((row?.n ?? 0) > 0) return;
  }
  const now = options.now ?? new Date();
  const passwordHash = options.demo ? await hashPassword(DEMO_PASSWORD) : null;
  const cast = await db.transaction(async (tx) => {
    await tx
      .insert(t.roles)
      .values([...ROLES])
      .onConflictDoNothing();
    await seedGeography(tx);
    await seedCatalog(tx);
    if (!passwordHash) return null;
    const demo = await seedDemoAccounts(tx, passwordHash);
    if (demo) {
      await seedDemoHistory(tx, await loadCatalogSnapshot(tx), demo.cast, now, demo.anonymous);
      await seedDemoSales(tx, demo.cast, now);
      await seedDemoInbox(tx, demo.cast, now);
    }
    return demo?.cast ?? null;
  });
  if (cast && options.demoFiles !== false) {
    try {
      await seedDemoFiles(db, await loadCatalogSnapshot(db), now, cast.adminId);
    } catch (error) {
      // The demo still opens without its PDFs; the sections then show their empty state.
      console.error(
        `[seed] No se pudieron guardar los PDF de demostración: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

async function seedGeography(tx: Tx) {
  await tx
    .insert(t.states)
    .values(STATES.map(({ id, code, name, abbreviation }) => ({ id, code, name, abbreviation })))
    .onConflictDoNothing();
  const rows = STATES.flatMap((s) => s.municipalities.map(([code, name]) => ({ stateId: s.id, code, name })));
  await tx.insert(t.municipalities).values(rows).onConflictDoNothing();
}

async function idBySlug<T extends { id: number; slug: string }>(rows: Promise<T[]>): Promise<Map<string, number>> {
  return new Map((await rows).map((r) => [r.slug, r.id]));
}

function must(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Seed: ${what} «${key}» no existe`);
  return id;
}

async function seedCatalog(tx: Tx) {
  await tx.insert(t.productLines).values(LINES).onConflictDoNothing();
  const lineIds = await idBySlug(tx.select({ id: t.productLines.id, slug: t.productLines.slug }).from(t.productLines));

  await tx
    .insert(t.productTypes)
    .values(
      TYPES.map(({ line, minBillableAreaM2, ...type }) => ({
        ...type,
        lineId: must(lineIds, line, 'línea'),
        minBillableAreaM2: minBillableAreaM2.toFixed(2),
      })),
    )
    .onConflictDoNothing();
  const typeIds = await idBySlug(tx.select({ id: t.productTypes.id, slug: t.productTypes.slug }).from(t.productTypes));

  await tx
    .insert(t.awningModels)
    .values(
      AWNING_MODELS.map(({ type, grid: _grid, ...model }) => ({
        ...model,
        typeId: must(typeIds, type, 'tipo'),
      })),
    )
    .onConflictDoNothing();
  const modelIds = await idBySlug(tx.select({ id: t.awningModels.id, slug: t.awningModels.slug }).from(t.awningModels));

  await tx
    .insert(t.fabrics)
    .values(
      FABRICS.map(({ line, prices: _p, colors: _c, ...fabric }) => ({
        ...fabric,
        lineId: must(lineIds, line, 'línea'),
      })),
    )
    .onConflictDoNothing();
  const fabricIds = await idBySlug(tx.select({ id: t.fabrics.id, slug: t.fabrics.slug }).from(t.fabrics));

  const priceRows: (typeof t.prices.$inferInsert)[] = [];
  for (const fabric of FABRICS) {
    const fabricId = must(fabricIds, fabric.slug, 'tela');
    await tx
      .insert(t.colors)
      .values(fabric.colors.map((c) => ({ ...c, fabricId })))
      .onConflictDoNothing();
    for (const price of fabric.prices) {
      const typeId = must(typeIds, price.type, 'tipo');
      await tx.insert(t.fabricTypes).values({ fabricId, typeId }).onConflictDoNothing();
      priceRows.push({
        sku: `TELA-${fabric.slug}-${price.type}`.toUpperCase(),
        kind: 'tela',
        unit: 'm2',
        description: `${fabric.name} en ${TYPES.find((x) => x.slug === price.type)?.name ?? price.type}`,
        fabricId,
        typeId,
        publicPriceCents: cents(price.publicPerM2),
        distributorPriceCents: distributorCents(price.publicPerM2, price.distributorPerM2),
      });
    }
  }

  for (const model of AWNING_MODELS) {
    const modelId = must(modelIds, model.slug, 'modelo');
    model.grid.widthsCm.forEach((width, wi) =>
      model.grid.projectionsCm.forEach((projection, pi) => {
        const pesos = model.grid.publicPesos[wi]?.[pi];
        if (pesos === undefined) throw new Error(`Seed: la rejilla de ${model.slug} está incompleta`);
        priceRows.push({
          sku: `TOL-${model.slug}-${width}x${projection}`.toUpperCase(),
          kind: 'toldo',
          unit: 'pieza',
          description: `${model.name} hasta ${width / 100} m × ${projection / 100} m`,
          modelId,
          maxWidthCm: width,
          projectionCm: projection,
          publicPriceCents: cents(pesos),
          distributorPriceCents: distributorCents(pesos),
        });
      }),
    );
  }

  await tx
    .insert(t.galleries)
    .values(GALLERIES.map(({ publicPerM: _a, distributorPerM: _b, ...g }) => g))
    .onConflictDoNothing();
  const galleryIds = await idBySlug(tx.select({ id: t.galleries.id, slug: t.galleries.slug }).from(t.galleries));
  for (const g of GALLERIES) {
    priceRows.push({
      sku: `GAL-${g.slug}`.toUpperCase(),
      kind: 'galeria',
      unit: 'm',
      description: `${g.name} (por metro)`,
      galleryId: must(galleryIds, g.slug, 'galería'),
      publicPriceCents: cents(g.publicPerM),
      distributorPriceCents: distributorCents(g.publicPerM, g.distributorPerM),
    });
  }

  await tx
    .insert(t.motors)
    .values(
      MOTORS.map(({ publicPrice: _a, distributorPrice: _b, torqueNm, maxAreaM2, ...m }) => ({
        ...m,
        torqueNm: torqueNm === null ? null : torqueNm.toFixed(1),
        maxAreaM2: maxAreaM2.toFixed(2),
      })),
    )
    .onConflictDoNothing();
  const motorIds = await idBySlug(tx.select({ id: t.motors.id, slug: t.motors.slug }).from(t.motors));
  for (const m of MOTORS) {
    priceRows.push({
      sku: `MOT-${m.slug}`.toUpperCase(),
      kind: 'motor',
      unit: 'pieza',
      description: m.name,
      motorId: must(motorIds, m.slug, 'motor'),
      publicPriceCents: cents(m.publicPrice),
      distributorPriceCents: distributorCents(m.publicPrice, m.distributorPrice),
    });
  }

  await tx
    .insert(t.accessories)
    .values(ACCESSORIES.map(({ publicPrice: _a, distributorPrice: _b, unit: _u, ...a }) => a))
    .onConflictDoNothing();
  const accessoryIds = await idBySlug(
    tx.select({ id: t.accessories.id, slug: t.accessories.slug }).from(t.accessories),
  );
  for (const a of ACCESSORIES) {
    priceRows.push({
      sku: `ACC-${a.slug}`.toUpperCase(),
      kind: 'accesorio',
      unit: a.unit,
      description: a.name,
      accessoryId: must(accessoryIds, a.slug, 'accesorio'),
      publicPriceCents: cents(a.publicPrice),
      distributorPriceCents: distributorCents(a.publicPrice, a.distributorPrice),
    });
  }

  for (let i = 0; i < priceRows.length; i += 200) {
    await tx
      .insert(t.prices)
      .values(priceRows.slice(i, i + 200))
      .onConflictDoNothing();
  }
}

/** The demo accounts; when this run created them, who plays which part in the demo's history. */
async function seedDemoAccounts(
  tx: Tx,
  passwordHash: string,
): Promise<{ cast: DemoCast; anonymous: Parameters<typeof seedDemoHistory>[4] } | null> {
  const roleIds = new Map((await tx.select().from(t.roles)).map((r) => [r.name, r.id]));
  const municipalityId = async (stateId: number, code: string) => {
    const [m] = await tx
      .select({ id: t.municipalities.id })
      .from(t.municipalities)
      .where(and(eq(t.municipalities.stateId, stateId), eq(t.municipalities.code, code)));
    return m?.id ?? null;
  };

  for (const d of DISTRIBUTORS) {
    await tx
      .insert(t.users)
      .values({
        name: d.name,
        email: d.email,
        passwordHash,
        phone: d.phone,
        whatsapp: d.whatsapp,
        publicEmail: d.publicEmail,
        company: d.company,
        rfc: d.rfc,
        roleId: roleIds.get('distributor')!,
        stateId: d.stateId,
        municipalityId: await municipalityId(d.stateId, d.municipalityCode),
        address: d.address,
        postalCode: d.postalCode,
        lat: d.lat,
        lng: d.lng,
        showOnMap: d.showOnMap,
        active: d.active,
      })
      .onConflictDoNothing();
  }

  let demoDistributorId: number | null = null;
  const created = new Map<string, { id: number; address: string }>();
  const insert = async (u: DemoUser) => {
    const inserted: { id: number }[] = await tx
      .insert(t.users)
      .values({
        name: u.name,
        email: u.email,
        passwordHash,
        phone: u.phone,
        whatsapp: u.whatsapp ?? null,
        publicEmail: u.publicEmail ?? null,
        company: u.company ?? null,
        rfc: u.rfc ?? null,
        roleId: roleIds.get(u.role)!,
        stateId: u.stateId,
        municipalityId: await municipalityId(u.stateId, u.municipalityCode),
        address: u.address,
        postalCode: u.postalCode,
        lat: u.lat ?? null,
        lng: u.lng ?? null,
        showOnMap: u.showOnMap ?? false,
        distributorId: u.role === 'customer' ? demoDistributorId : null,
      })
      .onConflictDoNothing()
      .returning({ id: t.users.id });
    if (u.role === 'distributor' && inserted[0]) demoDistributorId = inserted[0].id;
    if (inserted[0]) created.set(u.email, { id: inserted[0].id, address: `${u.address}, C.P. ${u.postalCode}` });
  };
  for (const u of DEMO_USERS) await insert(u);
  for (const u of DEMO_CUSTOMERS) await insert(u);
  await seedDealerProfiles(tx);

  // A history only for accounts this run created: seeding again never doubles it.
  const party = (email: string, priceList: 'publico' | 'distribuidor') => {
    const u = created.get(email);
    return u ? { id: u.id, address: u.address, priceList } : null;
  };
  const roleOf = (role: DemoUser['role']) => DEMO_USERS.find((u) => u.role === role)!.email;
  const distributor = party(roleOf('distributor'), 'distribuidor');
  const customer = party(roleOf('customer'), 'publico');
  if (!distributor || !customer) return null;
  const others = DEMO_CUSTOMERS.map((u) => party(u.email, 'publico')).filter((p) => p !== null);
  const guadalajara = await municipalityId(14, '039');
  const zapopan = await municipalityId(14, '120');
  return {
    cast: {
      distributorId: distributor.id,
      adminId: created.get(roleOf('admin'))?.id ?? null,
      customer,
      others,
      distributor,
    },
    anonymous: [
      {
        name: 'Sofía Medina',
        email: 'sofia.medina@correo.test',
        phone: '3319082264',
        stateId: 14,
        municipalityId: zapopan,
      },
      {
        name: 'Hotel Casa Lerdo',
        email: 'compras@casalerdo.test',
        phone: '3336157720',
        stateId: 14,
        municipalityId: guadalajara,
      },
    ],
  };
}
