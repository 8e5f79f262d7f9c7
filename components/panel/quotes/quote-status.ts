// Quote statuses as the screens show them, and which changes each role may offer. The server
// (lib/server/services/quotes.ts) decides; this only keeps the interface from offering what it
// would refuse.

import {
  type Quote,
  type QuoteStatus,
  type QuoteStatusTarget,
  QUOTE_STATUSES,
  QUOTE_STATUS_TARGETS,
} from '@/lib/contract/quotes';
import type { RoleName } from '@/lib/contract/users';
import { QUOTE_STATUS_LABELS } from '@/lib/content/sales-status';
import { isStaff, statusTable } from '../sales/status-table';

export const QUOTE_STATUS_TABLE = statusTable<QuoteStatus>(QUOTE_STATUSES, {
  borrador: { label: QUOTE_STATUS_LABELS.borrador, tone: 'neutral' },
  solicitada: { label: QUOTE_STATUS_LABELS.solicitada, tone: 'warning' },
  enviada: { label: QUOTE_STATUS_LABELS.enviada, tone: 'info' },
  cambios: { label: QUOTE_STATUS_LABELS.cambios, tone: 'warning' },
  aceptada: { label: QUOTE_STATUS_LABELS.aceptada, tone: 'success' },
  rechazada: { label: QUOTE_STATUS_LABELS.rechazada, tone: 'danger' },
  vencida: { label: QUOTE_STATUS_LABELS.vencida, tone: 'neutral' },
});

export const QUOTE_STATUS_INFO = QUOTE_STATUS_TABLE.info;
export const quoteStatusInfo = QUOTE_STATUS_TABLE.infoOf;
/** Options of the status filter. */
export const QUOTE_STATUS_OPTIONS = QUOTE_STATUS_TABLE.options;

/** A quote in one of these no longer changes. */
const FINAL: readonly string[] = ['aceptada', 'rechazada', 'vencida'];

/** What closes a quote without the customer's answer, where the host closes sales in the portal. */
const CLOSING: readonly QuoteStatusTarget[] = ['rechazada', 'vencida'];

/**
 * The statuses a distributor or admin may put on a quote: enviada, aceptada, rechazada or vencida,
 * except the current one; none once the quote is final. Customers get none. Where the host has the
 * sales flow (`flow`), sending and accepting are steps of their own (quote-deal.tsx): only the
 * closing labels are left here.
 */
export function quoteStatusTargets(
  current: string,
  role: RoleName | null | undefined,
  flow = false,
): QuoteStatusTarget[] {
  if (!isStaff(role) || FINAL.includes(current)) return [];
  return (flow ? CLOSING : QUOTE_STATUS_TARGETS).filter((status) => status !== current);
}

/** Only its author deletes a quote, and only a draft. */
export function canDeleteQuote(quote: Pick<Quote, 'status' | 'customer'>, userId: number | null | undefined): boolean {
  return quote.status === 'borrador' && userId != null && quote.customer.id === userId;
}
