/** @jest-environment node */
import { fixtureCatalog as c } from '@/tests/support/catalog-fixture';
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import { compatibleMotors, priceQuote } from './engine';
import type { AwningItem, BlindItem } from './types';

const blind = (over: Partial<BlindItem> = {}, options: BlindItem['options'] = {}): BlindItem => ({
  line: 'persianas',
  type: 'enrollables',
  fabric: 'screen-5',
  color: 'blanco',
  width_cm: 150,
  height_cm: 180,
  quantity: 1,
  room: 'Sala',
  options,
  ...over,
});
const awning = (over: Partial<AwningItem> = {}, options: AwningItem['options'] = {}): AwningItem => ({
  line: 'toldos',
  type: 'retractiles',
  model: 'cofre',
  fabric: 'acrilico',
  color: 'arena',
  width_cm: 400,
  projection_cm: 250,
  quantity: 1,
  options,
  ...over,
});

/** The fixture with every fabric at $90.00/m², the price of the review's examples. */
const at90: CatalogSnapshot = {
  ...c,
  fabrics: c.fabrics.map((f) => ({
    ...f,
    prices: f.prices.map((p) => ({ ...p, publicCents: 9_000, distributorCents: 6_480 })),
  })),
};

function ok(result: ReturnType<typeof priceQuote>) {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.quote;
}

describe('blinds', () => {
  it('prices fabric per m² of the measured area with IVA 16 %', () => {
    const quote = ok(priceQuote(c, [blind()]));
    const [item] = quote.items;
    expect(item).toMatchObject({
      widthCm: 150,
      heightCm: 180,
      measuredAreaM2: 2.7,
      billableAreaM2: 2.7,
      unitPriceCents: 264_600,
      lineTotalCents: 264_600,
    });
    expect(item!.lines).toEqual([
      { label: 'Tela Screen 5 %, Blanco: 1.50 × 1.80 m = 2.70 m² × $980.00/m²', amountCents: 264_600 },
    ]);
    expect(quote).toMatchObject({ subtotalCents: 264_600, taxCents: 42_336, totalCents: 306_936 });
  });

  it("bills the type's minimum area and says so", () => {
    const [item] = ok(priceQuote(c, [blind({ width_cm: 50, height_cm: 60 })])).items;
    expect(item).toMatchObject({ measuredAreaM2: 0.3, billableAreaM2: 1, unitPriceCents: 98_000 });
    expect(item!.lines[0]!.label).toBe(
      'Tela Screen 5 %, Blanco: 0.50 × 0.60 m = 0.30 m²; se cobra el mínimo de 1.00 m² × $980.00/m²',
    );
  });

  it('bills the area rounded to two decimals and prices exactly that: 2.00 m² × $90.00/m² is $180.00', () => {
    const [item] = ok(priceQuote(at90, [blind({ width_cm: 85, height_cm: 235 })])).items;
    expect(item!.lines[0]).toEqual({
      label: 'Tela Screen 5 %, Blanco: 0.85 × 2.35 m = 1.9975 m², se cobran 2.00 m² × $90.00/m²',
      amountCents: 18_000,
    });
    expect(item).toMatchObject({ measuredAreaM2: 2, billableAreaM2: 2 });
  });

  it('rounds the billed area half up, and an area that rounds to the minimum is not called the minimum', () => {
    const [half] = ok(priceQuote(at90, [blind({ width_cm: 185, height_cm: 250 })])).items;
    expect(half!.lines[0]).toEqual({
      label: 'Tela Screen 5 %, Blanco: 1.85 × 2.50 m = 4.625 m², se cobran 4.63 m² × $90.00/m²',
      amountCents: 41_670,
    });
    const [almost] = ok(priceQuote(at90, [blind({ width_cm: 30, height_cm: 332 })])).items;
    expect(almost!.lines[0]!.label).toBe(
      'Tela Screen 5 %, Blanco: 0.30 × 3.32 m = 0.996 m², se cobran 1.00 m² × $90.00/m²',
    );
  });

  it('rounds sizes up to the centimetre', () => {
    const [item] = ok(priceQuote(c, [blind({ width_cm: 149.2, height_cm: 179.01 })])).items;
    expect(item).toMatchObject({ widthCm: 150, heightCm: 180 });
  });

  it('adds gallery per metre, motor and installation, and multiplies by quantity', () => {
    const [item] = ok(
      priceQuote(c, [blind({ quantity: 2 }, { gallery: 'cenefa', motor: 'motion-30', installation: true })]),
    ).items;
    expect(item!.lines.map((l) => l.amountCents)).toEqual([264_600, 52_500, 530_000, 45_000]);
    expect(item!.lines[1]!.label).toBe('Galería Cenefa: 1.50 m × $350.00/m');
    expect(item).toMatchObject({ unitPriceCents: 892_100, lineTotalCents: 1_784_200 });
  });

  it('uses distributor prices for distributors', () => {
    const quote = ok(priceQuote(c, [blind()], 'distribuidor'));
    expect(quote.items[0]!.lines[0]!.amountCents).toBe(190_512);
    expect(quote.priceList).toBe('distribuidor');
  });

  it("rejects sizes outside the type's range with the allowed range", () => {
    const result = priceQuote(c, [blind({ width_cm: 20, height_cm: 400 })]);
    expect(result).toEqual({
      ok: false,
      errors: {
        'items.0.width_cm': ['El ancho debe estar entre 30 y 350 cm para Persianas enrollables (de 0.30 a 3.50 m).'],
        'items.0.height_cm': ['El alto debe estar entre 30 y 350 cm para Persianas enrollables (de 0.30 a 3.50 m).'],
      },
    });
  });

  it('makes widths over 3.00 m only motorised', () => {
    const result = priceQuote(c, [blind({ width_cm: 320, height_cm: 200 })]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors['items.0.options.motor']).toEqual([
      'Las persianas de más de 3.00 m de ancho sólo se fabrican motorizadas: elige un motor.',
    ]);
    expect(
      ok(priceQuote(c, [blind({ width_cm: 320, height_cm: 200 }, { motor: 'motion-50' })])).items[0]!.lines,
    ).toHaveLength(2);
  });

  it('accepts only a motor that can move the size', () => {
    const result = priceQuote(c, [blind({ width_cm: 280, height_cm: 300 }, { motor: 'motion-30' })]);
    expect(!result.ok && result.errors['items.0.options.motor']).toEqual([
      'El motor Motion 30 mueve persianas de 0.60 a 3.00 m de ancho y hasta 6.00 m²; tu persiana mide 2.80 m de ancho y 8.40 m². Elige otro motor.',
    ]);
  });

  it("checks a motor's area limit against the area as printed, and offers the same motors it accepts", () => {
    // 2.45 × 2.45 m = 6.0025 m², billed and printed as 6.00 m²: within Motion 30's 6.00 m².
    expect(
      ok(priceQuote(c, [blind({ width_cm: 245, height_cm: 245 }, { motor: 'motion-30' })])).items[0]!.billableAreaM2,
    ).toBe(6);
    expect(compatibleMotors(c, c.types[0]!, 245, 245).map((mo) => mo.slug)).toEqual(['motion-30', 'motion-50']);
    // 2.45 × 2.46 m = 6.027 m², printed 6.03 m²: past it, and the message says the same figure.
    const result = priceQuote(c, [blind({ width_cm: 245, height_cm: 246 }, { motor: 'motion-30' })]);
    expect(!result.ok && result.errors['items.0.options.motor']![0]).toMatch(
      /hasta 6\.00 m²; tu persiana mide 2\.45 m de ancho y 6\.03 m²/,
    );
    expect(compatibleMotors(c, c.types[0]!, 245, 246).map((mo) => mo.slug)).toEqual(['motion-50']);
  });

  it('rejects a fabric not made in the type, an unknown colour, type, gallery and quantity', () => {
    expect(priceQuote(c, [blind({ fabric: 'acrilico' })])).toEqual({
      ok: false,
      errors: { 'items.0.fabric': ['La tela elegida no se fabrica en Persianas enrollables.'] },
    });
    expect(priceQuote(c, [blind({ color: 'rosa' })])).toEqual({
      ok: false,
      errors: { 'items.0.color': ['El color elegido no existe en Screen 5 %.'] },
    });
    expect(priceQuote(c, [blind({ type: 'nada' })])).toEqual({
      ok: false,
      errors: { 'items.0.type': ['El tipo de persiana elegido no existe.'] },
    });
    expect(
      Object.keys((priceQuote(c, [blind({ quantity: 0 }, { gallery: 'x' })]) as { errors: object }).errors),
    ).toEqual(['items.0.quantity', 'items.0.options.gallery']);
  });

  it('rejects an empty quote', () => {
    expect(priceQuote(c, [])).toEqual({ ok: false, errors: { items: ['Agrega al menos una pieza a la cotización.'] } });
  });
});

