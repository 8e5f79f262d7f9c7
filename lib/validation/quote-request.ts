// POST /api/quote-requests — an anonymous visitor sends its quote to be contacted.
import '@/lib/validation/zod-config';
import { z } from 'zod';
import { MAX_STATE_ID, email, id, optionalId, optionalText, phone, text } from './fields';
import { quoteConfigSchema } from './quote';

export const quoteRequestSchema = quoteConfigSchema.extend({
  name: text('nombre', { min: 2, max: 120 }),
  email: email(),
  phone: phone(),
  state_id: id('estado', MAX_STATE_ID),
  municipality_id: id('municipio'),
  dealer_id: optionalId('distribuidor'),
  notes: optionalText('comentarios', { max: 2000 }),
  privacy_accepted: z.preprocess(
    (v) => v === true || v === 'true' || v === 'on' || v === '1',
    z.literal(true, { error: 'Para enviar tu solicitud acepta el aviso de privacidad.' }),
  ),
  hcaptcha_token: z.string().max(10_000).optional(),
});

export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;

/** POST /api/quotes — a signed-in user saves its quote. */
export const saveQuoteSchema = quoteConfigSchema.extend({ notes: optionalText('comentarios', { max: 2000 }) });
