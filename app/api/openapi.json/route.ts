// GET /api/openapi.json: the API's contract as OpenAPI 3.1 (lib/contract/openapi), public, built
// once per process — the schemas do not change while it runs.
import { json, handle } from '@/lib/server/http/handler';
import { siteEndpoints } from '@/lib/contract/endpoints/site';
import { buildOpenApiDocument, type OpenApiDocument } from '@/lib/contract/openapi/document';

let document: OpenApiDocument | null = null;

export const GET = handle(siteEndpoints.openApiDocument, async () => {
  document ??= buildOpenApiDocument();
  return json(document, { headers: { 'Cache-Control': 'public, max-age=300' } });
});
