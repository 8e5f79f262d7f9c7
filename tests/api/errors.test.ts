/** @jest-environment node */
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { CUSTOMER, tokenFor } from '@/tests/support/accounts';
import * as unknownApi from '@/app/api/[...path]/route';
import { GET as getMe, PUT as putMe } from '@/app/api/login-user/route';
import { POST as login } from '@/app/api/login/route';
import { installTestDatabase } from '@/lib/server/db/client';
import { onPostgres, openAppDatabaseWith } from '@/tests/support/app-database';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

describe('error bodies', () => {
  it('an unknown API path is a JSON 404 for every method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const res = await call(unknownApi[method], { method, path: '/api/no-existe', params: { path: 'no-existe' } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'La ruta de la API no existe.' });
    }
  });

  it('a body that is not an object is a 422, not a crash', async () => {
    for (const json of [[], 'texto', 42, null]) {
      const res = await call(login, { json });
      expect(res.status).toBe(422);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it('an oversized body is 413', async () => {
    const token = await tokenFor(CUSTOMER);
    const res = await call(putMe, { token, method: 'PUT', json: { name: 'x'.repeat(1_100_000) } });
    expect(res.status).toBe(413);
  });

  it('form-encoded bodies are accepted like JSON', async () => {
    const res = await call(login, { body: new URLSearchParams({ email: CUSTOMER, password: 'Solara-demo-2026' }) });
    expect(res.status).toBe(200);
  });

  it("never leaks zod's English messages", async () => {
    const token = await tokenFor(CUSTOMER);
    const res = await call(putMe, { token, method: 'PUT', json: { name: 42, email: ['x'], state_id: 'abc', rfc: 5 } });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).not.toMatch(/Invalid|Expected|received/);
  });
});

// README "DATABASE_POOL_SIZE": PGlite has no pool, so this runs in the PostgreSQL pass only.
(onPostgres ? describe : describe.skip)('a full connection pool (PostgreSQL)', () => {
  it('a request that waits 5 s for one of DATABASE_POOL_SIZE connections gets a 503 with Retry-After: 5 and the Spanish message', async () => {
    const token = await tokenFor(CUSTOMER);
    if (db.driver !== 'postgres') throw new Error('unreachable');
    const app = await openAppDatabaseWith({ DATABASE_URL: db.pool.options.connectionString, DATABASE_POOL_SIZE: '1' });
    if (app.driver !== 'postgres') throw new Error('unreachable');
    const held = await app.pool.connect();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installTestDatabase(app);
    try {
      const res = await call(getMe, { token });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.body).toEqual({
        message: 'El servicio no está disponible por el momento. Inténtalo de nuevo en unos segundos.',
      });
    } finally {
      installTestDatabase(db);
      logged.mockRestore();
      held.release();
      await app.close();
    }
  });
});
