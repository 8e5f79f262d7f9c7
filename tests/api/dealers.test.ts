/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { ADMIN, tokenFor } from '@/tests/support/accounts';
import { GET as dealers } from '@/app/api/dealers/route';
import { GET as toggleMap } from '@/app/api/user-active-map/[id]/route';
import { GET as toggleActive } from '@/app/api/user-active/[id]/route';
import { PUT as updateUser } from '@/app/api/user-update/[id]/route';
import { users } from '@/lib/server/db/schema';
import { DISTRIBUTORS } from '@/lib/server/db/seed/data/distributors';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

const FIELDS = [
  'address',
  'company',
  'coordinates',
  'description',
  'email',
  'id',
  'municipality',
  'name',
  'opening_hours',
  'phone',
  'postal_code',
  'products',
  'services',
  'slug',
  'state',
  'whatsapp',
];

describe('GET /api/dealers', () => {
  it('lists the active distributors shown on the map with public fields only, publicly and cacheable', async () => {
    const res = await call(dealers);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=60/);
    const visible = DISTRIBUTORS.filter((d) => d.active && d.showOnMap).length + 1; // + the demo distributor
    expect(res.body).toHaveLength(visible);
    for (const dealer of res.body) {
      expect(Object.keys(dealer).sort()).toEqual(FIELDS);
      expect(dealer.coordinates).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    }
    const demo = res.body.find((d: { email: string }) => d.email === 'ventas@decorventanas.test');
    expect(demo).toMatchObject({
      company: 'Decor Ventanas Providencia',
      state: { id: 14, name: 'Jalisco' },
      municipality: { name: 'Guadalajara' },
      whatsapp: '5213331225870',
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/rfc|wallet|password|role|DVP180904KL2/i);
  });

  it('never shows hidden or inactive dealers', async () => {
    const res = await call(dealers);
    const emails = res.body.map((d: { email: string }) => d.email);
    for (const d of DISTRIBUTORS.filter((x) => !x.active || !x.showOnMap)) {
      expect(emails).not.toContain(d.publicEmail);
      expect(emails).not.toContain(d.email);
    }
  });

  it('reflects an admin hiding, deactivating or renaming a dealer', async () => {
    const admin = await tokenFor(ADMIN);
    const [demo] = await db.db.select().from(users).where(eq(users.email, 'distribuidor@solara.test'));
    const id = String(demo!.id);
    await call(updateUser, {
      token: admin,
      method: 'PUT',
      params: { id },
      json: { company: '<script>alert(1)</script> Persianas' },
    });
    const renamed = (await call(dealers)).body.find((d: { id: number }) => d.id === demo!.id);
    expect(renamed.company).toBe('<script>alert(1)</script> Persianas');
    await call(toggleMap, { token: admin, params: { id } });
    expect((await call(dealers)).body.some((d: { id: number }) => d.id === demo!.id)).toBe(false);
    await call(toggleMap, { token: admin, params: { id } });
    await call(toggleActive, { token: admin, params: { id } });
    expect((await call(dealers)).body.some((d: { id: number }) => d.id === demo!.id)).toBe(false);
  });
});
