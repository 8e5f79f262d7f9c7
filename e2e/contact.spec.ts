// /contacto end to end: the message is stored (the API's 201 id) and mailed to the brand with a
// copy to the sender; a dealer chosen on the locator gets it too; client and server validation
// errors stand under their fields and nothing typed is lost; 5 messages per IP, then a 429.
// Each test sends from its own X-Forwarded-For, so the per-IP limit of one never meets another's.

import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiLogin,
  atPath,
  demoAccount,
  expect,
  fieldError,
  gotoHydrated,
  placeIds,
  readMailWith,
  test,
  uniqueEmail,
} from './fixtures';

const MAIL_TO = 'ventas@solara.test';
const CONSENT = /^He leído y acepto el aviso de privacidad/;

let ipCounter = 0;
/** An address no other test (or earlier run against this server) sends from. */
function uniqueIp(): string {
  ipCounter += 1;
  const random = Math.floor(Math.random() * 250) + 1;
  return `10.${random}.${Math.floor(Date.now() / 1000) % 250}.${ipCounter % 250}`;
}

type Visitor = { name: string; email: string; phone: string; message: string; marker: string };

function visitor(): Visitor {
  const marker = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: 'Ana Prueba Contacto',
    email: uniqueEmail('contacto'),
    phone: '33 1234 5678',
    message: `Necesito tres persianas blackout para recámaras de 1.60 × 1.80 m. Ref ${marker}`,
    marker,
  };
}

async function openForm(page: Page, path = '/contacto') {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() });
  await gotoHydrated(page, path);
  const form = page.getByRole('form', { name: 'Escríbenos' });
  // The state list has arrived from the API.
  await expect(form.getByLabel('Estado', { exact: true }).getByRole('option', { name: 'Jalisco' })).toHaveCount(1);
  return form;
}

async function fillForm(page: Page, who: Visitor, product = 'Persianas') {
  const form = page.getByRole('form', { name: 'Escríbenos' });
  await form.getByLabel('Nombre completo').fill(who.name);
  await form.getByLabel('Correo electrónico').fill(who.email);
  await form.getByLabel('Teléfono o WhatsApp').fill(who.phone);
  await form.getByLabel('Estado', { exact: true }).selectOption({ label: 'Jalisco' });
  const municipality = form.getByLabel('Municipio', { exact: true });
  await expect(municipality.getByRole('option', { name: 'Guadalajara', exact: true })).toHaveCount(1);
  await municipality.selectOption({ label: 'Guadalajara' });
  await form.getByLabel('¿Qué te interesa?').selectOption({ label: product });
  await form.getByLabel('Mensaje', { exact: true }).fill(who.message);
  await form.getByRole('checkbox', { name: CONSENT }).check();
}

/** Everything typed is still in the form. */
async function expectFormKept(page: Page, who: Visitor, product = 'persianas') {
  const form = page.getByRole('form', { name: 'Escríbenos' });
  await expect(form.getByLabel('Nombre completo')).toHaveValue(who.name);
  await expect(form.getByLabel('Correo electrónico')).toHaveValue(who.email);
  await expect(form.getByLabel('Teléfono o WhatsApp')).toHaveValue(who.phone);
  await expect(form.getByLabel('Estado', { exact: true }).locator('option:checked')).toHaveText('Jalisco');
  await expect(form.getByLabel('Municipio', { exact: true }).locator('option:checked')).toHaveText('Guadalajara');
  await expect(form.getByLabel('¿Qué te interesa?')).toHaveValue(product);
  await expect(form.getByLabel('Mensaje', { exact: true })).toHaveValue(who.message);
  await expect(form.getByRole('checkbox', { name: CONSENT })).toBeChecked();
}

async function validPayload(request: APIRequestContext, who: Visitor) {
  const { stateId, municipalityId } = await placeIds(request, 'Jalisco', 'Guadalajara');
  return {
    name: who.name,
    email: who.email,
    phone: who.phone.replace(/\s/g, ''),
    state_id: stateId,
    municipality_id: municipalityId,
    product_interest: 'persianas',
    message: who.message,
    privacy_accepted: true,
  };
}

async function dealerId(request: APIRequestContext): Promise<number> {
  const dealer = demoAccount('distributor');
  const token = await apiLogin(request, dealer.email, dealer.password);
  const me = await request.get('/api/login-user', { headers: { Authorization: `Bearer ${token}` } });
  return ((await me.json()) as { id: number }).id;
}

