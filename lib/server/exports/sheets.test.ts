/** @jest-environment node */
import { ORDERS_SHEET, QUOTES_SHEET, USERS_SHEET, cellsOf, exportFileName, headersOf } from './sheets';
import type { OrderExportRow } from '@/lib/server/services/orders';
import type { QuoteExportRow } from '@/lib/server/services/quotes';
import type { UserExportRow } from '@/lib/server/services/users';

const row = (sheet: { columns: readonly { header: string }[] }, cells: unknown[]) =>
  Object.fromEntries(sheet.columns.map((c, i) => [c.header, cells[i]]));

it('file names: the list and the day in Mexico City', () => {
  expect(exportFileName(QUOTES_SHEET as never, 'csv', new Date('2026-11-25T03:00:00Z'))).toBe(
    'cotizaciones-2026-11-24.csv',
  );
  expect(exportFileName(ORDERS_SHEET as never, 'csv', new Date('2026-11-25T12:00:00Z'))).toBe('pedidos-2026-11-25.csv');
  expect(exportFileName(USERS_SHEET as never, 'csv', new Date('2026-01-01T00:00:00Z'))).toBe('usuarios-2025-12-31.csv');
});

it("a quote: Spanish status and price list, money as plain decimals, an anonymous request's contact", () => {
  const quote: QuoteExportRow = {
    folio: 'COT-2026-000012',
    status: 'vencida',
    priceList: 'distribuidor',
    createdAt: new Date('2026-11-02T16:30:00Z'),
    validUntil: new Date('2026-11-17T16:30:00Z'),
    customerName: 'Ana Ruiz',
    customerEmail: 'ana@ejemplo.mx',
    customerPhone: '3312345678',
    distributor: 'Decor Ventanas',
    items: 3,
    subtotalCents: 106_422,
    taxCents: 17_028,
    totalCents: 123_450,
    notes: null,
  };
  expect(row(QUOTES_SHEET, cellsOf(QUOTES_SHEET, quote))).toEqual({
    Folio: 'COT-2026-000012',
    Fecha: '2026-11-02 10:30',
    Estado: 'Vencida',
    'Vigente hasta': '2026-11-17',
    Cliente: 'Ana Ruiz',
    Correo: 'ana@ejemplo.mx',
    Teléfono: '3312345678',
    Distribuidor: 'Decor Ventanas',
    'Lista de precios': 'Distribuidor',
    Partidas: 3,
    Subtotal: '1064.22',
    IVA: '170.28',
    Total: '1234.50',
    Moneda: 'MXN',
    Comentarios: null,
  });
});

it('an order: wallet and what is left to pay; "En producción"', () => {
  const order: OrderExportRow = {
    folio: 'PED-2026-000003',
    status: 'en_produccion',
    priceList: 'publico',
    createdAt: new Date('2026-11-02T16:30:00Z'),
    customerName: 'Ana Ruiz',
    customerEmail: 'ana@ejemplo.mx',
    customerPhone: null,
    distributor: null,
    items: 1,
    subtotalCents: 100_000,
    taxCents: 16_000,
    totalCents: 116_000,
    walletAppliedCents: 16_050,
    shippingAddress: 'Av. Vallarta 1234',
    notes: 'Entregar por la tarde',
  };
  expect(row(ORDERS_SHEET, cellsOf(ORDERS_SHEET, order))).toMatchObject({
    Estado: 'En producción',
    'Lista de precios': 'Público',
    Total: '1160.00',
    'Pagado con monedero': '160.50',
    'Por pagar': '999.50',
    'Dirección de envío': 'Av. Vallarta 1234',
    Comentarios: 'Entregar por la tarde',
    Teléfono: null,
    Distribuidor: null,
  });
});

it('a user: role label, place names, yes/no flags, and no column for a secret', () => {
  const user: UserExportRow = {
    id: 7,
    name: 'Jorge Villaseñor',
    email: 'j@ejemplo.mx',
    phone: '3331225870',
    whatsapp: null,
    company: 'Decor',
    rfc: null,
    role: 'Distribuidor',
    state: 'Jalisco',
    municipality: 'Zapopan',
    address: null,
    postalCode: '45050',
    active: true,
    showOnMap: false,
    distributor: null,
    createdAt: new Date('2026-01-10T18:00:00Z'),
  };
  expect(row(USERS_SHEET, cellsOf(USERS_SHEET, user))).toMatchObject({
    ID: 7,
    Rol: 'Distribuidor',
    Estado: 'Jalisco',
    Municipio: 'Zapopan',
    Activo: true,
    'En el mapa': false,
    Alta: '2026-01-10 12:00',
  });
  expect(headersOf(USERS_SHEET).join(' ')).not.toMatch(/contraseña|password|token|secreto/i);
});

it('every sheet has distinct Spanish headers', () => {
  for (const sheet of [QUOTES_SHEET, ORDERS_SHEET, USERS_SHEET] as const) {
    const headers = headersOf(sheet as never);
    expect(new Set(headers).size).toBe(headers.length);
  }
});
