import { handle } from '@/lib/server/http/handler';
import { salesEndpoints } from '@/lib/contract/endpoints/sales';
import { binary } from '@/lib/server/http/binary';
import { quotePdf } from '@/lib/server/use-cases/quotes';

// GET /api/quotes/{id}/pdf — the quote as a PDF download; whoever may see the quote.
export const GET = handle(salesEndpoints.quotePdf, async ({ params, auth }) => {
  const pdf = await quotePdf(auth.user, params.id);
  return binary(pdf.bytes, {
    type: 'application/pdf',
    disposition: `attachment; filename="${pdf.fileName}"`,
    cacheControl: 'private, no-store',
  });
});
