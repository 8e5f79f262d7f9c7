/** @jest-environment node */
import fc from 'fast-check';
import { fixtureCatalog as c } from '@/lib/catalog/fixture';
import { gridCell, priceQuote } from './engine';
import { ivaOf } from './money';
import type { BlindItem } from './types';

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
  line: 'persianas', type: 'enrollables', fabric: 'screen-5', color: 'blanco', width_cm: w, height_cm: h, quantity: q, options,
});

function total(result: ReturnType<typeof priceQuote>) {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.quote;
}

describe('engine properties', () => {
  it('total = subtotal + IVA, IVA is 16 % rounded, nothing is negative, items add up', () => {
    fc.assert(fc.property(fc.array(blindArb, { minLength: 1, maxLength: 5 }), (rows) => {
      const quote = total(priceQuote(c, rows.map((r) => blind(r.width, r.height, r.quantity, { gallery: r.gallery ? 'cenefa' : null, installation: r.installation })), rows[0]!.distributor ? 'distribuidor' : 'publico'));
      expect(quote.totalCents).toBe(quote.subtotalCents + quote.taxCents);
      expect(quote.taxCents).toBe(ivaOf(quote.subtotalCents));
      expect(quote.subtotalCents).toBe(quote.items.reduce((s, i) => s + i.lineTotalCents, 0));
      for (const item of quote.items) {
        expect(item.unitPriceCents).toBe(item.lines.reduce((s, l) => s + l.amountCents, 0));
        expect(item.lineTotalCents).toBe(item.unitPriceCents * item.item.quantity);
        for (const line of item.lines) expect(Number.isInteger(line.amountCents) && line.amountCents >= 0).toBe(true);
      }
    }));
  });

  it('is monotone: a wider or taller blind never costs less', () => {
    fc.assert(fc.property(blindArb, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), (r, dw, dh) => {
      const w2 = Math.min(r.width + dw, 300);
      const h2 = Math.min(r.height + dh, type.maxHeightCm);
      const small = total(priceQuote(c, [blind(r.width, r.height, 1, { gallery: r.gallery ? 'cenefa' : null })])).totalCents;
      const large = total(priceQuote(c, [blind(w2, h2, 1, { gallery: r.gallery ? 'cenefa' : null })])).totalCents;
      expect(large).toBeGreaterThanOrEqual(small);
    }));
  });

  it('awnings: the grid cell is the next band up, and the price never drops as the size grows', () => {
    const model = c.models[0]!;
    fc.assert(fc.property(
      fc.integer({ min: model.minWidthCm, max: model.maxWidthCm }), fc.integer({ min: model.minProjectionCm, max: model.maxProjectionCm }),
      (w, p) => {
        const cell = gridCell(model.grid, w, p, 'publico')!;
        expect(cell.widthCm).toBeGreaterThanOrEqual(w);
        expect(cell.projectionCm).toBeGreaterThanOrEqual(p);
        // No smaller band would fit.
        expect(model.grid.widthsCm.filter((b) => b >= w && b < cell.widthCm)).toEqual([]);
        expect(model.grid.projectionsCm.filter((b) => b >= p && b < cell.projectionCm)).toEqual([]);
        const bigger = gridCell(model.grid, Math.min(w + 50, model.maxWidthCm), Math.min(p + 50, model.maxProjectionCm), 'publico')!;
        expect(bigger.cents).toBeGreaterThanOrEqual(cell.cents);
      },
    ));
  });

  it('any size outside the range is rejected, never priced', () => {
    fc.assert(fc.property(fc.oneof(fc.integer({ min: -1000, max: type.minWidthCm - 1 }), fc.integer({ min: type.maxWidthCm + 1, max: 100_000 })), (w) => {
      const result = priceQuote(c, [blind(w, 100, 1, { motor: 'motion-50' })]);
      expect(result.ok).toBe(false);
    }));
  });
});
