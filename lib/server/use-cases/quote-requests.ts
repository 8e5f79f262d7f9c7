import 'server-only';
import type { z } from 'zod';
import type { QuoteRequestReply, quoteRequestSchema } from '@/lib/contract/quote-requests';
import { getDb } from '@/lib/server/db/client';
import { loadCatalog } from '@/lib/server/services/public-data';
import { priceOrReject } from '@/lib/server/services/quoter';
import { requestedLines } from '@/lib/dealers/offer';
import { chooseDealer, submitQuoteRequest } from '@/lib/server/services/quote-requests';
import { guardPublicForm, type Limited } from './guards';

/**
 * POST /api/quote-requests: an anonymous visitor's quote at public prices, stored, mailed and
 * routed to a dealer that sells every line of it. An impossible piece, or a dealer that cannot
 * take it, is refused before the visitor's limit is counted.
 */
export async function requestQuote(
  data: z.output<typeof quoteRequestSchema>,
  ip: string,
): Promise<Limited<QuoteRequestReply>> {
  const priced = priceOrReject(await loadCatalog(), data.items, 'publico');
  const db = await getDb();
  const routed = await chooseDealer(db, data, requestedLines(data.items));
  const rateLimit = await guardPublicForm('quoteRequest', ip, data.hcaptcha_token);
  const { quote, dealer } = await submitQuoteRequest(db, priced, data, routed);
  return {
    reply: {
      folio: quote.folio,
      total: quote.total,
      dealer,
      message: dealer
        ? `Recibimos tu solicitud ${quote.folio}. ${dealer.company ?? dealer.name} te contactará para confirmar medidas e instalación.`
        : `Recibimos tu solicitud ${quote.folio}. Un asesor te contactará para confirmar medidas e instalación.`,
    },
    rateLimit,
  };
}
