import { route, readBody, json } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { quoteRequestSchema } from '@/lib/contract/quote-requests';
import { verifyCaptcha } from '@/lib/server/captcha';
import { consume } from '@/lib/server/rate-limit';
import { rateLimitHeaders } from '@/lib/server/http/rate-limit-headers';
import { getCatalog } from '@/lib/server/services/public-data';
import { priceOrReject } from '@/lib/server/services/quoter';
import { submitQuoteRequest } from '@/lib/server/services/quote-requests';

// POST /api/quote-requests — an anonymous visitor sends its quote (public prices, recomputed):
// stored, mailed, routed to the chosen dealer or one in its state; public, captcha, limited per IP.
export const POST = route('public', async ({ req, ip }) => {
  const data = await readBody(req, quoteRequestSchema);
  const priced = priceOrReject(await getCatalog(), data.items, 'publico');
  const limit = await consume('quoteRequest', ip);
  await verifyCaptcha(data.hcaptcha_token, ip);
  const { quote, dealer } = await submitQuoteRequest(await getDb(), priced, data);
  return json({
    folio: quote.folio,
    total: quote.total,
    dealer,
    message: dealer
      ? `Recibimos tu solicitud ${quote.folio}. ${dealer.company ?? dealer.name} te contactará para confirmar medidas e instalación.`
      : `Recibimos tu solicitud ${quote.folio}. Un asesor te contactará para confirmar medidas e instalación.`,
  }, { status: 201, headers: rateLimitHeaders(limit) });
});
