/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { setupTestDatabase } from '@/tests/support/db';
import { call } from '@/tests/support/http';
import { ADMIN, CUSTOMER, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import { GET as wallet } from '@/app/api/wallet/route';
import * as walletAdmin from '@/app/api/wallet/[userId]/route';
import * as filesRoute from '@/app/api/files/[kind]/route';
import * as fileRoute from '@/app/api/files/[kind]/[id]/route';
import { GET as catalogs } from '@/app/api/catalogs/route';
import { PUT as putCatalog } from '@/app/api/catalogs/[id]/route';
import { GET as catalogPrices } from '@/app/api/catalogs-prices/route';
import { PUT as putPrice } from '@/app/api/catalogs-prices/[id]/route';
import * as cartRoute from '@/app/api/cart/route';
import { POST as checkout } from '@/app/api/cart/checkout/route';
import { PUT as orderStatus } from '@/app/api/orders/[id]/status/route';
import { files, users } from '@/lib/server/db/schema';
import { dispositionFilename } from '@/lib/api/download';
import { BLANK_PDF } from '@/tests/support/pdf';
import { PDFDocument } from 'pdf-lib';
import { toDecimal } from '@/lib/pricing/money';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
let customer: string;
let distributor: string;
let admin: string;
let customerId: string;
beforeAll(async () => {
  db = await setupTestDatabase();
  [customer, distributor, admin] = await Promise.all([tokenFor(CUSTOMER), tokenFor(DISTRIBUTOR), tokenFor(ADMIN)]);
  customerId = String((await db.db.select({ id: users.id }).from(users).where(eq(users.email, CUSTOMER)))[0]!.id);
});
afterAll(async () => {
  await db.dispose();
});

const PDF = BLANK_PDF;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const upload = (
  token: string | null,
  bytes: Buffer,
  name = 'Lista de precios 2026.pdf',
  kind = 'list-price',
  type = 'application/pdf',
) => {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return call(filesRoute.POST, { token, body: form, params: { kind } });
};

describe('wallet', () => {
  // The demo customer starts with the demo's wallet history: amounts are read from where it stands.
  let start = 0;
  const plus = (pesos: number) => toDecimal(start + pesos * 100);

  it('an admin credits and charges with a concept; the user sees balance and movements', async () => {
    const before = (await call(wallet, { token: customer })).body;
    expect(before).toMatchObject({ currency: 'MXN' });
    start = Math.round(Number(before.balance) * 100);
    const credit = await call(walletAdmin.POST, {
      token: admin,
      params: { userId: customerId },
      json: { kind: 'abono', amount: '1500.00', concept: 'Bonificación por volumen' },
    });
    expect(credit.status).toBe(201);
    expect(credit.body.balance).toBe(plus(1500));
    await call(walletAdmin.POST, {
      token: admin,
      params: { userId: customerId },
      json: { kind: 'cargo', amount: 200, concept: 'Ajuste' },
    });
    const mine = await call(wallet, { token: customer });
    expect(mine.body.balance).toBe(plus(1300));
    expect(
      mine.body.movements
        .slice(0, 2)
        .map((m: { amount: string; balance_after: string }) => [m.amount, m.balance_after]),
    ).toEqual([
      ['-200.00', plus(1300)],
      ['1500.00', plus(1500)],
    ]);
    expect(mine.body.movements).toHaveLength(before.movements.length + 2);
  });

  it('a charge above the balance is 422 and changes nothing; bad amounts are 422', async () => {
    const res = await call(walletAdmin.POST, {
      token: admin,
      params: { userId: customerId },
      json: { kind: 'cargo', amount: '99999', concept: 'Demasiado' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ amount: ['El cargo es mayor que el saldo del monedero.'] });
    expect((await call(wallet, { token: customer })).body.balance).toBe(plus(1300));
    for (const amount of ['-5', '0', '1.234', 'mil']) {
      expect(
        (
          await call(walletAdmin.POST, {
            token: admin,
            params: { userId: customerId },
            json: { kind: 'abono', amount, concept: 'x'.repeat(5) },
          })
        ).status,
      ).toBe(422);
    }
  });

  it("only admins add movements or read another user's wallet", async () => {
    for (const token of [customer, distributor]) {
      expect(
        (
          await call(walletAdmin.POST, {
            token,
            params: { userId: customerId },
            json: { kind: 'abono', amount: '1', concept: 'Intento' },
          })
        ).status,
      ).toBe(403);
      expect((await call(walletAdmin.GET, { token, params: { userId: customerId } })).status).toBe(403);
    }
    expect((await call(wallet, { token: null })).status).toBe(401);
  });

  it('pays part of an order at checkout and is refunded when the order is cancelled', async () => {
    await call(cartRoute.POST, {
      token: customer,
      json: {
        items: [
          {
            line: 'persianas',
            type: 'enrollables',
            fabric: 'screen-5',
            color: 'blanco',
            width_cm: 100,
            height_cm: 100,
            quantity: 1,
            options: {},
          },
        ],
      },
    });
    const order = await call(checkout, { token: customer, json: { wallet_amount: '300.00' } });
    expect(order.status).toBe(201);
    expect(order.body.wallet_applied).toBe('300.00');
    expect(Number(order.body.amount_due)).toBeCloseTo(Number(order.body.total) - 300, 2);
    expect((await call(wallet, { token: customer })).body.balance).toBe(plus(1000));
    await call(orderStatus, {
      token: customer,
      method: 'PUT',
      params: { id: String(order.body.id) },
      json: { status: 'cancelado' },
    });
    expect((await call(wallet, { token: customer })).body.balance).toBe(plus(1300));
  });

  it('use_wallet pays the whole order when the balance covers it; asking for more than the balance is 422', async () => {
    await call(cartRoute.POST, {
      token: customer,
      json: {
        items: [
          {
            line: 'persianas',
            type: 'enrollables',
            fabric: 'screen-5',
            color: 'blanco',
            width_cm: 100,
            height_cm: 100,
            quantity: 1,
            options: {},
          },
        ],
      },
    });
    expect((await call(checkout, { token: customer, json: { wallet_amount: plus(5000) } })).status).toBe(422);
    const order = await call(checkout, { token: customer, json: { use_wallet: true } });
    expect(order.body.wallet_applied).toBe(order.body.total);
    expect(order.body.amount_due).toBe('0.00');
    expect((await call(wallet, { token: customer })).body.balance).toBe(
      toDecimal(start + 130_000 - Math.round(Number(order.body.total) * 100)),
    );
  });
});

describe('files', () => {
  it('an admin uploads a price list that a customer then lists and downloads with Content-Disposition', async () => {
    const res = await upload(admin, PDF);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'list-price',
      name: 'Lista de precios 2026.pdf',
      mime_type: 'application/pdf',
      size: expect.any(Number),
    });
    const list = await call(filesRoute.GET, { token: customer, params: { kind: 'list-price' } });
    expect(list.body.map((f: { id: number }) => f.id)).toContain(res.body.id);
    const file = await call(fileRoute.GET, {
      token: customer,
      params: { kind: 'list-price', id: String(res.body.id) },
      query: { download: '1' },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Lista de precios 2026.pdf"; filename*=UTF-8''Lista%20de%20precios%202026.pdf`,
    );
    // The PDF as rewritten from its objects (upload-limits.test.ts): the same page, its own bytes.
    const bytes = Buffer.from(await file.raw.arrayBuffer());
    expect(bytes.length).toBe(res.body.size);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });

  it.each([
    [
      'a right-to-left override that shows "….exe" as "…exe.pdf"',
      'Factura\u202Efdp.exe',
      'Facturafdp.exe',
      'Facturafdp.exe.pdf',
    ],
    [
      'isolates, marks and zero-width characters',
      '\u2067Lista\u200B de\u200E precios\u2069\u061C.pdf',
      'Lista de precios.pdf',
      'Lista de precios.pdf',
    ],
    [
      'control characters, line separators and a BOM',
      'Lista\u0007\u2028 de\uFEFF precios\u0085.pdf',
      'Lista de precios.pdf',
      'Lista de precios.pdf',
    ],
    [
      "an extension that is not the stored type's",
      'catálogo (2026).PDF.exe',
      'catálogo (2026).PDF.exe',
      'catálogo (2026).PDF.exe.pdf',
    ],
    ['no extension at all', 'Catálogo digital 2026', 'Catálogo digital 2026', 'Catálogo digital 2026.pdf'],
    ['its own extension in capitals', 'PROMO.PDF', 'PROMO.PDF', 'PROMO.PDF'],
  ])(
    "ASVS 5.4.1–5.4.2: a name with %s is listed and downloaded cleaned, saved with the stored type's extension",
    async (_, given, shown, saved) => {
      const res = await upload(admin, PDF, given);
      expect(res.status).toBe(201);
      expect(res.body.name).toBe(shown);
      const file = await call(fileRoute.GET, {
        token: customer,
        params: { kind: 'list-price', id: String(res.body.id) },
        query: { download: '1' },
      });
      const disposition = file.headers.get('content-disposition')!;
      expect(dispositionFilename(disposition)).toBe(saved);
      // RFC 6266: an ASCII fallback (accents dropped) and the RFC 8187 UTF-8 form, percent-encoded.
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9!#$&+.^_`|~%-]+$/);
    },
  );

  it('ASVS 5.4.1–5.4.2: an image named as a PDF downloads as the PNG it is; a name stored before the cleaning is cleaned when served', async () => {
    const png = await upload(admin, PNG, 'precios.pdf', 'promotions', 'image/png');
    expect(png.status).toBe(201);
    const image = await call(fileRoute.GET, {
      token: customer,
      params: { kind: 'promotions', id: String(png.body.id) },
    });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(dispositionFilename(image.headers.get('content-disposition'))).toBe('precios.pdf.png');

    const pdf = await upload(admin, PDF, 'vieja.pdf');
    await db.db.update(files).set({ name: 'Factura\u202Efdp.exe' }).where(eq(files.id, pdf.body.id));
    const old = await call(fileRoute.GET, {
      token: customer,
      params: { kind: 'list-price', id: String(pdf.body.id) },
      query: { download: '1' },
    });
    expect(dispositionFilename(old.headers.get('content-disposition'))).toBe('Facturafdp.exe.pdf');
    const listed = (await call(filesRoute.GET, { token: customer, params: { kind: 'list-price' } })).body.find(
      (f: { id: number }) => f.id === pdf.body.id,
    );
    expect(listed.name).toBe('Facturafdp.exe');
  });

  it('files are for signed-in users only; uploads and deletes for admins only', async () => {
    const res = await upload(admin, PDF, 'Promo.pdf', 'promotions');
    const params = { kind: 'promotions', id: String(res.body.id) };
    expect((await call(fileRoute.GET, { token: null, params })).status).toBe(401);
    expect((await call(filesRoute.GET, { token: null, params: { kind: 'promotions' } })).status).toBe(401);
    expect((await upload(customer, PDF, 'x.pdf', 'promotions')).status).toBe(403);
    expect((await upload(distributor, PDF, 'x.pdf', 'promotions')).status).toBe(403);
    expect((await call(fileRoute.DELETE, { token: customer, method: 'DELETE', params })).status).toBe(403);
    expect((await call(fileRoute.DELETE, { token: admin, method: 'DELETE', params })).status).toBe(200);
    expect((await call(fileRoute.GET, { token: customer, params })).status).toBe(404);
  });

  it('judges the type by the bytes (415), refuses oversize (413) and unknown sections (404)', async () => {
    expect((await upload(admin, Buffer.from('<html><script>alert(1)</script>'), 'lista.pdf')).status).toBe(415);
    expect((await upload(admin, Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]))).status).toBe(413);
    expect((await call(filesRoute.GET, { token: customer, params: { kind: 'otra-cosa' } })).status).toBe(404);
    expect(
      (await call(fileRoute.GET, { token: customer, params: { kind: 'digital-catalog', id: '999999' } })).status,
    ).toBe(404);
  });
});

