// The contact form's captcha path on a real server: the second e2e server runs with
// HCAPTCHA_SECRET set and asks a local fake of hCaptcha's siteverify (tokens starting with
// "pass" succeed). A verified message is stored and mailed; a refused or missing token is a 422
// under hcaptcha_token and stores nothing; the form shows the server's words and keeps the text.
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { CAPTCHA_DATA_DIR, CAPTCHA_PORT } from '../playwright.config';
import { expect, placeIds, readMailWith, testWithServers, uniqueEmail } from './fixtures';
import { CAPTCHA_SERVERS } from './support/servers';

// The captcha server and its verifier are this file's own, started by the worker that runs it.
const test = testWithServers(CAPTCHA_SERVERS);
test.describe.configure({ mode: 'default' });

const CAPTCHA_ORIGIN = `http://localhost:${CAPTCHA_PORT}`;
const CAPTCHA_MAIL_DIR = path.resolve(__dirname, '..', CAPTCHA_DATA_DIR, 'mail');
const REFUSED = 'No pudimos confirmar que eres una persona. Completa la verificación e inténtalo de nuevo.';

let sent = 0;
/** Each message from its own address: the per-IP limit is not what this file tests. */
const fromNewAddress = () => ({ 'X-Forwarded-For': `10.77.${Math.floor(Math.random() * 250)}.${(sent += 1) % 250}` });

async function message(request: APIRequestContext, extra: Record<string, unknown>) {
  const marker = `captcha-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const { stateId, municipalityId } = await placeIds(request, 'Jalisco', 'Guadalajara');
  const data = {
    name: 'Luis Verificado',
    email: uniqueEmail('captcha'),
    phone: '3312345678',
    state_id: stateId,
    municipality_id: municipalityId,
    product_interest: 'toldos',
    message: `Quiero un toldo retráctil para mi terraza. Ref ${marker}`,
    privacy_accepted: true,
    ...extra,
  };
  const response = await request.post(`${CAPTCHA_ORIGIN}/api/contact`, { headers: fromNewAddress(), data });
  return { response, marker, data };
}

test.describe('POST /api/contact with the captcha on', () => {
  test('a token the verifier accepts: stored (201 with its id) and mailed to sales and to the sender', async ({
    request,
  }) => {
    const { response, marker, data } = await message(request, { hcaptcha_token: 'pass-e2e' });
    expect(response.status(), await response.text()).toBe(201);
    const { folio } = (await response.json()) as { folio: string };
    expect(folio).toMatch(/^MSJ-\d{4}-\d{6}$/);
    const sales = await readMailWith('ventas@solara.test', marker, 10_000, CAPTCHA_MAIL_DIR);
    expect(sales.subject).toBe(`Contacto web ${folio}: Toldos — ${data.name}`);
    await readMailWith(data.email, marker, 10_000, CAPTCHA_MAIL_DIR);
  });

  test('a token the verifier refuses, or none, is a 422 under hcaptcha_token and stores nothing', async ({
    request,
  }) => {
    const before = await message(request, { hcaptcha_token: 'pass-before' });
    expect(before.response.status()).toBe(201);
    const firstId = ((await before.response.json()) as { id: number }).id;

    const refused = await message(request, { hcaptcha_token: 'robot' });
    expect(refused.response.status()).toBe(422);
    expect(await refused.response.json()).toEqual({ message: REFUSED, errors: { hcaptcha_token: [REFUSED] } });

    const missing = await message(request, {});
    expect(missing.response.status()).toBe(422);
    const body = (await missing.response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual(['hcaptcha_token']);

    // Ids come from one sequence: the next stored message follows the last one directly, so the
    // refused ones never reached the table; and nobody was mailed about them.
    const after = await message(request, { hcaptcha_token: 'pass-after' });
    expect(((await after.response.json()) as { id: number }).id).toBe(firstId + 1);
    for (const rejected of [refused, missing]) {
      await expect(readMailWith('ventas@solara.test', rejected.marker, 1_000, CAPTCHA_MAIL_DIR)).rejects.toThrow();
    }
  });
});

test("the form shows the server's captcha refusal and keeps everything typed", async ({ page }) => {
  // This build has no site key, so no widget: the server (secret set) refuses the message.
  await page.setExtraHTTPHeaders(fromNewAddress());
  await page.goto(`${CAPTCHA_ORIGIN}/contacto`);
  const form = page.getByRole('form', { name: 'Escríbenos' });
  await expect(form.getByLabel('Estado', { exact: true }).getByRole('option', { name: 'Jalisco' })).toHaveCount(1);
  const text = 'Necesito cotizar dos persianas enrollables para mi oficina.';
  await form.getByLabel('Nombre completo').fill('Marta Sin Verificar');
  await form.getByLabel('Correo electrónico').fill(uniqueEmail('sin-captcha'));
  await form.getByLabel('Teléfono o WhatsApp').fill('33 1234 5678');
  await form.getByLabel('Estado', { exact: true }).selectOption({ label: 'Jalisco' });
  const municipality = form.getByLabel('Municipio', { exact: true });
  await expect(municipality.getByRole('option', { name: 'Zapopan', exact: true })).toHaveCount(1);
  await municipality.selectOption({ label: 'Zapopan' });
  await form.getByLabel('¿Qué te interesa?').selectOption({ label: 'Persianas' });
  await form.getByLabel('Mensaje', { exact: true }).fill(text);
  await form.getByRole('checkbox', { name: /^He leído y acepto el aviso de privacidad/ }).check();

  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/contact');
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  expect((await answer).status()).toBe(422);
  await expect(page.getByText('Completa la verificación "No soy un robot".').first()).toBeVisible();
  await expect(form.getByLabel('Mensaje', { exact: true })).toHaveValue(text);
  await expect(form.getByLabel('Nombre completo')).toHaveValue('Marta Sin Verificar');
});
