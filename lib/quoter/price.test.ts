import { fixtureCatalog as c } from '@/tests/support/catalog-fixture';
import { priceQuote } from '@/lib/pricing/engine';
import { awningDraft, blindDraft } from '@/tests/support/quoter-drafts';
import { itemsToSend, priceDraft, pricePiece, toQuoteItem } from './price';
import { emptyPiece } from './state';

const blind = blindDraft;
const awning = awningDraft;

describe('a piece priced in the browser', () => {
  it("gives the engine's price and lines", () => {
    const piece = blind({ motor: 'motion-30', gallery: 'cenefa', installation: true, room: ' Sala ' });
    const p = pricePiece(c, piece, 'publico');
    expect(p.missing).toEqual([]);
    expect(p.errors).toEqual({});
    expect(p.priced?.lineTotalCents).toBe(264_600 + 52_500 + 530_000 + 45_000);
    expect(p.priced?.lines.map((l) => l.label)).toEqual([
      expect.stringContaining('1.50 × 1.80 m = 2.70 m²'),
      expect.stringContaining('Galería Cenefa'),
      'Motor Motion 30',
      'Instalación',
    ]);
    // The same configuration the server would price.
    expect(p.item).toEqual({
      line: 'persianas',
      type: 'enrollables',
      fabric: 'screen-5',
      color: 'blanco',
      width_cm: 150,
      height_cm: 180,
      quantity: 1,
      room: 'Sala',
      options: { motor: 'motion-30', gallery: 'cenefa', installation: true, wind_sensor: false },
    });
    const server = priceQuote(c, [p.item!], 'publico');
    expect(server.ok && server.quote.items[0]).toEqual(p.priced);
  });

  it("prices with the distributor list when that is the caller's", () => {
    expect(pricePiece(c, blind(), 'distribuidor').priced?.lineTotalCents).toBe(Math.round(2.7 * 70_560));
  });

  it('lists what is missing without calling an empty box wrong', () => {
    const p = pricePiece(c, blind({ width: '', height: ' ' }), 'publico');
    expect(p.missing.map((m) => m.field)).toEqual(['width_cm', 'height_cm']);
    expect(p.errors).toEqual({});
    expect(p.priced).toBeNull();
    expect(p.item).toBeNull();
    expect(pricePiece(c, emptyPiece('p1'), 'publico').missing).toEqual([
      { field: 'line', label: 'elige persiana o toldo' },
    ]);
    expect(pricePiece(c, awning({ model: '', height: '' }), 'publico').missing.map((m) => m.field)).toEqual([
      'model',
      'projection_cm',
    ]);
  });

  it("shows the engine's message, with the allowed range, for a size out of range", () => {
    const p = pricePiece(c, blind({ width: '400' }), 'publico');
    expect(p.errors.width_cm).toEqual([
      'El ancho debe estar entre 30 y 350 cm para Persianas enrollables (de 0.30 a 3.50 m).',
    ]);
    expect(p.priced).toBeNull();
    expect(pricePiece(c, awning({ height: '350' }), 'publico').errors.projection_cm?.[0]).toMatch(
      /salida debe estar entre 150 y 300 cm para el toldo Cofre/,
    );
  });

  it('asks for numbers when the size is not one', () => {
    expect(pricePiece(c, blind({ width: '1,5 m' }), 'publico').errors.width_cm).toEqual([
      'Escribe el ancho en centímetros, sólo con números (por ejemplo 150).',
    ]);
  });

  it('says a wide blind needs a motor, and that the chosen motor cannot move it', () => {
    expect(pricePiece(c, blind({ width: '320' }), 'publico').errors['options.motor']?.[0]).toMatch(
      /más de 3.00 m de ancho sólo se fabrican motorizadas/,
    );
    expect(pricePiece(c, blind({ width: '320', motor: 'motion-30' }), 'publico').errors['options.motor']?.[0]).toMatch(
      /^El motor Motion 30 mueve persianas de 0.60 a 3.00 m/,
    );
    expect(pricePiece(c, blind({ width: '320', motor: 'motion-50' }), 'publico').priced).not.toBeNull();
  });

  it('sends the wind sensor only with a motor', () => {
    expect(toQuoteItem(awning({ windSensor: true }))?.options.wind_sensor).toBe(false);
    expect(toQuoteItem(awning({ windSensor: true, motor: 'motion-50' }))?.options.wind_sensor).toBe(true);
    expect(toQuoteItem(emptyPiece('p1'))).toBeNull();
  });
});

describe('the whole draft', () => {
  it('adds every piece with IVA on the subtotal', () => {
    const pricing = priceDraft(c, [blind(), blind({ id: 'p3', quantity: '2' })], 'publico');
    expect(pricing.quote?.subtotalCents).toBe(264_600 * 3);
    expect(pricing.quote?.taxCents).toBe(Math.round(264_600 * 3 * 0.16));
    expect(pricing.quote?.totalCents).toBe(pricing.quote!.subtotalCents + pricing.quote!.taxCents);
    expect(itemsToSend(pricing)).toHaveLength(2);
  });

  it('keeps a partial total while a piece is incomplete, and sends nothing', () => {
    const pricing = priceDraft(c, [blind(), blind({ id: 'p3', width: '' })], 'publico');
    expect(pricing.quote).toBeNull();
    expect(pricing.partial).toEqual({ subtotalCents: 264_600, taxCents: 42_336, totalCents: 306_936, count: 1 });
    expect(itemsToSend(pricing)).toBeNull();
    expect(priceDraft(c, [emptyPiece('p1')], 'publico').partial.count).toBe(0);
  });
});
