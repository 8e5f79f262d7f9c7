// The distributor's inbox on a phone: a visitor asks on the contact form for someone to come and
// measure, routed to the demo distributor; the distributor finds it first among its open requests,
// marks it contacted, turns it into a quote with the quoter's own editor and lands on that quote;
// the request is then among the converted ones. axe finds nothing and nothing scrolls sideways.
//
// Tagged @shared: the message lands in the demo distributor's inbox, which other specs read.

import { demoAccount, expect, expectNoSidewaysScroll, placeIds, test, axeViolations } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('@shared a visit request lands in the inbox, is contacted and becomes a quote', async ({ asRole, request }) => {
  const dealer = await (await request.post('/api/login', { data: demoAccount('distributor') })).json();
  const place = await placeIds(request);
  const name = `Inés Bandeja ${Date.now().toString(36)}`;
  const sent = await request.post('/api/contact', {
    headers: { 'X-Forwarded-For': '198.51.100.77' },
    data: {
      name,
      email: `ines.${Date.now()}@ejemplo.mx`,
      phone: '3312345678',
      state_id: place.stateId,
      municipality_id: place.municipalityId,
      product_interest: 'persianas',
      message: 'Quiero persianas para la sala y el comedor. ¿Pueden venir a medir el sábado?',
      privacy_accepted: true,
      wants_visit: true,
      distributor_id: dealer.user.id,
    },
  });
  expect(sent.status()).toBe(201);

  const page = await asRole('distributor');
  await page.goto('/panel/solicitudes');
  const card = page.getByRole('article', { name: new RegExp(name) });
  await expect(card).toContainText('Visita de medición');
  await expect(card).toContainText('Nueva');
  await expect(card).toContainText('sala y el comedor');
  await expect(card.getByRole('link', { name: /^WhatsApp a / })).toHaveAttribute('href', /^https:\/\/wa\.me\/52\d{10}/);
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  await card.getByRole('button', { name: /^Ya la contacté/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'como contactada' })).toBeVisible();
  await expect(card).toContainText('Contactada');

  await card.getByRole('link', { name: /^Crear cotización/ }).click();
  await expect(page.getByRole('heading', { name: `Cotización para ${name}` })).toBeVisible();
  await page.getByRole('radio', { name: 'Persianas', exact: true }).check();
  await page.getByRole('radio', { name: 'Persianas enrollables' }).check();
  await page.getByRole('radio', { name: 'Blackout Premium' }).check();
  await page.getByRole('radio', { name: 'Marfil', exact: true }).check();
  await page.getByRole('textbox', { name: 'Ancho' }).fill('150');
  await page.getByRole('textbox', { name: 'Alto' }).fill('180');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Guardar sin enviar' }).click();
  await expect(page).toHaveURL(/\/panel\/listas\/cotizaciones-admin\/\d+\?guardada=1$/);
  await expect(page.getByRole('main')).toContainText(name);

  await page.goto('/panel/solicitudes?vista=convertido');
  await expect(page.getByRole('article', { name: new RegExp(name) })).toContainText('Convertida');
});
