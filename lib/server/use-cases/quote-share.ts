import 'server-only';
import type { QuoteConfig } from '@/lib/contract/quote-config';
import type { ShareLink, SharedQuote, ShareLine } from '@/lib/contract/quote-share';
import { formatLongDate } from '@/lib/format/dates';
import { quoteValidUntil } from '@/lib/content/validity';
import { InvalidInputError } from '@/lib/server/errors';
import { renderPreliminaryQuotePdf } from '@/lib/server/pdf/quote-pdf';
import { consume } from '@/lib/server/rate-limit';
import { serializePricedQuote } from '@/lib/server/services/priced-rows';
import { loadCatalog } from '@/lib/server/services/public-data';
import { priceListFor, priceOrReject } from '@/lib/server/services/quoter';
import type { UserRecord } from '@/lib/server/services/users';
import { shareSecret } from '@/lib/server/share/secret';
import { openShareToken, signShareToken } from '@/lib/server/share/token';
import { absoluteUrl } from '@/lib/seo';
import type { Limited } from './guards';

// A quote shared without an account: public calls, priced again on the server at the caller's
// prices (public for a visitor), never with a price the client sent. An impossible piece is a
// 422 before the caller's rate limit is counted (like a quote request).

/** POST /api/quote-pdf: the configuration priced now, as a preliminary PDF without folio. */
export async function preliminaryQuotePdf(
  actor: UserRecord | null,
  { items }: QuoteConfig,
  ip: string,
  now = new Date(),
): Promise<Limited<{ fileName: string; bytes: Uint8Array }>> {
  const priced = serializePricedQuote(priceOrReject(await loadCatalog(), items, priceListFor(actor)));
  const rateLimit = await consume('quotePdf', ip);
  const bytes = await renderPreliminaryQuotePdf(priced, { issuedAt: now, validUntil: quoteValidUntil(now) });
  return { reply: { fileName: `cotizacion-preliminar-${now.toISOString().slice(0, 10)}.pdf`, bytes }, rateLimit };
}

/**
 * POST /api/quote-share: a signed link (valid as long as a quote, QUOTE_VALIDITY_DAYS) that reopens
 * this configuration in the quoter.
 */
export async function shareQuote(
  actor: UserRecord | null,
  data: QuoteConfig & { line: ShareLine | null },
  ip: string,
): Promise<Limited<ShareLink>> {
  priceOrReject(await loadCatalog(), data.items, priceListFor(actor));
  const rateLimit = await consume('quoteShare', ip);
  const signed = signShareToken({ items: data.items }, data.line, shareSecret());
  if (!signed) {
    throw InvalidInputError.field(
      'items',
      'Esta cotización no cabe en un enlace. Quita algunas piezas o acorta los nombres de los espacios, o descarga el PDF.',
    );
  }
  const path = `${data.line ? `/${data.line}/cotizador` : '/cotizador'}?c=${signed.token}`;
  return {
    reply: { url: absoluteUrl(path), path, token: signed.token, expires_at: signed.expiresAt.toISOString() },
    rateLimit,
  };
}

/** GET /api/quote-share/{token}: the configuration of a valid link; an expired or altered one is a calm 422. */
export function openSharedQuote(token: string, now = new Date()): SharedQuote {
  const opened = openShareToken(token, shareSecret(), now);
  if (!opened.ok) {
    const message =
      opened.reason === 'expired'
        ? `Este enlace de cotización venció el ${formatLongDate(opened.expiresAt!.toISOString())}. Arma tu cotización de nuevo; te toma un minuto.`
        : 'Este enlace de cotización no es válido: puede estar incompleto o haber sido modificado. Pide que te lo envíen de nuevo o arma tu cotización aquí.';
    throw InvalidInputError.field('token', message);
  }
  const { config, line, issuedAt, expiresAt } = opened.quote;
  return { items: config.items, line, issued_at: issuedAt.toISOString(), expires_at: expiresAt.toISOString() };
}