test('a visitor sends a message: success with its folio, a mail to sales and a copy to the sender', async ({
  page,
}) => {
  const who = visitor();
  const form = await openForm(page);
  await fillForm(page, who);
  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/contact');
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  const { folio } = (await response.json()) as { folio: string };
  expect(folio).toMatch(/^MSJ-\d{4}-\d{6}$/);

  const outcome = page
    .getByRole('status')
    .filter({ has: page.getByRole('heading', { name: '¡Gracias! Recibimos tu mensaje' }) });
  await expect(outcome).toBeVisible();
  await expect(outcome).toBeFocused();
  await expect(outcome.getByText(`Folio de tu mensaje: ${folio}`)).toBeVisible();
  // Thanked once, in the heading; the line below says who answers.
  await expect(outcome.getByText(/gracias/i)).toHaveCount(1);
  await expect(outcome.getByText(who.email)).toBeVisible();
  await expect(outcome.getByText('33 1234 5678')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(atPath('/contacto'));

  const sales = await readMailWith(MAIL_TO, who.marker);
  expect(sales.subject).toBe(`Contacto web ${folio}: Persianas — ${who.name}`);
  expect(sales.replyTo).toBe(who.email);
  for (const line of [
    `Nombre: ${who.name}`,
    `Correo: ${who.email}`,
    'Teléfono: 3312345678',
    'Ubicación: Guadalajara, Jalisco',
    'Interés: Persianas',
    who.message,
  ]) {
    expect(sales.body).toContain(line);
  }
  const copy = await readMailWith(who.email, who.marker);
  expect(copy.subject).toBe(`Recibimos tu mensaje (${folio}) — Solara Persianas y Toldos`);
  expect(copy.body).toContain(`Hola, ${who.name}:`);

  // "Enviar otro mensaje": the contact details stay, the message and the consent are asked again.
  await outcome.getByRole('button', { name: 'Enviar otro mensaje' }).click();
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Mensaje', { exact: true })).toBeFocused();
  await expect(form.getByLabel('Mensaje', { exact: true })).toHaveValue('');
  await expect(form.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
  await expect(form.getByLabel('Correo electrónico')).toHaveValue(who.email);
});

test('a message for a dealer chosen on the locator names the dealer and reaches it too', async ({ page, request }) => {
  const id = await dealerId(request);
  const who = visitor();
  const form = await openForm(page, `/contacto?distribuidor=${id}`);
  await expect(page.getByRole('main').getByText(/^Tu mensaje llegará a Decor Ventanas Providencia\b/)).toBeVisible();
  await fillForm(page, who, 'Toldos');
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();

  const outcome = page
    .getByRole('status')
    .filter({ has: page.getByRole('heading', { name: '¡Gracias! Recibimos tu mensaje' }) });
  await expect(outcome.getByText('Decor Ventanas Providencia te contactará pronto', { exact: false })).toBeVisible();

  const sales = await readMailWith(MAIL_TO, who.marker);
  expect(sales.body).toContain('Distribuidor elegido: Decor Ventanas Providencia');
  expect(sales.body).toContain('Interés: Toldos');
  const dealerMail = await readMailWith('ventas@decorventanas.test', who.marker);
  expect(dealerMail.replyTo).toBe(who.email);
  expect(dealerMail.body).toContain('Este cliente te eligió en el localizador de distribuidores');
  const copy = await readMailWith(who.email, who.marker);
  expect(copy.body).toContain('Decor Ventanas Providencia te contactará');
});

test('a phone the schema rejects is flagged under its field before anything is sent', async ({ page }) => {
  let posts = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/contact') posts += 1;
  });
  const who = { ...visitor(), phone: '12345' };
  const form = await openForm(page);
  await fillForm(page, who);
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  const phone = form.getByLabel('Teléfono o WhatsApp');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/El campo teléfono debe tener 10 dígitos\./);
  await expect(phone).toBeFocused();
  expect(posts).toBe(0);
  await expectFormKept(page, who);
});

test("the server's field error stands under its field and nothing typed is lost", async ({ page, request }) => {
  // The form only offers Jalisco's municipalities: the request is sent with one of Nuevo León's,
  // so the real server answers its 422.
  const { municipalityId: monterrey } = await placeIds(request, 'Nuevo León', 'Monterrey');
  await page.route('**/api/contact', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, municipality_id: monterrey }) });
  });
  const who = visitor();
  const form = await openForm(page);
  await fillForm(page, who);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/contact');
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  expect((await answered).status()).toBe(422);

  const municipality = form.getByLabel('Municipio', { exact: true });
  await expect(municipality).toHaveAttribute('aria-invalid', 'true');
  await expect(municipality).toHaveAccessibleDescription(
    fieldError('El municipio seleccionado no pertenece al estado.'),
  );
  await expect(municipality).toBeFocused();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Revisa los datos marcados en el formulario.');
  await expectFormKept(page, who);
});

