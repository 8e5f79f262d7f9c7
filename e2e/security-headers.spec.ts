// Security headers in a real browser (proxy.ts, lib/security-headers.ts): the policy of each
// route group, a fresh nonce per request on the pages rendered per request, a script without
// the nonce refused there, and no CSP violation at all while the main screens load and work.

import { connect } from 'node:net';
import type { APIResponse, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

const directives = (csp: string | undefined) =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );

/** What the server answers to `text` sent as is on a fresh connection, until it closes it. */
function rawRequest(baseURL: string, text: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The head is ASCII and the JSON body UTF-8: decoding it all as UTF-8 reads both right.
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('geolocation=(self)');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('microphone=()');
  // Plain http on localhost, not a production https site: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
}

function expectPagePolicy(csp: Record<string, string[]>) {
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['form-action']).toEqual(["'self'"]);
  expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
  for (const name of ['script-src', 'style-src', 'frame-src', 'connect-src']) {
    expect(csp[name], name).toEqual(expect.arrayContaining(['https://hcaptcha.com', 'https://*.hcaptcha.com']));
  }
}

/** The nonce of a response's CSP, checked against every <script> of its HTML. */
async function nonceOf(response: APIResponse): Promise<string> {
  const csp = directives(response.headers()['content-security-policy']);
  expect(csp['script-src']?.[1]).toBe("'strict-dynamic'");
  expect(csp['script-src']).not.toContain("'unsafe-inline'");
  const nonce = /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(csp['script-src']?.[0] ?? '')?.[1];
  expect(nonce, 'script-src starts with a nonce').toBeTruthy();
  const scripts = [...(await response.text()).matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  return nonce!;
}

/**
 * CSP violations of a page from now on (the DOM event and Chromium's console lines), and the
 * console errors Chromium logs for a header it cannot parse (e.g. an unknown Permissions-Policy feature).
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (
      /Content Security Policy|Refused to (load|execute|apply|connect|frame|create)|Permissions-Policy/i.test(
        message.text(),
      )
    )
      messages.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const store = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      store.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${location.pathname}`);
    });
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

test.describe('security headers', () => {
  test('a public page: static, a policy without nonce that allows Next inline scripts, and the fixed headers', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expectCommonHeaders(response);
    const csp = directives(response.headers()['content-security-policy']);
    expectPagePolicy(csp);
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https://hcaptcha.com', 'https://*.hcaptcha.com']);
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(await response.text()).not.toContain(' nonce="');
  });

  test('an API answer: a policy that loads nothing; account data is never cached', async ({ request }) => {
    const apiCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
    // Public reference data may be cached by browsers (states change only through an import).
    const states = await request.get('/api/states');
    expect(states.status()).toBe(200);
    expectCommonHeaders(states);
    expect(states.headers()['content-security-policy']).toBe(apiCsp);
    expect(states.headers()['cache-control']).toBe('public, max-age=3600');
    // Anything about an account is no-store, refusals included.
    const account = await request.get('/api/login-user');
    expect(account.status()).toBe(401);
    expectCommonHeaders(account);
    expect(account.headers()['content-security-policy']).toBe(apiCsp);
    expect(account.headers()['cache-control']).toContain('no-store');
  });

  for (const path of ['/login', '/panel', '/autenticacion?token=x']) {
    test(`${path}: a nonce on every script, new on each request`, async ({ request }) => {
      const first = await request.get(path);
      expect(first.status()).toBe(200);
      expectCommonHeaders(first);
      expectPagePolicy(directives(first.headers()['content-security-policy']));
      const second = await request.get(path);
      expect(await nonceOf(second)).not.toBe(await nonceOf(first));
    });
  }

  test('ASVS 1.1.1: a path that does not decode is a 400 with the usual headers, JSON under /api and a page elsewhere', async ({
    request,
  }) => {
    for (const path of ['/api/quotes/%ff', '/api/login%ff']) {
      for (const method of ['get', 'post'] as const) {
        const response = await request[method](path);
        expect(response.status(), `${method} ${path}`).toBe(400);
        expectCommonHeaders(response);
        expect(await response.json()).toEqual({
          message: 'La dirección de la solicitud no es válida: tiene caracteres mal codificados.',
        });
      }
    }
    for (const path of ['/%ff', '/detalles/%ff%fe', '/panel/%ff', '/login%ff']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expectCommonHeaders(response);
      expect(response.headers()['content-security-policy']).toBeTruthy();
      expect(response.headers()['x-robots-tag']).toBe('noindex');
      expect(await response.text()).toContain('<a href="/">Ir al inicio</a>');
    }
    // A query string that does not decode is the page's own business: the page still answers.
    expect((await request.get('/api/states?x=%ff')).status()).toBe(200);
  });

  test('ASVS 13.4.4, 4.1.1: TRACE, and any method a path does not take, is a JSON 405 with Allow, under /api and on pages', async ({
    request,
    baseURL,
  }) => {
    const cases: [string, string, string][] = [
      ['TRACE', '/api/states', 'GET, HEAD, OPTIONS'],
      ['MKCOL', '/api/quotes/1', 'DELETE, GET, HEAD, OPTIONS, PUT'],
      ['PROPFIND', '/api/user-add/', 'OPTIONS, POST'],
      ['DELETE', '/api/states', 'GET, HEAD, OPTIONS'],
      ['GET', '/api/login', 'OPTIONS, POST'],
      ['PATCH', '/api/sessions/end-others', 'OPTIONS, POST'],
      ['TRACE', '/', 'GET, HEAD'],
      ['TRACE', '/panel', 'GET, HEAD'],
      ['LOCK', '/contacto', 'GET, HEAD'],
    ];
    for (const [method, path, allow] of cases) {
      const response = await request.fetch(path, { method });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expectCommonHeaders(response);
      expect(response.headers()['allow'], `${method} ${path}`).toBe(allow);
      expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
      expect(await response.json()).toEqual({
        message: `El método ${method} no está permitido en esta dirección; acepta ${allow}.`,
      });
      // The same methods Next itself names for an API path, in its answer to OPTIONS.
      if (path.startsWith('/api/'))
        expect((await request.fetch(path, { method: 'OPTIONS' })).headers()['allow']).toBe(allow);
    }
    const head = await request.head('/api/login');
    expect(head.status()).toBe(405);
    expect(head.headers()['allow']).toBe('OPTIONS, POST');
    // A path no route serves stays the catch-all's 404, whatever the method.
    const unknown = await request.fetch('/api/no-existe', { method: 'TRACE' });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'La ruta de la API no existe.' });
    // A method Node's parser does not know at all gets the same answer (lib/server/http/unknown-method.ts).
    for (const [method, path, allow] of [
      ['FOO', '/api/states', 'GET, HEAD, OPTIONS'],
      ['TRACK', '/contacto?x=1', 'GET, HEAD'],
    ] as const) {
      const raw = await rawRequest(baseURL!, `${method} ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      expect(raw.split('\r\n')[0], `${method} ${path}`).toBe('HTTP/1.1 405 Method Not Allowed');
      expect(raw).toContain(`Allow: ${allow}\r\n`);
      expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
        message: `El método ${method} no está permitido en esta dirección; acepta ${allow}.`,
      });
    }
    // The methods a path takes still reach it.
    expect((await request.get('/api/states')).status()).toBe(200);
    expect((await request.post('/api/login', { data: {} })).status()).toBe(422);
  });

  test('ASVS 3.4.1: behind a trusted proxy that says https, HSTS everywhere and public pages upgrade; a client cannot ask for it', async ({
    request,
  }) => {
    // The e2e server trusts one proxy (TRUST_PROXY=1), so X-Forwarded-Proto is the proxy's word.
    const overHttps = { 'X-Forwarded-Proto': 'https' };
    for (const path of ['/', '/nosotros', '/login', '/api/states']) {
      const response = await request.get(path, { headers: overHttps });
      expect(response.headers()['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
    }
    expect(
      directives((await request.get('/', { headers: overHttps })).headers()['content-security-policy']),
    ).toHaveProperty('upgrade-insecure-requests');
    expect(
      directives((await request.get('/login', { headers: overHttps })).headers()['content-security-policy']),
    ).toHaveProperty('upgrade-insecure-requests');
    // Plain http, or the mark sent by the client itself: nothing pins the name to https.
    for (const headers of [{ 'X-Forwarded-Proto': 'http' }, { 'x-solara-https-site': '1' }] as Record<
      string,
      string
    >[]) {
      const response = await request.get('/', { headers });
      expect(response.headers()['strict-transport-security']).toBeUndefined();
      expect(directives(response.headers()['content-security-policy'])).not.toHaveProperty('upgrade-insecure-requests');
    }
  });

  test('CORS: a listed front-end origin gets a cached preflight allowing the bearer header, and can read answers; others nothing', async ({
    request,
  }) => {
    const preflight = (origin: string) =>
      request.fetch('/api/login-user', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      });
    const allowed = await preflight('https://tienda.example.mx');
    expect(allowed.status()).toBe(204);
    expect(allowed.headers()['access-control-allow-origin']).toBe('https://tienda.example.mx');
    expect(allowed.headers()['access-control-allow-headers']).toContain('Authorization');
    expect(allowed.headers()['access-control-max-age']).toBe('86400');
    const other = await preflight('https://otro.example.com');
    expect(other.status()).toBe(204);
    expect(other.headers()['access-control-allow-origin']).toBeUndefined();
    const read = await request.get('/api/states', { headers: { Origin: 'https://tienda.example.mx' } });
    expect(read.headers()['access-control-allow-origin']).toBe('https://tienda.example.mx');
  });

  test('/login refuses an injected inline script without the nonce', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.route('**/login', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</body>', '<script>window.__injected = true</script></body>');
      await route.fulfill({ response, body: html });
    });
    await gotoHydrated(page, '/login');
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect((await violations()).some((line) => /script-src/.test(line))).toBe(true);
  });

  test('Permissions-Policy: geolocation for this site, camera and microphone off', async ({ page }) => {
    await page.goto('/distribuidores');
    const allowed = await page.evaluate(() => {
      const policy = (document as unknown as { featurePolicy?: { allowsFeature: (name: string) => boolean } })
        .featurePolicy;
      return policy
        ? ['geolocation', 'camera', 'microphone', 'payment'].map((name) => policy.allowsFeature(name))
        : null;
    });
    test.skip(allowed === null, 'this Chromium has no document.featurePolicy');
    expect(allowed).toEqual([true, false, false, false]);
  });
});

test.describe('no CSP violations while the screens load and work', () => {
  test('home, sign-in form and quoter', async ({ page }) => {
    const violations = await watchViolations(page);
    await gotoHydrated(page, '/', 'header a');
    await gotoHydrated(page, '/login');
    await page.getByLabel('Correo electrónico').fill('nadie@e2e.solara.test');
    // The form's own validation (zod in the browser) runs without eval.
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Escribe tu contraseña.')).toBeVisible();
    await gotoHydrated(page, '/cotizador', 'main');
    await expect(page.getByTestId('cotizador-total')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the dealer locator with its map', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/distribuidores');
    const region = page.getByRole('region', { name: 'Mapa de distribuidores' });
    await expect(region.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 20_000 });
    await expect(region.locator('[data-dealer-marker], [data-cluster-count]').first()).toBeVisible({ timeout: 20_000 });
    expect(await violations()).toEqual([]);
  });

  test('the panel, signed in, and a move between its screens', async ({ asRole }) => {
    const page = await asRole('admin');
    const violations = await watchViolations(page);
    await page.goto('/panel');
    await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
    await page.goto('/panel/usuarios');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
