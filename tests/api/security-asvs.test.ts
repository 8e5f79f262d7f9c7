/** @jest-environment node */
// An attacker's repros, each answered as OWASP ASVS 5.0 level 2 asks (the
// requirement in each test's name). Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { ADMIN, CUSTOMER, DEMO_PASSWORD, tokenFor } from '@/tests/support/accounts';
import { POST as register } from '@/app/api/register/route';
import { POST as addUser } from '@/app/api/user-add/route';
import { PUT as updateUser } from '@/app/api/user-update/[id]/route';
import { GET as countCart } from '@/app/api/count-cart/route';
import { GET as me, PUT as updateProfile } from '@/app/api/login-user/route';
import { POST as checkPassword } from '@/app/api/check-password/route';
import { PUT as updatePassword } from '@/app/api/update-password/route';
import { POST as login } from '@/app/api/login/route';
import { GET as listUsers } from '@/app/api/list-users/route';
import { apiTokens, users } from '@/lib/server/db/schema';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

const NEW_PASSWORD = 'Persianas-de-lino-2026';
let serial = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++serial}@solara.test`;

/** Every console.error line written while `run` runs, joined (the server's log). */
async function capturedLog(run: () => Promise<unknown>): Promise<string> {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    await run();
    return spy.mock.calls
      .map((args) => args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' '))
      .join('\n');
  } finally {
    spy.mockRestore();
  }
}

async function newCustomer(
  email = unique('cliente'),
  password = NEW_PASSWORD,
): Promise<{ id: number; email: string; token: string }> {
  const admin = await tokenFor(ADMIN);
  const created = await call(addUser, {
    token: admin,
    json: { name: 'Cliente de Prueba', email, password, role_id: 3 },
  });
  expect(created.status).toBe(201);
  return { id: created.body.id, email, token: await tokenFor(email, password) };
}

describe('concurrent writes of one e-mail (ASVS 2.3.3: a refused write is a clear error, never a 500)', () => {
  it('six parallel user-add calls with one e-mail: one 201, the rest a Spanish 422 on email', async () => {
    const admin = await tokenFor(ADMIN);
    const email = unique('carrera');
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(addUser, { token: admin, json: { name: 'Race Two', email, password: NEW_PASSWORD, role_id: 3 } }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    for (const reply of replies.filter((r) => r.status === 422)) {
      expect(reply.body.errors).toEqual({ email: ['Este correo electrónico ya está registrado.'] });
    }
    expect(await db.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('three parallel registrations with one e-mail: one 201, two 422', async () => {
    const email = unique('registro');
    const body = {
      name: 'Ana Carrera',
      email,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      phone: '3312345678',
      state_id: 14,
      municipality_id: 0,
    };
    const { municipalities } = await import('@/lib/server/db/schema');
    const [municipality] = await db.db
      .select({ id: municipalities.id })
      .from(municipalities)
      .where(eq(municipalities.stateId, 14))
      .limit(1);
    body.municipality_id = municipality!.id;
    const replies = await Promise.all(
      [1, 2, 3].map((n) => call(register, { json: body, headers: { 'X-Forwarded-For': `10.99.0.${n}` } })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 422, 422]);
  });

  it('parallel user-update calls moving two accounts to one e-mail: one 200, the other 422', async () => {
    const admin = await tokenFor(ADMIN);
    const [a, b] = [await newCustomer(), await newCustomer()];
    const target = unique('destino');
    const replies = await Promise.all(
      [a, b].map((user) =>
        call(updateUser, { method: 'PUT', token: admin, params: { id: String(user.id) }, json: { email: target } }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(replies.find((r) => r.status === 422)!.body.errors).toEqual({
      email: ['Este correo electrónico ya está registrado.'],
    });
  });
});

describe('the log of a failing request (ASVS 16.2.5: no personal data or secrets in logs)', () => {
  it('a database failure logs its class, SQLSTATE and place, never the e-mail, phone or password hash of the row', async () => {
    const { createUser } = await import('@/lib/server/services/users');
    const { getDb } = await import('@/lib/server/db/client');
    const { errorResponse } = await import('@/lib/server/http/error-response');
    const email = unique('bitacora');
    const phone = '3398765432';
    const first = await createUser(await getDb(), {
      name: 'Lucía Bitácora',
      email,
      password: NEW_PASSWORD,
      roleId: 3,
      phone,
    });
    // A raw INSERT of the same row fails in the driver with its parameters in the message.
    let failure: unknown;
    try {
      await db.db
        .insert(users)
        .values({ name: 'Lucía Bitácora', email, passwordHash: first.passwordHash, roleId: 3, phone });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeDefined();
    expect(String((failure as Error).message)).toContain(email); // what an unredacted log would have shown
    let status = 0;
    const log = await capturedLog(async () => {
      status = errorResponse(failure, 'req-1').status;
    });
    expect(status).toBe(500);
    expect(log).toContain('[api] req-1 error no controlado');
    expect(log).toContain('23505');
    for (const secret of [email, phone, first.passwordHash, '$argon2id$']) expect(log).not.toContain(secret);
  });

  it('redact() masks e-mails, phones, argon2 hashes and bearer tokens', async () => {
    const { redact } = await import('@/lib/server/log/redact');
    const line =
      'params: ana@solara.test,33 1234 5678,$argon2id$v=19$m=19456,t=2,p=1$abc$def, Bearer 12|' + 'A'.repeat(40);
    const out = redact(line);
    expect(out).not.toMatch(/ana@solara\.test|1234 5678|argon2id|A{40}/);
    expect(out).toContain('[correo]');
    // Request ids are what a log reader needs: they keep their digits.
    expect(redact('[api] 2f350a91-818f-4b12-bcc4-123456e3b039 error')).toBe(
      '[api] 2f350a91-818f-4b12-bcc4-123456e3b039 error',
    );
  });
});

describe('a token id beyond the database integer (ASVS 16.5.3: fail securely, no 500)', () => {
  it('answers 401 on count-cart and on a signed-in route, and logs nothing', async () => {
    const bearer = `9999999999|${'A'.repeat(40)}`;
    let replies: { status: number; body: unknown }[] = [];
    const log = await capturedLog(async () => {
      replies = [await call(countCart, { token: bearer }), await call(me, { token: bearer })];
    });
    expect(replies.map((r) => r.status)).toEqual([401, 401]);
    expect(replies[1]!.body).toEqual({ message: 'No autenticado.' });
    expect(log).toBe('');
  });
});

describe("an administrator's password change (ASVS 7.4.3: a new password ends the sessions)", () => {
  it('PUT /api/user-update/{id} with a password signs the user out everywhere', async () => {
    const user = await newCustomer();
    const second = await tokenFor(user.email, NEW_PASSWORD);
    const admin = await tokenFor(ADMIN);
    const res = await call(updateUser, {
      method: 'PUT',
      token: admin,
      params: { id: String(user.id) },
      json: { password: 'Otra-persiana-enrollable-1' },
    });
    expect(res.status).toBe(200);
    for (const token of [user.token, second]) expect((await call(me, { token })).status).toBe(401);
    expect((await call(me, { token: admin })).status).toBe(200);
    expect(await db.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id))).toHaveLength(0);
  });

  it("a change of the user's other data keeps the sessions", async () => {
    const user = await newCustomer();
    const admin = await tokenFor(ADMIN);
    const res = await call(updateUser, {
      method: 'PUT',
      token: admin,
      params: { id: String(user.id) },
      json: { company: 'Persianas del Bajío' },
    });
    expect(res.status).toBe(200);
    expect((await call(me, { token: user.token })).status).toBe(200);
  });
});

describe('password checks behind a session (ASVS 6.3.1: throttled)', () => {
  it('the 11th wrong POST /api/check-password within 15 minutes is a 429 with Retry-After, and the right one then too', async () => {
    const user = await newCustomer();
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++)
      statuses.push((await call(checkPassword, { token: user.token, json: { password: `incorrecta-${n}` } })).status);
    expect(statuses).toEqual([...Array(10).fill(422), 429]);
    const locked = await call(checkPassword, { token: user.token, json: { password: NEW_PASSWORD } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.body.message).toMatch(
      /^Escribiste una contraseña incorrecta demasiadas veces\. Inténtalo de nuevo en \d+ minutos?\.$/,
    );
  });

  it('PUT /api/update-password shares the limit: wrong current passwords end in a 429', async () => {
    const user = await newCustomer();
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) {
      statuses.push(
        (
          await call(updatePassword, {
            method: 'PUT',
            token: user.token,
            json: {
              current_password: `incorrecta-${n}`,
              password: 'Toldo-retractil-azul-9',
              password_confirmation: 'Toldo-retractil-azul-9',
            },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses[10]).toBe(429);
  });

  it('right passwords give their point back: a user who checks often is never slowed down', async () => {
    const user = await newCustomer();
    for (let n = 0; n < 15; n++)
      expect((await call(checkPassword, { token: user.token, json: { password: NEW_PASSWORD } })).status).toBe(200);
  });
});

describe('a new e-mail needs the current password (ASVS 7.5.1: re-authentication)', () => {
  it('PUT /api/login-user with a new e-mail and no current_password is a 422 and changes nothing', async () => {
    const user = await newCustomer();
    const res = await call(updateProfile, { method: 'PUT', token: user.token, json: { email: unique('robado') } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      current_password: ['Para cambiar tu correo electrónico escribe tu contraseña actual.'],
    });
    expect((await call(me, { token: user.token })).body.email).toBe(user.email);
  });

  it('with a wrong current password, 422 on current_password; with the right one the e-mail changes', async () => {
    const user = await newCustomer();
    const next = unique('nuevo');
    const wrong = await call(updateProfile, {
      method: 'PUT',
      token: user.token,
      json: { email: next, current_password: 'no-es-la-clave' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: ['La contraseña actual no es correcta.'] });
    const right = await call(updateProfile, {
      method: 'PUT',
      token: user.token,
      json: { email: next, current_password: NEW_PASSWORD },
    });
    expect(right.status).toBe(200);
    expect(right.body.email).toBe(next);
  });

  it('other profile fields, and the same e-mail in other capitals, need no password', async () => {
    const user = await newCustomer();
    const res = await call(updateProfile, {
      method: 'PUT',
      token: user.token,
      json: { email: user.email.toUpperCase(), company: 'Toldos Norte' },
    });
    expect(res.status).toBe(200);
  });
});

describe('new passwords (ASVS 6.2.1, 6.2.4, 6.2.5, 6.2.9, 6.2.11)', () => {
  const adminAdd = async (password: string, name = 'Cliente de Prueba') =>
    call(addUser, { token: await tokenFor(ADMIN), json: { name, email: unique('clave'), password, role_id: 3 } });

  it.each([
    ['12345678', 'El campo contraseña debe tener al menos 12 caracteres.'],
    ['        ', 'El campo contraseña debe tener al menos 12 caracteres.'],
  ])('6.2.1: %j is refused for its length', async (password, message) => {
    const res = await adminAdd(password);
    expect(res.status).toBe(422);
    expect(res.body.errors.password).toEqual([message]);
  });

  it.each(['123456789012', '1qaz2wsx3edc', 'qwertyuiop12'])(
    '6.2.4: the common password %j is refused',
    async (password) => {
      const res = await adminAdd(password);
      expect(res.status).toBe(422);
      expect(res.body.errors.password[0]).toMatch(/^Es una de las contraseñas más usadas|^Es fácil de adivinar/);
    },
  );

  it('6.2.11: twelve spaces are refused as guessable', async () => {
    const res = await adminAdd('            ');
    expect(res.status).toBe(422);
    expect(res.body.errors.password[0]).toMatch(/^Es fácil de adivinar/);
  });

  it('6.2.5/6.2.9: any characters are allowed (spaces, accents, symbols), up to 128', async () => {
    for (const password of [
      'mi toldo verde de la terraza',
      'Ñandú·persiana·2026',
      'x'.repeat(6) + ' ¿Qué tal? ' + 'Z'.repeat(60),
    ]) {
      expect((await adminAdd(password)).status).toBe(201);
    }
  });

  it('the demo accounts keep signing in with their 16-character password', async () => {
    expect(await tokenFor(CUSTOMER, DEMO_PASSWORD)).toMatch(/^\d+\|/);
  });
});

describe("ASVS 6.2.11: a password made of the account's own name or e-mail is refused wherever a password is chosen", () => {
  const NAME = 'Lucía Fernanda Ortiz Ramírez';
  const LEANS = /^Se parece demasiado a tu nombre o a tu correo electrónico; elige otra\./;
  /**
   * The name and the e-mail as a user would type them: as they are, spaced or cased otherwise,
   * without accents, the local part alone.
   */
  const ownData = (email: string) => [
    NAME,
    'lucia  fernanda ORTIZ ramirez',
    email,
    email.split('@')[0]!.toUpperCase(),
    `Ortiz Ramírez ${email.split('@')[0]}`,
  ];

  function expectRefused(res: { status: number; body: any }) {
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['password']);
    expect(res.body.errors.password[0]).toMatch(LEANS);
  }

  it("ASVS 6.2.11: POST /api/register refuses the new account's name and e-mail as its password, and creates nothing", async () => {
    const email = unique('registro-propio');
    const { municipalities } = await import('@/lib/server/db/schema');
    const [municipality] = await db.db
      .select({ id: municipalities.id })
      .from(municipalities)
      .where(eq(municipalities.stateId, 14))
      .limit(1);
    for (const [n, password] of ownData(email).entries()) {
      const body = {
        name: NAME,
        email,
        password,
        password_confirmation: password,
        phone: '3312345678',
        state_id: 14,
        municipality_id: municipality!.id,
      };
      expectRefused(await call(register, { json: body, headers: { 'X-Forwarded-For': `10.98.0.${n + 1}` } }));
    }
    expect(await db.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("ASVS 6.2.11: POST /api/user-add refuses the user's name and e-mail as the password", async () => {
    const admin = await tokenFor(ADMIN);
    const email = unique('alta-propia');
    for (const password of ownData(email))
      expectRefused(await call(addUser, { token: admin, json: { name: NAME, email, password, role_id: 3 } }));
    expect(
      (await call(addUser, { token: admin, json: { name: NAME, email, password: NEW_PASSWORD, role_id: 3 } })).status,
    ).toBe(201);
  });

  it("ASVS 6.2.11: PUT /api/update-password refuses the user's own name and e-mail, and the password stays", async () => {
    const admin = await tokenFor(ADMIN);
    const email = unique('cambio-propio');
    expect(
      (await call(addUser, { token: admin, json: { name: NAME, email, password: NEW_PASSWORD, role_id: 3 } })).status,
    ).toBe(201);
    const token = await tokenFor(email, NEW_PASSWORD);
    for (const password of ownData(email)) {
      expectRefused(
        await call(updatePassword, {
          method: 'PUT',
          token,
          json: { current_password: NEW_PASSWORD, password, password_confirmation: password },
        }),
      );
    }
    expect(await tokenFor(email, NEW_PASSWORD)).toMatch(/^\d+\|/);
  });

  it('ASVS 6.2.11: POST /api/reset-password refuses them too, and the link still works for a good one', async () => {
    const { passwordResets } = await import('@/lib/server/db/schema');
    const { randomSecret, sha256 } = await import('@/lib/server/auth/tokens');
    const { POST: resetPassword } = await import('@/app/api/reset-password/route');
    const admin = await tokenFor(ADMIN);
    const email = unique('enlace-propio');
    const created = await call(addUser, {
      token: admin,
      json: { name: NAME, email, password: NEW_PASSWORD, role_id: 3 },
    });
    const secret = randomSecret();
    await db.db
      .insert(passwordResets)
      .values({ userId: created.body.id, tokenHash: sha256(secret), expiresAt: new Date(Date.now() + 3_600_000) });
    for (const password of ownData(email))
      expectRefused(await call(resetPassword, { json: { token: secret, password, password_confirmation: password } }));
    const good = 'Toldo-retractil-azul-9';
    expect(
      (await call(resetPassword, { json: { token: secret, password: good, password_confirmation: good } })).status,
    ).toBe(200);
  });
});

describe('security events (ASVS 16.3.1, 16.3.2, 16.2.5)', () => {
  async function events(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
    const spy = jest.spyOn(console, 'info').mockImplementation(() => {});
    try {
      await run();
      return spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    } finally {
      spy.mockRestore();
    }
  }

  it('a failed and a successful sign-in are logged with a pseudonym or the user id, the IP and UTC time, never the e-mail or password', async () => {
    const user = await newCustomer();
    const logged = await events(async () => {
      await call(login, {
        json: { email: user.email, password: 'No-es-la-clave-1' },
        headers: { 'X-Forwarded-For': '203.0.113.7' },
      });
      await call(login, {
        json: { email: user.email, password: NEW_PASSWORD },
        headers: { 'X-Forwarded-For': '203.0.113.7' },
      });
    });
    expect(logged).toEqual([
      {
        at: expect.stringMatching(/Z$/),
        type: 'security',
        event: 'login.failed',
        account: expect.stringMatching(/^[0-9a-f]{12}$/),
        ip: '203.0.113.7',
        detail: 'credenciales',
      },
      {
        at: expect.stringMatching(/Z$/),
        type: 'security',
        event: 'login.succeeded',
        user_id: user.id,
        ip: '203.0.113.7',
      },
    ]);
    expect(JSON.stringify(logged)).not.toMatch(new RegExp(`${user.email}|No-es-la-clave-1|${NEW_PASSWORD}`));
  });

  it("ASVS 16.2.5: the account pseudonym is keyed with the server's secret: hashing a guessed address does not find it", async () => {
    const email = unique('seudonimo');
    const logged = await events(async () => {
      await call(login, {
        json: { email, password: 'No-es-la-clave-1' },
        headers: { 'X-Forwarded-For': '203.0.113.8' },
      });
      await call(login, {
        json: { email: email.toUpperCase(), password: 'No-es-la-clave-2' },
        headers: { 'X-Forwarded-For': '203.0.113.9' },
      });
    });
    const [first, second] = logged.map((event) => event.account);
    expect(second).toBe(first); // one account however it is typed: attempts still correlate
    expect(first).not.toBe(createHash('sha256').update(email).digest('hex').slice(0, 12));
    // Without LOG_PSEUDONYM_SECRET the key is a random one the server keeps in DATA_DIR.
    const key = readFileSync(path.join(process.env.DATA_DIR!, 'log-pseudonym-secret'), 'utf8').trim();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(first).toBe(createHmac('sha256', key).update(email).digest('hex').slice(0, 12));
  });

  it("ASVS 16.2.5: with LOG_PSEUDONYM_SECRET, instances agree on an address's pseudonym; another secret gives another", async () => {
    const email = unique('instancias');
    const pseudonymWith = async (secret: string) => {
      const saved = process.env.LOG_PSEUDONYM_SECRET;
      process.env.LOG_PSEUDONYM_SECRET = secret;
      try {
        let pseudonym = '';
        await jest.isolateModulesAsync(async () => {
          pseudonym = (await import('@/lib/server/log/security-events')).emailPseudonym(email);
        });
        return pseudonym;
      } finally {
        if (saved === undefined) delete process.env.LOG_PSEUDONYM_SECRET;
        else process.env.LOG_PSEUDONYM_SECRET = saved;
      }
    };
    const shared = 's'.repeat(40);
    const [a, b, other] = [
      await pseudonymWith(shared),
      await pseudonymWith(shared),
      await pseudonymWith('o'.repeat(40)),
    ];
    expect(a).toBe(b);
    expect(a).toBe(createHmac('sha256', shared).update(email).digest('hex').slice(0, 12));
    expect(other).not.toBe(a);
  });

  it('a refused authorization is logged with the user and the call', async () => {
    const user = await newCustomer();
    const logged = await events(() => call(listUsers, { token: user.token, path: '/api/list-users' }));
    expect(logged).toEqual([
      expect.objectContaining({ event: 'access.denied', user_id: user.id, detail: 'GET /api/list-users' }),
    ]);
  });
});