test('a dealer that is not available: the server says so and the form keeps what was typed', async ({ page }) => {
  const who = visitor();
  const form = await openForm(page, '/contacto?distribuidor=999999');
  await expect(page.getByRole('main').getByText(/^Tu mensaje llegará al distribuidor que elegiste\./)).toBeVisible();
  await fillForm(page, who);
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('El distribuidor elegido no está disponible.');
  await expectFormKept(page, who);
});

test.describe('POST /api/contact', () => {
  test('answers 422 with the errors of each field, in Spanish', async ({ request }) => {
    const response = await request.post('/api/contact', { headers: { 'X-Forwarded-For': uniqueIp() }, data: {} });
    expect(response.status()).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(
      [
        'email',
        'message',
        'municipality_id',
        'name',
        'phone',
        'privacy_accepted',
        'product_interest',
        'state_id',
      ].sort(),
    );
    expect(body.errors.name).toEqual(['El campo nombre es obligatorio.']);
    expect(body.errors.privacy_accepted).toEqual(['Para enviarnos tu mensaje acepta el aviso de privacidad.']);
    // Laravel's message: the first error, and how many more there are.
    expect(body.message.startsWith(body.errors[Object.keys(body.errors)[0]!]![0]!)).toBe(true);
  });

  test('answers 422 for a municipality of another state, under municipality_id', async ({ request }) => {
    const who = visitor();
    const { municipalityId: monterrey } = await placeIds(request, 'Nuevo León', 'Monterrey');
    const response = await request.post('/api/contact', {
      headers: { 'X-Forwarded-For': uniqueIp() },
      data: { ...(await validPayload(request, who)), municipality_id: monterrey },
    });
    expect(response.status()).toBe(422);
    expect(await response.json()).toEqual({
      message: 'El municipio seleccionado no pertenece al estado.',
      errors: { municipality_id: ['El municipio seleccionado no pertenece al estado.'] },
    });
  });

  test('stores 5 messages from one address (ids increasing), then answers 429 with Retry-After', async ({
    request,
  }) => {
    const headers = { 'X-Forwarded-For': uniqueIp() };
    const who = visitor();
    const data = await validPayload(request, who);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await request.post('/api/contact', {
        headers,
        data: { ...data, message: `${who.message} (${i + 1})` },
      });
      expect(response.status(), await response.text()).toBe(201);
      const { id } = (await response.json()) as { id: number };
      expect(Number.isInteger(id)).toBe(true);
      ids.push(id);
    }
    for (let i = 1; i < ids.length; i += 1) expect(ids[i]!, `id ${i + 1} after id ${i}`).toBeGreaterThan(ids[i - 1]!);

    const refused = await request.post('/api/contact', { headers, data });
    expect(refused.status()).toBe(429);
    const retryAfter = Number(refused.headers()['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 15 * 60, `Retry-After ${retryAfter}`).toBe(
      true,
    );
    expect(refused.headers()['x-ratelimit-limit']).toBe('5');
    expect(refused.headers()['x-ratelimit-remaining']).toBe('0');
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Recibimos demasiados envíos desde tu conexión\./,
    );

    // Another address is not affected.
    const other = await request.post('/api/contact', { headers: { 'X-Forwarded-For': uniqueIp() }, data });
    expect(other.status()).toBe(201);
    expect(((await other.json()) as { id: number }).id).toBeGreaterThan(ids.at(-1)!);
  });
});

test('after 5 messages from one connection the form says when to try again and keeps the text', async ({
  page,
  request,
}) => {
  const ip = uniqueIp();
  const who = visitor();
  const data = await validPayload(request, who);
  for (let i = 0; i < 5; i += 1) {
    expect((await request.post('/api/contact', { headers: { 'X-Forwarded-For': ip }, data })).status()).toBe(201);
  }
  await gotoHydrated(page, '/contacto');
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  const form = page.getByRole('form', { name: 'Escríbenos' });
  await expect(form.getByLabel('Estado', { exact: true }).getByRole('option', { name: 'Jalisco' })).toHaveCount(1);
  await fillForm(page, who);
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Recibimos demasiados envíos desde tu conexión.');
  // When to try again, as a time of day.
  await expect(alert).toContainText(/a partir de las \d{1,2}:\d{2}/);
  await expectFormKept(page, who);
});
