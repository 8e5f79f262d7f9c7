import { readText, handle } from '@/lib/server/http/handler';
import { siteEndpoints } from '@/lib/contract/endpoints/site';
import { revalidateFromHost } from '@/lib/server/use-cases/revalidation';

// POST /api/revalidate — the API host tells this front end that public data changed (body
// `{"tags":["catalog","dealers"]}`, signed in X-Solara-Signature with REVALIDATE_SECRET); the
// pages showing it are expired. Answered on a front end only too: it is the front end's own call.
export const POST = handle(siteEndpoints.revalidate, async ({ req }) =>
  revalidateFromHost(await readText(req), req.headers.get('x-solara-signature')),
);
