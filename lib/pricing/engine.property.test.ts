/** @jest-environment node */
import fc from 'fast-check';
import { fixtureCatalog as c } from '@/tests/support/catalog-fixture';
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import { formatMXN } from '@/lib/format/money';
import { lineProblems, printedSumProblems } from '@/tests/support/printed-sums';
import { gridCell, priceQuote } from './engine';
import { ivaOf } from './money';
import type { AwningItem, BlindItem, PricedQuote } from './types';

const type = c.types.find((t) => t.slug === 'enrollables')!;
const blindArb = fc.record({
  width: fc.integer({ min: type.minWidthCm, max: 300 }),
  height: fc.integer({ min: type.minHeightCm, max: type.maxHeightCm }),
  quantity: fc.integer({ min: 1, max: 50 }),
  gallery: fc.boolean(),
  installation: fc.boolean(),
  distributor: fc.boolean(),
});

const blind = (w: number, h: number, q = 1, options: BlindItem['options'] = {}): BlindItem => ({
  line: 'persianas',
  type: 'enrollables',
  fabric: 'screen-5',
  color: 'blanco',
  width_cm: w,
  height_cm: h,
  quantity: q,
  options,
});

const awning = (w: number, p: number, q = 1): AwningItem => ({
  line: 'toldos',
  type: 'retractiles',
  model: 'cofre',
  fabric: 'acrilico',
  color: 'arena',
  width_cm: w,
  projection_cm: p,
  quantity: q,
  options: {},
});

/** The fixture with other prices: blind fabric and canvas per m², gallery per metre (distributor: 72 %, rounded). */
function priced(fabricCents: number, canvasCents: number, galleryCents: number): CatalogSnapshot {
  const d = (cents: number) => Math.round(cents * 0.72);
  return {
    ...c,
    fabrics: c.fabrics.map((f) => {
      const cents = f.lineSlug === 'toldos' ? canvasCents : fabricCents;
      return { ...f, prices: f.prices.map((p) => ({ ...p, publicCents: cents, distributorCents: d(cents) })) };
    }),
    galleries: c.galleries.map((g) => ({ ...g, publicCentsPerM: galleryCents, distributorCentsPerM: d(galleryCents) })),
  };
}

/** The quote as the quoter and the PDF print it. */
const printed = (quote: PricedQuote) => ({
  items: quote.items.map((i) => ({
    quantity: i.item.quantity,
    unit_price: formatMXN(i.unitPriceCents),
    line_total: formatMXN(i.lineTotalCents),
    lines: i.lines.map((l) => ({ label: l.label, amount: formatMXN(l.amountCents) })),
  })),
  subtotal: formatMXN(quote.subtotalCents),
  tax: formatMXN(quote.taxCents),
  total: formatMXN(quote.totalCents),
});

function total(result: ReturnType<typeof priceQuote>) {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.quote;
}

