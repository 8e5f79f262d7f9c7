import { decimalToCents } from '@/lib/pricing/money';
import { mailShareHref, quoteSummaryText, whatsappShareHref } from './share';
import { splitServerErrors } from './server-errors';

const quote = {
  id: 12,
  folio: 'COT-000012',
  valid_until: '2026-07-15',
  items: [
    {
      description: 'Persianas enrollables en Blackout Premium, Marfil, 1.50 × 1.80 m',
      room: 'Recámara principal',
      quantity: 1,
      line_total: '10160.00',
    },
    { description: 'Toldo Cofre Total 500', room: null, quantity: 2, line_total: '48780.00' },
  ],
  subtotal: '58940.00',
  tax: '9430.40',
  total: '68370.40',
};

describe('sharing a saved quote', () => {
  it('reads decimal strings as centavos', () => {
    expect(decimalToCents('1234.50')).toBe(123_450);
    expect(decimalToCents('7')).toBe(700);
    expect(decimalToCents(12.3)).toBe(1230);
    expect(decimalToCents('12,30')).toBeNull();
    expect(decimalToCents(null)).toBeNull();
  });

  it('summarises folio, pieces, IVA, total and validity', () => {
    const text = quoteSummaryText(quote, 'Solara Persianas y Toldos');
    expect(text.split('\n')).toEqual([
      'Cotización COT-000012 de Solara Persianas y Toldos',
      '1. Recámara principal: Persianas enrollables en Blackout Premium, Marfil, 1.50 × 1.80 m — $10,160.00',
      '2. Toldo Cofre Total 500 (2 piezas) — $48,780.00',
      'Subtotal: $58,940.00',
      'IVA 16 %: $9,430.40',
      'Total: $68,370.40 MXN',
      'Vigente hasta el 15 de julio de 2026 (15 días).',
    ]);
  });

  it('builds the WhatsApp and e-mail links with the text encoded', () => {
    const text = 'Cotización COT-1\nTotal: $1,000.00 & más';
    expect(whatsappShareHref(text)).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`);
    const mail = new URL(mailShareHref('Cotización COT-1', text));
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('Cotización COT-1');
    expect(mail.searchParams.get('body')).toBe(text);
  });
});

describe('a 422 split for the screen', () => {
  it('puts items.N.field at piece N, the rest on the form or the whole quote', () => {
    const split = splitServerErrors(
      {
        'items.1.width_cm': ['El ancho debe estar entre 30 y 350 cm.'],
        'items.1.options.motor': ['Elige otro motor.'],
        'items.5.color': ['Sin pieza'],
        items: ['Agrega al menos una pieza a la cotización.'],
        email: ['El campo correo electrónico es obligatorio.'],
      },
      ['p1', 'p4'],
    );
    expect(split.pieces).toEqual({
      p4: { width_cm: ['El ancho debe estar entre 30 y 350 cm.'], 'options.motor': ['Elige otro motor.'] },
    });
    expect(split.quote).toEqual(['Sin pieza', 'Agrega al menos una pieza a la cotización.']);
    expect(split.fields).toEqual({ email: ['El campo correo electrónico es obligatorio.'] });
    expect(splitServerErrors(undefined, [])).toEqual({ pieces: {}, quote: [], fields: {} });
  });
});
