// The capabilities' feature names (./capabilities.ts), apart so the generated index of calls can name
// them without importing the capabilities, which read that index.
/** The product's calls beyond spec §7, one feature per group a screen turns on or off. */
export const FEATURES = [
  'quotes',
  'orders',
  'cart',
  'wallet',
  'dealers',
  'quoter',
  'quote_requests',
  'quote_share',
  'contact',
  'password_reset',
  'sessions',
  'two_factor',
  'inventory_admin',
  'files_admin',
  'catalog',
  'exports',
  'dealer_profiles',
  'catalog_admin',
  /** The sale closed on a quote: the distributor edits and sends versions, the customer answers. */
  'sales_flow',
  /** An order's ledger: payments and refunds recorded, receipts. */
  'payments',
  /** The panel's notification centre and the choice of which ones come by mail. */
  'notifications',
  /** A distributor's agenda of measuring and installation visits. */
  'visits',
  /** A distributor's inbox of requests: quotes requested, contact messages, visit requests. */
  'inbox',
  /** "Pedir muestras": a visitor's request of fabric samples, and the administrator's volume of them. */
  'samples',
  /** The business at a glance: the administrator's and the distributor's figures by period. */
  'business',
  /** Users invited by e-mail, who choose their own password from the link (and its re-sending). */
  'invitations',
  /** An order paid online at the provider's checkout (card, meses sin intereses, OXXO, SPEI) and its signed webhook. */
  'online_payments',
  /** The administrator's audit trail of price, discount-limit, payment and order-status changes, and its CSV. */
  'audit',
] as const;

export type Feature = (typeof FEATURES)[number];
