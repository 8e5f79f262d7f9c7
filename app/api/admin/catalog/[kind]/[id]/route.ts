import { readBody, handle } from '@/lib/server/http/handler';
import { catalogEndpoints } from '@/lib/contract/endpoints/catalog';
import { catalogUpdateSchemas } from '@/lib/contract/catalog-admin';
import { deleteCatalogEntry, updateCatalogEntry } from '@/lib/server/use-cases/catalog-admin';

// PUT /api/admin/catalog/{kind}/{id} — changes the fields sent, `published` included (a draft is
// hidden from the site and the quoter at once); returns the entry; admin only.
export const PUT = handle(catalogEndpoints.updateCatalogEntry, async ({ auth, req, params: { kind, id } }) => {
  return updateCatalogEntry(auth.user, kind, id, () => readBody(req, catalogUpdateSchemas[kind]));
});

// DELETE /api/admin/catalog/{kind}/{id} — removes an entry nothing refers to (409 otherwise);
// admin only.
export const DELETE = handle(catalogEndpoints.deleteCatalogEntry, async ({ params: { kind, id } }) => {
  return deleteCatalogEntry(kind, id);
});
