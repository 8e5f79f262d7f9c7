/** @jest-environment node */
// The second factor (TOTP, RFC 6238) and its recovery codes, as OWASP ASVS 5.0 level 2 asks.
// Codes are computed here with otplib from the seed the API hands out, as an authenticator app would.
import { generate } from 'otplib';
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { ADMIN, tokenFor } from '@/tests/support/accounts';
import { POST as login } from '@/app/api/login/route';
import { POST as loginTwoFactor } from '@/app/api/login/two-factor/route';
import { GET as me } from '@/app/api/login-user/route';
import { GET as status } from '@/app/api/two-factor/route';
import { POST as setup } from '@/app/api/two-factor/setup/route';
import { POST as enable } from '@/app/api/two-factor/enable/route';
import { POST as disable } from '@/app/api/two-factor/disable/route';
import { POST as newCodes } from '@/app/api/two-factor/recovery-codes/route';
import { POST as addUser } from '@/app/api/user-add/route';
import { POST as recover } from '@/app/api/send-recover-email/route';
import { POST as resetPassword } from '@/app/api/reset-password/route';
import { readMailbox, resetTokenFrom } from '@/tests/support/mail';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

const PASSWORD = 'Persiana-de-bambu-2026';
let serial = 0;

async function newUser(): Promise<{ email: string; token: string }> {
  const email = `dos-pasos-${Date.now().toString(36)}-${++serial}@solara.test`;
  const created = await call(addUser, {
    token: await tokenFor(ADMIN),
    json: { name: 'Clara Dos Pasos', email, password: PASSWORD, role_id: 3 },
  });
  expect(created.status).toBe(201);
  return { email, token: await tokenFor(email, PASSWORD) };
}

/** The code an app shows `steps` periods from now (30 s each). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Sets up and turns on the second factor; returns the seed and the recovery codes. */
async function enrol(token: string): Promise<{ secret: string; codes: string[] }> {
  const started = await call(setup, { token, json: { password: PASSWORD } });
  expect(started.status).toBe(200);
  const on = await call(enable, { token, json: { code: await codeAt(started.body.secret) } });
  expect(on.status).toBe(200);
  return { secret: started.body.secret, codes: on.body.recovery_codes };
}

async function challengeFor(email: string): Promise<string> {
  const res = await call(login, { json: { email, password: PASSWORD } });
  expect(res.status).toBe(200);
  expect(res.body).not.toHaveProperty('token');
  return res.body.challenge;
}

