import { defaultIllustrationTitle, type ProductIllustrationProps } from './product-illustration';
import { DEFAULT_FABRIC_COLOR, normalizeHex } from './color';
import { illustrationSrc } from './url';

/**
 * A product illustration as an `<img>` of its cached `.svg` file: what the public pages show. The
 * drawing is not in the page (its HTML and its RSC payload each carried it, for every card), and
 * width and height reserve the 4:3 box before it loads, so nothing shifts. `priority` for the one
 * above the fold that may be the largest paint.
 */
export function IllustrationImage({ kind, color, stripe, opacity = 'traslucido', title, colorName, className, decorative = false, priority = false }:
  ProductIllustrationProps & { priority?: boolean }) {
  const alt = decorative ? '' : title?.trim() || defaultIllustrationTitle(kind, normalizeHex(color) ?? DEFAULT_FABRIC_COLOR, opacity, colorName);
  return (
    // A drawing of our own, already the size it is shown at: nothing for next/image to optimize.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={illustrationSrc({ kind, color, stripe, opacity })}
      alt={alt}
      width={400}
      height={300}
      className={className}
      style={{ display: 'block', width: '100%', height: 'auto' }}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      data-kind={kind}
    />
  );
}
