import { pathId, pathOneOf, readBody, route } from '@/lib/server/http/handler';
import { CATALOG_KINDS, catalogUpdateSchemas } from '@/lib/contract/catalog-admin';
import { deleteCatalogEntry, updateCatalogEntry } from '@/lib/server/use-cases/catalog-admin';

const UNKNOWN = 'Esa sección del catálogo no existe.';

// PUT /api/admin/catalog/{kind}/{id} — changes the fields sent, `published` included (a draft is
// hidden from the site and the quoter at once); returns the entry; admin only.
export const PUT = route(['admin'], async ({ req, params }) => {
  const kind = pathOneOf(params.kind, CATALOG_KINDS, UNKNOWN);
  const id = pathId(params.id);
  return updateCatalogEntry(kind, id, () => readBody(req, catalogUpdateSchemas[kind]));
});

// DELETE /api/admin/catalog/{kind}/{id} — removes an entry nothing refers to (409 otherwise);
// admin only.
export const DELETE = route(['admin'], async ({ params }) => {
  const kind = pathOneOf(params.kind, CATALOG_KINDS, UNKNOWN);
  return deleteCatalogEntry(kind, pathId(params.id));
});
