// The visitor's details on an anonymous quote request (POST /api/quote-requests), with the
// same field rules and Spanish messages as the other public forms (lib/validation/fields.ts).
// The pieces (`items`), the captcha token and `privacy_accepted: true` are added when sending.
import { z } from 'zod';
import { email, id, optionalId, optionalText, phone, text } from '@/lib/validation/fields';

export const quoteRequestFormSchema = z.object({
  name: text('nombre', { min: 2, max: 120 }),
  email: email(),
  phone: phone(),
  state_id: id('estado'),
  municipality_id: id('municipio'),
  dealer_id: optionalId('distribuidor'),
  notes: optionalText('notas', { max: 1000 }),
  privacy_accepted: z.preprocess(
    (v) => v === true || v === 'true' || v === 'on' || v === '1',
    z.literal(true, { error: 'Para enviar tu solicitud acepta el aviso de privacidad.' }),
  ),
});

export type QuoteRequestFormInput = z.input<typeof quoteRequestFormSchema>;
export type QuoteRequestFormData = z.output<typeof quoteRequestFormSchema>;

export const QUOTE_REQUEST_FIELDS = ['name', 'email', 'phone', 'state_id', 'municipality_id', 'dealer_id', 'notes', 'privacy_accepted'] as const;
