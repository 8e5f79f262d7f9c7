import { handle } from '@/lib/server/http/handler';
import { catalogEndpoints } from '@/lib/contract/endpoints/catalog';
import { storedImageResponse } from '@/lib/server/http/stored-image';
import { catalogImage } from '@/lib/server/use-cases/images';

// GET /api/catalog-images/{file} — a photo an admin uploaded for a fabric, colour or awning
// model; public, like the catalogue.
export const GET = handle(catalogEndpoints.catalogImage, async ({ params }) =>
  storedImageResponse(await catalogImage(params.file)),
);