describe('engine properties', () => {
  it('total = subtotal + IVA, IVA is 16 % rounded, nothing is negative, items add up', () => {
    fc.assert(
      fc.property(fc.array(blindArb, { minLength: 1, maxLength: 5 }), (rows) => {
        const quote = total(
          priceQuote(
            c,
            rows.map((r) =>
              blind(r.width, r.height, r.quantity, {
                gallery: r.gallery ? 'cenefa' : null,
                installation: r.installation,
              }),
            ),
            rows[0]!.distributor ? 'distribuidor' : 'publico',
          ),
        );
        expect(quote.totalCents).toBe(quote.subtotalCents + quote.taxCents);
        expect(quote.taxCents).toBe(ivaOf(quote.subtotalCents));
        expect(quote.subtotalCents).toBe(quote.items.reduce((s, i) => s + i.lineTotalCents, 0));
        for (const item of quote.items) {
          expect(item.unitPriceCents).toBe(item.lines.reduce((s, l) => s + l.amountCents, 0));
          expect(item.lineTotalCents).toBe(item.unitPriceCents * item.item.quantity);
          for (const line of item.lines) expect(Number.isInteger(line.amountCents) && line.amountCents >= 0).toBe(true);
        }
      }),
    );
  });

  it('every line multiplies exactly as printed, at any price per m² or per metre, and the printed sums add up', () => {
    const model = c.models[0]!;
    const pieceArb = fc.oneof(
      fc.record({
        kind: fc.constant('blind' as const),
        w: fc.integer({ min: type.minWidthCm, max: 300 }),
        h: fc.integer({ min: type.minHeightCm, max: type.maxHeightCm }),
        fraction: fc.constantFrom(0, 0.2, 0.5),
        q: fc.integer({ min: 1, max: 50 }),
        gallery: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('awning' as const),
        w: fc.integer({ min: model.minWidthCm, max: model.maxWidthCm }),
        h: fc.integer({ min: model.minProjectionCm, max: model.maxProjectionCm }),
        fraction: fc.constant(0),
        q: fc.integer({ min: 1, max: 50 }),
        gallery: fc.constant(false),
      }),
    );
    const prices = fc.record({
      fabric: fc.integer({ min: 1, max: 500_000 }),
      canvas: fc.integer({ min: 1, max: 50_000 }),
      gallery: fc.integer({ min: 1, max: 100_000 }),
    });
    fc.assert(
      fc.property(
        prices,
        fc.array(pieceArb, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (p, pieces, distributor) => {
          const catalog = priced(p.fabric, p.canvas, p.gallery);
          const items = pieces.map((r) =>
            r.kind === 'blind'
              ? blind(r.w - r.fraction, r.h, r.q, { gallery: r.gallery ? 'cenefa' : null })
              : awning(r.w, r.h, r.q),
          );
          const quote = total(priceQuote(catalog, items, distributor ? 'distribuidor' : 'publico'));
          expect(printedSumProblems(printed(quote))).toEqual([]);
        },
      ),
    );
  });

  it('the check catches what the review saw: 2.00 m² × $90.00/m² printed as $179.78, 4.63 m² × $90 as $416.25', () => {
    expect(lineProblems({ label: 'Tela: 0.85 × 2.35 m = 2.00 m² × $90.00/m²', amount: '$179.78' })).toHaveLength(2);
    expect(lineProblems({ label: 'Lona: 4.63 m² × $90.00/m²', amount: '$416.25' })).toHaveLength(1);
    expect(lineProblems({ label: 'Lona: 4.625 m² × $90.00/m²', amount: '$416.25' })).toHaveLength(1);
    expect(
      lineProblems({ label: 'Lona: 1.85 × 2.50 m = 4.625 m², se cobran 4.62 m² × $90.00/m²', amount: '$415.80' }),
    ).toHaveLength(1);
    expect(
      lineProblems({ label: 'Lona: 1.85 × 2.50 m = 4.625 m², se cobran 4.63 m² × $90.00/m²', amount: '$416.70' }),
    ).toEqual([]);
    expect(
      printedSumProblems({
        items: [{ quantity: 2, unit_price: '100.00', line_total: '200.01', lines: [] }],
        subtotal: '200.00',
        tax: '32.00',
        total: '232.00',
      }),
    ).toHaveLength(2);
  });

  it('is monotone: a wider or taller blind never costs less', () => {
    fc.assert(
      fc.property(blindArb, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), (r, dw, dh) => {
        const w2 = Math.min(r.width + dw, 300);
        const h2 = Math.min(r.height + dh, type.maxHeightCm);
        const small = total(
          priceQuote(c, [blind(r.width, r.height, 1, { gallery: r.gallery ? 'cenefa' : null })]),
        ).totalCents;
        const large = total(priceQuote(c, [blind(w2, h2, 1, { gallery: r.gallery ? 'cenefa' : null })])).totalCents;
        expect(large).toBeGreaterThanOrEqual(small);
      }),
    );
  });

  it('awnings: the grid cell is the next band up, and the price never drops as the size grows', () => {
    const model = c.models[0]!;
    fc.assert(
      fc.property(
        fc.integer({ min: model.minWidthCm, max: model.maxWidthCm }),
        fc.integer({ min: model.minProjectionCm, max: model.maxProjectionCm }),
        (w, p) => {
          const cell = gridCell(model.grid, w, p, 'publico')!;
          expect(cell.widthCm).toBeGreaterThanOrEqual(w);
          expect(cell.projectionCm).toBeGreaterThanOrEqual(p);
          // No smaller band would fit.
          expect(model.grid.widthsCm.filter((b) => b >= w && b < cell.widthCm)).toEqual([]);
          expect(model.grid.projectionsCm.filter((b) => b >= p && b < cell.projectionCm)).toEqual([]);
          const bigger = gridCell(
            model.grid,
            Math.min(w + 50, model.maxWidthCm),
            Math.min(p + 50, model.maxProjectionCm),
            'publico',
          )!;
          expect(bigger.cents).toBeGreaterThanOrEqual(cell.cents);
        },
      ),
    );
  });

  it('any size outside the range is rejected, never priced', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1000, max: type.minWidthCm - 1 }),
          fc.integer({ min: type.maxWidthCm + 1, max: 100_000 }),
        ),
        (w) => {
          const result = priceQuote(c, [blind(w, 100, 1, { motor: 'motion-50' })]);
          expect(result.ok).toBe(false);
        },
      ),
    );
  });
});
