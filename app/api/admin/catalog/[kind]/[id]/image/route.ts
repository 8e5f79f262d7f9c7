import { handle } from '@/lib/server/http/handler';
import { catalogEndpoints } from '@/lib/contract/endpoints/catalog';
import { readUpload } from '@/lib/server/http/body-limit';
import { CATALOG_IMAGE_MAX_BYTES } from '@/lib/contract/catalog-admin';
import { removeCatalogPhoto, uploadCatalogPhoto } from '@/lib/server/use-cases/catalog-admin';

// POST /api/admin/catalog/{kind}/{id}/image — multipart field `image` (JPEG, PNG or WebP by its
// bytes, up to 10 MB) becomes the entry's photo in WebP variants; returns the entry; admin only.
export const POST = handle(catalogEndpoints.uploadCatalogImage, async ({ req, params: { kind, id }, auth }) => {
  return uploadCatalogPhoto(auth.user, kind, id, async () => {
    const { file } = await readUpload(req, {
      field: 'image',
      maxBytes: CATALOG_IMAGE_MAX_BYTES,
      messages: {
        required: 'Elige la foto que quieres subir.',
        tooLarge: 'La foto no debe pesar más de 10 MB.',
        notMultipart: 'Envía la foto como multipart/form-data en el campo «image».',
      },
    });
    return new Uint8Array(await file.arrayBuffer());
  });
});

// DELETE /api/admin/catalog/{kind}/{id}/image — removes the photo (the drawing shows again);
// returns the entry; admin only.
export const DELETE = handle(catalogEndpoints.deleteCatalogImage, async ({ params: { kind, id } }) => {
  return removeCatalogPhoto(kind, id);
});
