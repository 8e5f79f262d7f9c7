// A distributor's inbox of requests: quotes requested, contact messages routed to it, messages
// asking for a measuring visit and fabric samples asked for ("Pedir muestras"). Each one is new until the dealer answers: contacted, turned into a
// quote (a requested quote once it is sent; a message with the quote made from it) or closed with
// a reason. INBOX_FLOW is the table of who may move a request where.
import './zod-config';
import { z } from 'zod';
import { moneySchema, type Money } from './common';
import { optionalText } from './fields';
import { quoteConfigSchema } from './quote-config';
import { sameType } from './same-type';
import { sampleColorReplySchema, type SampleColor } from './samples';

export const INBOX_KINDS = ['cotizacion', 'mensaje', 'visita', 'muestras'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_STATUSES = ['nuevo', 'contactado', 'convertido', 'cerrado'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/**
 * What the dealer does with a request. `quote` turns a message into a quote; a requested quote turns
 * itself when sent; `ship` says a request of samples was sent (it counts as converted).
 */
export const INBOX_ACTIONS = ['contact', 'close', 'reopen', 'quote', 'ship'] as const;
export type InboxAction = (typeof INBOX_ACTIONS)[number];

type Rule = { from: readonly InboxStatus[]; to: InboxStatus; kinds: readonly InboxKind[] };

export const INBOX_FLOW: Readonly<Record<InboxAction, Rule>> = {
  /** Called or written to: the request stops being new. */
  contact: { from: ['nuevo'], to: 'contactado', kinds: INBOX_KINDS },
  /** Nothing came of it (the reason is kept: "ya compró", "fuera de zona", …). */
  close: { from: ['nuevo', 'contactado'], to: 'cerrado', kinds: INBOX_KINDS },
  /** A closed request the customer came back to. */
  reopen: { from: ['cerrado'], to: 'contactado', kinds: INBOX_KINDS },
  /** A message (or visit request) priced as a quote the dealer goes on adjusting and sends. */
  quote: { from: ['nuevo', 'contactado'], to: 'convertido', kinds: ['mensaje', 'visita'] },
  /** The samples went out by mail or courier. */
  ship: { from: ['nuevo', 'contactado'], to: 'convertido', kinds: ['muestras'] },
};

/** The actions the table allows on a request of `kind` in `status`. */
export function inboxActions(kind: InboxKind, status: InboxStatus): InboxAction[] {
  return INBOX_ACTIONS.filter((action) => {
    const rule = INBOX_FLOW[action];
    return rule.from.includes(status) && rule.kinds.includes(kind);
  });
}

/** The list's tabs: the open ones (new and contacted) by default. */
export const INBOX_VIEWS = ['abiertas', ...INBOX_STATUSES, 'todas'] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

export const INBOX_PAGE_SIZE = 25;

/** GET /api/inbox?vista=&page= */
export const inboxQuerySchema = z.object({
  vista: z.enum(INBOX_VIEWS, { error: 'Elige qué solicitudes ver.' }).default('abiertas'),
  page: z.preprocess(
    (v) => (v === undefined || v === '' ? 1 : Number(v)),
    z
      .number({ error: 'La página debe ser un número.' })
      .int({ error: 'La página debe ser un número entero.' })
      .min(1, { error: 'La página debe ser 1 o mayor.' })
      .max(10_000, { error: 'Esa página no existe.' }),
  ),
});

/** POST /api/inbox/{id}/status — contacted, samples sent, closed (with its reason) or reopened. */
export const inboxStepSchema = z
  .object({
    action: z.enum(['contact', 'ship', 'close', 'reopen'], { error: 'Elige qué hacer con la solicitud.' }),
    reason: optionalText('motivo', { max: 255 }),
  })
  .superRefine((step, ctx) => {
    if (step.action === 'close' && !step.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Escribe por qué cierras la solicitud.' });
  });

/** POST /api/inbox/{id}/quote — the pieces the message asked for, priced at the public list. */
export const inboxQuoteSchema = quoteConfigSchema;

export type InboxEvent = { status: InboxStatus; at: string; by: string | null; note: string | null };

export type InboxRequest = {
  id: number;
  kind: InboxKind;
  status: InboxStatus;
  created_at: string;
  status_changed_at: string;
  contact: { name: string | null; email: string | null; phone: string | null };
  /** "Zapopan, Jalisco", when the request says where. */
  place: string | null;
  /** The message, or the pieces of the requested quote ("2 piezas: Enrollable blackout, Toldo retráctil"). */
  summary: string;
  product_interest: string | null;
  message_folio: string | null;
  quote: { id: number; folio: string; status: string; total: Money } | null;
  /** A request of samples: the colours, and where to send them. */
  samples: { folio: string; colors: SampleColor[]; address: string } | null;
  /** Who serves it: for the administrator, who sees them all. */
  distributor: { id: number; name: string } | null;
  close_reason: string | null;
  actions: InboxAction[];
  history: InboxEvent[];
};

export type InboxList = {
  data: InboxRequest[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  /** How many there are in each status, for the tabs. */
  counts: Record<InboxStatus, number>;
};

export const inboxRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INBOX_KINDS),
  status: z.enum(INBOX_STATUSES),
  created_at: z.string(),
  status_changed_at: z.string(),
  contact: z.object({ name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
  place: z.string().nullable(),
  summary: z.string(),
  product_interest: z.string().nullable(),
  message_folio: z.string().nullable(),
  quote: z.object({ id: z.number().int(), folio: z.string(), status: z.string(), total: moneySchema }).nullable(),
  samples: z.object({ folio: z.string(), colors: z.array(sampleColorReplySchema), address: z.string() }).nullable(),
  distributor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  close_reason: z.string().nullable(),
  actions: z.array(z.enum(INBOX_ACTIONS)),
  history: z.array(
    z.object({
      status: z.enum(INBOX_STATUSES),
      at: z.string(),
      by: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
});
sameType<InboxRequest, z.output<typeof inboxRequestSchema>>(true);

const count = z.number().int().min(0);
export const inboxListSchema = z.object({
  data: z.array(inboxRequestSchema),
  current_page: count,
  last_page: count,
  per_page: count,
  total: count,
  counts: z.object({ nuevo: count, contactado: count, convertido: count, cerrado: count }),
});
sameType<InboxList, z.output<typeof inboxListSchema>>(true);

/** 201 of POST /api/inbox/{id}/quote: the request, converted, and the quote to go on with. */
export const inboxQuoteReplySchema = z.object({ request: inboxRequestSchema, quote_id: z.number().int() });
export type InboxQuoteReply = z.output<typeof inboxQuoteReplySchema>;
