import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { LogoMark } from '@/components/ui/icons';
import { MARK, markSvg } from './mark';

describe('the brand mark', () => {
  it('is the same drawing as app/icon.svg', () => {
    const icon = readFileSync(path.join(process.cwd(), 'app/icon.svg'), 'utf8').trim();
    expect(icon).toContain(`d="${MARK.drawing}"`);
    expect(icon).toContain(`fill="${MARK.background}"`);
    expect(icon).toContain(`rx="${MARK.radius}"`);
    expect(markSvg()).toBe(icon);
  });

  it("is the logo of the site's header and footer, the same the PDFs draw", () => {
    const { container } = render(<LogoMark size={36} />);
    expect(container.querySelector('rect')).toHaveAttribute('rx', String(MARK.radius));
    expect(container.querySelector('rect')).toHaveAttribute('fill', MARK.background);
    expect([...container.querySelectorAll('path')].map((p) => p.getAttribute('d'))).toEqual([MARK.drawing]);
  });
});
