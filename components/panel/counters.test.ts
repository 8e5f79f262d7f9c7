import { panelCountersFor } from './counters';

describe('the toolbar counters', () => {
  it("open the lists that hold what they count: a customer's own, the staff's customers'", () => {
    expect(panelCountersFor('customer').map((c) => c.path)).toEqual([
      '/panel/listas/cotizaciones',
      '/panel/listas/ordenes',
      '/panel/listas/mi-carrito',
    ]);
    for (const role of ['distributor', 'admin'] as const) {
      expect(panelCountersFor(role).map((c) => c.path)).toEqual([
        '/panel/listas/cotizaciones-admin',
        '/panel/listas/ordenes-admin',
        '/panel/listas/mi-carrito',
      ]);
    }
  });
});
