// The distributor's agenda on a phone, as it is used in the van: a customer asks for a quote, the
// distributor books the measuring visit from the quote (the customer's mailbox gets the calendar
// invitation), finds it in the agenda's day, moves it (a new invitation) and cancels it with a
// reason (the cancellation), and the customer sees it on its quote. axe finds nothing on the
// agenda and the dialog, and nothing scrolls sideways at 390 px.
//
// The customer is new and assigned to the demo distributor, so the demo's own week is untouched;
// tagged @shared because the booking takes a slot in the demo distributor's agenda.

import type { APIRequestContext } from '@playwright/test';
import {
  apiLogin,
  axeViolations,
  demoAccount,
  expect,
  expectNoSidewaysScroll,
  mailsTo,
  registerUser,
  screenBlindPiece,
  test,
} from './fixtures';

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A weekday (Monday to Friday) three to four weeks ahead, clear of the demo's week of visits. */
function workingDayAhead(): string {
  for (let add = 21; ; add += 1) {
    const day = new Date(Date.now() + add * 86_400_000);
    const weekday = new Date(`${day.toISOString().slice(0, 10)}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return day.toISOString().slice(0, 10);
  }
}

/** A new customer the demo distributor serves, with a quote it asked for. */
async function requestedQuote(request: APIRequestContext) {
  const customer = await registerUser(request, 'agenda');
  const login = await (await request.post('/api/login', { data: customer })).json();
  const dealer = await (await request.post('/api/login', { data: demoAccount('distributor') })).json();
  const admin = await apiLogin(request, demoAccount('admin').email, demoAccount('admin').password);
  const assigned = await request.put(`/api/user-update/${login.user.id}`, {
    headers: auth(admin),
    data: { distributor_id: dealer.user.id },
  });
  expect(assigned.status()).toBe(200);
  const saved = await request.post('/api/quotes', {
    headers: auth(login.token),
    data: { items: [screenBlindPiece('Sala agenda')] },
  });
  const quote = (await saved.json()) as { id: number; folio: string };
  expect(
    (await request.post(`/api/quotes/${quote.id}/request`, { headers: auth(login.token), data: {} })).status(),
  ).toBe(200);
  return { customer: { ...customer, token: login.token as string }, quote };
}

test('@shared the distributor books, moves and cancels a measuring visit; the customer is told each time', async ({
  asRole,
  request,
}) => {
  const { customer, quote } = await requestedQuote(request);
  const day = workingDayAhead();
  const page = await asRole('distributor');

  await page.goto(`/panel/listas/cotizaciones-admin/${quote.id}`);
  const visits = page.getByRole('region', { name: 'Visita de medición' });
  await expect(visits).toContainText('Aún no hay medición agendada');
  // Reaching the customer is one tap: a call, a WhatsApp with the folio in its first message.
  const whatsapp = page.getByRole('link', { name: /^WhatsApp a / }).first();
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/52\d{10}\?text=.*COT-/);

  await visits.getByRole('button', { name: 'Agendar medición' }).click();
  const dialog = page.getByRole('dialog', { name: `Agendar la medición · ${quote.folio}` });
  await dialog.getByLabel('Día').fill(day);
  await dialog.getByLabel('Hora').fill('07:00');
  await dialog.getByRole('button', { name: 'Agendar', exact: true }).click();
  // Before opening time: refused with the hours, nothing booked, the choice kept.
  await expect(dialog.getByText(/fuera de tu horario/)).toBeVisible();
  await expect(dialog.getByLabel('Día')).toHaveValue(day);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('Hora').fill('17:15');
  await dialog.getByRole('button', { name: 'Agendar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Agendamos la medición' })).toBeVisible();
  await expect(visits.getByRole('article')).toContainText('17:15–18:15');

  await expect
    .poll(async () => (await mailsTo(customer.email)).filter((m) => m.text.includes('visita.ics')).length)
    .toBe(1);

  // The agenda's day has it; moved, the customer gets the new time.
  await page.goto(`/panel/agenda?dia=${day}`);
  const card = page.getByRole('article').filter({ hasText: quote.folio });
  await expect(card).toContainText('17:15–18:15');
  await expectNoSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await card.getByRole('button', { name: /^Mover/ }).click();
  const move = page.getByRole('dialog', { name: `Mover la medición · ${quote.folio}` });
  await move.getByLabel('Hora').fill('18:00');
  await move.getByLabel('Duración').selectOption('45');
  await move.getByRole('button', { name: 'Mover visita' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Movimos la medición' })).toBeVisible();
  await expect(card).toContainText('18:00–18:45');

  // Cancelled with a reason: gone from the day, listed again with "Mostrar canceladas".
  await card.getByRole('button', { name: /^Cancelar/ }).click();
  const cancel = page.getByRole('dialog', { name: /¿Cancelar la medición/ });
  await cancel.getByLabel(/Motivo/).fill('El cliente pidió otra semana');
  await cancel.getByRole('button', { name: 'Sí, cancelar la visita' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelamos la medición' })).toBeVisible();
  await expect(card).toBeHidden();
  await page.getByLabel('Mostrar canceladas (1)').check();
  await expect(card).toContainText('El cliente pidió otra semana');
  await expect
    .poll(async () => (await mailsTo(customer.email)).filter((m) => m.text.includes('visita.ics')).length)
    .toBe(3);

  // The customer sees what happened on its quote.
  const seen = await request.get(`/api/visits?cotizacion=${quote.id}`, { headers: auth(customer.token) });
  expect((await seen.json()).data).toMatchObject([{ status: 'cancelada', start: '18:00' }]);
});
