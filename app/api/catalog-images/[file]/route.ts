import { route } from '@/lib/server/http/handler';
import { storedImageResponse } from '@/lib/server/http/stored-image';
import { catalogImage } from '@/lib/server/use-cases/images';

// GET /api/catalog-images/{file} — a photo an admin uploaded for a fabric, colour or awning
// model; public, like the catalogue.
export const GET = route('public', async ({ params }) => storedImageResponse(await catalogImage(params.file)));
