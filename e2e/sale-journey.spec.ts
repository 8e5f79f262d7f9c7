// One sale from start to end on phones (390 × 844, touch), as a visitor and its distributor live
// it: the visitor prices a blind in the quoter and requests it from the demo distributor; the
// distributor sends the quote as it was asked (version 1), whose mail brings the link the visitor
// creates its account from (the quote becomes the account's, the account the distributor's
// customer); the distributor books the measuring visit (the calendar invitation in the customer's
// mailbox), adjusts the quote to the measure taken with a discount (over its limit refused, within
// it accepted) and sends version 2; the customer reads what changed and accepts it: an order with
// its deposit due. The distributor records the deposit (the order is confirmed), puts it into
// production, books the installation, ships it, installs it and records the balance. The
// customer's order shows every step with its date and nothing left to pay, its notices list every
// event since it had an account, and each mail is in DATA_DIR/mail. Nothing scrolls sideways on
// the screens it crosses.
//
// The visitor is new, so no demo account's data changes; tagged @shared because the two visits
// take slots in the demo distributor's agenda (weeks past the demo's and agenda.spec.ts's days, a
// different day for each quote, so a retry does not run into the slots of the first attempt).

import type { Page } from '@playwright/test';
import { addDays, weekdayOf } from '../lib/format/calendar-days';
import { formatLongDate, formatShortDate, mexicoDay } from '../lib/format/dates';
import {
  atPath,
  authFile,
  expect,
  expectNoSidewaysScroll,
  expectHydrated,
  mailsTo,
  passwordInput,
  readMailWith,
  test,
  uniqueEmail,
} from './fixtures';

test.describe.configure({ timeout: 120_000 });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
test.use(PHONE);

/** The demo distributor (distribuidor@solara.test) as its customers and the mails name it. */
const DEALER = 'Decor Ventanas Providencia';
/** Where its page sends the visitors' requests (its public address). */
const DEALER_INBOX = 'ventas@decorventanas.test';
/** The discount a distributor may give without one of its own (lib/server/services/sales-settings.ts). */
const DISCOUNT_LIMIT = 10;

