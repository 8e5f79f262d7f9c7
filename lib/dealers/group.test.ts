/** @jest-environment node */
import { dealerTitle, groupByState } from './group';
import { CDMX, DEALERS, GDL, MONTERREY, QUERETARO, ZAPOPAN } from '@/tests/support/test-dealers';
import type { Dealer } from '@/lib/contract/dealers';

describe('groupByState', () => {
  it('groups by state in Spanish alphabetical order, dealers by city then name', () => {
    const groups = groupByState(DEALERS);
    expect(groups.map((g) => g.name)).toEqual(['Ciudad de México', 'Jalisco', 'Nuevo León', 'Querétaro', 'Yucatán']);
    expect(groups[1]!.dealers.map((d) => d.id)).toEqual([GDL.id, ZAPOPAN.id]);
    expect(groups[0]!.dealers).toEqual([CDMX]);
    expect(groups.reduce((n, g) => n + g.dealers.length, 0)).toBe(DEALERS.length);
  });

  it('puts dealers without a state last', () => {
    const orphan: Dealer = { ...MONTERREY, id: 99, state: null, municipality: null };
    const groups = groupByState([orphan, GDL]);
    expect(groups.map((g) => [g.key, g.name])).toEqual([
      ['14', 'Jalisco'],
      ['sin-estado', 'Sin estado'],
    ]);
  });

  it('sorts Á with A (not after Z)', () => {
    const alpha: Dealer = { ...GDL, id: 50, state: { id: 50, name: 'Álamo' } };
    const zeta: Dealer = { ...GDL, id: 51, state: { id: 51, name: 'Zeta' } };
    const beta: Dealer = { ...GDL, id: 52, state: { id: 52, name: 'Beta' } };
    expect(groupByState([zeta, beta, alpha]).map((g) => g.name)).toEqual(['Álamo', 'Beta', 'Zeta']);
  });
});

describe('dealerTitle', () => {
  it('is the company, else the person', () => {
    expect(dealerTitle(GDL)).toBe('Persianas y Toldos de Occidente');
    expect(dealerTitle(QUERETARO)).toBe('Mónica Ugalde Herrera');
  });
});