describe('enrolment (ASVS 6.5.3, 7.5.1)', () => {
  it('asks for the password first; a wrong one is a 422 on password and nothing starts', async () => {
    const user = await newUser();
    const res = await call(setup, { token: user.token, json: { password: 'no-es-la-clave' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ password: ['La contraseña actual no es correcta.'] });
  });

  it('hands out a fresh 160-bit Base32 seed, its otpauth URI and a QR code; it is off until a code confirms it', async () => {
    const user = await newUser();
    const res = await call(setup, { token: user.token, json: { password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(res.body.otpauth_uri).toBe(
      `otpauth://totp/Solara:${encodeURIComponent(user.email)}?secret=${res.body.secret}&issuer=Solara`,
    );
    expect(res.body.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await call(status, { token: user.token })).body).toEqual({
      enabled: false,
      required: false,
      recovery_codes_left: 0,
    });
    const again = await call(setup, { token: user.token, json: { password: PASSWORD } });
    expect(again.body.secret).not.toBe(res.body.secret);
  });

  it('a wrong first code is a 422 on code; the right one turns it on with ten one-time recovery codes', async () => {
    const user = await newUser();
    const started = await call(setup, { token: user.token, json: { password: PASSWORD } });
    const wrong = await call(enable, { token: user.token, json: { code: '000000' } });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['code']);
    const on = await call(enable, { token: user.token, json: { code: await codeAt(started.body.secret) } });
    expect(on.status).toBe(200);
    expect(on.body.recovery_codes).toHaveLength(10);
    for (const code of on.body.recovery_codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(on.body.recovery_codes).size).toBe(10);
    expect((await call(status, { token: user.token })).body).toEqual({
      enabled: true,
      required: false,
      recovery_codes_left: 10,
    });
    expect((await call(me, { token: user.token })).body).toMatchObject({
      two_factor_enabled: true,
      two_factor_required: false,
    });
    expect(JSON.stringify((await call(me, { token: user.token })).body)).not.toContain(started.body.secret);
  });
});

describe('signing in with the second factor (ASVS 6.3.2, 6.5.1, 6.5.5)', () => {
  it('the password alone earns a challenge, not a token; the code trades it for {token, user}', async () => {
    const user = await newUser();
    const { secret } = await enrol(user.token);
    const res = await call(login, { json: { email: user.email, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      two_factor: true,
      challenge: expect.stringMatching(/^[A-Za-z0-9]{40}$/),
      message: expect.any(String),
    });
    const signedIn = await call(loginTwoFactor, {
      json: { challenge: res.body.challenge, code: await codeAt(secret, 1) },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toMatch(/^\d+\|[A-Za-z0-9]{40}$/);
    expect(signedIn.body.user.email).toBe(user.email);
    expect((await call(me, { token: signedIn.body.token })).status).toBe(200);
  });

  it('6.5.1: a code is usable once, even with a new challenge; a wrong code is a 422 on code', async () => {
    const user = await newUser();
    const { secret } = await enrol(user.token);
    const code = await codeAt(secret, 1);
    expect((await call(loginTwoFactor, { json: { challenge: await challengeFor(user.email), code } })).status).toBe(
      200,
    );
    const replay = await call(loginTwoFactor, { json: { challenge: await challengeFor(user.email), code } });
    expect(replay.status).toBe(422);
    expect(replay.body.errors).toEqual({
      code: ['El código no es correcto o ya se usó. Escribe el que muestra tu app ahora.'],
    });
  });

  it('6.5.5: a code of two periods ago (over 30 s late) is refused', async () => {
    const user = await newUser();
    const { secret } = await enrol(user.token);
    const res = await call(loginTwoFactor, {
      json: { challenge: await challengeFor(user.email), code: await codeAt(secret, -3) },
    });
    expect(res.status).toBe(422);
  });

  it('6.5.1: a recovery code signs in once; the second time it is refused', async () => {
    const user = await newUser();
    const { codes } = await enrol(user.token);
    const first = await call(loginTwoFactor, {
      json: { challenge: await challengeFor(user.email), recovery_code: codes[3]!.toUpperCase() },
    });
    expect(first.status).toBe(200);
    const again = await call(loginTwoFactor, {
      json: { challenge: await challengeFor(user.email), recovery_code: codes[3] },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ recovery_code: ['El código de recuperación no es correcto o ya se usó.'] });
    expect((await call(status, { token: first.body.token })).body.recovery_codes_left).toBe(9);
  });

  it('five wrong codes end the challenge: the password must be typed again', async () => {
    const user = await newUser();
    const { secret } = await enrol(user.token);
    const challenge = await challengeFor(user.email);
    for (let n = 0; n < 5; n++)
      expect((await call(loginTwoFactor, { json: { challenge, code: '111111' } })).status).toBe(422);
    const after = await call(loginTwoFactor, { json: { challenge, code: await codeAt(secret, 1) } });
    expect(after.status).toBe(422);
    expect(after.body.errors).toEqual({
      challenge: ['El inicio de sesión venció. Vuelve a escribir tu correo y tu contraseña.'],
    });
  });

  it('a challenge lasts 5 minutes: still open just before, refused after even with the right code', async () => {
    const user = await newUser();
    const { secret } = await enrol(user.token);
    const challenge = await challengeFor(user.email);
    const issued = Date.now();
    // Only Date moves: the database drivers keep their real timers.
    jest.useFakeTimers({
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      jest.setSystemTime(issued + 4 * 60_000 + 50_000);
      const open = await call(loginTwoFactor, { json: { challenge, code: '111111' } });
      expect(open.status).toBe(422);
      expect(Object.keys(open.body.errors)).toEqual(['code']);
      jest.setSystemTime(issued + 5 * 60_000 + 10_000);
      const expired = await call(loginTwoFactor, { json: { challenge, code: await codeAt(secret, 1) } });
      expect(expired.status).toBe(422);
      expect(expired.body.errors).toEqual({
        challenge: ['El inicio de sesión venció. Vuelve a escribir tu correo y tu contraseña.'],
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('a made-up challenge is a 422 on challenge; a body without a code a 422 on code', async () => {
    const made = await call(loginTwoFactor, { json: { challenge: 'A'.repeat(40), code: '123456' } });
    expect(made.status).toBe(422);
    expect(Object.keys(made.body.errors)).toEqual(['challenge']);
    const empty = await call(loginTwoFactor, { json: { challenge: 'A'.repeat(40) } });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['code']);
  });
});

describe('the password-check limit (ASVS 6.3.1: codes behind a session are throttled too)', () => {
  it("ASVS 6.3.1: wrong codes and wrong passwords share the account's 10 per 15 minutes; then even the right code is a 429 and nothing turns on", async () => {
    const user = await newUser();
    const started = await call(setup, { token: user.token, json: { password: PASSWORD } });
    expect(started.status).toBe(200);
    for (let n = 0; n < 5; n++)
      expect((await call(enable, { token: user.token, json: { code: '000000' } })).status).toBe(422);
    for (let n = 0; n < 5; n++)
      expect((await call(setup, { token: user.token, json: { password: `incorrecta-${n}` } })).status).toBe(422);
    const locked = await call(enable, { token: user.token, json: { code: await codeAt(started.body.secret) } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.body.message).toMatch(
      /^Escribiste una contraseña incorrecta demasiadas veces\. Inténtalo de nuevo en \d+ minutos?\.$/,
    );
    expect((await call(status, { token: user.token })).body.enabled).toBe(false);
  });
});

describe('a forgotten password (ASVS 6.4.3: the reset does not bypass the second factor)', () => {
  it('after a reset through the mailed link, the new password still only earns a challenge', async () => {
    const user = await newUser();
    await enrol(user.token);
    expect(
      (await call(recover, { json: { email: user.email }, headers: { 'X-Forwarded-For': '198.51.100.77' } })).status,
    ).toBe(200);
    const token = resetTokenFrom((await readMailbox()).at(-1)!)!;
    const password = 'Nueva-persiana-doble-2026';
    expect((await call(resetPassword, { json: { token, password, password_confirmation: password } })).status).toBe(
      200,
    );
    const res = await call(login, { json: { email: user.email, password } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ two_factor: true });
    expect(res.body).not.toHaveProperty('token');
  });
});

describe('turning it off and new recovery codes (ASVS 7.5.1)', () => {
  it('new codes need the password and replace the old ones', async () => {
    const user = await newUser();
    const { codes } = await enrol(user.token);
    expect((await call(newCodes, { token: user.token, json: { password: 'mal' } })).status).toBe(422);
    const renewed = await call(newCodes, { token: user.token, json: { password: PASSWORD } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recovery_codes).toHaveLength(10);
    const old = await call(loginTwoFactor, {
      json: { challenge: await challengeFor(user.email), recovery_code: codes[0] },
    });
    expect(old.status).toBe(422);
  });

  it('off needs the password; then the password alone signs in again', async () => {
    const user = await newUser();
    await enrol(user.token);
    expect((await call(disable, { token: user.token, json: { password: 'mal' } })).status).toBe(422);
    expect((await call(disable, { token: user.token, json: { password: PASSWORD } })).status).toBe(200);
    const res = await call(login, { json: { email: user.email, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^\d+\|/);
  });
});

describe('REQUIRE_ADMIN_2FA=1 (ASVS 6.3.2 for administrators)', () => {
  type Routes = {
    login: typeof login;
    me: typeof me;
    updateMe: typeof me;
    setup: typeof setup;
    enable: typeof enable;
    disable: typeof disable;
    listUsers: typeof me;
  };
  let routes: Routes;
  beforeAll(async () => {
    process.env.REQUIRE_ADMIN_2FA = '1';
    await jest.isolateModulesAsync(async () => {
      routes = {
        login: (await import('@/app/api/login/route')).POST,
        me: (await import('@/app/api/login-user/route')).GET,
        updateMe: (await import('@/app/api/login-user/route')).PUT,
        setup: (await import('@/app/api/two-factor/setup/route')).POST,
        enable: (await import('@/app/api/two-factor/enable/route')).POST,
        disable: (await import('@/app/api/two-factor/disable/route')).POST,
        listUsers: (await import('@/app/api/list-users/route')).GET,
      };
    });
    delete process.env.REQUIRE_ADMIN_2FA;
  });

  it('an administrator without it may only enrol: other calls are 403 until it is on, and it cannot be turned off', async () => {
    const signedIn = await call(routes.login, { json: { email: ADMIN, password: 'Solara-demo-2026' } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ two_factor_enabled: false, two_factor_required: true });
    const token = signedIn.body.token as string;
    const refused = await call(routes.listUsers, { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'Activa la verificación en dos pasos en tu perfil para usar tu cuenta de administrador.',
    });
    expect((await call(routes.me, { token })).status).toBe(200);
    // Their own account stays theirs to edit meanwhile.
    expect(
      (await call(routes.updateMe, { token, method: 'PUT', json: { company: 'Solara Cortinas y Toldos' } })).status,
    ).toBe(200);

    const started = await call(routes.setup, { token, json: { password: 'Solara-demo-2026' } });
    expect((await call(routes.enable, { token, json: { code: await codeAt(started.body.secret) } })).status).toBe(200);
    expect((await call(routes.listUsers, { token })).status).toBe(200);
    const off = await call(routes.disable, { token, json: { password: 'Solara-demo-2026' } });
    expect(off.status).toBe(409);
    expect(off.body.message).toBe('Los administradores deben mantener activa la verificación en dos pasos.');
  });
});
