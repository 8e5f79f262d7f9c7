/** @jest-environment node */
import { fixtureCatalog as c } from '@/tests/support/catalog-fixture';
import { priceQuote } from './engine';
import { finishedSize } from './mount';
import type { BlindItem } from './types';

const blind = (over: Partial<BlindItem> = {}): BlindItem => ({
  line: 'persianas',
  type: 'enrollables',
  fabric: 'screen-5',
  color: 'blanco',
  width_cm: 150,
  height_cm: 180,
  quantity: 1,
  options: {},
  ...over,
});

function priced(item: BlindItem) {
  const result = priceQuote(c, [item]);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.quote.items[0]!;
}

describe('finishedSize', () => {
  it('takes 1 cm off each side inside the opening, nothing outside or untold', () => {
    expect(finishedSize('dentro', 150, 180)).toEqual({ widthCm: 149, heightCm: 179 });
    expect(finishedSize('fuera', 150, 180)).toEqual({ widthCm: 150, heightCm: 180 });
    expect(finishedSize(null, 150, 180)).toEqual({ widthCm: 150, heightCm: 180 });
  });
});

describe('the engine on the finished size', () => {
  it('bills an inside-mount blind on what the factory makes and says both sizes', () => {
    const p = priced(blind({ mount: 'dentro', width_cm: 200, height_cm: 200 }));
    expect(p).toMatchObject({
      mount: 'dentro',
      widthCm: 200,
      heightCm: 200,
      finishedWidthCm: 199,
      finishedHeightCm: 199,
    });
    // 1.99 × 1.99 = 3.9601 → 3.96 m², not the 4.00 m² of the measure.
    expect(p.billableAreaM2).toBe(3.96);
    expect(p.description).toContain('1.99 × 1.99 m (dentro del vano; medida 2.00 × 2.00 m)');
  });

  it('prices an outside mount and a piece without mount as measured, the same sum', () => {
    const outside = priced(blind({ mount: 'fuera' }));
    const untold = priced(blind());
    expect(outside.unitPriceCents).toBe(untold.unitPriceCents);
    expect(untold).toMatchObject({ mount: null, finishedWidthCm: 150, finishedHeightCm: 180 });
    expect(untold.description).not.toContain('vano');
  });

  it('checks the limits on the finished size, and says why', () => {
    const min = c.types.find((t) => t.slug === 'enrollables')!.minWidthCm;
    expect(priceQuote(c, [blind({ width_cm: min })]).ok).toBe(true);
    const result = priceQuote(c, [blind({ width_cm: min, mount: 'dentro' })]);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors['items.0.width_cm']![0]).toContain(`dentro del vano se fabrica a ${min - 1} cm`);
  });
});