/** The first Monday-to-Friday day at least `days` days after today (Mexico City). */
function weekdayAfter(days: number): string {
  let day = addDays(mexicoDay(), days);
  while (weekdayOf(day) > 5) day = addDays(day, 1);
  return day;
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('main').getByRole('heading', { level: 1, name });
const shown = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('@shared a visitor requests a quote and ends with an installed, paid order, told of every step', async ({
  page: visitor,
  browser,
  baseURL,
}) => {
  const dealerContext = await browser.newContext({
    ...PHONE,
    baseURL,
    locale: 'es-MX',
    storageState: authFile('distributor'),
  });
  const dealer = await dealerContext.newPage();
  const customer = { name: 'Renata Quiroga Salas', email: uniqueEmail('venta'), password: 'Persianas-2026!' };
  const today = formatShortDate(new Date().toISOString());

  // ── The visitor prices a screen roller blind and asks the demo distributor for it ──
  await visitor.goto('/persianas/cotizador?tipo=enrollables&tela=screen-5&color=blanco');
  await expectHydrated(visitor.getByRole('radio', { name: 'Persianas enrollables' }));
  await visitor.getByRole('textbox', { name: 'Ancho' }).fill('120');
  await visitor.getByRole('textbox', { name: 'Alto' }).fill('150');
  await visitor.getByRole('combobox', { name: /Dónde va/ }).fill('Sala');
  await visitor.getByRole('button', { name: 'Solicitar esta cotización' }).tap();
  const form = visitor.getByRole('form', { name: 'Recibe tu cotización' });
  await form.getByRole('textbox', { name: 'Nombre completo' }).fill(customer.name);
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(customer.email);
  await form.getByRole('textbox', { name: /Teléfono/ }).fill('33 1234 5678');
  await form.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Jalisco' });
  await expect(form.getByRole('combobox', { name: 'Municipio' })).toBeEnabled();
  await form.getByRole('combobox', { name: 'Municipio' }).selectOption({ label: 'Guadalajara' });
  await form.getByRole('combobox', { name: /Distribuidor/ }).selectOption({ label: `${DEALER} · Guadalajara` });
  await form.getByRole('checkbox', { name: /aviso de privacidad/ }).check();
  await expectNoSidewaysScroll(visitor, 'the quoter with the request form');
  await form.getByRole('button', { name: 'Enviar solicitud' }).tap();
  await expect(visitor.getByText(/^Folio: /)).toHaveText(/^Folio: COT-\d{4}-\d{6}$/);
  const folio = (await visitor.getByText(/^Folio: /).textContent())!.replace('Folio: ', '');
  await expect(visitor.getByText(/Te atenderá/)).toContainText(DEALER);

  // ── The distributor finds it and sends it as asked: version 1, with the link to answer it ──
  await dealer.goto(`/panel/listas/cotizaciones-admin?buscar=${folio}`);
  await dealer.getByRole('link', { name: folio, exact: true }).first().tap();
  await expect(heading(dealer, new RegExp(`Cotización ${folio}`))).toBeVisible();
  const quoteId = Number(new URL(dealer.url()).pathname.split('/').pop());
  await dealer.getByRole('button', { name: 'Enviar al cliente' }).tap();
  await dealer
    .getByRole('alertdialog', { name: '¿Enviar la cotización al cliente?' })
    .getByRole('button', { name: 'Sí, enviar' })
    .tap();
  await expect(shown(dealer, `Enviamos la versión 1 a ${customer.email}`)).toBeVisible();

  // ── The visitor follows the mail's link and creates its account: the quote becomes its own ──
  const sent = await readMailWith(customer.email, '/reclamar-cotizacion?');
  expect(sent.subject).toBe(`Tu cotización ${folio} de ${DEALER}`);
  const claimLink = /https?:\/\/\S+\/reclamar-cotizacion\?cotizacion=\d+&clave=[\w-]+/.exec(sent.body)?.[0];
  expect(claimLink, 'the link to answer the quote').toBeTruthy();
  await visitor.goto(claimLink!);
  await visitor.getByRole('link', { name: 'Crear mi cuenta' }).tap();
  await expect(visitor).toHaveURL(atPath('/registro'));
  await visitor.getByLabel('Nombre completo').fill(customer.name);
  await visitor.getByLabel('Correo electrónico').fill(customer.email);
  await visitor.getByLabel('Teléfono').fill('33 1234 5678');
  await visitor.getByLabel('Estado', { exact: true }).selectOption({ label: 'Jalisco' });
  await expect(visitor.getByLabel('Municipio', { exact: true })).toBeEnabled();
  await visitor.getByLabel('Municipio', { exact: true }).selectOption({ label: 'Guadalajara' });
  await passwordInput(visitor).fill(customer.password);
  await passwordInput(visitor, 'Confirma tu contraseña').fill(customer.password);
  await visitor.getByRole('checkbox', { name: /aviso de privacidad/ }).check();
  await expectNoSidewaysScroll(visitor, 'the registration');
  await visitor.getByRole('button', { name: 'Crear cuenta' }).tap();
  await expect(visitor).toHaveURL(atPath(`/panel/listas/cotizaciones/${quoteId}`));
  await expect(visitor.getByRole('heading', { level: 2, name: /^Versión 1 · enviada el / })).toBeVisible();

  // ── The distributor books the measuring visit: the customer gets the invitation ──
  const measuringDay = weekdayAfter(35 + (quoteId % 20));
  await dealer.reload();
  const measuring = dealer.getByRole('region', { name: 'Visita de medición' });
  await measuring.getByRole('button', { name: 'Agendar medición' }).tap();
  const book = dealer.getByRole('dialog', { name: `Agendar la medición · ${folio}` });
  await book.getByLabel('Día').fill(measuringDay);
  await book.getByLabel('Hora').fill('11:00');
  await book.getByLabel(/^Dirección de la visita/).fill('Av. Chapultepec 480, Col. Americana, Guadalajara');
  await book.getByRole('button', { name: 'Agendar', exact: true }).tap();
  await expect(shown(dealer, 'Agendamos la medición')).toBeVisible();
  await expect(measuring.getByRole('article')).toContainText('11:00–12:00');
  await expectNoSidewaysScroll(dealer, "the distributor's quote");

  // ── Measured: the width changes and a discount is given, over the limit first ──
  await dealer.getByRole('link', { name: 'Ajustar cotización' }).tap();
  await expect(heading(dealer, `Ajustar ${folio}`)).toBeVisible();
  await expect(dealer.getByRole('main')).toContainText('(será la versión 2)');
  await dealer.getByRole('textbox', { name: 'Ancho' }).fill('118');
  const discount = dealer.getByRole('textbox', { name: /^Descuento/ });
  await discount.fill(String(DISCOUNT_LIMIT + 5));
  await dealer.getByRole('button', { name: 'Guardar y enviar al cliente' }).tap();
  await expect(discount).toHaveAccessibleDescription(
    new RegExp(`El descuento máximo que puedes dar es ${DISCOUNT_LIMIT} %\\.`),
  );
  await expectNoSidewaysScroll(dealer, 'the quote editor');
  await discount.fill('5');
  await dealer.getByRole('button', { name: 'Guardar y enviar al cliente' }).tap();
  await expect(dealer).toHaveURL(atPath(`/panel/listas/cotizaciones-admin/${quoteId}`));
  await expect(shown(dealer, `Enviamos la versión 2 a ${customer.email}`)).toBeVisible();

  // ── The customer reads version 2 and what changed, and accepts it ──
  await visitor.reload();
  const version = visitor.getByRole('region', { name: `Versión 2 · enviada el ${today}` });
  await expect(version.getByRole('heading', { name: 'Lo que cambió desde la versión 1' })).toBeVisible();
  await expect(version.getByRole('listitem')).toHaveText([
    'Pieza 1 (Sala): ancho 1.20 m → 1.18 m.',
    'Descuento: 0 % → 5 %.',
    /^Total: \$[\d,]+\.\d\d → \$[\d,]+\.\d\d\.$/,
  ]);
  await expect(visitor.getByRole('region', { name: 'Visita de medición' })).toContainText('11:00–12:00');
  await expectNoSidewaysScroll(visitor, "the customer's quote");
  await version.getByRole('button', { name: 'Aceptar cotización' }).tap();
  await visitor
    .getByRole('alertdialog', { name: '¿Aceptar esta cotización?' })
    .getByRole('button', { name: 'Sí, aceptar y hacer el pedido' })
    .tap();
  await expect(visitor).toHaveURL(/\/panel\/listas\/ordenes\/\d+\?aceptada=1$/);
  const accepted = shown(visitor, `Aceptaste la cotización ${folio}`);
  await expect(accepted).toContainText(/con un anticipo de \$[\d,]+\.\d\d\./);
  const deposit = /\$[\d,]+\.\d\d/.exec((await accepted.textContent())!)![0];
  const orderId = Number(new URL(visitor.url()).pathname.split('/').pop());
  await expect(heading(visitor, /Pendiente/)).toBeVisible();
  const orderFolio = /PED-\d{4}-\d{6}/.exec((await heading(visitor, /Pendiente/).textContent())!)![0];
  await expect(visitor.getByRole('region', { name: 'Pagos' })).toContainText(`Anticipo por pagar${deposit}`);

  // ── The distributor records the deposit: the order is confirmed ──
  await dealer.reload();
  await dealer.getByRole('link', { name: 'Ver el pedido' }).tap();
  await expect(dealer).toHaveURL(atPath(`/panel/listas/ordenes-admin/${orderId}`));
  const payments = dealer.getByRole('region', { name: 'Pagos' });
  await payments.getByRole('button', { name: 'Registrar pago' }).tap();
  const pay = dealer.getByRole('dialog', { name: `Registrar pago · pedido ${orderFolio}` });
  await expect(pay).toContainText(`(anticipo pendiente: ${deposit})`);
  await expect(pay.getByLabel('Concepto')).toHaveValue('anticipo');
  await pay.getByRole('button', { name: 'Registrar', exact: true }).tap();
  await expect(payments.getByText(`Registramos anticipo de ${deposit}.`)).toBeVisible();
  await expect(heading(dealer, /Confirmado/)).toBeVisible();
  await expectNoSidewaysScroll(dealer, "the distributor's order");

  // ── Into production, with the day it should be ready ──
  const readyDay = weekdayAfter(10);
  const moveTo = async (status: string, said: string) => {
    await dealer.getByLabel('Nuevo estado').selectOption({ label: status });
    if (status === 'En producción') await dealer.getByLabel(/^Fecha estimada para tenerlo listo/).fill(readyDay);
    await dealer.getByRole('button', { name: 'Cambiar estado' }).tap();
    await expect(shown(dealer, `El pedido ahora está ${said}.`)).toBeVisible();
  };
  await moveTo('En producción', 'en producción');

  // ── The installation booked: the customer gets its invitation ──
  const installDay = weekdayAfter(56 + (quoteId % 20));
  const installation = dealer.getByRole('region', { name: 'Instalación' });
  await installation.getByRole('button', { name: 'Agendar instalación' }).tap();
  const bookInstall = dealer.getByRole('dialog', { name: `Agendar la instalación · ${orderFolio}` });
  await bookInstall.getByLabel('Día').fill(installDay);
  await bookInstall.getByLabel('Hora').fill('10:00');
  await bookInstall.getByRole('button', { name: 'Agendar', exact: true }).tap();
  await expect(shown(dealer, 'Agendamos la instalación')).toBeVisible();

  // ── Shipped, installed, and the balance paid ──
  await moveTo('Enviado', 'enviado');
  await moveTo('Instalado', 'instalado');
  await payments.getByRole('button', { name: 'Registrar pago' }).tap();
  await expect(pay.getByLabel('Concepto')).toHaveValue('saldo');
  const balance = /Por pagar: (\$[\d,]+\.\d\d)/.exec((await pay.textContent())!)![1]!;
  await pay.getByRole('button', { name: 'Registrar', exact: true }).tap();
  await expect(payments.getByText(`Registramos pago del saldo de ${balance}.`)).toBeVisible();
  await expect(payments).toContainText('Por pagar$0.00');
  await expectNoSidewaysScroll(dealer, "the distributor's installed order");

  // ── The customer's order: every step with its date, both payments, nothing left to pay ──
  await visitor.goto(`/panel/listas/ordenes/${orderId}`);
  await expect(heading(visitor, /Instalado/)).toBeVisible();
  const progress = visitor.getByRole('list', { name: 'Avance del pedido' });
  await expect(progress.getByRole('listitem')).toHaveText([
    `Confirmado${today}`,
    `En producción${today}`,
    `Enviado${today}`,
    `Instalación agendada${formatShortDate(installDay)}, 10:00`,
    `Instalado${today}`,
  ]);
  const history = visitor.getByRole('region', { name: 'Historial' });
  for (const step of [
    'Pedido creado · Pendiente',
    'Pendiente → Confirmado',
    'Confirmado → En producción',
    'En producción → Enviado',
    'Enviado → Instalado',
  ])
    await expect(history.getByRole('listitem').filter({ hasText: step })).toContainText(today);
  const ledger = visitor.getByRole('region', { name: 'Pagos' });
  await expect(ledger.getByRole('list', { name: `Pagos del pedido ${orderFolio}` }).getByRole('listitem')).toHaveText([
    new RegExp(`^Anticipo · Efectivo${deposit.replace('$', '\\$')}${today}`),
    new RegExp(`^Pago del saldo · Efectivo${balance.replace('$', '\\$')}${today}`),
  ]);
  await expect(ledger).toContainText('Por pagar$0.00');
  await expectNoSidewaysScroll(visitor, "the customer's order");

  // ── Its notices: every event since it has an account ──
  await visitor.getByRole('button', { name: /^Avisos/ }).tap();
  const notices = visitor.getByRole('region', { name: 'Avisos' });
  const events = [
    `Registramos tu pago del saldo de ${balance} del pedido ${orderFolio}`,
    `Tu pedido ${orderFolio} quedó instalado`,
    `Tu pedido ${orderFolio} va en camino`,
    `Instalación agendada: ${formatLongDate(installDay)}, 10:00`,
    `Tu pedido ${orderFolio} entró a producción`,
    `Registramos tu anticipo de ${deposit} del pedido ${orderFolio}`,
    `${DEALER} te envió la cotización ${folio} (versión 2)`,
    `Medición agendada: ${formatLongDate(measuringDay)}, 11:00`,
  ];
  for (const event of events) await expect(notices.getByRole('link').filter({ hasText: event })).toHaveCount(1);
  await expectNoSidewaysScroll(visitor, 'the notices');

  // ── And each mail, in DATA_DIR/mail: the customer's, the distributor's ──
  await expect
    .poll(async () => (await mailsTo(customer.email)).map((mail) => mail.subject), { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([
        `Tu cotización ${folio} — Solara Persianas y Toldos`,
        `Tu cotización ${folio} de ${DEALER}`,
        `Tu cotización ${folio} (versión 2) de ${DEALER}`,
        ...events.filter((event) => !event.includes('te envió la cotización')),
      ]),
    );
  const customerMail = await mailsTo(customer.email);
  const invitations = customerMail.filter((mail) => mail.text.includes('visita.ics'));
  expect(invitations.map((mail) => mail.subject.split(':')[0]).sort()).toEqual([
    'Instalación agendada',
    'Medición agendada',
  ]);
  const second = customerMail.find((mail) => mail.subject.includes('(versión 2)'))!;
  expect(second.body).toContain('Lo que cambió:');
  expect(second.body).toContain('- Pieza 1 (Sala): ancho 1.20 m → 1.18 m.');
  expect((await mailsTo(DEALER_INBOX)).map((mail) => mail.subject)).toContain(
    `Solicitud de cotización ${folio} — ${customer.name}`,
  );
  await expect
    .poll(async () => (await mailsTo('distribuidor@solara.test')).map((mail) => mail.subject))
    .toContain(`${customer.name} aceptó la cotización ${folio}`);

  await dealerContext.close();
});