describe('awnings', () => {
  it("takes the next band up of the model's grid and adds the fabric surcharge", () => {
    const [item] = ok(priceQuote(c, [awning()])).items;
    expect(item!.lines).toEqual([
      { label: 'Toldo Cofre de 4.00 × 2.50 m (tabulador hasta 6.00 × 3.00 m)', amountCents: 2_600_000 },
      { label: 'Lona Acrílico, Arena: 4.00 × 2.50 m = 10.00 m² × $150.00/m²', amountCents: 150_000 },
    ]);
  });

  it('bills the canvas surcharge on the area rounded to two decimals: 4.63 m² × $90.00/m² is $416.70', () => {
    const [item] = ok(priceQuote(at90, [awning({ width_cm: 185, projection_cm: 250 })])).items;
    expect(item!.lines[1]).toEqual({
      label: 'Lona Acrílico, Arena: 1.85 × 2.50 m = 4.625 m², se cobran 4.63 m² × $90.00/m²',
      amountCents: 41_670,
    });
    expect(item).toMatchObject({ billableAreaM2: 4.63 });
  });

  it('a size on a band edge uses that band', () => {
    const [item] = ok(priceQuote(c, [awning({ width_cm: 300, projection_cm: 150 })])).items;
    expect(item!.lines[0]!.amountCents).toBe(1_200_000);
  });

  it('needs a motor for the wind sensor, and rejects sizes past the model', () => {
    const result = priceQuote(c, [awning({ width_cm: 700, projection_cm: 100 }, { wind_sensor: true })]);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual([
      'items.0.options.wind_sensor',
      'items.0.projection_cm',
      'items.0.width_cm',
    ]);
  });

  it('requires the fabric and colour of the awning', () => {
    expect(priceQuote(c, [awning({ fabric: null })])).toEqual({
      ok: false,
      errors: { 'items.0.fabric': ['Elige la lona del toldo.'] },
    });
  });
});

describe('several items', () => {
  it("adds the items and reports each item's errors by index", () => {
    const quote = ok(priceQuote(c, [blind(), awning()]));
    expect(quote.subtotalCents).toBe(264_600 + 2_750_000);
    const bad = priceQuote(c, [blind(), blind({ width_cm: 10 })]);
    expect(!bad.ok && Object.keys(bad.errors)).toEqual(['items.1.width_cm']);
  });
});
