// The drawings show the fabric: its weave and openness from the catalogue data, and every
// product of the demo catalogue its own picture.
import { AWNING_MODELS, FABRICS, TYPES } from '@/lib/server/db/seed/data/catalog';
import { fabricLook, kindForModel, kindForType, patternOf } from './index';
import { fabricFillOpacity } from './look';
import { pieceMarkup } from './piece';
import { illustrationSvg } from './product-illustration';
import { svgMarkup } from './svg-markup';

const fileOf = (props: Parameters<typeof illustrationSvg>[0]) =>
  svgMarkup(illustrationSvg(props, 'i', { standalone: true }));
const fabric = (slug: string) => FABRICS.find((f) => f.slug === slug)!;
/** The fill-opacity of the cloth layer of a drawing's markup, and the pattern it is woven in. */
const cloth = (svg: string) => ({
  fillOpacity: Number(/data-fabric="[^"]*" fill="[^"]*" fill-opacity="([\d.]+)"/.exec(svg)?.[1]),
  weave: /data-weave="([^"]+)"/.exec(svg)?.[1] ?? null,
});

describe('every product of the demo catalogue', () => {
  // A blind type is one product; an awning type is sold as its models, each a product.
  const products = TYPES.flatMap((type) => {
    const models = AWNING_MODELS.filter((m) => m.type === type.slug);
    const first = FABRICS.find((f) => f.prices.some((p) => p.type === type.slug));
    const look = fabricLook(first && { ...first, colors: first.colors.map((c) => ({ ...c, stripeHex: c.stripeHex })) });
    return models.length
      ? models.map((m) => ({ name: m.slug, kind: kindForModel(m.slug, type.slug), look }))
      : [{ name: type.slug, kind: kindForType(type.slug), look }];
  });

  it('has a picture of its own, drawn in its default fabric', () => {
    expect(products.length).toBeGreaterThanOrEqual(13);
    const byMarkup = new Map<string, string>();
    for (const p of products) {
      const svg = fileOf({ kind: p.kind, ...p.look });
      expect(byMarkup.get(svg) ?? p.name).toBe(p.name);
      byMarkup.set(svg, p.name);
    }
    // Not only colours apart: each product is a different shape.
    expect(new Set(products.map((p) => p.kind)).size).toBe(products.length);
  });

  it('the awning models keep their own shape in the same fabric', () => {
    const look = fabricLook(fabric('acrilico-solucion-tenida'));
    const pieces = AWNING_MODELS.map((m) => pieceMarkup({ type: m.type, model: m.slug, ...look }));
    expect(new Set(pieces).size).toBe(AWNING_MODELS.length);
  });
});

describe('the fabric look from the catalogue data', () => {
  it.each([
    ['screen-3', 'screen'],
    ['microperforado-screen', 'screen'],
    ['blackout-premium', 'liso'],
    ['lino-natural', 'texturizado'],
    ['panel-textura-lino', 'texturizado'],
    ['vertical-tela', 'jacquard'],
  ])('%s is woven %s', (slug, pattern) => {
    expect(patternOf(fabric(slug))).toBe(pattern);
  });

  it('a striped colour is drawn in stripes', () => {
    const rayas = fabric('acrilico-rayas');
    expect(patternOf(rayas, rayas.colors[0])).toBe('rayas');
    expect(fileOf({ kind: 'toldo-cofre', ...fabricLook(rayas) })).toContain('-stripes"');
  });

  it('a blackout lets nothing of the view through; a 3 % screen lets it show through its weave', () => {
    const blackout = cloth(fileOf({ kind: 'enrollable', ...fabricLook(fabric('blackout-premium')) }));
    expect(blackout).toEqual({ fillOpacity: 1, weave: null });

    const screen3 = cloth(fileOf({ kind: 'enrollable', ...fabricLook(fabric('screen-3')) }));
    expect(screen3.weave).toBe('weave');
    expect(screen3.fillOpacity).toBeLessThan(0.7);
    // More openness, more view; a translucent cloth glows but hides the view more than any screen.
    const screen5 = cloth(fileOf({ kind: 'enrollable', ...fabricLook(fabric('screen-5')) }));
    expect(screen5.fillOpacity).toBeLessThan(screen3.fillOpacity);
    expect(fabricFillOpacity('filtrante', 1)).toBeGreaterThan(screen3.fillOpacity);
    const traslucido = cloth(fileOf({ kind: 'enrollable', ...fabricLook(fabric('traslucido-liso')) }));
    expect(traslucido.fillOpacity).toBeGreaterThan(fabricFillOpacity('filtrante', 1));
    expect(traslucido.fillOpacity).toBeLessThan(1);
  });

  it('the fabric page of each colour draws that colour', () => {
    const screen = fabric('screen-3');
    const files = screen.colors.map((c) => fileOf({ kind: 'enrollable', ...fabricLook(screen, c) }));
    expect(new Set(files).size).toBe(screen.colors.length);
    expect(files[4]).toContain(screen.colors[4]!.hex.toLowerCase());
  });
});

describe('pieceMarkup (the visualizer’s piece, no backdrop)', () => {
  it('draws the piece on a transparent canvas: no room, sky or window', () => {
    const svg = pieceMarkup({
      type: 'enrollables',
      color: '#4A4B4D',
      pattern: 'screen',
      openness: 3,
      opacity: 'filtrante',
    });
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 400 300"/);
    expect(svg).toContain('data-fabric="screen"');
    expect(svg).not.toContain('glass-clip');
    expect(svg).not.toContain('fill="url(#piece-sky)"');
    expect(svg).toContain('#4a4b4d');
  });

  it('draws the cassette and the motor only when the piece has them', () => {
    const plain = pieceMarkup({ type: 'enrollables' });
    const dressed = pieceMarkup({ type: 'enrollables', cassette: true, motor: true });
    expect(plain).not.toContain('data-cassette');
    expect(plain).not.toContain('data-motor');
    expect(dressed).toContain('data-cassette');
    expect(dressed).toContain('data-motor');
  });
});
