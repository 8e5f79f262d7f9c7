import { defaultIllustrationTitle, ProductIllustration, type ProductIllustrationProps } from './product-illustration';
import { DEFAULT_FABRIC_COLOR, normalizeHex } from './color';
import { illustrationSrc } from './url';

/**
 * A product illustration on a public page. Below the fold: an `<img loading="lazy">` of its cached
 * `.svg` file — the drawing is not in the page (its HTML and its RSC payload each carried it, for
 * every card), and width and height reserve the 4:3 box before it loads, so nothing shifts.
 * `priority` (the first screen: the hero, a details page's figure, a grid's first card): drawn
 * inline instead, painted with the page's first paint. An inline SVG is no LCP candidate, while
 * an `<img>` there would become the largest paint and wait for its own request (measured: LCP
 * 2.6 → 3.8 s on the home page under Lighthouse's slow 4G).
 */
export function IllustrationImage({
  kind,
  color,
  stripe,
  opacity = 'traslucido',
  pattern,
  openness,
  title,
  colorName,
  className,
  decorative = false,
  priority = false,
}: ProductIllustrationProps & { priority?: boolean }) {
  if (priority)
    return (
      <ProductIllustration
        kind={kind}
        color={color}
        stripe={stripe}
        opacity={opacity}
        pattern={pattern}
        openness={openness}
        title={title}
        colorName={colorName}
        className={className}
        decorative={decorative}
      />
    );
  const alt = decorative
    ? ''
    : title?.trim() || defaultIllustrationTitle(kind, normalizeHex(color) ?? DEFAULT_FABRIC_COLOR, opacity, colorName);
  return (
    // A drawing of our own, already the size it is shown at: nothing for next/image to optimize.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={illustrationSrc({ kind, color, stripe, opacity, pattern, openness })}
      alt={alt}
      width={400}
      height={300}
      className={className}
      style={{ display: 'block', width: '100%', height: 'auto' }}
      loading="lazy"
      decoding="async"
      data-kind={kind}
    />
  );
}
