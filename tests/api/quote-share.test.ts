/** @jest-environment node */
// Sharing a quote without an account: the preliminary PDF (POST /api/quote-pdf) and the signed
// link (POST /api/quote-share, GET /api/quote-share/{token}).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { setupTestDatabase } from '@/tests/support/db';
import { pdfText } from '@/tests/support/pdf-text';
import { call } from '@/tests/support/http';
import { CUSTOMER, DISTRIBUTOR, tokenFor } from '@/tests/support/accounts';
import { POST as saveQuote } from '@/app/api/quotes/route';
import { GET as savedPdf } from '@/app/api/quotes/[id]/pdf/route';
import { formatPhone } from '@/lib/format/phone';
import { POST as quotePrice } from '@/app/api/quote-price/route';
import { POST as quotePdf } from '@/app/api/quote-pdf/route';
import { POST as share } from '@/app/api/quote-share/route';
import { GET as openShare } from '@/app/api/quote-share/[token]/route';
import { quoteConfigSchema } from '@/lib/contract/quote-config';
import { shareSecret } from '@/lib/server/share/secret';
import { signShareToken } from '@/lib/server/share/token';
import { formatLongDate } from '@/lib/format/dates';
import { formatMXN } from '@/lib/format/money';
import { QUOTE_VALIDITY_DAYS } from '@/lib/content/validity';
import { printedSumProblems } from '@/tests/support/printed-sums';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

const roller = {
  line: 'persianas',
  type: 'enrollables',
  fabric: 'blackout-premium',
  color: 'marfil',
  width_cm: 150,
  height_cm: 180,
  quantity: 2,
  room: 'Recámara',
  options: { motor: 'solara-motion-30', installation: true },
};
const pesos = (decimal: string) => formatMXN(Math.round(Number(decimal) * 100));
let ipCounter = 0;
const fresh = () => ({ 'X-Forwarded-For': `10.77.0.${++ipCounter}` });

