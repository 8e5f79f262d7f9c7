// POST /api/quote-requests — an anonymous visitor sends its quote to be contacted.
import './zod-config';
import { z } from 'zod';
import { MAX_STATE_ID, chosenDistributorFields, email, id, optionalText, phone, text } from './fields';
import { quoteConfigSchema, type ItemConfig } from './quote-config';
import { moneySchema, type Money } from './common';
import type { ServingDealer } from './quotes';
import { sameType } from './same-type';

export const quoteRequestSchema = quoteConfigSchema.extend({
  name: text('nombre', { min: 2, max: 120 }),
  email: email(),
  phone: phone(),
  state_id: id('estado', MAX_STATE_ID),
  municipality_id: id('municipio'),
  ...chosenDistributorFields(),
  notes: optionalText('comentarios', { max: 2000 }),
  privacy_accepted: z.preprocess(
    (v) => v === true || v === 'true' || v === 'on' || v === '1',
    z.literal(true, { error: 'Para enviar tu solicitud acepta el aviso de privacidad.' }),
  ),
  hcaptcha_token: z.string().max(10_000).optional(),
});

/** The body as the browser sends it. */
export type QuoteRequestPayload = {
  items: ItemConfig[];
  name: string;
  email: string;
  phone: string;
  state_id: number;
  municipality_id: number;
  distributor_id?: number;
  notes?: string;
  privacy_accepted: true;
  hcaptcha_token?: string;
};

/** The dealer a request was routed to: who will call the visitor. */
export type QuoteRequestDealer = Pick<ServingDealer, 'id' | 'name' | 'company' | 'phone'> & { whatsapp: string | null };

/** 201: the request's folio, its total and who will answer. */
export type QuoteRequestReply = { folio: string; total: Money; dealer: QuoteRequestDealer | null; message: string };

/** The dealer a request from the public site was routed to (quotes and sample requests), if any. */
export const routedDealerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    company: z.string().nullable(),
    phone: z.string().nullable(),
    whatsapp: z.string().nullable(),
  })
  .nullable();

export const quoteRequestReplySchema = z.object({
  folio: z.string(),
  total: moneySchema,
  dealer: routedDealerSchema,
  message: z.string(),
});
sameType<QuoteRequestReply, z.output<typeof quoteRequestReplySchema>>(true);
