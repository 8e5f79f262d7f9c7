import { route, pathId } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { getVisibleQuote, serializeQuote } from '@/lib/server/services/quotes';
import { renderQuotePdf } from '@/lib/server/pdf/quote-pdf';

// GET /api/quotes/{id}/pdf — the quote as a PDF download; whoever may see the quote.
export const GET = route('user', async ({ params, auth }) => {
  const quote = serializeQuote(await getVisibleQuote(await getDb(), auth.user, pathId(params.id)));
  const pdf = await renderQuotePdf(quote);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': `attachment; filename="${quote.folio}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
