import type { Dealer } from '@/lib/contract/dealers';
import { handoverOf } from './handover';

const dealer = (id: number, company: string, lat: number, lng: number, city: string): Dealer =>
  ({
    id,
    name: `Persona ${id}`,
    company,
    coordinates: { lat, lng },
    municipality: { id, name: city, code: null },
    state: { id: 14, name: 'Jalisco' },
  }) as Dealer;

const providencia = dealer(2, 'Decor Ventanas Providencia', 20.6953, -103.3778, 'Guadalajara');
const zapopan = dealer(3, 'Toldos Zapopan', 20.7214, -103.3918, 'Zapopan');
const vallarta = dealer(4, 'Persianas Vallarta', 20.6534, -105.2253, 'Puerto Vallarta');

describe('handoverOf', () => {
  it('names the visible dealer nearest to the one hidden, with its place and distance', () => {
    expect(handoverOf([providencia, vallarta, zapopan], providencia)).toEqual({
      kind: 'nearest',
      name: 'Toldos Zapopan',
      place: 'Zapopan, Jalisco',
      km: 3,
    });
  });

  it('says the brand answers when no other dealer is on the map', () => {
    expect(handoverOf([providencia], providencia)).toEqual({ kind: 'brand' });
    expect(handoverOf([], { id: 9, coordinates: null })).toEqual({ kind: 'brand' });
  });

  it('without a point of its own, each request goes to the dealer nearest the customer', () => {
    expect(handoverOf([providencia, zapopan], { id: 9, coordinates: null })).toEqual({ kind: 'nearest-to-customer' });
  });
});
