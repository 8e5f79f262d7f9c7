/** @jest-environment node */
// Bugs the fuzz suite (fuzz.test.ts) found, each pinned here so it stays fixed.
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { ADMIN, CUSTOMER, tokenFor } from '@/tests/support/accounts';
import { GET as municipalities } from '@/app/api/municipality/[stateId]/route';
import { POST as register } from '@/app/api/register/route';
import { POST as contact } from '@/app/api/contact/route';
import { POST as quoteRequest } from '@/app/api/quote-requests/route';
import { POST as userAdd } from '@/app/api/user-add/route';
import { PUT as userUpdate } from '@/app/api/user-update/[id]/route';
import { PUT as profile } from '@/app/api/login-user/route';
import { ROLLER } from '@/tests/support/world';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let customer: string;
let admin: string;
beforeAll(async () => {
  db = await setupTestDatabase();
  [customer, admin] = await Promise.all([tokenFor(CUSTOMER), tokenFor(ADMIN)]);
});
afterAll(async () => { await db.dispose(); });

const person = { name: 'Ana Pérez', email: 'ana.perez@ejemplo.mx', phone: '33 1234 5678', state_id: 1, municipality_id: 1 };

// states.id is a smallint and the other ids are integers: an id past their range reached the
// query and PostgreSQL refused to compare it, which came back as a 500.
describe('ids beyond what the columns hold are "not found" or a 422, never a 500', () => {
  it.each(['32768', '564593882', '999999999'])('GET /api/municipality/%s → 404', async (stateId) => {
    const res = await call(municipalities, { params: { stateId } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'El estado no existe.' });
  });

  const cases: [string, () => Promise<{ status: number; body: any }>, string][] = [
    ['register, state_id', () => call(register, { json: { ...person, state_id: 32768, password: 'Segura-2026x', password_confirmation: 'Segura-2026x' } }), 'state_id'],
    ['register, municipality_id', () => call(register, { json: { ...person, municipality_id: 2 ** 31, password: 'Segura-2026x', password_confirmation: 'Segura-2026x' } }), 'municipality_id'],
    ['contact, state_id', () => call(contact, { json: { ...person, state_id: 32768, product_interest: 'persianas', message: 'Quiero cotizar persianas.', privacy_accepted: true } }), 'state_id'],
    ['quote request, state_id', () => call(quoteRequest, { json: { ...person, state_id: 40000, items: [ROLLER], privacy_accepted: true } }), 'state_id'],
    ['user-add, state_id', () => call(userAdd, { token: admin, json: { ...person, state_id: 32768, password: 'Segura-2026x', role_id: 3 } }), 'state_id'],
    ['user-update, state_id', () => call(userUpdate, { token: admin, method: 'PUT', params: { id: '3' }, json: { state_id: 32768 } }), 'state_id'],
    ['own profile, state_id', () => call(profile, { token: customer, method: 'PUT', json: { state_id: 32768 } }), 'state_id'],
  ];
  it.each(cases)('%s out of range → 422 on that field', async (_, send, field) => {
    const res = await send();
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([expect.any(String)]);
  });
});
