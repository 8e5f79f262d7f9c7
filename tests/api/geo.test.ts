/** @jest-environment node */
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { GET as states } from '@/app/api/states/route';
import { GET as municipalities } from '@/app/api/municipality/[stateId]/route';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

describe('GET /api/states', () => {
  it('lists the 32 states with their INEGI codes, publicly', async () => {
    const res = await call(states);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(32);
    expect(res.body.map((s: { code: string }) => s.code).sort()).toEqual(
      Array.from({ length: 32 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(res.body).toContainEqual({ id: 14, code: '14', name: 'Jalisco', abbreviation: expect.any(String) });
    expect(Object.keys(res.body[0]).sort()).toEqual(['abbreviation', 'code', 'id', 'name']);
  });
});

describe('GET /api/municipality/{stateId}', () => {
  it("lists Jalisco's municipalities with Guadalajara and Zapopan, sorted by name", async () => {
    const res = await call(municipalities, { params: { stateId: '14' } });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(14);
    expect(res.body).toContainEqual({ id: expect.any(Number), state_id: 14, code: '039', name: 'Guadalajara' });
    expect(res.body).toContainEqual({ id: expect.any(Number), state_id: 14, code: '120', name: 'Zapopan' });
    const names = res.body.map((m: { name: string }) => m.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => new Intl.Collator('es-MX').compare(a, b)));
  });

  it('every state has at least its capital', async () => {
    for (let id = 1; id <= 32; id++) {
      const res = await call(municipalities, { params: { stateId: String(id) } });
      expect(res.body.length).toBeGreaterThan(0);
    }
  });

  it('answers 404 for a state that does not exist or is not a number', async () => {
    for (const stateId of ['99', 'abc', '1;drop']) {
      const res = await call(municipalities, { params: { stateId } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: expect.any(String) });
    }
  });
});
