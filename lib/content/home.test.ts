import { dealerTeaser, HERO, REASONS } from './home';

describe('dealerTeaser', () => {
  it('agrees in the singular', () => {
    const text = dealerTeaser(1, 1);
    expect(text).toContain('1 distribuidor en 1 estado ');
    expect(text).toContain(' mide, instala y da servicio');
  });

  it('agrees in the plural', () => {
    const text = dealerTeaser(14, 13);
    expect(text).toContain('14 distribuidores en 13 estados ');
    expect(text).toContain(' miden, instalan y dan servicio');
  });

  it('mixes singular and plural independently', () => {
    expect(dealerTeaser(3, 1)).toContain('3 distribuidores en 1 estado ');
    expect(dealerTeaser(1200, 32)).toContain('1,200 distribuidores en 32 estados ');
  });

  it('has a sensible text when there are no dealers yet', () => {
    const text = dealerTeaser(0, 0);
    expect(text).not.toMatch(/\b0 /);
    expect(text).toMatch(/todo México/);
    expect(dealerTeaser(Number.NaN, 3)).toBe(text);
  });
});

describe('home copy', () => {
  it('has four reasons with unique ids', () => {
    expect(REASONS).toHaveLength(4);
    expect(new Set(REASONS.map((r) => r.id)).size).toBe(4);
  });

  it('points the calls to action at real routes', () => {
    expect(HERO.primaryCta.href).toBe('/cotizador');
    expect(HERO.secondaryCta.href).toBe('/distribuidores');
  });
});
