// "Pedir muestras" end to end on a phone: two colours of one line picked on their fabric pages, the
// tray at /muestras (axe finds nothing, nothing scrolls sideways), the form sent, the folio and the
// dealer shown and the tray emptied; then the dealer it was routed to (the demo distributor, the
// first of Guadalajara's two by name: tests/api/samples.test.ts) finds it in its inbox.
//
// Tagged @shared: the request lands in the demo distributor's inbox, which other specs read.

import { axeViolations, expect, expectHydrated, expectNoSidewaysScroll, test, uniqueEmail } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** An address no other test sends from: the per-IP limit (10 a day) is never met. */
const visitorIp = () => `10.${Math.floor(Math.random() * 250) + 1}.${Date.now() % 250}.${(Date.now() >> 8) % 250}`;

test('@shared a visitor picks two colours, asks for them at /muestras and the nearest dealer gets the request', async ({
  page,
  asRole,
}) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() });
  const name = `Ana Muestras ${Date.now().toString(36)}`;

  for (const [path, count] of [
    ['/detalles/screen-5/marfil', 1],
    ['/detalles/blackout-premium/arena', 2],
  ] as const) {
    await page.goto(path);
    const toggle = page.getByRole('button', { name: 'Pedir muestra gratis' });
    await expectHydrated(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: `a tus muestras (${count} de 5)` })).toBeAttached();
  }
  await page.getByRole('link', { name: 'Mis muestras (2)' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Muestras de tela gratis');
  const tray = page.getByRole('region', { name: /Tus muestras/ });
  await expect(tray.getByRole('heading', { level: 2 })).toHaveText('Tus muestras (2 de 5)');
  await expect(tray.getByRole('link', { name: 'Screen 5 % · Marfil' })).toBeVisible();
  await expect(tray.getByRole('link', { name: 'Blackout Premium · Arena' })).toBeVisible();
  // One line: no warning about mixing them.
  await expect(page.getByText(/Tus muestras son de persianas y de toldos/)).toHaveCount(0);

  const form = page.getByRole('form', { name: '¿A dónde te las enviamos?' });
  await expectHydrated(form);
  const state = form.getByLabel('Estado', { exact: true });
  await expect(state.getByRole('option', { name: 'Jalisco' })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  await form.getByLabel('Nombre completo').fill(name);
  await form.getByLabel('Teléfono o WhatsApp').fill('33 1234 5678');
  await form.getByLabel('Correo electrónico').fill(uniqueEmail('muestras'));
  await state.selectOption({ label: 'Jalisco' });
  const municipality = form.getByLabel('Municipio', { exact: true });
  await expect(municipality.getByRole('option', { name: 'Guadalajara', exact: true })).toHaveCount(1);
  await municipality.selectOption({ label: 'Guadalajara' });
  await form.getByLabel('Dirección').fill('Calle Colomos 1540, Col. Providencia');
  await form.getByLabel('Código postal').fill('44630');
  await form.getByRole('checkbox', { name: /^He leído y acepto el aviso de privacidad/ }).check();
  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/sample-requests');
  await form.getByRole('button', { name: 'Pedir mis muestras' }).click();
  expect((await sent).status()).toBe(201);

  const outcome = page
    .getByRole('status')
    .filter({ has: page.getByRole('heading', { name: '¡Listo! Recibimos tu solicitud de muestras' }) });
  await expect(outcome).toBeFocused();
  const folio = /MUE-\d{4}-\d{6}/.exec((await outcome.textContent()) ?? '')?.[0];
  expect(folio, 'the folio').toBeTruthy();
  await expect(outcome).toContainText('Te las envía Decor Ventanas Providencia');
  await expect(outcome.getByRole('link', { name: /^Llamar al / })).toHaveAttribute('href', /^tel:\+52\d{10}$/);
  await expect(outcome.getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/52\\d{11}\\?text=.*${folio}`),
  );
  await expectNoSidewaysScroll(page);
  expect(await page.evaluate(() => localStorage.getItem('solara.muestras.v1')), 'the tray is emptied').toBeNull();

  const dealer = await asRole('distributor');
  await dealer.goto('/panel/solicitudes');
  const card = dealer.getByRole('article', { name: new RegExp(name) });
  await expect(card).toContainText('Screen 5 % · Marfil');
  await expect(card).toContainText('Blackout Premium · Arena');
  await expect(card).toContainText('Calle Colomos 1540, Col. Providencia');
});
