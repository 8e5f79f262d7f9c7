/** @jest-environment node */
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { CUSTOMER, tokenFor } from '@/tests/support/accounts';
import * as unknownApi from '@/app/api/[...path]/route';
import { PUT as putMe } from '@/app/api/login-user/route';
import { POST as login } from '@/app/api/login/route';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
beforeAll(async () => { db = await setupTestDatabase(); });
afterAll(async () => { await db.dispose(); });

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

  it('never leaks zod\'s English messages', async () => {
    const token = await tokenFor(CUSTOMER);
    const res = await call(putMe, { token, method: 'PUT', json: { name: 42, email: ['x'], state_id: 'abc', rfc: 5 } });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).not.toMatch(/Invalid|Expected|received/);
  });
});
