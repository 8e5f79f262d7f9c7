import { swatchBackground } from './swatch';

describe('swatchBackground', () => {
  it('paints a plain colour solid', () => {
    expect(swatchBackground({ hex: '#D7C7A4', stripeHex: null })).toBe('#D7C7A4');
  });

  it('paints a striped fabric as stripes of both colours', () => {
    const background = swatchBackground({ hex: '#2A3A5E', stripeHex: '#F4F1E8' });
    expect(background).toMatch(/^repeating-linear-gradient\(90deg, #2A3A5E 0 6px, #F4F1E8 6px 12px\)$/);
  });
});
