/** @jest-environment node */
// Inviting users by e-mail (POST /api/users/invitations, POST /api/users/{id}/invitation): the
// account is made without a password, the mailed link (a password_resets token of 7 days, single
// use) sets the first one through POST /api/reset-password, and only then may the person sign in.
// Also a customer's distributor (user-add and user-update's distributor_id).
import { count, eq } from 'drizzle-orm';
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { ADMIN, CUSTOMER, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import { decodeQuotedPrintable, readMailbox } from '@/tests/support/mail';
import { POST as invite } from '@/app/api/users/invitations/route';
import { POST as resend } from '@/app/api/users/[id]/invitation/route';
import { POST as resetPassword } from '@/app/api/reset-password/route';
import { POST as login } from '@/app/api/login/route';
import { GET as listUsers } from '@/app/api/list-users/route';
import { GET as toggleActive } from '@/app/api/user-active/[id]/route';
import { PUT as updateUser } from '@/app/api/user-update/[id]/route';
import { dealerProfiles, passwordResets, users } from '@/lib/server/db/schema';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let admin: string;
beforeAll(async () => {
  db = await setupTestDatabase();
  admin = await tokenFor(ADMIN);
});
afterAll(async () => {
  await db.dispose();
});

const ROLE = { admin: 1, distributor: 2, customer: 3 } as const;
const PASSWORD = 'Toldo-retráctil-2026';

let counter = 0;
const freshEmail = () => `invitada-${++counter}@ejemplo.mx`;

/** The newest mail to `email`, its quoted-printable body read as UTF-8. */
async function mailTo(email: string): Promise<string | undefined> {
  return (await readMailbox())
    .filter((message) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(message))
    .map((message) => Buffer.from(decodeQuotedPrintable(message), 'latin1').toString('utf8'))
    .at(-1);
}

/** The link's token in a mail already decoded (resetTokenFrom decodes it again: "=26…" would turn into "&…"). */
const tokenIn = (mail: string) => /autenticacion\?token=([A-Za-z0-9]{40})&invitacion=1/.exec(mail)![1]!;

async function inviteCustomer(extra: Record<string, unknown> = {}) {
  const email = freshEmail();
  const res = await call(invite, {
    token: admin,
    json: { name: 'Rosa Invitada', email, role_id: ROLE.customer, ...extra },
  });
  expect(res.status).toBe(201);
  const mail = await mailTo(email);
  return { email, user: res.body, mail: mail!, token: tokenIn(mail!) };
}

const setPassword = (token: string, password = PASSWORD) =>
  call(resetPassword, { json: { token, password, password_confirmation: password } });

async function jalisco(name: string) {
  const row = await db.db.query.municipalities.findFirst({
    where: (m, { and, eq: equals }) => and(equals(m.stateId, 14), equals(m.name, name)),
  });
  return row!.id;
}

/** What a refused call must leave as it was. */
async function snapshot() {
  const [u] = await db.db.select({ n: count() }).from(users);
  const [r] = await db.db.select({ n: count() }).from(passwordResets);
  return { users: u!.n, links: r!.n, mails: (await readMailbox()).length };
}

describe('POST /api/users/invitations', () => {
  it('creates the account without a password and mails a link that sets it once; then the person signs in', async () => {
    const email = freshEmail();
    const res = await call(invite, {
      token: admin,
      json: { name: 'Rosa Elena Quintero', email, role_id: ROLE.customer, phone: '33 1234 5678' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, role: { name: 'customer' }, invitation_pending: true, active: true });
    expect(res.headers.get('X-RateLimit-Limit')).toBe('5');

    // Before the link, no password opens the account.
    expect((await call(login, { json: { email, password: PASSWORD } })).status).toBe(401);

    const mail = (await mailTo(email))!;
    expect(mail).toContain('Mariana'); // who invited (the demo administrator)
    expect(mail).toMatch(/como cliente\./);
    expect(mail).toMatch(/vence el \d{1,2} de \w+ de \d{4}/);
    const link = /https?:\/\/\S+\/autenticacion\?token=[A-Za-z0-9]{40}&invitacion=1/.exec(mail)?.[0];
    expect(link).toBeDefined();
    const token = tokenIn(mail);

    // Only the SHA-256 is stored, and the link lasts seven days.
    const [row] = await db.db.select().from(passwordResets).where(eq(passwordResets.userId, res.body.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
    expect(Math.round((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000)).toBe(7);

    const set = await setPassword(token);
    expect(set.status).toBe(200);
    expect(set.body.message).toBe('Tu contraseña quedó lista. Ya puedes iniciar sesión con tu correo y tu contraseña.');
    const signedIn = await call(login, { json: { email, password: PASSWORD } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.invitation_pending).toBe(false);

    // The same link again: refused, and the password stays.
    const again = await setPassword(token, 'Otra-clave-distinta-2026');
    expect(again.status).toBe(422);
    expect(Object.keys(again.body.errors)).toEqual(['token']);
    expect((await call(login, { json: { email, password: PASSWORD } })).status).toBe(200);
  });

  it('an invitation link older than seven days is refused', async () => {
    const { user, token } = await inviteCustomer();
    await db.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const res = await setPassword(token);
    expect(res.status).toBe(422);
    expect(res.body.errors.token).toEqual([
      'El enlace para restablecer la contraseña no es válido, ya se usó o venció. Solicita uno nuevo.',
    ]);
  });

  it('the list shows who has not chosen a password yet', async () => {
    const { email, token } = await inviteCustomer();
    const pending = await call(listUsers, { token: admin, query: { search: email } });
    expect(pending.body.data[0].invitation_pending).toBe(true);
    const set = await setPassword(token);
    expect({ status: set.status, body: set.body }).toEqual({ status: 200, body: expect.anything() });
    const done = await call(listUsers, { token: admin, query: { search: email } });
    expect(done.body.data[0].invitation_pending).toBe(false);
    const demo = await call(listUsers, { token: admin, query: { search: CUSTOMER } });
    expect(demo.body.data[0].invitation_pending).toBe(false);
  });

  it('a distributor gets its place and page: location required, products listed, hidden from the map', async () => {
    const email = freshEmail();
    const missing = await call(invite, {
      token: admin,
      json: { name: 'Marta Ríos', email, role_id: ROLE.distributor, products: ['toldos'] },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      state_id: ['El campo estado es obligatorio para un distribuidor: su página lo muestra.'],
      municipality_id: ['El campo municipio es obligatorio para un distribuidor: su página lo muestra.'],
      address: ['El campo dirección es obligatorio para un distribuidor: su página lo muestra.'],
    });

    const res = await call(invite, {
      token: admin,
      json: {
        name: 'Marta Ríos',
        email,
        role_id: ROLE.distributor,
        company: 'Toldos Ríos Zapopan',
        state_id: 14,
        municipality_id: await jalisco('Zapopan'),
        address: 'Av. Vallarta 100',
        products: ['toldos', 'persianas'],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ role: { name: 'distributor' }, show_on_map: false, invitation_pending: true });
    const [profile] = await db.db.select().from(dealerProfiles).where(eq(dealerProfiles.userId, res.body.id));
    expect(profile).toMatchObject({ slug: 'toldos-rios-zapopan', products: ['persianas', 'toldos'] });
    const mail = (await mailTo(email))!;
    expect(mail).toMatch(/como distribuidor\./);
    expect(mail).toContain('Mi página de distribuidor');
  });

  it('422 in Spanish for bad input, and nothing is stored or mailed', async () => {
    const adminId = (await call(listUsers, { token: admin, query: { search: ADMIN } })).body.data[0].id;
    const before = await snapshot();
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ['email', 'name', 'role_id']],
      [{ name: 'Ana', email: 'no-es-correo', role_id: ROLE.customer }, ['email']],
      [{ name: 'Ana', email: CUSTOMER, role_id: ROLE.customer }, ['email']],
      [{ name: 'Ana', email: freshEmail(), role_id: 99 }, ['role_id']],
      [{ name: 'Ana', email: freshEmail(), role_id: ROLE.customer, products: ['toldos'] }, ['products']],
      [{ name: 'Ana', email: freshEmail(), role_id: ROLE.customer, products: ['nada'] }, ['products.0']],
      [{ name: 'Ana', email: freshEmail(), role_id: ROLE.customer, distributor_id: adminId }, ['distributor_id']],
      [
        { name: 'Ana', email: freshEmail(), role_id: ROLE.customer, state_id: 14, municipality_id: 1 },
        ['municipality_id'],
      ],
    ];
    for (const [json, fields] of cases) {
      const res = await call(invite, { token: admin, json });
      expect({ json, status: res.status }).toEqual({ json, status: 422 });
      expect(Object.keys(res.body.errors).sort()).toEqual(fields);
      expect(res.body.message).toMatch(/^[A-ZÁÉÍÓÚ¿]/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a password an administrator sets meanwhile withdraws the link', async () => {
    const { email, user, token } = await inviteCustomer();
    const set = await call(updateUser, {
      token: admin,
      method: 'PUT',
      params: { id: String(user.id) },
      json: { password: 'Puesta-por-la-oficina-2026' },
    });
    expect(set.status).toBe(200);
    expect(set.body.invitation_pending).toBe(false);
    expect((await setPassword(token)).status).toBe(422);
    expect((await call(login, { json: { email, password: 'Puesta-por-la-oficina-2026' } })).status).toBe(200);
  });

  it('a password sent along is ignored: the person still chooses it', async () => {
    const { email, user } = await inviteCustomer({ password: 'Elegida-por-el-admin-2026' });
    expect(user.invitation_pending).toBe(true);
    expect((await call(login, { json: { email, password: 'Elegida-por-el-admin-2026' } })).status).toBe(401);
  });
});

describe('POST /api/users/{id}/invitation', () => {
  it('mails a new link; the earlier one stops working', async () => {
    const { email, user, token: first } = await inviteCustomer();
    const res = await call(resend, { token: admin, params: { id: String(user.id) } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Enviamos una invitación nueva a ${email}. El enlace anterior ya no sirve.`);
    const second = tokenIn((await mailTo(email))!);
    expect(second).not.toBe(first);
    expect((await setPassword(first)).status).toBe(422);
    expect((await setPassword(second)).status).toBe(200);
    expect((await call(login, { json: { email, password: PASSWORD } })).status).toBe(200);
  });

  it('409 once the password is chosen or the account is off; 404 for no user', async () => {
    const accepted = await inviteCustomer();
    expect((await setPassword(accepted.token)).status).toBe(200);
    const done = await call(resend, { token: admin, params: { id: String(accepted.user.id) } });
    expect(done.status).toBe(409);
    expect(done.body.message).toMatch(/ya creó su contraseña/);

    const off = await inviteCustomer();
    expect((await call(toggleActive, { token: admin, params: { id: String(off.user.id) } })).status).toBe(200);
    const before = await snapshot();
    const refused = await call(resend, { token: admin, params: { id: String(off.user.id) } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/está desactivada/);
    expect(await snapshot()).toEqual(before);

    expect((await call(resend, { token: admin, params: { id: '999999' } })).status).toBe(404);
  });

  it('five invitations an hour to one address, then 429 with Retry-After', async () => {
    const { user } = await inviteCustomer(); // the first point
    for (let i = 0; i < 4; i++)
      expect((await call(resend, { token: admin, params: { id: String(user.id) } })).status).toBe(200);
    const limited = await call(resend, { token: admin, params: { id: String(user.id) } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('only administrators invite', () => {
  it('401 anonymous, 403 customer and distributor, for both calls; nothing changes', async () => {
    const { user } = await inviteCustomer();
    const before = await snapshot();
    const identities = [
      [null, 401],
      [await tokenFor(CUSTOMER), 403],
      [await tokenFor(DISTRIBUTOR), 403],
    ] as const;
    for (const [token, status] of identities) {
      const created = await call(invite, {
        token,
        json: { name: 'Intrusa', email: freshEmail(), role_id: ROLE.admin },
      });
      expect(created.status).toBe(status);
      const resent = await call(resend, { token, params: { id: String(user.id) } });
      expect(resent.status).toBe(status);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("a customer's distributor", () => {
  async function distributorId(email: string) {
    const res = await call(listUsers, { token: admin, query: { search: email } });
    return res.body.data[0].id as number;
  }

  it('is set when inviting, changed with user-update, and must be an active distributor', async () => {
    const jorge = await distributorId(DISTRIBUTOR);
    const { user } = await inviteCustomer({ distributor_id: jorge });
    expect(user.distributor_id).toBe(jorge);

    const other = await call(invite, {
      token: admin,
      json: {
        name: 'Persianas Cancún',
        email: freshEmail(),
        role_id: ROLE.distributor,
        state_id: 23,
        municipality_id: (await db.db.query.municipalities.findFirst({ where: (m, { eq: e }) => e(m.stateId, 23) }))!
          .id,
        address: 'Av. Tulum 12',
      },
    });
    expect(other.status).toBe(201);
    const moved = await call(updateUser, {
      token: admin,
      method: 'PUT',
      params: { id: String(user.id) },
      json: { distributor_id: other.body.id },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.distributor_id).toBe(other.body.id);

    // Deactivated, it is not offered any more: a new assignment is refused, the one it has stays.
    expect((await call(toggleActive, { token: admin, params: { id: String(other.body.id) } })).status).toBe(200);
    const kept = await call(updateUser, {
      token: admin,
      method: 'PUT',
      params: { id: String(user.id) },
      json: { distributor_id: other.body.id, company: 'Casa Quintero' },
    });
    expect(kept.status).toBe(200);
    const { user: another } = await inviteCustomer();
    const refused = await call(updateUser, {
      token: admin,
      method: 'PUT',
      params: { id: String(another.id) },
      json: { distributor_id: other.body.id },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.distributor_id).toEqual([
      'El distribuidor seleccionado está desactivado. Elige uno activo.',
    ]);

    const notADealer = await call(updateUser, {
      token: admin,
      method: 'PUT',
      params: { id: String(another.id) },
      json: { distributor_id: await distributorId(CUSTOMER) },
    });
    expect(notADealer.status).toBe(422);
    expect(notADealer.body.errors.distributor_id).toEqual(['El distribuidor seleccionado no existe.']);
  });
});