describe('POST /api/quote-pdf', () => {
  it('answers a preliminary PDF without folio, priced on the server, with the total and validity', async () => {
    const priced = await call(quotePrice, { json: { items: [roller] } });
    const res = await call(quotePdf, {
      headers: fresh(),
      json: { items: [{ ...roller, unit_price: '1.00', line_total: '1.00' }], total: '1.00' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="cotizacion-preliminar-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    expect(res.headers.get('x-ratelimit-limit')).toBe('30');
    expect(res.headers.get('cache-control')).toBe('private, no-store, no-transform');
    const bytes = new Uint8Array(await res.raw.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Cotización preliminar');
    const text = await pdfText(bytes);
    // No empty folio slot: the heading says it is a preliminary, unsaved quote.
    expect(text).toContain('Cotización preliminar (sin guardar)');
    expect(text).not.toContain('Sin folio');
    expect(text).toMatch(new RegExp(`Vigente hasta el \\d{1,2} de \\w+ de \\d{4} \\(${QUOTE_VALIDITY_DAYS} días\\)`));
    // The client's "1.00" is ignored: the PDF's total is the server's.
    expect(text).toContain(formatMXN(Math.round(Number(priced.body.total) * 100)).replace(/\s/g, ' '));
    // Phones as people read them (lib/format/phone.ts), not as digits run together.
    expect(text).toContain('Tel. 33 3610 4500');
  });

  it('prints every line as the API prices it: the area billed to two decimals, each product exact', async () => {
    const piece = { ...roller, width_cm: 85, height_cm: 235, quantity: 3 };
    const priced = (await call(quotePrice, { json: { items: [piece] } })).body;
    expect(printedSumProblems(priced)).toEqual([]);
    const text = (
      await pdfText(
        new Uint8Array(await (await call(quotePdf, { headers: fresh(), json: { items: [piece] } })).raw.arrayBuffer()),
      )
    )
      .replace(/\s+/g, ' ')
      .replace(/\x95/g, '•');
    const [item] = priced.items;
    expect(item.lines[0].label).toContain('0.85 × 2.35 m = 1.9975 m², se cobran 2.00 m² ×');
    for (const line of item.lines) expect(text).toContain(`${pesos(line.amount)} • ${line.label}`);
    expect(text).toContain(
      `Cantidad: 3 piezas × ${pesos(item.unit_price)} = ${pesos(item.line_total)} · Área facturable por pieza: 2.00 m²`,
    );
    for (const total of [priced.subtotal, priced.tax, priced.total]) expect(text).toContain(pesos(total));
  });

  it('refuses an impossible or malformed configuration with 422 in Spanish', async () => {
    const wide = await call(quotePdf, { headers: fresh(), json: { items: [{ ...roller, width_cm: 900 }] } });
    expect(wide.status).toBe(422);
    expect(wide.body.errors['items.0.width_cm'][0]).toMatch(/entre \d+ y \d+ cm/);
    const empty = await call(quotePdf, { headers: fresh(), json: { items: [] } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.items).toEqual(['Agrega al menos una pieza a la cotización.']);
  });

  it('gives a signed-in distributor the PDF at its own prices', async () => {
    const res = await call(quotePdf, {
      headers: fresh(),
      token: await tokenFor(DISTRIBUTOR),
      json: { items: [roller] },
    });
    expect(res.status).toBe(200);
    expect(await pdfText(new Uint8Array(await res.raw.arrayBuffer()))).toContain('Lista de precios: distribuidor');
  });
});

describe("the saved quote's PDF (GET /api/quotes/{id}/pdf)", () => {
  it('prints every phone as people read it, never as ten digits run together', async () => {
    const token = await tokenFor(CUSTOMER);
    const quote = (await call(saveQuote, { token, json: { items: [roller] } })).body;
    const res = await call(savedPdf, { token, params: { id: String(quote.id) } });
    expect(res.status).toBe(200);
    const text = await pdfText(new Uint8Array(await res.raw.arrayBuffer()));
    expect(text).toContain(`Folio ${quote.folio}`);
    expect(Math.round((Date.parse(quote.valid_until) - Date.parse(quote.created_at)) / 86_400_000)).toBe(
      QUOTE_VALIDITY_DAYS,
    );
    expect(text).toContain(`Vigente hasta el ${formatLongDate(quote.valid_until)} (${QUOTE_VALIDITY_DAYS} días)`);
    for (const phone of [quote.customer.phone, quote.distributor?.phone].filter(Boolean) as string[]) {
      expect(formatPhone(phone)).toMatch(/^\d{2,3} \d{3,4} \d{4}$/);
      expect(text).toContain(formatPhone(phone));
      expect(text).not.toContain(phone.replace(/\D/g, ''));
    }
  });
});

describe('POST /api/quote-share and GET /api/quote-share/{token}', () => {
  it("round-trips the configuration through a signed link on the line's quoter", async () => {
    const res = await call(share, { headers: fresh(), json: { items: [roller], line: 'persianas' } });
    expect(res.status).toBe(201);
    expect(res.body.path).toMatch(/^\/persianas\/cotizador\?c=1\.[\w-]+\.[\w-]{43}$/);
    expect(res.body.url).toMatch(/^https?:\/\/[^/]+\/persianas\/cotizador\?c=/);
    // As long as the preliminary PDF and a saved quote hold: one validity everywhere.
    const days = (Date.parse(res.body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(QUOTE_VALIDITY_DAYS - 0.1);
    expect(days).toBeLessThanOrEqual(QUOTE_VALIDITY_DAYS);

    const opened = await call(openShare, { params: { token: res.body.token } });
    expect(opened.status).toBe(200);
    expect(opened.body.line).toBe('persianas');
    expect(opened.body.expires_at).toBe(res.body.expires_at);
    expect(opened.body.items).toEqual(quoteConfigSchema.parse({ items: [roller] }).items);
    // The secret lives in DATA_DIR when SHARE_SECRET is not set, so links survive a restart.
    expect(existsSync(path.join(process.env.DATA_DIR!, 'share-secret'))).toBe(true);
  });

  it('links to /cotizador without a line, and refuses a piece that cannot be priced', async () => {
    const res = await call(share, { headers: fresh(), json: { items: [roller] } });
    expect(res.body.path).toMatch(/^\/cotizador\?c=/);
    const bad = await call(share, {
      headers: fresh(),
      json: { items: [{ ...roller, color: 'no-existe' }], line: 'persianas' },
    });
    expect(bad.status).toBe(422);
    const badLine = await call(share, { headers: fresh(), json: { items: [roller], line: 'cortinas' } });
    expect(badLine.status).toBe(422);
    expect(badLine.body.errors.line).toBeDefined();
  });

  it('answers an expired link with a calm Spanish 422 that says when it expired', async () => {
    const old = signShareToken(
      quoteConfigSchema.parse({ items: [roller] }),
      null,
      shareSecret(),
      new Date(Date.now() - 31 * 86_400_000),
    )!;
    const res = await call(openShare, { params: { token: old.token } });
    expect(res.status).toBe(422);
    expect(res.body.errors.token[0]).toMatch(/^Este enlace de cotización venció el \d{1,2} de \w+ de \d{4}\./);
  });

  it('refuses a forged, altered or other-version link with a 422, never a 500', async () => {
    const { body } = await call(share, { headers: fresh(), json: { items: [roller] } });
    const [version, payload, signature] = body.token.split('.');
    const otherKey = signShareToken(
      quoteConfigSchema.parse({ items: [{ ...roller, width_cm: 100 }] }),
      null,
      'x'.repeat(40),
    )!.token;
    for (const token of [
      otherKey,
      `${version}.${payload}x.${signature}`,
      `2.${payload}.${signature}`,
      'hola',
      '%00',
      'a'.repeat(5000),
    ]) {
      const res = await call(openShare, { params: { token } });
      expect(res.status).toBe(422);
      expect(res.body.errors.token[0]).toMatch(/^Este enlace de cotización no es válido/);
    }
  });

  it('limits PDFs per address with a Spanish 429', async () => {
    const ip = fresh();
    for (let i = 0; i < 30; i += 1)
      expect((await call(quotePdf, { headers: ip, json: { items: [roller] } })).status).toBe(200);
    const limited = await call(quotePdf, { headers: ip, json: { items: [roller] } });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Descargaste demasiados PDF de cotización desde tu conexión/);
  });
});
