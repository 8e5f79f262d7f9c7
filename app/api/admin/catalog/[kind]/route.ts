import { json, readBody, handle } from '@/lib/server/http/handler';
import { catalogEndpoints } from '@/lib/contract/endpoints/catalog';
import { catalogCreateSchemas, type CatalogCreate } from '@/lib/contract/catalog-admin';
import { createCatalogEntry } from '@/lib/server/use-cases/catalog-admin';

// POST /api/admin/catalog/{kind} — a new line, type, model, fabric or colour (a draft unless
// `published: true`); its slug comes from the name; 201 with the entry; admin only.
export const POST = handle(catalogEndpoints.createCatalogEntry, async ({ auth, req, params: { kind } }) => {
  const data = await readBody(req, catalogCreateSchemas[kind]);
  return json(await createCatalogEntry(auth.user, { kind, data } as CatalogCreate), { status: 201 });
});
