import type { Quote } from '@/lib/contract/quotes';
import { aQuote } from '@/tests/support/sales-screens';
import { quoteSummaryText } from './quote-text';

const item = (quantity: number, unit: string, total: string) => ({
  id: quantity,
  position: quantity,
  line: 'persianas' as const,
  type: 'enrollables',
  fabric: 'screen-5',
  color: 'blanco',
  width_cm: 85,
  height_cm: 235,
  quantity,
  options: {},
  room: quantity > 1 ? 'Sala' : null,
  description: 'Persianas enrollables en Screen 5 %, Blanco, 0.85 × 2.35 m',
  billable_area_m2: '2.00',
  unit_price: unit,
  line_total: total,
  lines: [
    { label: 'Tela Screen 5 %, Blanco: 0.85 × 2.35 m = 1.9975 m², se cobran 2.00 m² × $90.00/m²', amount: '180.00' },
    { label: 'Instalación', amount: '450.00' },
  ],
});

const quote: Quote = aQuote({
  id: 7,
  folio: 'COT-2026-000007',
  status: 'solicitada',
  price_list: 'publico',
  valid_until: '2026-07-16T04:00:00.000Z',
  created_at: '2026-07-01T04:00:00.000Z',
  customer: { id: null, name: 'Laura', email: 'laura@ejemplo.mx', phone: null },
  distributor: null,
  notes: null,
  items: [item(1, '630.00', '630.00'), item(3, '630.00', '1890.00')],
  subtotal: '2520.00',
  tax: '403.20',
  total: '2923.20',
});

const saved = {
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

describe('the summary a customer shares', () => {
  it('summarises folio, pieces, IVA, total and validity', () => {
    const text = quoteSummaryText(saved, { share: true, brand: 'Solara Persianas y Toldos' });
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
});

describe('a quote as plain text for mail', () => {
  it('states the validity as every other place does, and multiplies each piece out as printed', () => {
    expect(quoteSummaryText(quote, { share: false }).split('\n')).toEqual([
      'Cotización COT-2026-000007 · vigente hasta el 15 de julio de 2026 (15 días)',
      '',
      '1. Persianas enrollables en Screen 5 %, Blanco, 0.85 × 2.35 m: $630.00',
      '   - Tela Screen 5 %, Blanco: 0.85 × 2.35 m = 1.9975 m², se cobran 2.00 m² × $90.00/m²: $180.00',
      '   - Instalación: $450.00',
      '2. Persianas enrollables en Screen 5 %, Blanco, 0.85 × 2.35 m (Sala): 3 piezas × $630.00 = $1,890.00',
      '   Precio por pieza:',
      '   - Tela Screen 5 %, Blanco: 0.85 × 2.35 m = 1.9975 m², se cobran 2.00 m² × $90.00/m²: $180.00',
      '   - Instalación: $450.00',
      '',
      'Subtotal: $2,520.00',
      'IVA 16 %: $403.20',
      'Total: $2,923.20 MXN',
    ]);
  });
});
