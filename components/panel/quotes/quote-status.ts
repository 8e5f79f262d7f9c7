// Quote statuses as the screens show them, and which changes each role may offer. The server
// (lib/server/services/quotes.ts) decides; this only keeps the interface from offering what it
// would refuse.

import { type Quote, type QuoteStatus, type QuoteStatusTarget, QUOTE_STATUSES, QUOTE_STATUS_TARGETS } from '@/lib/contract/quotes';
import type { RoleName } from '@/lib/contract/users';
import type { StatusTone } from '../sales/status-badge';

export const QUOTE_STATUS_INFO: Record<QuoteStatus, { label: string; tone: StatusTone }> = {
  borrador: { label: 'Borrador', tone: 'neutral' },
  solicitada: { label: 'Solicitada', tone: 'warning' },
  enviada: { label: 'Enviada', tone: 'info' },
  aceptada: { label: 'Aceptada', tone: 'success' },
  rechazada: { label: 'Rechazada', tone: 'danger' },
  vencida: { label: 'Vencida', tone: 'neutral' },
};

/** The label of a status; an unknown one (a newer server) is shown as received. */
export function quoteStatusInfo(status: string): { label: string; tone: StatusTone } {
  return (QUOTE_STATUS_INFO as Record<string, { label: string; tone: StatusTone }>)[status] ?? { label: status, tone: 'neutral' };
}

/** Options of the status filter. */
export const QUOTE_STATUS_OPTIONS = QUOTE_STATUSES.map((value) => ({ value, label: QUOTE_STATUS_INFO[value].label }));

/** A quote in one of these no longer changes. */
const FINAL: readonly string[] = ['aceptada', 'rechazada', 'vencida'];

export function isStaff(role: RoleName | null | undefined): boolean {
  return role === 'distributor' || role === 'admin';
}

/**
 * The statuses a distributor or admin may move a quote to: enviada, aceptada, rechazada or
 * vencida, except the current one; none once the quote is final. Customers get none.
 */
export function quoteStatusTargets(current: string, role: RoleName | null | undefined): QuoteStatusTarget[] {
  if (!isStaff(role) || FINAL.includes(current)) return [];
  return QUOTE_STATUS_TARGETS.filter((status) => status !== current);
}

/** Only its author deletes a quote, and only a draft. */
export function canDeleteQuote(quote: Pick<Quote, 'status' | 'customer'>, userId: number | null | undefined): boolean {
  return quote.status === 'borrador' && userId != null && quote.customer.id === userId;
}
