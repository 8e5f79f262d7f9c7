import { FABRICS, TYPES } from '../server/db/seed/data/catalog';
import { LINE_SLUGS } from './lines';
import {
  describeFabric,
  describeType,
  fitDescription,
  META_DESCRIPTION_MAX,
  PAGE_DESCRIPTIONS,
  pageDescription,
  STATIC_PATHS,
} from './descriptions';
import { site } from '../site';

describe('PAGE_DESCRIPTIONS', () => {
  const entries = Object.entries(PAGE_DESCRIPTIONS);

  it('covers every static page and line page', () => {
    expect(Object.keys(PAGE_DESCRIPTIONS).sort()).toEqual([...STATIC_PATHS].sort());
    for (const line of LINE_SLUGS) expect(PAGE_DESCRIPTIONS).toHaveProperty([`/productos/${line}`]);
  });

  it.each(entries)('%s is 120–160 characters', (_path, text) => {
    expect(text.length).toBeGreaterThanOrEqual(120);
    expect(text.length).toBeLessThanOrEqual(160);
  });

  it('are all different', () => {
    expect(new Set(entries.map(([, t]) => t)).size).toBe(entries.length);
  });

  it('falls back to the site description', () => {
    expect(pageDescription('/nosotros')).toBe(PAGE_DESCRIPTIONS['/nosotros']);
    expect(pageDescription('/otra')).toBe(site.description);
    expect(pageDescription('constructor')).toBe(site.description);
  });
});

describe('describeFabric', () => {
  const descriptions = FABRICS.map((f) => describeFabric({ ...f, colors: f.colors }));

  it('stays within 160 characters and is unique for every seeded fabric', () => {
    for (const d of descriptions) expect(d.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(new Set(descriptions).size).toBe(FABRICS.length);
  });

  it('uses the name, the opacity, the openness and the colour count', () => {
    const text = describeFabric({
      name: 'Screen 3 %',
      opacity: 'filtrante',
      opennessPct: 3,
      composition: '30 % poliéster, 70 % PVC',
      colors: 6,
    });
    expect(text).toMatch(/^Screen 3 %: tela que filtra el sol/);
    expect(text).toContain('3 % de apertura');
    expect(text).toContain('6 colores');
    expect(describeFabric({ name: 'Única', opacity: 'blackout', colors: ['x'] })).toContain('1 color.');
    expect(describeFabric({ name: 'Lisa', opacity: 'traslucido', colors: 0 })).not.toMatch(/\bcolor/);
  });

  it('keeps very long data within the limit', () => {
    const text = describeFabric({
      name: 'Tela '.repeat(60),
      opacity: 'blackout',
      composition: 'x '.repeat(100),
      colors: 12,
    });
    expect(text.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('describeType', () => {
  it('stays within 160 characters and is unique for every seeded type', () => {
    const descriptions = TYPES.map((t) =>
      describeType({ ...t, fabrics: FABRICS.filter((f) => f.prices.some((p) => p.type === t.slug)) }),
    );
    for (const d of descriptions) expect(d.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(new Set(descriptions).size).toBe(TYPES.length);
  });

  it('states the size limits in metres, with projection for awnings', () => {
    const blind = describeType({
      name: 'Persianas enrollables',
      line: 'persianas',
      minWidthCm: 30,
      maxWidthCm: 350,
      minHeightCm: 30,
      maxHeightCm: 350,
      fabrics: 4,
    });
    expect(blind).toContain('de 0.30 a 3.50 m de ancho y de 0.30 a 3.50 m de alto');
    expect(blind).toContain('4 telas');
    const awning = describeType({
      slug: 'retractiles',
      name: 'Toldos retráctiles',
      line: 'toldos',
      minWidthCm: 180,
      maxWidthCm: 600,
      minHeightCm: 150,
      maxHeightCm: 300,
    });
    expect(awning).toContain('de 1.50 a 3.00 m de proyección');
  });
});

describe('fitDescription', () => {
  it('skips optional parts that do not fit but keeps later ones that do', () => {
    expect(fitDescription(['a'.repeat(100), 'b'.repeat(70), 'c.'], 160)).toBe(`${'a'.repeat(100)} c.`);
    expect(fitDescription(['', 'x'], 160)).toBe('x');
  });
});
