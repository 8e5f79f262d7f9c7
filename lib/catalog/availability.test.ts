import { LOW_STOCK_THRESHOLD, STOCK_LEGEND, availabilityOf, stockStatus } from './availability';

describe('stock in one vocabulary', () => {
  it.each([
    [0, 'agotado', 'Bajo pedido', false],
    [-5, 'agotado', 'Bajo pedido', false],
    [Number.NaN, 'agotado', 'Bajo pedido', false],
    [1, 'bajo', 'Pocas existencias', true],
    [8, 'bajo', 'Pocas existencias', true],
    [19.99, 'bajo', 'Pocas existencias', true],
    [20, 'disponible', 'Disponible', true],
    [320, 'disponible', 'Disponible', true],
  ])('stock %p → %p, "%s"', (stock, status, label, inStock) => {
    expect(availabilityOf(stock)).toEqual({ status, label, inStock });
    expect(stockStatus(stock)).toBe(status);
  });

  it('changes word at the threshold the panel and the public pages share', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(20);
    expect(stockStatus(LOW_STOCK_THRESHOLD - 1)).toBe('bajo');
    expect(stockStatus(LOW_STOCK_THRESHOLD)).toBe('disponible');
  });

  it('explains each word in the catalogue', () => {
    expect(STOCK_LEGEND).toBe(
      '«Disponible» se surte de inmediato; «Pocas existencias», mientras alcance (tu distribuidor lo confirma); «Bajo pedido» tarda de 5 a 10 días hábiles más.',
    );
  });
});
