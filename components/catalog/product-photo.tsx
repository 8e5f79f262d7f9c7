import Image from 'next/image';
import { catalogImagePath } from '@/lib/contract/catalog';
import { ProductIllustration, type ProductIllustrationProps } from './illustrations';

/**
 * URL of a catalogue photo: a key under `catalog/` (the admin's uploads) on this host's API, or
 * already absolute when the catalogue came from an API on another host (lib/server/site-data).
 */
export const catalogImageUrl = (image: string) => (/^https?:\/\//.test(image) ? image : catalogImagePath(image));

/**
 * The admin's photo when there is one, else the drawing of the product in the fabric's colour.
 * Photos are served by the API (already sized by the uploader), so they skip the optimizer.
 */
export function ProductPhoto({ image, alt, ...illustration }: ProductIllustrationProps & { image?: string | null; alt: string }) {
  if (image) return <Image src={catalogImageUrl(image)} alt={alt} width={800} height={600} sizes="(min-width: 860px) 50vw, 100vw" unoptimized />;
  return <ProductIllustration {...illustration} title={illustration.decorative ? undefined : alt} />;
}
