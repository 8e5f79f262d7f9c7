import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MARK, markSvg } from './mark';

describe('the brand mark', () => {
  it('is the same drawing as app/icon.svg', () => {
    const icon = readFileSync(path.join(process.cwd(), 'app/icon.svg'), 'utf8').trim();
    expect(icon).toContain(`d="${MARK.slats}"`);
    expect(icon).toContain(`fill="${MARK.background}"`);
    expect(icon).toContain(`rx="${MARK.radius}"`);
    expect(markSvg()).toBe(icon);
  });
});
