import type { CatalogImage } from '@/lib/contract/catalog';
import { srcSetOf } from '@/lib/contract/catalog';
import { IllustrationImage, type ProductIllustrationProps } from './illustrations';

/** How wide the photo shows: half the page beside the details on wide screens, the whole width on phones. */
const DEFAULT_SIZES = '(min-width: 860px) 50vw, 100vw';

/** A card of a grid of up to four columns (catalog.module.css `.grid`). */
export const CARD_SIZES = '(min-width: 1100px) 25vw, (min-width: 640px) 50vw, 100vw';

/**
 * The admin's photo when there is one, else the drawing of the product in the fabric's colour
 * (an `<img>` of its .svg file).
 * Photos are stored already resized into WebP variants (lib/server/services/catalog-images.ts),
 * so a plain <img> with `srcset` lets the browser pick one; width and height reserve the box
 * before it loads, so nothing shifts.
 */
export function ProductPhoto({
  image,
  alt,
  sizes = DEFAULT_SIZES,
  priority = false,
  cover = false,
  ...illustration
}: ProductIllustrationProps & {
  image?: CatalogImage | null;
  alt: string;
  sizes?: string;
  priority?: boolean;
  /** Fill a box of fixed proportions (a card's 4:3 media), cropping rather than stretching. */
  cover?: boolean;
}) {
  if (image) {
    return (
      // Variants are made at upload time; next/image's optimizer would only resize them again.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={image.src}
        srcSet={srcSetOf(image)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={illustration.decorative ? '' : alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        style={cover ? { width: '100%', height: '100%', objectFit: 'cover' } : { width: '100%', height: 'auto' }}
      />
    );
  }
  return <IllustrationImage {...illustration} priority={priority} title={illustration.decorative ? undefined : alt} />;
}
