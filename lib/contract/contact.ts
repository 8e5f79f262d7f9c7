// POST /api/contact — the contact form's payload, parsed by the route handler; the form checks
// the same rules without zod (lib/validation/contact-form.ts).
import './zod-config';
import { z } from 'zod';
import { MAX_STATE_ID, chosenDistributorFields, email, id, phone, text } from './fields';
import { PRODUCT_INTEREST_VALUES, contactMessage } from './form-rules';

export { PRODUCT_INTEREST_VALUES };

export const contactSchema = z.object({
  name: text('nombre', { min: 2, max: 120 }),
  email: email(),
  phone: phone(),
  state_id: id('estado', MAX_STATE_ID),
  municipality_id: id('municipio'),
  product_interest: z.enum(PRODUCT_INTEREST_VALUES, { error: contactMessage.product }),
  message: text('mensaje', { min: 10, max: 3000 }),
  privacy_accepted: z.preprocess(
    (v) => v === true || v === 'true' || v === 'on' || v === '1',
    z.literal(true, { error: contactMessage.privacy }),
  ),
  /** The visitor asks for a measuring visit: the dealer's inbox shows it as a visit request. */
  wants_visit: z
    .preprocess(
      (v) => v === true || v === 'true' || v === 'on' || v === '1',
      z.boolean({ error: 'Indica si quieres una visita de medición.' }),
    )
    .optional(),
  /** The dealer chosen on the dealer locator, when the visitor asks one for a quote. */
  ...chosenDistributorFields(),
  hcaptcha_token: z.string().max(10_000).optional(),
});

export type ContactData = z.output<typeof contactSchema>;

/** The body as the browser sends it (`privacy_accepted` must be true). */
export type ContactPayload = {
  name: string;
  email: string;
  phone: string;
  state_id: number;
  municipality_id: number;
  product_interest: (typeof PRODUCT_INTEREST_VALUES)[number];
  message: string;
  privacy_accepted: true;
  wants_visit?: boolean;
  distributor_id?: number | null;
  hcaptcha_token?: string;
};

/** 201: the message's id and folio (MSJ-2026-000001, what the sender quotes) and who will answer, in Spanish. */
export const contactReplySchema = z.object({ id: z.number().int(), folio: z.string(), message: z.string() });
export type ContactReply = z.output<typeof contactReplySchema>;
