// A quote to claim once signed in: the claim page (/reclamar-cotizacion) keeps the link's quote
// and key here while the visitor signs in or creates its account, and the panel claims it then
// (components/panel/quotes/pending-claim.tsx). Safe without storage (nothing is kept).

const KEY = 'pending_quote_claim';

export type PendingClaim = { quoteId: number; token: string };

export function keepPendingClaim(claim: PendingClaim): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(claim));
  } catch {
    // No storage: the visitor opens the mail's link again once signed in.
  }
}

export function takePendingClaim(): PendingClaim | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    window.localStorage.removeItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<PendingClaim>) : null;
    return value && Number.isInteger(value.quoteId) && typeof value.token === 'string'
      ? { quoteId: value.quoteId!, token: value.token }
      : null;
  } catch {
    return null;
  }
}

/** The link's `?cotizacion=&clave=`, or null when it is not one. */
export function claimFromSearch(search: string): PendingClaim | null {
  const params = new URLSearchParams(search);
  const quoteId = Number(params.get('cotizacion'));
  const token = params.get('clave') ?? '';
  return Number.isInteger(quoteId) && quoteId > 0 && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? { quoteId, token } : null;
}
