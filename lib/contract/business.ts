// GET /api/business-summary: the business at a glance — what the administrator (every sale) or a
// distributor (the sales of the customers it serves) sold, billed and collected over a period, and
// what waits today (open requests, payments not yet in). Each figure is defined here once, and
// tests/api/business-summary.test.ts checks each one against a plain SQL over the same rows.
import './zod-config';
import { z } from 'zod';
import { moneySchema, type Money } from './common';
import { sameType } from './same-type';

/** The first year anyone can ask for; a later year without sales answers zeros. */
export const FIRST_BUSINESS_YEAR = 2000;
/** How many rows a ranking (distributors, customers, fabrics, colours) keeps: the rest is one "Otros" line on screen. */
export const RANKING_SIZE = 10;

/** GET /api/business-summary?anio= — a calendar year; without it, the last 12 months (this one included). */
export const businessQuerySchema = z.object({
  anio: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Number(v)),
    z
      .number({ error: 'El año debe ser un número.' })
      .int({ error: 'El año debe ser un número entero, como 2026.' })
      .min(FIRST_BUSINESS_YEAR, { error: `El año debe ser ${FIRST_BUSINESS_YEAR} o posterior.` })
      .max(2100, { error: 'Ese año aún no llega.' })
      .optional(),
  ),
});
export type BusinessQuery = z.output<typeof businessQuerySchema>;

/** How long an open request (new or contacted) has waited since it arrived. */
export const INBOX_AGES = ['hoy', '1_3', '3_7', '7_30', 'mas_30'] as const;
export type InboxAge = (typeof INBOX_AGES)[number];

export type BusinessMonth = {
  /** "2026-03", in Mexico City time. */
  month: string;
  /** Quotes created that month, drafts left out. */
  quotes: number;
  /** Orders created that month, cancelled ones left out. */
  orders: number;
  /** The totals (IVA included) of those orders. */
  billed: Money;
  /** Confirmed payments dated that month, refunds taken off. */
  collected: Money;
};

export type BusinessRanked = { id: number | null; name: string; quotes: number; orders: number; billed: Money };

export type BusinessSummary = {
  /** Who the figures cover: every sale (admin) or the customers a distributor serves. */
  scope: 'todo' | 'distribuidor';
  period: {
    /** First day in, and the first day after (Mexico City calendar days). */
    from: string;
    to: string;
    /** The year asked for; null for the last 12 months. */
    year: number | null;
  };
  /** The years with quotes or orders in this scope, newest first (the period's choices). */
  years: number[];
  totals: {
    quotes: number;
    orders: number;
    billed: Money;
    collected: Money;
    /** Of the period's quotes, those an order came from. */
    converted_quotes: number;
    /** converted_quotes / quotes, 0 to 1; null without quotes. */
    conversion: number | null;
    /** billed / orders; null without orders. */
    average_ticket: Money | null;
  };
  months: BusinessMonth[];
  /** Administrator: by distributor (null: sales no distributor serves). A distributor: null. */
  by_distributor: BusinessRanked[] | null;
  /** Distributor: by customer. An administrator: null. */
  by_customer: BusinessRanked[] | null;
  /** By the customer's state (the distributor's when the customer has none; null: neither has one). */
  by_state: { state_id: number | null; name: string; orders: number; billed: Money }[];
  /** The pieces of the period's orders by product line: pieces and their amount before IVA and discount. */
  by_line: { line: string; name: string; pieces: number; amount: Money }[];
  fabrics: { fabric: string; name: string; line: string; pieces: number; amount: Money }[];
  colors: {
    fabric: string;
    fabric_name: string;
    color: string;
    name: string;
    hex: string | null;
    pieces: number;
    amount: Money;
  }[];
  /** Today, whatever the period: requests still open, by how long they have waited. */
  inbox: { open: number; by_age: { age: InboxAge; count: number }[] };
  /** Today, whatever the period. */
  pending: {
    /** Ledger rows still "pendiente" (a voucher or transfer not yet confirmed). */
    payments: { count: number; amount: Money };
    /** What orders not cancelled still owe: total minus confirmed payments, where above zero. */
    owed: { orders: number; amount: Money };
  };
};

const count = z.number().int().min(0);
const ranked = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  quotes: count,
  orders: count,
  billed: moneySchema,
});

export const businessSummarySchema = z.object({
  scope: z.enum(['todo', 'distribuidor']),
  period: z.object({ from: z.string(), to: z.string(), year: z.number().int().nullable() }),
  years: z.array(z.number().int()),
  totals: z.object({
    quotes: count,
    orders: count,
    billed: moneySchema,
    collected: moneySchema,
    converted_quotes: count,
    conversion: z.number().min(0).max(1).nullable(),
    average_ticket: moneySchema.nullable(),
  }),
  months: z.array(
    z.object({ month: z.string(), quotes: count, orders: count, billed: moneySchema, collected: moneySchema }),
  ),
  by_distributor: z.array(ranked).nullable(),
  by_customer: z.array(ranked).nullable(),
  by_state: z.array(
    z.object({ state_id: z.number().int().nullable(), name: z.string(), orders: count, billed: moneySchema }),
  ),
  by_line: z.array(z.object({ line: z.string(), name: z.string(), pieces: count, amount: moneySchema })),
  fabrics: z.array(
    z.object({ fabric: z.string(), name: z.string(), line: z.string(), pieces: count, amount: moneySchema }),
  ),
  colors: z.array(
    z.object({
      fabric: z.string(),
      fabric_name: z.string(),
      color: z.string(),
      name: z.string(),
      hex: z.string().nullable(),
      pieces: count,
      amount: moneySchema,
    }),
  ),
  inbox: z.object({ open: count, by_age: z.array(z.object({ age: z.enum(INBOX_AGES), count })) }),
  pending: z.object({
    payments: z.object({ count, amount: moneySchema }),
    owed: z.object({ orders: count, amount: moneySchema }),
  }),
});
sameType<BusinessSummary, z.output<typeof businessSummarySchema>>(true);

/** "2026-03" → "2026-04". */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * The calendar months of a period, as Mexico City reads `today` ("2026-12-02"): the year asked
 * for, or the 12 months that end with this one. `from` is the first day in, `to` the first day after.
 */
export function businessPeriod(today: string, year?: number): { from: string; to: string; months: string[] } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  let first = year ? `${year}-01` : m === 12 ? `${y}-01` : `${y - 1}-${String(m + 1).padStart(2, '0')}`;
  const months: string[] = [];
  for (let i = 0; i < 12; i += 1, first = nextMonth(first)) months.push(first);
  return { from: `${months[0]}-01`, to: `${nextMonth(months[11]!)}-01`, months };
}
