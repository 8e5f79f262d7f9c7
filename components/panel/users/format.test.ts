import { formatCoordinate, looksLikeUser } from './format';

describe('formatCoordinate', () => {
  it('keeps at most six decimals', () => {
    expect(formatCoordinate(20.694212345)).toBe('20.694212');
    expect(formatCoordinate(-103.3897)).toBe('-103.3897');
    expect(formatCoordinate(19)).toBe('19');
  });
});

describe('looksLikeUser', () => {
  it('recognises a user body', () => {
    expect(looksLikeUser({ id: 2, email: 'a@b.mx' })).toBe(true);
    expect(looksLikeUser({ message: 'ok' })).toBe(false);
    expect(looksLikeUser(null)).toBe(false);
  });
});
