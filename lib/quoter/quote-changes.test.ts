import type { StoredItem } from '@/lib/contract/quote-config';
import { describeChanges, type QuoteContent } from './quote-changes';

const piece = (patch: Partial<StoredItem> = {}): StoredItem => ({
  id: 1,
  position: 1,
  line: 'persianas',
  type: 'enrollables',
  fabric: 'blackout-premium',
  color: 'marfil',
  width_cm: 150,
  height_cm: 180,
  quantity: 1,
  room: 'Sala',
  options: { motor: null, gallery: null, installation: false },
  description: 'Persiana enrollable Blackout Premium, Marfil, 1.50 × 1.80 m',
  billable_area_m2: '2.70',
  unit_price: '4860.00',
  line_total: '4860.00',
  lines: [],
  ...patch,
});

const content = (items: StoredItem[], patch: Partial<QuoteContent> = {}): QuoteContent => ({
  items,
  discount_pct: '0',
  total: '5637.60',
  customer_note: null,
  ...patch,
});

describe('what changed between two versions of a quote', () => {
  it('names nothing when nothing changed', () => {
    expect(describeChanges(content([piece()]), content([piece()]))).toEqual([]);
  });

  it('says which measure of which piece moved, and the new total', () => {
    const after = content([piece({ width_cm: 148, height_cm: 176 })], { total: '5400.00' });
    expect(describeChanges(content([piece()]), after)).toEqual([
      'Pieza 1 (Sala): ancho 1.50 m → 1.48 m; alto 1.80 m → 1.76 m.',
      'Total: $5,637.60 → $5,400.00.',
    ]);
  });

  it('names a new fabric, a quantity and the options added or taken away', () => {
    const after = piece({
      color: 'gris',
      description: 'Persiana enrollable Blackout Premium, Gris, 1.50 × 1.80 m',
      quantity: 2,
      options: { motor: 'solara-motion-30', gallery: null, installation: true },
    });
    expect(describeChanges(content([piece()]), content([after]))).toEqual([
      'Pieza 1 (Sala): ahora Persiana enrollable Blackout Premium, Gris, 1.50 × 1.80 m; cantidad 1 → 2; con motor; con instalación.',
    ]);
  });

  it('lists pieces added and removed, the discount and a new note', () => {
    const second = piece({ id: 2, position: 2, room: null, description: 'Toldo retráctil, 3.00 × 2.00 m' });
    expect(
      describeChanges(
        content([piece(), second]),
        content([piece()], { discount_pct: '5', customer_note: 'Medimos el viernes.' }),
      ),
    ).toEqual([
      'Pieza 2 quitada: Toldo retráctil, 3.00 × 2.00 m.',
      'Descuento: 0 % → 5 %.',
      'Nota nueva del distribuidor.',
    ]);
    expect(describeChanges(content([piece()]), content([piece(), second]))).toEqual([
      'Pieza 2 nueva: Toldo retráctil, 3.00 × 2.00 m.',
    ]);
  });
});
