// The visitor's details on an anonymous quote request: the API's own schema
// (lib/contract/quote-requests.ts) without the parts the form does not type — the pieces come
// from the quoter and the captcha token from the widget — so browser and server say the same.
import type { z } from 'zod';
import { quoteRequestSchema } from '@/lib/contract/quote-requests';

export const quoteRequestFormSchema = quoteRequestSchema.omit({ items: true, hcaptcha_token: true });

export type QuoteRequestFormInput = z.input<typeof quoteRequestFormSchema>;

export const QUOTE_REQUEST_FIELDS = [
  'name',
  'email',
  'phone',
  'state_id',
  'municipality_id',
  'distributor_id',
  'notes',
  'privacy_accepted',
] as const;

export { NOTES_MAX } from '@/lib/quoter/limits';
