import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  DEFAULT_FABRIC_COLOR,
  FABRIC_FILL_OPACITY,
  ILLUSTRATION_KINDS,
  ProductIllustration,
  kindForType,
  normalizeHex,
  shade,
  type FabricOpacity,
  type IllustrationKind,
  type FabricPattern,
  IllustrationImage,
  illustrationSrc,
} from './index';
import { illustrationSvg } from './product-illustration';
import { svgMarkup } from './svg-markup';

function fabricGroups(container: HTMLElement): Element[] {
  return Array.from(container.querySelectorAll('[data-fabric]'));
}

describe('ProductIllustration', () => {
  it('draws a striped fabric in bands of both colours, and a plain one solid', () => {
    const striped = render(<ProductIllustration kind="toldo-retractil" color="#2A3A5E" stripe="#F4F1E8" />).container;
    const pattern = striped.querySelector('pattern[id$="-stripes"]');
    expect(pattern?.querySelectorAll('rect')).toHaveLength(2);
    expect([...pattern!.querySelectorAll('rect')].map((r) => r.getAttribute('fill'))).toEqual(['#2a3a5e', '#f4f1e8']);
    for (const group of fabricGroups(striped)) expect(group.getAttribute('fill')).toBe(`url(#${pattern!.id})`);

    const plain = render(<ProductIllustration kind="toldo-retractil" color="#2A3A5E" />).container;
    expect(plain.querySelector('pattern[id$="-stripes"]')).toBeNull();
  });

  it.each(ILLUSTRATION_KINDS)('draws %s as one svg with an accessible name', (kind) => {
    const { container } = render(<ProductIllustration kind={kind} color="#EDE6D3" />);
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    const svg = screen.getByRole('img', { name: /^Ilustración de .+ en color #ede6d3, tela traslúcida$/ });
    expect(svg.getAttribute('viewBox')).toBe('0 0 400 300');
    expect(svg).not.toHaveAttribute('width');
    expect(svg).not.toHaveAttribute('height');
    expect(svg.getAttribute('data-kind')).toBe(kind);
    // Lightweight: a few dozen elements, no images or text.
    expect(container.querySelectorAll('svg *').length).toBeLessThan(120);
    expect(container.querySelector('image, text, foreignObject')).toBeNull();
  });

  it('uses the given title and colour name', () => {
    render(<ProductIllustration kind="romana" title="Romana en lino natural" />);
    expect(screen.getByRole('img', { name: 'Romana en lino natural' })).toBeInTheDocument();
    render(<ProductIllustration kind="celular" color="#EDE6D3" colorName="Marfil" opacity="blackout" />);
    expect(
      screen.getByRole('img', { name: 'Ilustración de persiana celular en color Marfil, tela blackout' }),
    ).toBeInTheDocument();
  });

  it('labels the svg with its own <title>', () => {
    const { container } = render(<ProductIllustration kind="vertical" />);
    const svg = container.querySelector('svg')!;
    const title = svg.querySelector('title')!;
    expect(svg.getAttribute('aria-labelledby')).toBe(title.id);
    expect(svg).toHaveAttribute('role', 'img');
  });

  it.each(ILLUSTRATION_KINDS)('paints %s in the fabric colour', (kind) => {
    const { container } = render(<ProductIllustration kind={kind} color="#45474A" opacity="blackout" />);
    const groups = fabricGroups(container);
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) expect(g.getAttribute('fill')).toBe('#45474a');
    expect(container.innerHTML).toContain('#45474a');
  });

  it('expands 3-digit colours and falls back to the default for invalid ones', () => {
    const { container, rerender } = render(<ProductIllustration kind="enrollable" color="#abc" />);
    expect(fabricGroups(container)[0]!.getAttribute('fill')).toBe('#aabbcc');
    rerender(<ProductIllustration kind="enrollable" color="not-a-colour" />);
    expect(fabricGroups(container)[0]!.getAttribute('fill')).toBe(DEFAULT_FABRIC_COLOR);
  });

  const opacities: [FabricOpacity, string][] = [
    ['transparente', '0.35'],
    ['traslucido', '0.84'],
    ['filtrante', '0.8'],
    ['blackout', '1'],
  ];
  it.each(opacities)('draws %s fabric at fill-opacity %s', (opacity, expected) => {
    for (const kind of ILLUSTRATION_KINDS) {
      const { container, unmount } = render(<ProductIllustration kind={kind} opacity={opacity} />);
      const groups = fabricGroups(container);
      for (const g of groups) expect(g.getAttribute('fill-opacity')).toBe(expected);
      unmount();
    }
    expect(String(FABRIC_FILL_OPACITY[opacity])).toBe(expected);
  });

  it('weaves only the cloth that has a weave, and casts a shadow only under blackout', () => {
    const draw = (o: FabricOpacity, pattern?: FabricPattern) =>
      render(<ProductIllustration kind="enrollable" opacity={o} pattern={pattern} />).container;
    expect(draw('filtrante', 'screen').querySelector('pattern[id$="-weave"]')).not.toBeNull();
    expect(draw('traslucido', 'texturizado').querySelector('pattern[id$="-slub"]')).not.toBeNull();
    expect(draw('filtrante', 'jacquard').querySelector('pattern[id$="-motif"]')).not.toBeNull();
    expect(draw('traslucido').querySelector('pattern')).toBeNull();
    expect(draw('blackout').querySelector('g[transform]')).not.toBeNull();
    expect(draw('transparente').querySelector('g[transform]')).toBeNull();
  });

  it('defaults to a translucent fabric in the default colour', () => {
    const { container } = render(<ProductIllustration kind="sheer" />);
    const g = fabricGroups(container)[0]!;
    expect(g.getAttribute('fill')).toBe(DEFAULT_FABRIC_COLOR);
    expect(g.getAttribute('fill-opacity')).toBe('0.84');
  });

  it('hides a decorative illustration from assistive technology', () => {
    const { container } = render(<ProductIllustration kind="toldo-retractil" decorative title="ignored" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).not.toHaveAttribute('role');
    expect(svg).not.toHaveAttribute('aria-labelledby');
    expect(svg.querySelector('title')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('passes className through', () => {
    const { container } = render(<ProductIllustration kind="motor" className="hero" />);
    expect(container.querySelector('svg')).toHaveClass('hero');
  });

  it('keeps ids unique across illustrations on one page', () => {
    const { container } = render(
      <>
        <ProductIllustration kind="toldo-vertical" opacity="filtrante" />
        <ProductIllustration kind="toldo-vertical" opacity="filtrante" />
      </>,
    );
    const ids = Array.from(container.querySelectorAll('[id]')).map((el) => el.id);
    expect(ids.length).toBeGreaterThan(4);
    expect(new Set(ids).size).toBe(ids.length);
    // Every url(#…) and aria-labelledby points inside its own svg.
    for (const svg of Array.from(container.querySelectorAll('svg'))) {
      const own = new Set(Array.from(svg.querySelectorAll('[id]')).map((el) => el.id));
      const refs = [...svg.outerHTML.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]!);
      refs.push(svg.getAttribute('aria-labelledby')!);
      for (const ref of refs) expect(own.has(ref)).toBe(true);
    }
  });

  it('renders on the server', () => {
    const html = renderToStaticMarkup(<ProductIllustration kind="panel-japones" color="#1F2A44" opacity="blackout" />);
    expect(html).toMatch(/^<svg [^>]*viewBox="0 0 400 300"/);
    expect(html).toContain('#1f2a44');
    expect(html).toContain('<title');
  });

  it('falls back sensibly for values outside the types', () => {
    const { container } = render(
      <ProductIllustration kind={'otra' as IllustrationKind} opacity={'opaca' as FabricOpacity} />,
    );
    expect(container.querySelector('svg')!.getAttribute('data-kind')).toBe('enrollable');
    expect(fabricGroups(container)[0]!.getAttribute('fill-opacity')).toBe('0.84');
  });
});

describe('kindForType', () => {
  it.each([
    ['enrollables', 'enrollable'],
    ['sheer-elegance', 'sheer'],
    ['romanas', 'romana'],
    ['verticales', 'vertical'],
    ['panel-japones', 'panel-japones'],
    ['celulares', 'celular'],
    ['retractiles', 'toldo-retractil'],
    ['verticales-exterior', 'toldo-vertical'],
    ['proyeccion', 'toldo-proyeccion'],
  ] as const)('maps the catalogue type %s to %s', (slug, kind) => {
    expect(kindForType(slug)).toBe(kind);
  });

  it.each([
    ['persiana-duo', 'sheer'],
    ['screen-5-por-ciento', 'enrollable'],
    ['', 'enrollable'],
    ['toldo-articulado', 'toldo-retractil'],
    ['toldo-vertical-zip', 'toldo-vertical'],
    ['toldo-balcon', 'toldo-proyeccion'],
    ['Retráctil-Cofre', 'toldo-retractil'],
    ['motores-tubulares', 'motor'],
    ['verticales-pvc', 'vertical'],
  ] as const)('guesses %s → %s', (slug, kind) => {
    expect(kindForType(slug)).toBe(kind);
  });
});

describe('shade', () => {
  it('darkens, lightens and clamps', () => {
    expect(shade('#808080', 0)).toBe('#808080');
    expect(shade('#808080', -1)).toBe('#000000');
    expect(shade('#808080', 1)).toBe('#ffffff');
    expect(shade('#808080', -5)).toBe('#000000');
    expect(shade('#808080', 5)).toBe('#ffffff');
    expect(shade('#ffffff', -0.5)).toBe('#808080');
    expect(shade('#000000', 0.5)).toBe('#808080');
  });

  it('handles 3- and 6-digit hex, with or without #, in any case', () => {
    expect(shade('#FA0', 0)).toBe('#ffaa00');
    expect(shade('fa0', 0)).toBe('#ffaa00');
    expect(shade('#EDE6D3', 0)).toBe('#ede6d3');
    expect(shade(' #ede6d3 ', 0)).toBe('#ede6d3');
  });

  it('never throws on bad input and falls back to the default colour', () => {
    const bad: unknown[] = ['', 'red', '#12', '#12345', '#1234567', '#ggg', 'rgb(0,0,0)', null, undefined, 42, {}];
    for (const value of bad) {
      expect(() => shade(value as string, -0.2)).not.toThrow();
      expect(shade(value as string, 0)).toBe(DEFAULT_FABRIC_COLOR);
    }
    expect(shade('#808080', Number.NaN)).toBe('#808080');
    expect(shade('#808080', Number.POSITIVE_INFINITY)).toBe('#808080');
  });

  it('normalizeHex accepts only hex colours', () => {
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex('#a1b2c3')).toBe('#a1b2c3');
    expect(normalizeHex('#a1b2c')).toBeNull();
    expect(normalizeHex(undefined)).toBeNull();
  });
});

describe('the illustration files (svgMarkup, IllustrationImage)', () => {
  const opacities = Object.keys(FABRIC_FILL_OPACITY) as FabricOpacity[];
  it.each(ILLUSTRATION_KINDS)('writes %s exactly as React would, in every opacity, plain and striped', (kind) => {
    for (const opacity of opacities) {
      for (const stripe of [undefined, '#F4F1E8']) {
        for (const standalone of [true, false]) {
          const svg = illustrationSvg(
            { kind, color: '#2A3A5E', stripe, opacity, title: 'Toldo "azul" & <crudo>' },
            'i',
            { standalone },
          );
          expect(svgMarkup(svg)).toBe(renderToStaticMarkup(svg));
        }
      }
    }
  });

  it('a file draws the striped fabric with its own ids and no title', () => {
    const file = svgMarkup(
      illustrationSvg({ kind: 'toldo-retractil', color: '#2a3a5e', stripe: '#f4f1e8' }, 'i', { standalone: true }),
    );
    expect(file).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 400 300" width="400" height="300"/);
    expect(file).toContain('<pattern id="i-stripes"');
    expect(file).not.toContain('<title');
  });

  it('the <img> names the drawing, reserves its 4:3 box and points at one URL per drawing', () => {
    render(<IllustrationImage kind="sheer" color="#EDE6D3" opacity="traslucido" colorName="Marfil" />);
    const img = screen.getByRole('img', {
      name: 'Ilustración de persiana Sheer Elegance en color Marfil, tela traslúcida',
    });
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('src')).toBe('/ilustraciones/sheer.svg?color=ede6d3&opacity=traslucido&v=2');
    expect(illustrationSrc({ kind: 'toldo-retractil', color: '#ABC', stripe: '#ffffff', opacity: 'blackout' })).toBe(
      '/ilustraciones/toldo-retractil.svg?color=aabbcc&stripe=ffffff&opacity=blackout&v=2',
    );
  });

  it('a decorative one is hidden from assistive technology', () => {
    const { container } = render(<IllustrationImage kind="motor" decorative />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('on the first screen (priority) it is drawn inline, painted with the page', () => {
    const { container } = render(
      <IllustrationImage kind="romana" color="#45474A" opacity="blackout" title="Persiana romana" priority />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Persiana romana' }).tagName.toLowerCase()).toBe('svg');
  });
});
