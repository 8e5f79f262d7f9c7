import { TYPES } from '../server/db/seed/data/catalog';
import { TYPE_CONTENT, typeContent } from './types';

describe('TYPE_CONTENT', () => {
  it('covers every seeded type', () => {
    expect(Object.keys(TYPE_CONTENT).sort()).toEqual(TYPES.map((t) => t.slug).sort());
  });

  it('has benefits, uses, care and an ideal-for line for each', () => {
    for (const content of Object.values(TYPE_CONTENT)) {
      expect(content.benefits.length).toBeGreaterThanOrEqual(3);
      expect(content.uses.length).toBeGreaterThanOrEqual(3);
      expect(content.care.length).toBeGreaterThan(40);
      expect(content.idealFor.length).toBeGreaterThan(20);
    }
  });
});

describe('typeContent', () => {
  it('returns the copy of a known type', () => {
    expect(typeContent('enrollables')).toEqual(TYPE_CONTENT.enrollables);
  });

  it('returns a generic text for an unknown type, worded for its line', () => {
    const awning = typeContent('toldo-nuevo', 'toldos');
    expect(awning.benefits.length).toBeGreaterThan(0);
    expect(awning.care).toMatch(/toldo/i);
    const blind = typeContent('persiana-nueva', 'persianas');
    expect(blind.care).toMatch(/tela/i);
    expect(typeContent('otra-cosa')).toEqual(typeContent('otra-cosa', 'desconocida'));
  });

  it('is not fooled by inherited property names', () => {
    for (const slug of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const content = typeContent(slug);
      expect(Array.isArray(content.benefits)).toBe(true);
      expect(typeof content.care).toBe('string');
    }
  });

  it('returns copies, so callers cannot alter the shared content', () => {
    typeContent('romanas').benefits.push('x');
    typeContent('nuevo').uses.push('x');
    expect(TYPE_CONTENT.romanas?.benefits).not.toContain('x');
    expect(typeContent('nuevo').uses).not.toContain('x');
  });
});
