import { optimisticLineTotal, parseQuantity, settlePending, stepQuantity, withPending } from './cart-quantities';

describe('parseQuantity', () => {
  it.each([
    ['1', 1],
    ['12', 12],
    [' 50 ', 50],
  ])('reads %p as %p', (text, expected) => {
    expect(parseQuantity(text)).toBe(expected);
  });

  it.each(['', '0', '51', '2.5', '-1', 'x', '1e1'])('refuses %p', (text) => {
    expect(parseQuantity(text)).toBeNull();
  });
});

it('steps within 1 and 50', () => {
  expect(stepQuantity(1, -1)).toBe(1);
  expect(stepQuantity(1, 1)).toBe(2);
  expect(stepQuantity(50, 1)).toBe(50);
});

it('shows the line total at once: price per piece × quantity, exact to the centavo', () => {
  expect(optimisticLineTotal('10610.00', 3)).toBe('31830.00');
  expect(optimisticLineTotal('0.10', 3)).toBe('0.30');
  expect(optimisticLineTotal('n/a', 3)).toBeNull();
});

describe('pending quantities (optimistic, with rollback)', () => {
  it('keeps what was typed until the server answers for it', () => {
    const pending = withPending({}, 4, 3);
    expect(pending).toEqual({ 4: 3 });
    // The answer for 3 arrives (success: new cart; failure: rollback to the server's figure).
    expect(settlePending(pending, 4, 3)).toEqual({});
  });

  it('keeps a newer value typed while an older one was on its way', () => {
    const pending = withPending(withPending({}, 4, 3), 4, 5);
    expect(settlePending(pending, 4, 3)).toEqual({ 4: 5 });
    expect(settlePending(pending, 4, 5)).toEqual({});
  });

  it('leaves other lines alone', () => {
    const pending = withPending(withPending({}, 4, 3), 9, 2);
    expect(settlePending(pending, 4, 3)).toEqual({ 9: 2 });
  });
});
