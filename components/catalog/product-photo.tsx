import Image from 'next/image';
import { ProductIllustration, type ProductIllustrationProps } from './illustrations';

/** Public URL of a catalogue photo stored under `catalog/` (the admin's uploads). */
export const catalogImageUrl = (key: string) => `/api/catalog-images/${key.slice(key.indexOf('/') + 1)}`;

/**
 * The admin's photo when there is one, else the drawing of the product in the fabric's colour.
 * Photos are served by the API (already sized by the uploader), so they skip the optimizer.
 */
export function ProductPhoto({ image, alt, ...illustration }: ProductIllustrationProps & { image?: string | null; alt: string }) {
  if (image) return <Image src={catalogImageUrl(image)} alt={alt} width={800} height={600} sizes="(min-width: 860px) 50vw, 100vw" unoptimized />;
  return <ProductIllustration {...illustration} title={illustration.decorative ? undefined : alt} />;
}