describe('catalogs and prices', () => {
  it('lists the inventory with unique ids, units and stock status; an admin edits stock', async () => {
    const list = await call(catalogs, { token: customer });
    expect(list.status).toBe(200);
    const ids = list.body.map((i: { id: number }) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(list.body.map((i: { kind: string }) => i.kind))).toEqual(
      new Set(['tela', 'galeria', 'motor', 'accesorio']),
    );
    const motor = list.body.find((i: { kind: string }) => i.kind === 'motor');
    const changed = await call(putCatalog, {
      token: admin,
      method: 'PUT',
      params: { id: String(motor.id) },
      json: { stock: 0 },
    });
    expect(changed.body).toMatchObject({ id: motor.id, stock: 0, status: 'agotado' });
    expect(
      (
        await call(putCatalog, {
          token: distributor,
          method: 'PUT',
          params: { id: String(motor.id) },
          json: { stock: 5 },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(putCatalog, { token: admin, method: 'PUT', params: { id: String(motor.id) }, json: { stock: -1 } }))
        .status,
    ).toBe(422);
    expect(
      (await call(putCatalog, { token: admin, method: 'PUT', params: { id: '42' }, json: { stock: 1 } })).status,
    ).toBe(404);
  });

  it('customers see public prices only; distributors both; an admin edits a price', async () => {
    const asCustomer = await call(catalogPrices, { token: customer });
    expect(asCustomer.body[0]).not.toHaveProperty('distributor_price');
    expect(asCustomer.body[0].price).toBe(asCustomer.body[0].public_price);
    const asDistributor = await call(catalogPrices, { token: distributor });
    expect(asDistributor.body[0].price).toBe(asDistributor.body[0].distributor_price);
    const id = String(asDistributor.body[0].id);
    const res = await call(putPrice, {
      token: admin,
      method: 'PUT',
      params: { id },
      json: { public_price: '1999.50' },
    });
    expect(res.body.public_price).toBe('1999.50');
    const bad = await call(putPrice, {
      token: admin,
      method: 'PUT',
      params: { id },
      json: { distributor_price: '5000' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['distributor_price']);
    expect(
      (await call(putPrice, { token: customer, method: 'PUT', params: { id }, json: { public_price: '1' } })).status,
    ).toBe(403);
  });
});
