// A quote's life as one table: who may do what from which status, and where it goes. The server
// enforces it (lib/server/services/quote-flow.ts); the panel reads the same table, through the
// `actions` each quote reply lists, to show only the buttons that will work.

/** Every status a quote can be in, in its life's order. */
export const QUOTE_STATUSES = [
  'borrador',
  'solicitada',
  'enviada',
  'cambios',
  'aceptada',
  'rechazada',
  'vencida',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_ACTIONS = [
  'request',
  'edit',
  'send',
  'accept',
  'request_changes',
  'decline',
  'delete',
  'claim',
] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];

/**
 * Who acts: the quote's `customer` (its owner), the `staff` that serves it (its distributor or an
 * administrator), or the `recipient` of a request made without an account, who holds the link of
 * the mail it was sent.
 */
export type QuoteSide = 'customer' | 'staff' | 'recipient';

type Rule = {
  by: QuoteSide;
  from: readonly QuoteStatus[];
  /** The status it leaves the quote in; null: it stays. */
  to: QuoteStatus | null;
  /** Only while the quote is still valid (its `valid_until` ahead). */
  whileValid?: true;
};

/** Every action and its rule. The distributor edits a working copy; only `send` shows it to the customer. */
export const QUOTE_FLOW: Readonly<Record<QuoteAction, Rule>> = {
  /** The customer asks its distributor for a formal quote of a saved draft. */
  request: { by: 'customer', from: ['borrador'], to: 'solicitada', whileValid: true },
  /** Pieces, measures, options, discount and the note to the customer, after measuring. */
  edit: { by: 'staff', from: ['solicitada', 'enviada', 'cambios', 'vencida'], to: null },
  /**
   * A new version for the customer, mailed with its PDF; valid for QUOTE_VALIDITY_DAYS from now, so
   * it also renews a quote that expired.
   */
  send: { by: 'staff', from: ['solicitada', 'enviada', 'cambios', 'vencida'], to: 'enviada' },
  /** An order from the version sent, at its prices. */
  accept: { by: 'customer', from: ['enviada'], to: 'aceptada', whileValid: true },
  request_changes: { by: 'customer', from: ['enviada'], to: 'cambios', whileValid: true },
  decline: { by: 'customer', from: ['enviada', 'cambios'], to: 'rechazada' },
  delete: { by: 'customer', from: ['borrador'], to: null },
  /** The recipient of a request made without an account attaches it to the account it signed in with. */
  claim: { by: 'recipient', from: ['solicitada', 'enviada', 'cambios'], to: null },
};

/** The actions `side` may take on a quote in `status` (its effective status: vencida once past its date). */
export function quoteActions(status: QuoteStatus, side: QuoteSide | null, valid: boolean): QuoteAction[] {
  if (!side) return [];
  return QUOTE_ACTIONS.filter((action) => {
    const rule = QUOTE_FLOW[action];
    return rule.by === side && rule.from.includes(status) && (valid || !rule.whileValid);
  });
}
