/** @jest-environment node */
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';
import { fixtureCatalog } from '@/tests/support/catalog-fixture';
import { demoGazettes } from '@/lib/server/db/seed/data/promotions';
import { renderCatalogPdf, hexColor } from './catalog-pdf';
import { renderPriceListPdf } from './price-list-pdf';
import { renderPromotionsPdf } from './promotions-pdf';

const DATE = new Date('2026-11-24T18:00:00Z');

/** A page's drawing operators, inflated. */
function pageOperators(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams
    .map((stream) => {
      if (!(stream instanceof PDFRawStream)) return '';
      const raw = Buffer.from(stream.contents);
      try {
        return inflateSync(raw).toString('latin1');
      } catch {
        return raw.toString('latin1');
      }
    })
    .join('\n');
}

/** The text drawn on a page: pdf-lib writes each run as a hex string in the content stream. */
function pageText(page: PDFPage): string {
  return [...pageOperators(page).matchAll(/<([0-9A-Fa-f]*)> Tj/g)]
    .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))
    .join('\n');
}

async function load(bytes: Uint8Array) {
  expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
  const doc = await PDFDocument.load(bytes);
  return { doc, text: doc.getPages().map(pageText).join('\n') };
}

describe('price list PDF', () => {
  it('lists fabrics per type, awning grids, motors and accessories, with page numbers and the date', async () => {
    const { doc, text } = await load(await renderPriceListPdf(fixtureCatalog, { date: DATE, priceList: 'publico' }));
    expect(doc.getTitle()).toContain('Lista de precios al público');
    expect(text).toContain('Solara Persianas y Toldos');
    expect(text).toContain('Persianas enrollables: telas por m²');
    expect(text).toContain('Screen 5 %');
    expect(text).toContain('$980.00');
    expect(text).toContain('Toldo Cofre: precio por pieza según ancho y salida');
    expect(text).toContain('$12,000.00');
    expect(text).toContain('24 de noviembre de 2026');
    const pages = doc.getPageCount();
    expect(text).toContain(`Página ${pages} de ${pages}`);
    // The public list never shows what a distributor pays.
    expect(text).not.toContain('Distribuidor');
    expect(text).not.toContain('$8,640.00');
  });

  it("adds the distributor's column when asked", async () => {
    const { text } = await load(await renderPriceListPdf(fixtureCatalog, { date: DATE, priceList: 'distribuidor' }));
    expect(text).toContain('Distribuidor');
    expect(text).toContain('$12,000.00 / $8,640.00');
  });

  it('repeats a table header on every page it continues on', async () => {
    const many = {
      ...fixtureCatalog,
      accessories: Array.from({ length: 120 }, (_, i) => ({
        ...fixtureCatalog.accessories[0]!,
        id: 900 + i,
        slug: `a${i}`,
        name: `Accesorio ${i}`,
      })),
    };
    const { doc } = await load(await renderPriceListPdf(many, { date: DATE, priceList: 'publico' }));
    expect(doc.getPageCount()).toBeGreaterThan(2);
    for (const page of doc.getPages().slice(-2)) expect(pageText(page)).toContain('Concepto');
  });
});

describe('digital catalogue PDF', () => {
  it('describes lines, types and models and draws every colour', async () => {
    const bytes = await renderCatalogPdf(fixtureCatalog, { date: DATE });
    const { doc, text } = await load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(text).toContain('Catálogo digital');
    expect(text).toContain('Persianas enrollables');
    expect(text).toContain('Modelo Cofre');
    for (const fabric of fixtureCatalog.fabrics) {
      expect(text).toContain(fabric.name);
      for (const color of fabric.colors) expect(text).toContain(color.name);
    }
  });

  it('draws a striped fabric with bands of its second colour', async () => {
    const [fabric, ...rest] = fixtureCatalog.fabrics;
    const striped = {
      ...fixtureCatalog,
      fabrics: [{ ...fabric!, colors: [{ ...fabric!.colors[0]!, hex: '#2A3A5E', stripeHex: '#FF0000' }] }, ...rest],
    };
    const fill = (doc: PDFDocument) =>
      doc
        .getPages()
        .map(pageOperators)
        .join('\n')
        .split('\n')
        .filter((op) => op === '1 0 0 rg').length;
    const plain = await PDFDocument.load(await renderCatalogPdf(fixtureCatalog, { date: DATE }));
    const withStripes = await PDFDocument.load(await renderCatalogPdf(striped, { date: DATE }));
    expect(fill(plain)).toBe(0);
    expect(fill(withStripes)).toBeGreaterThanOrEqual(5); // 58 pt wide, 5 pt bands
  });

  it('reads swatch colours from hex, grey when unreadable', () => {
    expect(hexColor('#FF8000')).toMatchObject({ red: 1, green: 128 / 255, blue: 0 });
    expect(hexColor('nope')).toMatchObject({ red: 0.85 });
  });
});

describe('promotions gazette PDF', () => {
  it('prints each promotion with its dates', async () => {
    const [current] = demoGazettes('2026-11-24');
    const { doc, text } = await load(await renderPromotionsPdf(current!.name, current!.promotions, { date: DATE }));
    expect(doc.getPageCount()).toBe(1);
    expect(text).toContain('Gaceta de promociones de noviembre 2026');
    expect(text).toContain('Temporada de toldos: 15 % en lonas acrílicas');
    expect(text).toContain('Vigencia: del 1 de noviembre al 15 de diciembre de 2026');
    expect(text).toContain('Página 1 de 1');
  });
});

describe('demo gazettes', () => {
  it('has a current, a past and an upcoming gazette around the seeding day', () => {
    const [current, past, upcoming] = demoGazettes('2026-11-24');
    expect(current).toMatchObject({ validFrom: '2026-11-01', validUntil: '2026-12-31' });
    expect(past!.validUntil < '2026-11-24').toBe(true);
    expect(upcoming!.validFrom > '2026-11-24').toBe(true);
    // Across a year end too.
    const [dec] = demoGazettes('2026-12-31');
    expect(dec!.promotions[0]).toMatchObject({ validFrom: '2026-12-01', validUntil: '2027-01-15' });
  });
});
