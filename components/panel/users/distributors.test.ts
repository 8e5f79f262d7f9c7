import { distributorLabel, distributorNames, distributorOptions } from './distributors';

const decor = { id: 2, name: 'Jorge Villaseñor', company: 'Decor Ventanas Providencia', active: true };
const toldos = { id: 5, name: 'Marta Ríos', company: null, active: true };
const closed = { id: 9, name: 'Iván Soto', company: 'Persianas del Puerto', active: false };

describe('distributorOptions', () => {
  it('offers only the active distributors, named by company and person', () => {
    expect(distributorOptions([decor, closed, toldos], null)).toEqual([
      { value: 2, label: 'Decor Ventanas Providencia (Jorge Villaseñor)' },
      { value: 5, label: 'Marta Ríos' },
    ]);
  });

  it("keeps the customer's current one first when it was deactivated, saying so", () => {
    expect(distributorOptions([decor, closed], 9)[0]).toEqual({
      value: 9,
      label: 'Persianas del Puerto (Iván Soto), desactivado',
    });
    expect(distributorOptions([decor, closed], 2)).toHaveLength(1);
  });

  it('keeps a current one it does not know yet (the list still loading)', () => {
    expect(distributorOptions([], 9)).toEqual([{ value: 9, label: 'El distribuidor que tiene asignado' }]);
  });
});

describe('distributorNames', () => {
  it('names each distributor by its company, else by the person', () => {
    const names = distributorNames([decor, toldos, closed]);
    expect(names.get(2)).toBe('Decor Ventanas Providencia');
    expect(names.get(5)).toBe('Marta Ríos');
    expect(names.get(9)).toBe('Persianas del Puerto');
    expect(distributorLabel({ ...toldos, company: '  ' })).toBe('Marta Ríos');
  });
});
